/**
 * Search benchmark on the production build (`npm run build`): index sizes
 * per locale (gzip), the first query in Chromium on a cold cache (bytes after
 * focus, code included, and time from focus to results, median of 5 fresh
 * contexts), the index data a first query reads over the public suite
 * (gzip, median and max, in Node), and query latency as typed in Node.
 * Prints Markdown for
 * PERFORMANCE.md.
 *
 * Usage: npm run tools -- bench:search [--dir build --port 4188]
 */
import {join, resolve} from 'node:path';
import {englishQueries, japaneseQueries} from '../search/queries';
import {
  firstQueryIndexBytes,
  firstQueryMedian,
  indexSizes,
  kib,
  launchChromium,
  queryLatency,
  startServer,
} from './search-measure';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

const buildDir = resolve(option('dir', join(__dirname, '..', '..', 'build')));
const port = Number(option('port', '4188'));

const locales = [
  {locale: 'ja', prefix: '', queries: japaneseQueries.map((c) => c.query)},
  {locale: 'en', prefix: '/en', queries: englishQueries.map((c) => c.query)},
];

async function main(): Promise<void> {
  const server = await startServer(buildDir, port);
  const browser = await launchChromium();
  try {
    console.log(
      '| Locale | Entry | Shards (count) | Fragments | First query: downloaded after focus (requests) | Index data of a first query, public suite: median / max | Focus to first results, cold (median of 5) | Later searches p50 / p95 (as typed) |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const {locale, prefix, queries} of locales) {
      const sizes = indexSizes(buildDir, locale);
      const indexData = await firstQueryIndexBytes(buildDir, locale, queries);
      const latency = await queryLatency(buildDir, locale, queries);
      const first = await firstQueryMedian(
        browser,
        `http://127.0.0.1:${port}`,
        `${prefix}/`,
        queries[0],
      );
      console.log(
        `| ${locale} | ${kib(sizes.entry)} | ${kib(sizes.shards)} (${sizes.shardCount}) | ${kib(sizes.fragments)} | ${kib(first.bytes)} (${first.requests}) for "${queries[0]}" | ${kib(indexData.median)} / ${kib(indexData.max)} | ${first.ms.toFixed(0)} ms | ${latency.p50.toFixed(2)} / ${latency.p95.toFixed(2)} ms (${latency.count} searches) |`,
      );
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
