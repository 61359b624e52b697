/**
 * How the site's costs grow with its size. Builds, in a temporary copy of
 * the repository, a site N× larger from our real pages (the Reference area,
 * both languages, copied N−1 times under `copy-<k>/` with unique category
 * keys, so every copy has its own routes and ids), then prints:
 * - build time of `npm run build` (`docusaurus build`, both locales in one
 *   process) and its peak memory;
 * - first-visit JavaScript of every kind of page (compressed bodies,
 *   Chromium, fresh context, until the network is idle);
 * - the main bundle and the webpack runtime, which hold the registry of
 *   every route (their growth with the route count is Docusaurus's, not
 *   patched here);
 * - the search index size (entry + all shards; fragments separately);
 * - bytes and time of a first query in each language, in Chromium with a
 *   fresh context (focus → results; every response after focus counted,
 *   code included), median of 3.
 *
 * Usage: heavy npm run tools -- bench:scale [--factor 10 --port 4199 --keep]
 * (--factor 1 measures the site as it is, the same way; --dir <build> only
 * measures an existing build; --build-only builds and keeps it; --limits
 * exits 1 when a figure crosses the limits below: the weekly workflow
 * .github/workflows/scale.yml runs it at 30×.)
 */
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {areas} from '../facts/areas';
import {coreBundles, countHtml, crossingCost, firstVisitScripts} from './first-visit';
import {firstQueryMedian, indexSizes, kib, launchChromium, startServer} from './search-measure';
import {copyReference} from './scale-copy';
import {timedRun} from './timed-run';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

const root = join(__dirname, '..', '..');
const factor = Number(option('factor', '10'));
const port = Number(option('port', '4199'));
const keep = process.argv.includes('--keep');
/** Measure an existing build instead of building one (no build time or memory then). */
const existing = option('dir', '');
/** Build only (and keep the build): measure later with --dir, e.g. when the port is busy. */
const buildOnly = process.argv.includes('--build-only');
const checkLimits = process.argv.includes('--limits');

/** Issue 23's limits, at any size up to 30×. */
const limits = {firstVisitKiB: 150, peakMiB: 4096, buildSeconds: 300};

const apiArea = areas.find((area) => area.id === 'api')!;

/** One page of each kind (Japanese paths; English under /en). */
const pageKinds = [
  ['Home', '/'],
  ['Reference page', '/reference/assets/asset-list'],
  ['API', '/api/get-assets'],
  ['Technology (formulas, explainer)', '/technology/simulations/fip'],
  ['Release-notes list', '/releases'],
  ['Glossary', '/reference/glossary'],
  ['Longest guide', '/guides/user-guides/scenario-guides'],
] as const;

/** Copies the repository's files (tracked and new, not ignored) into `dir`; node_modules is linked. */
function copyRepository(dir: string): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {cwd: root})
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
}

/** The copy becomes a git repository: the docs' "last updated" dates come from git. */
function commitCopy(dir: string): void {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: dir, stdio: 'ignore'});
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '-qm', 'scale copy');
}

type BuildFigures = {seconds: number; peakMiB: number; locales: string};

/**
 * Runs `npm run build` under /usr/bin/time -v: wall time, and the largest
 * resident set of any one process (time reports the maximum over the
 * processes it waited for, so with one process per locale it is the peak
 * of the heaviest locale's process).
 */
async function build(dir: string): Promise<BuildFigures> {
  const run = await timedRun('npm', ['run', 'build'], {
    cwd: dir,
    // A new copy each run: a bundler cache would be written, never read, and left behind.
    env: {...process.env, WEBPACK_URL_LOADER_LIMIT: '0', HINATA_BUNDLER_CACHE: 'off'},
  });
  return {
    seconds: run.seconds,
    peakMiB: run.peakMiB,
    locales: 'both locales, one process',
  };
}

