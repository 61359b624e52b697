/**
 * Measurements shared by `npm run tools -- bench:search` and `npm run tools -- bench:scale`:
 * index sizes, the cost of a first query in Chromium (fresh context: focus
 * the box, type, wait for results; every response after focus counted, code
 * included, by its compressed body size), first-load JavaScript of a page,
 * and query latency in Node with the shards already loaded.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {createSearchEngine} from '../search/engine';
import {assertEntry} from '../search/format';
import {openBuiltSite, searchDirectory} from '../search/node';
import {chromiumPath, playwrightChromiumArgs} from '../tooling/chromium.mjs';

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

export type IndexSizes = {
  entry: number;
  shards: number;
  shardCount: number;
  fragments: number;
  vocabulary: number;
};

/** Compressed sizes (gzip) of a locale's index files. */
export function indexSizes(buildDir: string, locale: string): IndexSizes {
  const dir = searchDirectory(buildDir, locale);
  const sizes: IndexSizes = {entry: 0, shards: 0, shardCount: 0, fragments: 0, vocabulary: 0};
  for (const name of readdirSync(dir)) {
    const bytes = gzipSync(readFileSync(join(dir, name))).length;
    if (name.startsWith('entry.')) sizes.entry += bytes;
    else if (name.startsWith('shard.')) {
      sizes.shards += bytes;
      sizes.shardCount += 1;
    } else if (name.startsWith('fragment.')) sizes.fragments += bytes;
    else if (name.startsWith('vocabulary.')) sizes.vocabulary += bytes;
  }
  return sizes;
}

/**
 * Index data a first query reads (gzip, code not included): a fresh engine
 * per query, counting the entry and every shard and fragment it loads.
 * Median and max over `queries`, the figure issue 35's goal is set in.
 */
export async function firstQueryIndexBytes(buildDir: string, locale: string, queries: string[]) {
  const dir = searchDirectory(buildDir, locale);
  const gzipped = new Map<string, number>();
  const sizeOf = (name: string) => {
    let size = gzipped.get(name);
    if (size === undefined)
      gzipped.set(name, (size = gzipSync(readFileSync(join(dir, name))).length));
    return size;
  };
  const entryName = readdirSync(dir).find((name) => name.startsWith('entry.'))!;
  const entry: unknown = JSON.parse(readFileSync(join(dir, entryName), 'utf8'));
  assertEntry(entry, entryName);
  const totals: number[] = [];
  for (const query of queries) {
    let bytes = sizeOf(entryName);
    const engine = createSearchEngine({
      entry,
      load: (file) => {
        bytes += sizeOf(file);
        return Promise.resolve(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      },
    });
    await engine.search(query);
    totals.push(bytes);
  }
  return {median: percentile(totals, 50), max: Math.max(...totals)};
}

/** Latency of searches "as typed" (every prefix of each query), shards loaded once first. */
export async function queryLatency(
  buildDir: string,
  locale: string,
  queries: string[],
  rounds = 20,
) {
  const engine = await openBuiltSite(buildDir, locale);
  for (const query of queries) await engine.search(query);
  const timings: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      for (let end = 1; end <= query.length; end += 1) {
        const start = performance.now();
        await engine.search(query.slice(0, end));
        timings.push(performance.now() - start);
      }
    }
  }
  return {p50: percentile(timings, 50), p95: percentile(timings, 95), count: timings.length};
}

export function startServer(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [join(__dirname, 'serve.mjs'), '--dir', dir, '--port', String(port)],
    {
      stdio: 'ignore',
    },
  );
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        resolve(server);
      } catch {
        if (Date.now() - started > 15_000) reject(new Error('the server did not start'));
        else setTimeout(() => void poll(), 200);
      }
    };
    void poll();
  });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: playwrightChromiumArgs,
  });
}

export type FirstQuery = {ms: number; bytes: number; requests: number; pageScripts: number};

/**
 * Opens `path` in a fresh context, waits for hydration and quiet, then
 * focuses the search box, types `query` and waits for the first result.
 * `bytes`: compressed bodies of every response after focus; `pageScripts`:
 * compressed JavaScript the page loaded before.
 */
export async function firstQuery(
  browser: Browser,
  origin: string,
  path: string,
  query: string,
): Promise<FirstQuery> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let focused = false;
  let bytes = 0;
  let requests = 0;
  let pageScripts = 0;
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    const after = focused;
    pending.push(
      request.sizes().then((sizes) => {
        if (after) {
          bytes += sizes.responseBodySize;
          requests += 1;
        } else if (request.resourceType() === 'script') pageScripts += sizes.responseBodySize;
      }),
    );
  });
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  focused = true;
  // Passed as source text: this script is compiled with helpers the page does not have.
  const ms = await page.evaluate<number>(`(async (text) => {
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
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return {ms, bytes, requests, pageScripts};
}

/** Median over `runs` fresh contexts. */
export async function firstQueryMedian(
  browser: Browser,
  origin: string,
  path: string,
  query: string,
  runs = 5,
): Promise<FirstQuery> {
  const results: FirstQuery[] = [];
  for (let run = 0; run < runs; run += 1)
    results.push(await firstQuery(browser, origin, path, query));
  return {
    ms: percentile(
      results.map((r) => r.ms),
      50,
    ),
    bytes: percentile(
      results.map((r) => r.bytes),
      50,
    ),
    requests: percentile(
      results.map((r) => r.requests),
      50,
    ),
    pageScripts: percentile(
      results.map((r) => r.pageScripts),
      50,
    ),
  };
}
