#!/usr/bin/env node
/**
 * Lighthouse (mobile, Debian's Chromium) on the pages PERFORMANCE.md tracks,
 * three runs each, medians reported. Serves the production build the way the
 * host does (src/scripts/serve.mjs, compressed, same headers).
 *
 * Usage: npm run tools -- lighthouse [--dir build] [--pages /,/en/] [--runs 3] [--label ours]
 *        [--throttling simulate|devtools] (devtools applies the phone's 4× slower CPU and
 *        slow 4G to the real page load instead of simulating them from a fast one)
 *        [--port 4190] (another free port when several builds are measured at once)
 *        [--causes] (after each page: what kept the main thread busy and its long tasks, from
 *        the run with the median total blocking time)
 * A bare Docusaurus template can be measured the same way with --dir and --pages.
 */
import {spawn} from 'node:child_process';
import {setTimeout as sleep} from 'node:timers/promises';
import {resolve} from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumArgs, chromiumPath} from '../tooling/chromium.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

const dir = resolve(option('dir', 'build'));
const runs = Number(option('runs', 3));
const throttlingMethod = option('throttling', 'simulate');
const label = option('label', 'Hinata Cloud Docs');
const port = Number(option('port', 4190));
const showCauses = process.argv.includes('--causes');
const pages = option(
  'pages',
  [
    '/',
    '/reference/assets/asset-list',
    '/technology/simulations/fip',
    '/api/get-assets',
    '/en/',
    '/en/reference/assets/asset-list',
    '/en/technology/simulations/fip',
    '/en/api/get-assets',
  ].join(','),
).split(',');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

/** Main-thread time by kind, the scripts that cost most, and the long tasks (unthrottled, as recorded). */
function causesOf(lhr) {
  const ms = (value) => `${Math.round(value)} ms`;
  const breakdown = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`)
    .join(', ');
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 4)
    .map(
      (item) =>
        `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${ms(item.scripting)} script + ${ms(item.scriptParseCompile)} parse`,
    )
    .join('; ');
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .map(
      (item) =>
        `${String(item.url).replace(/^https?:\/\/[^/]+/, '')}@${ms(item.startTime)}: ${ms(item.duration)}`,
    )
    .join('; ');
  return `  main thread (simulated 4× CPU): ${breakdown}\n  scripts: ${scripts}\n  long tasks: ${longTasks || 'none'}`;
}

const server = spawn(
  process.execPath,
  [resolve('src/scripts/serve.mjs'), '--dir', dir, '--port', String(port)],
  {stdio: 'ignore'},
);
await sleep(800);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

try {
  console.log(
    `${label}: Lighthouse ${(await import('lighthouse/package.json', {with: {type: 'json'}})).default.version}, mobile (${throttlingMethod} throttling), median of ${runs} runs`,
  );
  console.log(
    '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | JS transferred | Total transferred |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    const samples = [];
    let failures = 0;
    for (let run = 0; run < runs; run += 1) {
      const {lhr} = await lighthouse(`http://127.0.0.1:${port}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        throttlingMethod,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (lhr.runtimeError) {
        // A load that failed (a timeout on a busy machine) says nothing about the page: run again.
        console.error(`${page}: ${lhr.runtimeError.code}, run repeated`);
        failures += 1;
        if (failures > runs) throw new Error(`${page}: Lighthouse failed ${failures} times`);
        run -= 1;
        continue;
      }
      const items = lhr.audits['resource-summary']?.details?.items ?? [];
      samples.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        js: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
        total: items.find((item) => item.resourceType === 'total')?.transferSize ?? 0,
        causes: showCauses ? causesOf(lhr) : undefined,
      });
    }
    const m = (key) => median(samples.map((sample) => sample[key]));
    console.log(
      `| \`${page}\` | ${m('performance').toFixed(0)} | ${m('accessibility').toFixed(0)} | ${m('bestPractices').toFixed(0)} | ${m('seo').toFixed(0)} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('lcp') / 1000).toFixed(2)} s | ${m('tbt').toFixed(0)} ms | ${m('cls').toFixed(3)} | ${kib(m('js'))} | ${kib(m('total'))} |`,
    );
    if (showCauses) {
      const byTbt = [...samples].sort((a, b) => a.tbt - b.tbt);
      console.log(byTbt[Math.floor(byTbt.length / 2)].causes);
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}
