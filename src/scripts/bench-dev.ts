/**
 * What a writer waits for in the development server, at 1× and 10× (the
 * Reference area copied as `bench:scale` copies it): cold start to the first
 * page on screen (empty bundler cache), warm start (the cache the cold start
 * left), the time from saving an edit to seeing it (median and p95 of 10
 * edits, same page, no reload) and the server's peak memory (every process
 * it started, summed).
 *
 * Usage: npm run tools -- bench:dev [--factor 10] (both 1 and 10 by default)
 */
import {readFileSync, readdirSync} from 'node:fs';
import {editFile, scratchSite, startDevServer, type DevServer} from '../../e2e/dev-server/dev-site';
import {copyReference} from './scale-copy';
import {launchChromium} from './search-measure';

const factorArg = process.argv.indexOf('--factor');
const factors = factorArg > 0 ? [Number(process.argv[factorArg + 1])] : [1, 10];
const port = 3471;
const pagePath = '/reference/assets/asset-list';
const pageFile = 'docs/assets/asset-list.md';

/** Resident memory of every process in the server's process group, in MiB. */
function groupRssMiB(pgid: number): number {
  let kib = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // The process ended while we read it.
    }
  }
  return kib / 1024;
}

function watchMemory(server: DevServer) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, groupRssMiB(server.pid))), 250);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

// The warm start is the bundler cache's to measure, also where CI would turn it off (src/config/bundler-cache.ts).
process.env.HINATA_BUNDLER_CACHE = 'on';

async function measure(factor: number) {
  const site = scratchSite();
  let pages = 0;
  for (let k = 2; k <= factor; k += 1) pages += copyReference(site.dir, k);
  const browser = await launchChromium();
  try {
    const start = async () => {
      const began = Date.now();
      const server = await startDevServer(site.dir, 'ja', port);
      const stopWatching = watchMemory(server);
      const page = await browser.newPage();
      await page.goto(`${server.url}${pagePath}`);
      await page.locator('h1').first().waitFor();
      return {server, page, seconds: (Date.now() - began) / 1000, stopWatching};
    };
    const cold = await start();
    await cold.page.close();
    await cold.server.stop();
    const coldPeak = cold.stopWatching();
    const warm = await start();
    const edits: number[] = [];
    for (let i = 1; i <= 10; i += 1) {
      const sentence = `編集${i}回目の確認用の一文です。`;
      const began = Date.now();
      editFile(site.dir, pageFile, (text) => text.replace(/\n## /, `\n${sentence}\n\n## `));
      await warm.page.getByText(sentence).waitFor({timeout: 60_000});
      edits.push((Date.now() - began) / 1000);
    }
    await warm.server.stop();
    const warmPeak = warm.stopWatching();
    return {
      factor,
      pagesAdded: pages,
      coldStartSeconds: cold.seconds,
      warmStartSeconds: warm.seconds,
      editMedianSeconds: percentile(edits, 50),
      editP95Seconds: percentile(edits, 95),
      peakMemoryMiB: Math.round(Math.max(coldPeak, warmPeak)),
    };
  } finally {
    await browser.close();
    site.remove();
  }
}

async function main() {
  const results = [];
  for (const factor of factors) {
    const result = await measure(factor);
    results.push(result);
    console.log(
      `${factor}× (+${result.pagesAdded} pages): first page ${result.coldStartSeconds.toFixed(1)} s cold, ${result.warmStartSeconds.toFixed(1)} s warm; edit on screen ${result.editMedianSeconds.toFixed(2)} s median, ${result.editP95Seconds.toFixed(2)} s p95; peak memory ${result.peakMemoryMiB} MiB`,
    );
  }
  console.log(JSON.stringify(results));
}

void main();
