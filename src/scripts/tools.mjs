#!/usr/bin/env node
/**
 * `npm run tools -- <name> [args…]`: the specialist commands, one entry in
 * `npm run` so that its list shows a newcomer only what they need (preview,
 * build, test, check, format, translate, API pages). Without a name it lists
 * them, one line each; an unknown name is an error that lists them too.
 * `npm test` (run-tests.mjs) runs its steps through this table.
 */
import {spawn} from 'node:child_process';
import {delimiter, dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const tsx = ['node', '--import', 'tsx'];

/** name → what it does (one line) and the command it runs, arguments after the name appended. */
export const tools = {
  // The checks `npm test` runs (src/scripts/run-tests.mjs).
  typecheck: {does: 'TypeScript, no emit', run: ['tsc']},
  lint: {
    does: 'ESLint, no warning allowed (`--fix` to apply fixes)',
    run: ['eslint', '--max-warnings=0', '.'],
  },
  'check:format': {
    does: 'Prettier, without writing (`npm run format` writes)',
    run: ['prettier', '--check', '.'],
  },
  'check:deps': {
    does: 'knip (undeclared or unused packages) and the layers (dependency-cruiser)',
    run: [
      'sh',
      '-c',
      'knip --no-progress && depcruise --config .dependency-cruiser.cjs src e2e docusaurus.config.ts sidebars.ts playwright.config.ts playwright.dev.config.ts',
    ],
  },
  'test:unit': {
    does: 'every *.test.ts under src/ (`-- <part of a path>` runs matching files only)',
    run: [...tsx, 'src/scripts/unit-tests.ts'],
  },
  'check:content': {
    does: 'twins, front matter, links and anchors, sources (`--stats`, a path filter)',
    run: [...tsx, 'src/scripts/check-content.mjs'],
  },
  'check:examples': {
    does: 'every marked worked example recomputed by src/examples/',
    run: [...tsx, 'src/scripts/check-examples.ts'],
  },
  'check:translations': {
    does: 'every UI string has its English, no English file still in Japanese',
    run: [...tsx, 'src/scripts/check-translations.mjs'],
  },
  'lint:text': {
    does: 'textlint on the pages (`--ja`, `--en`, `--fix`, file paths)',
    run: [...tsx, 'src/scripts/lint-text.mjs'],
  },
  'api:diff': {
    does: 'the changes between two OpenAPI documents, breaking ones marked',
    run: [...tsx, 'src/scripts/api-diff.ts'],
  },
  'api:check': {
    does: 'the OpenAPI documents, and the API page regions generated from them',
    run: [...tsx, 'src/scripts/api-check.ts'],
  },
  'test:search': {
    does: "the ranking suite against the built site's search index (needs build/)",
    run: ['node', '--import', 'tsx', '--test', 'src/search/built-site.test.ts'],
    env: {HINATA_REQUIRE_BUILD: '1'},
  },
  'test:e2e': {
    does: 'the Playwright suite against the production build (playwright.config.ts)',
    run: ['playwright', 'test'],
  },
  'test:dev': {
    does: "the writers' story on both development servers (playwright.dev.config.ts)",
    run: ['playwright', 'test', '-c', 'playwright.dev.config.ts'],
  },
  // Writing.
  'sources:links': {
    does: 'every primary-source URL of sources.yml and the pages (for lychee)',
    run: [...tsx, 'src/scripts/source-links.ts'],
  },
  'release-notes:lock': {
    does: 'record the figures each release note states on its date (blog/)',
    run: [...tsx, 'src/scripts/content/release-notes.ts', '--lock'],
  },
  'content:due': {
    does: 'the regulatory pages past their review date (never fails)',
    run: [...tsx, 'src/scripts/content-due.ts'],
  },
  'write-translations': {
    does: "Docusaurus's write-translations: new UI strings into i18n/",
    run: ['docusaurus', 'write-translations'],
  },
  clear: {
    does: "Docusaurus's clear: the generated files and the bundler cache",
    run: ['docusaurus', 'clear'],
  },
  mcp: {
    does: 'the MCP server over stdio on build/ (run with `npm run --silent`)',
    run: [...tsx, 'src/mcp/main.ts'],
  },
  // Measuring (PERFORMANCE.md).
  'bench:scale': {
    does: 'build and measure a site N times larger (`--factor 30 --limits`)',
    run: [...tsx, 'src/scripts/bench-scale.ts'],
  },
  'bench:bare': {
    does: 'the same for a bare Docusaurus site holding our pages',
    run: [...tsx, 'src/scripts/bench-bare.ts'],
  },
  'bench:dev': {
    does: 'the development server: start, edit-to-screen time, memory',
    run: [...tsx, 'src/scripts/bench-dev.ts'],
  },
  'bench:search': {
    does: 'search index sizes, first-query bytes and time, latency as typed',
    run: [...tsx, 'src/scripts/bench-search.ts'],
  },
  'search:eval': {
    does: 'search ranking figures (R@1, R@3, R@5, MRR) on a built site',
    run: [...tsx, 'src/scripts/search-eval.ts'],
  },
  lighthouse: {
    does: 'Lighthouse (mobile, median of three) on the tracked pages',
    run: ['node', 'src/scripts/lighthouse.mjs'],
  },
  'trace:main-thread': {
    does: "one page load's long tasks, split into style, layout, parsing and script",
    run: ['node', 'src/scripts/main-thread-trace.mjs'],
  },
  // Customisations of code we do not own (UPSTREAM.md).
  'upstream:ledger': {
    does: 'write UPSTREAM.md from the declarations in src/upstream/',
    run: [...tsx, 'src/upstream/ledger.ts'],
  },
  'canary:switch': {
    does: 'package.json and lock file to the newest Docusaurus 4 canary (`--version <v>`)',
    run: [...tsx, 'src/scripts/canary.ts'],
  },
  'upgrade:check': {
    does: 'rehearse an upgrade (`-- <package@version>…`) in a scratch copy',
    run: [...tsx, 'src/upstream/upgrade-check.ts'],
  },
};

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs tool `name` with `args` in the site's folder; resolves to its exit code. */
export function runTool(name, args = [], options = {}) {
  const [command, ...fixed] = tools[name].run;
  return spawn(command, [...fixed, ...args], {
    cwd: siteDir,
    stdio: 'inherit',
    ...options,
    env: {
      ...process.env,
      ...tools[name].env,
      // The packages' own commands (tsc, eslint, playwright…), as `npm run` finds them.
      PATH: [join(siteDir, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
    },
  });
}

function list() {
  const width = Math.max(...Object.keys(tools).map((name) => name.length));
  return Object.entries(tools)
    .map(([name, {does}]) => `  ${name.padEnd(width)}  ${does}`)
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, ...args] = process.argv.slice(2);
  if (!name) {
    console.log(`npm run tools -- <name> [args…]\n\n${list()}`);
  } else if (!Object.hasOwn(tools, name)) {
    console.error(`npm run tools: no tool named "${name}". The tools:\n\n${list()}`);
    process.exitCode = 1;
  } else {
    const child = runTool(name, args);
    // Ctrl-C reaches the tool through the terminal; a signal sent to this process alone is passed on.
    for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
    child.on('close', (code, signal) => {
      if (signal) {
        process.removeAllListeners(signal);
        process.kill(process.pid, signal);
      } else process.exitCode = code ?? 1;
    });
  }
}
