/**
 * `npm run tools -- test:unit`: every `*.test.ts` under src/. `node --test` gives each
 * file a process of its own, and each process starts Node, the TypeScript
 * loader and the modules the file imports again: with 60 files that was
 * about half the step. Here the files run in one process, in a fixed order,
 * except those that change the process for the tests after them, which keep
 * a process of their own (`changesTheProcess`).
 *
 * Usage: node --import tsx src/scripts/unit-tests.ts [path-filter…]
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {pathToFileURL} from 'node:url';

const root = join(__dirname, '..', '..');

/**
 * Files that change the process for every test after them keep a process of their own:
 * top-level before/after hooks (node:test runs them around every test in the process),
 * a global DOM (window, document, navigator) other tests must not see, and a patch
 * installed into a module we do not own (`installTranslatedPagesWatch()`).
 */
const changesTheProcess = (source: string) =>
  /^(before|after|beforeEach|afterEach)\(/m.test(source) ||
  /\bglobalThis\b/.test(source) ||
  /\binstall[A-Z]\w*\(/.test(source);

function testFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
      return entry.name.endsWith('.test.ts') ? [path] : [];
    })
    .sort();
}

const filters = process.argv.slice(2);
const files = testFiles(join(root, 'src'))
  .map((file) => relative(root, file))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
const ownProcess = new Set(
  files.filter((file) => changesTheProcess(readFileSync(join(root, file), 'utf8'))),
);

if (files.length === 0) {
  console.error(`No test file under src/ matches ${filters.join(', ')}.`);
  process.exit(1);
}

for (const file of files.filter((f) => ownProcess.has(f))) {
  // tsx's ECMAScript-module loader only: its CommonJS loader compiles the ES-only packages
  // Docusaurus 4's CommonJS requires (execa → npm-run-path → unicorn-magic) to CommonJS, whose
  // import-only exports then no longer resolve; Node 24 requires them as they are.
  const run = spawnSync(process.execPath, ['--import', 'tsx/esm', '--test', file], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exitCode = 1;
}

// node:test runs the tests these imports declare, and sets the exit code when one fails.
void (async () => {
  for (const file of files.filter((f) => !ownProcess.has(f))) {
    await import(pathToFileURL(join(root, file)).href);
  }
})();
