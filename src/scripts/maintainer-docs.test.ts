/**
 * The maintainer documents (README, CONTRIBUTING, ARCHITECTURE, PERFORMANCE)
 * say each thing once and link for the rest; what they quote from the code
 * must still be true. This reads them the way a new maintainer would follow
 * them: every `npm run <script>` they tell one to type exists, every file or
 * folder they name is there, and the budgets PERFORMANCE.md states are the
 * ones the budget test enforces.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import test from 'node:test';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const documents = ['README.md', 'CONTRIBUTING.md', 'ARCHITECTURE.md', 'PERFORMANCE.md'];
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** What `problems` finds on each line of each document, prefixed with where to fix it. */
function problemsOnEveryLine(problems: (text: string) => string[]): string[] {
  return documents.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((text, index) =>
        problems(text).map((problem) => `${file}:${index + 1}: ${problem}`),
      ),
  );
}

const scripts = new Set(
  Object.keys((JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts),
);

/** `npm run name`, `npm run --silent name`: the script names a reader is told to run. */
export function scriptsNamed(text: string): string[] {
  return [...text.matchAll(/npm run (?:--silent )?([a-z][\w:-]*)/g)].map((match) => match[1]);
}

/**
 * Paths of the repository a document names: relative Markdown links, and
 * code spans that start with one of the repository's top-level folders.
 * Globs, placeholders (`<name>`) and build outputs are not files to find.
 */
export function pathsNamed(text: string): string[] {
  const links = [...text.matchAll(/\]\((?!https?:|mailto:|#)([^)\s#]+)/g)].map((m) => m[1]);
  const spans = [
    ...text.matchAll(
      /`((?:src|e2e|docs|api|guides|technology|legal|blog|static|i18n|\.github|\.ci)\/[^`\s]*)`/g,
    ),
  ].map((m) => m[1]);
  return [...links, ...spans]
    .map((path) => path.replace(/[:,.]$/, '').replace(/#.*$/, ''))
    .filter((path) => path && !/[*<>{}…]|\.\.\./.test(path));
}

test('a path check that finds nothing to check would pass anything', () => {
  assert.deepEqual(
    pathsNamed('see [the ledger](UPSTREAM.md#x), `src/upstream/<id>/`, `e2e/specs/a.spec.ts`'),
    ['UPSTREAM.md', 'e2e/specs/a.spec.ts'],
  );
  assert.deepEqual(scriptsNamed('`npm run --silent content:due` then npm run build'), [
    'content:due',
    'build',
  ]);
});

test('every npm script the maintainer documents tell one to run exists', () => {
  const missing = problemsOnEveryLine((text) =>
    scriptsNamed(text)
      .filter((name) => !scripts.has(name))
      .map((name) => `"npm run ${name}" is not a script in package.json`),
  );
  assert.deepEqual(missing, [], 'rename the command in the document, or restore the script');
});

/** CONTRIBUTING's walk-through of adding a page names the page it has the writer create. */
const pagesAWalkthroughCreates = new Set([
  'docs/settings/notifications.md',
  'i18n/en/docusaurus-plugin-content-docs/current/settings/notifications.md',
]);

test('every file and folder the maintainer documents name is in the repository', () => {
  const missing = problemsOnEveryLine((text) =>
    pathsNamed(text)
      .filter((path) => !existsSync(join(root, path)) && !pagesAWalkthroughCreates.has(path))
      .map((path) => `${path} does not exist`),
  );
  assert.deepEqual(missing, [], 'point the document at where the file is now, or drop the mention');
});

test('the budgets PERFORMANCE.md states are the ones the budget test enforces', () => {
  const spec = read('e2e/specs/performance-budget.spec.ts');
  const budgetOf = (name: string) => {
    const match = new RegExp(`name: '${name}',[^}]*?js: (\\d+) \\* kib`, 's').exec(spec);
    assert.ok(match, `e2e/specs/performance-budget.spec.ts has no budget for "${name}"`);
    return Number(match[1]);
  };
  const home = budgetOf('home');
  const docs = budgetOf('longest guide');
  const css = Number(/const cssBudget = (\d+) \* kib/.exec(spec)?.[1]);
  const performance = read('PERFORMANCE.md');
  const stated =
    /keeps a budget per kind of page: home ≤ (\d+) KiB;[^;]*≤ (\d+) KiB each; CSS ≤ (\d+) KiB/.exec(
      performance,
    );
  assert.ok(
    stated,
    'PERFORMANCE.md no longer states the budget per kind of page ("keeps a budget per kind of page: …")',
  );
  assert.deepEqual(
    {home: Number(stated[1]), docs: Number(stated[2]), css: Number(stated[3])},
    {home, docs, css},
    'PERFORMANCE.md states other budgets than e2e/specs/performance-budget.spec.ts enforces',
  );
  assert.match(
    performance,
    new RegExp(`the budgets stay \\(docs pages ${docs} KiB, home ${home} KiB\\)`),
    "PERFORMANCE.md's React 19 decision quotes other budgets than the budget test enforces",
  );
});
