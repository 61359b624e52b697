/**
 * The maintainer documents (README, CONTRIBUTING, ARCHITECTURE, PERFORMANCE)
 * say each thing once and link for the rest; what they quote from the code
 * must still be true. This reads them the way a new maintainer would follow
 * them: every file or folder they name is there, and the budgets
 * PERFORMANCE.md states are the ones the budget test enforces (every
 * `npm run` command they name: src/scripts/tools.test.ts).
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import test from 'node:test';
import {fileURLToPath} from 'node:url';
import {firstVisitBudgetsKiB} from '../config/docusaurus-version';

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
  for (const [name, budget] of [
    ['home', 'home'],
    ['longest guide', 'docsPage'],
  ]) {
    assert.match(
      spec,
      new RegExp(`name: '${name}',[^}]*?js: ${budget} \\* kib`, 's'),
      `e2e/specs/performance-budget.spec.ts takes the ${name}'s budget from firstVisitBudgetKiB (src/config/docusaurus-version.ts)`,
    );
  }
  const css = Number(/const cssBudget = (\d+) \* kib/.exec(spec)?.[1]);
  const react18 = firstVisitBudgetsKiB(18);
  const react19 = firstVisitBudgetsKiB(19);
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
    {home: react18.home, docs: react18.docsPage, css},
    'PERFORMANCE.md states other budgets than e2e/specs/performance-budget.spec.ts enforces on React 18',
  );
  assert.match(
    performance,
    new RegExp(
      `On React 19 the budgets are ${react19.docsPage} KiB for docs pages and ${react19.home} KiB for home`,
    ),
    "PERFORMANCE.md's React 19 budgets are not the ones src/config/docusaurus-version.ts sets",
  );
});

test('the maintainer documents stay short enough to trust: 120 KB together, PERFORMANCE.md 25 KB', () => {
  const prose = [
    ...documents,
    'UPSTREAM.md',
    'src/theme/README.md',
    'src/upstream/route-table/README.md',
    'src/plugins/translation-drift/README.md',
  ];
  const bytes = (file: string) => Buffer.byteLength(read(file));
  const total = prose.reduce((sum, file) => sum + bytes(file), 0);
  assert.ok(
    total <= 120_000,
    `the maintainer documents hold ${total} bytes (limit 120,000): say what is true now, in fewer words; history lives in git`,
  );
  assert.ok(
    bytes('PERFORMANCE.md') <= 25_000,
    `PERFORMANCE.md holds ${bytes('PERFORMANCE.md')} bytes (limit 25,000): current figures only`,
  );
});
