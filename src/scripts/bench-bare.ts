/**
 * What a bare Docusaurus site pays for our pages, at the sizes bench:scale
 * grows our site to (issue 23: our growth at 1×, 10×, 30× against Docusaurus's
 * own). Writes, in a temporary folder, the site `create-docusaurus classic`
 * makes (src/scripts/bare-site.ts: classic preset, one locale, no plugin or
 * swizzle, markdown as CommonMark) holding every page of our five areas as
 * plain Markdown in the same folders, and our release notes as blog posts
 * (same file names and titles, plain bodies: not the template's three posts);
 * then copies its Reference folder N−1 times with bench:scale's copyFolder
 * (`docs/reference/copy-<k>/`, collapsed category, unique keys). It builds the
 * site with `docusaurus build` under /usr/bin/time -v and prints:
 * - build time and peak resident memory;
 * - first-visit JavaScript of the page kinds bench:scale measures, at their
 *   bare routes (compressed bodies, Chromium, fresh context, until hydrated
 *   and the network is idle: src/scripts/first-visit.ts, shared with
 *   bench:scale);
 * - the main bundle and the webpack runtime, and the page counts.
 *
 * Compare with bench:scale's English rows: the bare site's one locale is
 * English, as the template's is.
 *
 * Usage: heavy npm run tools -- bench:bare [--factor 10 --port 4198 --keep]
 * (--keep keeps the site and its build and prints where.)
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {bareDocsBase, writeBareSite} from './bare-site';
import {coreBundles, countHtml, firstVisitScripts} from './first-visit';
import {kib, launchChromium, startServer} from './search-measure';
import {copyFolder} from './scale-copy';
import {linkPackagesWithOwnCache} from '../tooling/scratch-dir';
import {timedRun} from './timed-run';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

const root = join(__dirname, '..', '..');
const factor = Number(option('factor', '10'));
/** Not bench:scale's 4199, so that the two can run side by side. */
const port = Number(option('port', '4198'));
const keep = process.argv.includes('--keep');

/** bench:scale's page kinds, at the bare site's routes (ours in the comments). */
const pageKinds = [
  ['Home', '/'],
  // /reference/assets/asset-list
  ['Reference page', `${bareDocsBase}/reference/assets/asset-list`],
  // /api/get-assets (our API pages have `slug`s; bare routes follow the files)
  ['API', `${bareDocsBase}/api/assets/get-assets`],
  // /technology/simulations/fip (its formulas and explainer are not in the plain page)
  ['Technology page', `${bareDocsBase}/technology/simulations/fip`],
  // /releases
  ['Release-notes list (the blog)', '/blog'],
  // /reference/glossary (its term lists are components, not in the plain page)
  ['Glossary', `${bareDocsBase}/reference/glossary`],
  // /guides/user-guides/scenario-guides
  ['Longest guide', `${bareDocsBase}/guides/user-guides/scenario-guides`],
] as const;

/** `docusaurus build` under /usr/bin/time -v: wall time and the peak resident set. */
const build = (dir: string) =>
  timedRun(join(dir, 'node_modules', '.bin', 'docusaurus'), ['build'], {cwd: dir});

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `bare-docusaurus-${factor}x-`));
  console.error(`Writing the bare site into ${dir} …`);
  // Every run builds cold, as a new site does.
  linkPackagesWithOwnCache(root, dir);
  const site = writeBareSite(root, dir);
  let docsPages = site.docsPages;
  for (let k = 2; k <= factor; k += 1) docsPages += copyFolder(join(dir, 'docs', 'reference'), k);
  console.error(`${docsPages} docs pages, ${site.blogPosts} blog posts; building …`);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  try {
    const figures = await build(dir);
    const buildDir = join(dir, 'build');
    server = await startServer(buildDir, port);
    browser = await launchChromium();
    const origin = `http://127.0.0.1:${port}`;
    const firstVisit: string[] = [];
    for (const [kind, path] of pageKinds) {
      const {bytes, sidebarLinks} = await firstVisitScripts(browser, `${origin}${path}`);
      firstVisit.push(`| ${factor}× | ${kind} (\`${path}\`) | ${kib(bytes)} | ${sidebarLinks} |`);
    }
    const core = coreBundles(buildDir);
    console.log('| Size | Page | First-visit JavaScript (gzip) | Sidebar links in those scripts |');
    console.log('|---|---|---|---|');
    firstVisit.forEach((row) => console.log(row));
    console.log('');
    console.log(
      '| Size | Docs pages | HTML pages | main / runtime (gzip) | Build (docusaurus build) | Peak memory |',
    );
    console.log('|---|---|---|---|---|---|');
    console.log(
      `| ${factor}× | ${docsPages} | ${countHtml(buildDir, ['assets'])} | ${kib(core.main)} / ${kib(core.runtime)} | ${figures.seconds.toFixed(0)} s | ${figures.peakMiB.toFixed(0)} MiB |`,
    );
    if (keep) console.log(`\nBare site and its build kept in ${dir}.`);
  } finally {
    await browser?.close();
    server?.kill();
    if (!keep) rmSync(dir, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
