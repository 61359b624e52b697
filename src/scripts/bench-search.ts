/**
 * Search benchmark: index size per locale (raw and gzip), focus-to-first-
 * results time on a cold cache in Chromium, and query latency p50/p95 over
 * the fixed query set of the e2e tests. Needs a production build
 * (`npm run build`); prints a Markdown table for PERFORMANCE.md.
 *
 * Usage: npm run bench:search
 */
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {englishQueries, japaneseQueries} from '../../e2e/support/search-queries';
import {createSearchEngine} from '../search/engine';
import type {SearchDoc} from '../search/types';

const root = join(__dirname, '..', '..');
const port = 4188;
const coldRuns = 5;
const latencyRounds = 50;

const locales = [
  {
    locale: 'ja',
    dir: join(root, 'build'),
    prefix: '',
    queries: japaneseQueries.map((c) => c.query),
    label: '検索 Ctrl+K',
  },
  {
    locale: 'en',
    dir: join(root, 'build', 'en'),
    prefix: '/en',
    queries: englishQueries.map((c) => c.query),
    label: 'Search Ctrl+K',
  },
];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

function indexFiles(dir: string) {
  const searchDir = join(dir, 'assets', 'search');
  const files = readdirSync(searchDir);
  const read = (prefix: string) =>
    readFileSync(
      join(
        searchDir,
        files.find((f) => f.startsWith(prefix))!,
      ),
    );
  return {index: read('lunr-index.'), docs: read('search-doc.')};
}

function queryLatency(dir: string, queries: string[]) {
  const {index, docs} = indexFiles(dir);
  const loadStart = performance.now();
  const engine = createSearchEngine(
    JSON.parse(index.toString()) as object,
    JSON.parse(docs.toString()) as SearchDoc[],
  );
  const loadMs = performance.now() - loadStart;
  const timings: number[] = [];
  for (let round = 0; round < latencyRounds; round += 1) {
    for (const query of queries) {
      // As typed: every prefix of the query, the way the box searches.
      for (let end = 1; end <= query.length; end += 1) {
        const start = performance.now();
        engine.search(query.slice(0, end));
        timings.push(performance.now() - start);
      }
    }
  }
  return {
    loadMs,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    count: timings.length,
  };
}

async function focusToFirstResults(prefix: string, query: string): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const times: number[] = [];
  try {
    for (let run = 0; run < coldRuns; run += 1) {
      const context = await browser.newContext(); // a fresh, empty cache
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}${prefix}/`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      // Passed as source text: this script is compiled with helpers the page does not have.
      const elapsed = await page.evaluate<number>(`(async (text) => {
        const input = document.querySelector('.navbar input[role="combobox"]');
        const start = performance.now();
        input.focus();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
        input.dispatchEvent(new Event('input', {bubbles: true}));
        await new Promise((resolve) => {
          const check = () => (document.querySelector('[role="listbox"] [role="option"]') ? resolve() : requestAnimationFrame(check));
          check();
        });
        return performance.now() - start;
      })(${JSON.stringify(query)})`);
      times.push(elapsed);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

async function main(): Promise<void> {
  const server = spawn(
    process.execPath,
    [join(root, 'src', 'scripts', 'serve.mjs'), '--port', String(port)],
    {stdio: 'ignore'},
  );
  await new Promise((resolve) => setTimeout(resolve, 800));
  try {
    console.log(
      '| Locale | Index (raw / gzip) | Documents (raw / gzip) | Focus to first results, cold (median of 5) | Query latency p50 / p95 (as typed) | Index load in Node |',
    );
    console.log('|---|---|---|---|---|---|');
    for (const {locale, dir, prefix, queries} of locales) {
      const {index, docs} = indexFiles(dir);
      const latency = queryLatency(dir, queries);
      const cold = await focusToFirstResults(prefix, queries[0]);
      console.log(
        `| ${locale} | ${kib(index.length)} / ${kib(gzipSync(index).length)} | ${kib(docs.length)} / ${kib(gzipSync(docs).length)} | ${percentile(cold, 50).toFixed(0)} ms | ${latency.p50.toFixed(2)} / ${latency.p95.toFixed(2)} ms (${latency.count} searches) | ${latency.loadMs.toFixed(0)} ms |`,
      );
    }
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