async function main(): Promise<void> {
  let dir = '';
  let buildDir = existing;
  let figures: BuildFigures | undefined;
  if (!existing) {
    dir = mkdtempSync(join(tmpdir(), `hinata-scale-${factor}x-`));
    console.error(`Copying the site into ${dir} …`);
    copyRepository(dir);
    let added = 0;
    for (let k = 2; k <= factor; k += 1) added += copyReference(dir, k);
    commitCopy(dir);
    console.error(`${added} Reference pages added (both languages); building …`);
    figures = await build(dir);
    buildDir = join(dir, 'build');
    if (buildOnly) {
      console.log(
        `Build of both locales: ${figures.seconds.toFixed(0)} s (${figures.locales}), peak memory per process ${figures.peakMiB.toFixed(0)} MiB (${factor}×), in ${buildDir}`,
      );
      return;
    }
  }
  const crossed: string[] = [];
  const server = await startServer(buildDir, port);
  const browser = await launchChromium();
  try {
    const origin = `http://127.0.0.1:${port}`;
    const rows: string[] = [];
    const firstVisit: string[] = [];
    const crossingRows: string[] = [];
    for (const [locale, prefix, query] of [
      ['ja', '', '充放電'],
      ['en', '/en', 'round-trip efficiency'],
    ] as const) {
      const localeDir = locale === 'ja' ? buildDir : join(buildDir, 'en');
      for (const [kind, path] of pageKinds) {
        const url = `${origin}${prefix}${path}`;
        const {bytes, sidebarLinks} = await firstVisitScripts(browser, url);
        firstVisit.push(
          `| ${factor}× | ${locale} | ${kind} (\`${prefix}${path}\`) | ${kib(bytes)} | ${sidebarLinks} |`,
        );
        if (bytes > limits.firstVisitKiB * 1024) {
          crossed.push(
            `first visit of ${prefix}${path}: ${kib(bytes)} > ${limits.firstVisitKiB} KiB`,
          );
        }
      }
      const sizes = indexSizes(buildDir, locale);
      const first = await firstQueryMedian(
        browser,
        origin,
        `${prefix}/reference/getting-started/overview`,
        query,
        3,
      );
      const core = coreBundles(localeDir);
      const crossings = [];
      for (let run = 0; run < 3; run += 1) {
        crossings.push(
          await crossingCost(
            browser,
            `${origin}${prefix}/reference/assets/asset-list`,
            locale === 'ja' ? 'メイン' : 'Main',
            apiArea.label[locale],
          ),
        );
      }
      const crossing = crossings.sort((a, b) => a.ms - b.ms)[1];
      crossingRows.push(
        `| ${factor}× | ${locale} | ${kib(crossing.bytes)} in ${crossing.requests} requests | ${kib(crossing.visitBytes)} | ${crossing.ms} ms |`,
      );
      rows.push(
        `| ${factor}× | ${locale} | ${countHtml(localeDir, ['assets', 'en'])} | ${kib(first.pageScripts)} | ${kib(core.main)} / ${kib(core.runtime)} | ${kib(sizes.entry + sizes.shards)} (${sizes.shardCount} shards; fragments ${kib(sizes.fragments)}) | ${kib(first.bytes)} in ${first.requests} requests, ${first.ms.toFixed(0)} ms ("${query}") |`,
      );
    }
    if (figures) {
      console.log(
        `Build of both locales (npm run build): ${figures.seconds.toFixed(0)} s (${figures.locales}), peak memory per process ${figures.peakMiB.toFixed(0)} MiB (${factor}×)`,
      );
      console.log('');
      if (figures.seconds > limits.buildSeconds) {
        crossed.push(`build ${figures.seconds.toFixed(0)} s > ${limits.buildSeconds} s`);
      }
      if (!(figures.peakMiB <= limits.peakMiB)) {
        crossed.push(`peak memory ${figures.peakMiB.toFixed(0)} MiB > ${limits.peakMiB} MiB`);
      }
    }
    console.log(
      '| Size | Locale | Page | First-visit JavaScript (gzip) | Sidebar links in those scripts |',
    );
    console.log('|---|---|---|---|---|');
    firstVisit.forEach((row) => console.log(row));
    console.log('');
    console.log(
      '| Size | Locale | HTML pages | First-load JS of a docs page | main / runtime (gzip) | Search index: entry + shards (gzip) | First query after focus (median of 3) |',
    );
    console.log('|---|---|---|---|---|---|---|');
    rows.forEach((row) => console.log(row));
    console.log('');
    console.log(
      '| Size | Locale | Reference page → API by the navbar: from pointing at the link to the new title (gzip) | The visit and the crossing, every response | Click to the new title (median of 3) |',
    );
    console.log('|---|---|---|---|---|');
    crossingRows.forEach((row) => console.log(row));
    if (keep) console.log(`\nBuild kept in ${buildDir} (for pagefind, or bench:search -- --dir).`);
  } finally {
    await browser.close();
    server.kill();
    if (dir && !keep) rmSync(dir, {recursive: true, force: true});
  }
  if (checkLimits && crossed.length > 0) {
    console.error(`Limits crossed at ${factor}× (issue 23):\n- ${crossed.join('\n- ')}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
