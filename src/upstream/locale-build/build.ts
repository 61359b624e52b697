/**
 * `npm run build`: each locale built by its own `docusaurus build` process,
 * one after the other, then merged into `build/` (merge.ts). Docusaurus
 * builds all locales in one process and frees little between them (its
 * build.js notes that worker threads crashed and child processes were left
 * for later); one process per locale keeps the peak to one locale's, and
 * lets CI build the locales on separate runners.
 *
 *   npm run build                        every locale, then merge into build/
 *   npm run build -- --locale en         one locale only (build/ holds just it)
 *   npm run tools -- build:locale ja     one locale into build-parts/ja/ (a CI matrix job)
 *   npm run tools -- build:merge         build-parts/* into build/ (the merge job)
 *
 * Each process runs locale-process.mjs (why not the CLI: see there). They run in
 * sequence and share `.docusaurus/`, as the single run does, so the merged
 * build is byte for byte the single run's (compare.ts checks it).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, rmSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {defaultLocale, locales} from '../../config/areas';
import {isSwitchedOff} from '../switches';
import {mergeParts, type Part} from './merge';

const root = resolve(__dirname, '..', '..', '..');
const partsDir = join(root, 'build-parts');

/** The default locale first, as Docusaurus orders them: the merge appends in this order. */
function ordered(wanted: readonly string[]): string[] {
  return [...locales]
    .filter((locale) => wanted.includes(locale))
    .sort((a, b) => {
      return Number(b === defaultLocale) - Number(a === defaultLocale);
    });
}

/** Builds one locale into build-parts/<locale>/ in a process of its own; returns its seconds. */
export function buildLocale(locale: string): number {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [join(__dirname, 'locale-process.mjs'), locale, join(partsDir, locale)],
    {
      cwd: root,
      stdio: 'inherit',
      env: isSwitchedOff('images-as-files')
        ? process.env
        : {...process.env, WEBPACK_URL_LOADER_LIMIT: '0'},
    },
  );
  if (result.status !== 0) {
    throw new Error(
      `locale-build: the ${locale} build failed (exit ${result.status ?? result.signal})`,
    );
  }
  const seconds = (Date.now() - started) / 1000;
  // bench-scale reads this line.
  console.log(`locale-build: ${locale} built in ${seconds.toFixed(1)} s`);
  return seconds;
}

export function mergeBuiltParts(outDir = join(root, 'build')): void {
  const built = existsSync(partsDir) ? readdirSync(partsDir) : [];
  const unknown = built.filter((name) => !(locales as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `locale-build: build-parts/ holds ${unknown.join(', ')}, which is no locale of the site`,
    );
  }
  const parts: Part[] = ordered(built).map((locale) => ({locale, dir: join(partsDir, locale)}));
  mergeParts(parts, defaultLocale, outDir);
  console.log(`locale-build: merged ${parts.map((p) => p.locale).join(', ')} into ${outDir}`);
}

function main(argv: string[]): void {
  const [command = 'all', ...rest] = argv[0]?.startsWith('--') ? ['all', ...argv] : argv;
  if (command === 'merge') {
    mergeBuiltParts();
    return;
  }
  if (command === 'locale') {
    const [locale, ...extra] = rest;
    if (!locale || !(locales as readonly string[]).includes(locale) || extra.length > 0) {
      throw new Error(`locale-build: name one locale to build (${locales.join(', ')})`);
    }
    buildLocale(locale);
    return;
  }
  if (command !== 'all') throw new Error(`locale-build: unknown command ${command}`);
  // `--locale x` (as for docusaurus build) narrows the build to that locale.
  const args = [...rest];
  const wanted: string[] = [];
  for (let index = args.indexOf('--locale'); index >= 0; index = args.indexOf('--locale')) {
    wanted.push(args[index + 1]);
    args.splice(index, 2);
  }
  const toBuild = ordered(wanted.length > 0 ? wanted : locales);
  if (toBuild.length !== (wanted.length || locales.length)) {
    throw new Error(
      `locale-build: unknown locale among ${wanted.join(', ')} (${locales.join(', ')})`,
    );
  }
  if (args.length > 0) {
    throw new Error(`locale-build: ${args.join(' ')}: only --locale is understood (README.md)`);
  }
  // Parts a previous run left would be merged in as if just built.
  rmSync(partsDir, {recursive: true, force: true});
  for (const locale of toBuild) buildLocale(locale);
  mergeBuiltParts();
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
