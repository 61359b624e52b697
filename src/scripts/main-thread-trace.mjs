#!/usr/bin/env node
/**
 * What keeps the main thread busy while a page loads, in more detail than
 * Lighthouse's breakdown: a Chromium trace of the load (CPU slowed 4× like
 * Lighthouse's phone), each task over 50 ms with the work inside it (style,
 * layout, HTML parsing, script, fonts), and the totals by kind.
 *
 * Usage: npm run tools -- trace:main-thread http://127.0.0.1:4481/technology/simulations/fip [--runs 3]
 * [--names] (every trace event name inside each long task)
 * (serve a build first: node src/scripts/serve.mjs --port 4481)
 */
import {chromium} from '@playwright/test';
import {chromiumPath, playwrightChromiumArgs} from '../tooling/chromium.mjs';

const url = process.argv[2];
const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex > 0 ? Number(process.argv[runsIndex + 1]) : 1;
const kinds = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  ParseHTML: 'parse HTML',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  ParseAuthorStyleSheet: 'parse CSS',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  HitTest: 'other',
  MajorGC: 'GC',
  MinorGC: 'GC',
};

const browser = await chromium.launch({executablePath: chromiumPath, args: playwrightChromiumArgs});
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({
      viewport: {width: 412, height: 823},
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
      ],
    });
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForTimeout(5000);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    await context.close();
    const events = trace.traceEvents.filter((event) => event.ph === 'X' && event.dur !== undefined);
    // The renderer's main thread: the one that parsed the page's HTML (the longest parse).
    const parse = events
      .filter((event) => event.name === 'ParseHTML')
      .sort((a, b) => b.dur - a.dur)[0];
    const onMain = events
      .filter((event) => event.pid === parse.pid && event.tid === parse.tid)
      .sort((a, b) => a.ts - b.ts);
    const start = onMain.find((event) => event.name === 'ParseHTML').ts;
    const tasks = onMain.filter((event) => event.name === 'RunTask');
    const totals = {};
    const longTasks = [];
    let blocking = 0;
    for (const task of tasks) {
      const inside = onMain.filter(
        (event) =>
          event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && event !== task,
      );
      const byKind = {};
      // Count only the outermost event of each kind, so nested script calls are not counted twice.
      const open = [];
      for (const event of inside) {
        const kind = kinds[event.name];
        if (!kind) continue;
        while (open.length && open.at(-1).ts + open.at(-1).dur <= event.ts) open.pop();
        if (open.some((outer) => kinds[outer.name] === kind)) continue;
        open.push(event);
        byKind[kind] = (byKind[kind] ?? 0) + event.dur / 1000;
      }
      for (const [kind, ms] of Object.entries(byKind)) totals[kind] = (totals[kind] ?? 0) + ms;
      if (task.dur / 1000 > 50) {
        blocking += task.dur / 1000 - 50;
        const parts = Object.entries(byKind)
          .sort((a, b) => b[1] - a[1])
          .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
          .join(', ');
        const fonts = inside.some((event) => /Font/.test(event.name)) ? ' (fonts)' : '';
        const styled = inside
          .filter((event) => event.name === 'UpdateLayoutTree')
          .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
        const laidOut = inside
          .filter((event) => event.name === 'Layout')
          .map(
            (event) =>
              `${event.args?.beginData?.dirtyObjects}/${event.args?.beginData?.totalObjects}`,
          )
          .join(' ');
        const calls = inside
          .filter(
            (event) =>
              event.name === 'FunctionCall' ||
              event.name === 'EvaluateScript' ||
              event.name === 'TimerFire' ||
              event.name === 'EventDispatch',
          )
          .map(
            (event) =>
              `${event.name}:${(event.args?.data?.url ?? event.args?.data?.type ?? '').replace(/^.*\//, '')}:${event.args?.data?.functionName ?? ''}`,
          )
          .slice(0, 3)
          .join(' ');
        const other = process.argv.includes('--names')
          ? [...new Set(inside.map((event) => event.name))].join(',')
          : '';
        longTasks.push(
          `   styled elements ${styled}; layout dirty/total ${laidOut}; ${calls} ${other}`,
        );
        longTasks.splice(
          longTasks.length - 1,
          0,
          `@${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms [${parts}]${fonts}`,
        );
      }
    }
    // Counts, unlike times, do not depend on how busy the machine is.
    const styledElements = onMain
      .filter((event) => event.name === 'UpdateLayoutTree')
      .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
    const laidOutObjects = onMain
      .filter((event) => event.name === 'Layout')
      .reduce((sum, event) => sum + (event.args?.beginData?.dirtyObjects ?? 0), 0);
    console.log(`  elements styled ${styledElements}, layout objects laid out ${laidOutObjects}`);
    console.log(
      `run ${run + 1}: blocking over 50 ms ${blocking.toFixed(0)} ms (4× CPU, real, not simulated)`,
    );
    console.log(
      `  totals (ms): ${Object.entries(totals)
        .sort((a, b) => b[1] - a[1])
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
        .join(', ')}`,
    );
    for (const line of longTasks) console.log(`  ${line}`);
  }
} finally {
  await browser.close();
}
