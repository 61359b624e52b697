#!/usr/bin/env node
/**
 * `npm test`: every check, fast enough to run before each push.
 *
 * The checks that read only the sources run two at a time (they are
 * independent, and most are single-threaded); then the production build of
 * both locales, the ranking suite against its index, the browser suite
 * against it, and the writers' story on the development server. Each step's
 * time is printed, and the first failure names its step and stops the run
 * (the failing step's own output says what to fix).
 *
 * Usage: node src/scripts/run-tests.mjs [--only step,step] [--skip step,step]
 */
import {spawn} from 'node:child_process';
import {availableParallelism} from 'node:os';
import {runTool, tools} from './tools.mjs';

/**
 * Steps that only read the sources: `npm run tools -- <name>`. Longest first, so the
 * two lanes end together (times from a fresh clone, two at a time: ESLint
 * 37 s, unit tests 31 s, textlint 28 s, typecheck 17 s, Prettier 11 s, the
 * rest under 8 s; in the old order one lane ran textlint alone at the end).
 */
const sourceChecks = [
  'lint',
  'test:unit',
  'lint:text',
  'typecheck',
  'check:format',
  'check:content',
  'check:deps',
  'api:check',
  'check:translations',
  'check:examples',
];
/** Steps that need the production build, in order (`npm run build`, then tools). */
const buildSteps = ['build', 'test:search', 'test:e2e', 'test:dev'];

const args = process.argv.slice(2);
const listArg = (flag) =>
  args.includes(flag) ? args[args.indexOf(flag) + 1].split(',') : undefined;
const only = listArg('--only');
const skip = new Set(listArg('--skip') ?? []);
const wanted = (step) => (!only || only.includes(step)) && !skip.has(step);

const times = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(step, {quiet}) {
  return new Promise((resolve) => {
    const begin = Date.now();
    const stdio = quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = Object.hasOwn(tools, step)
      ? runTool(step, [], {stdio})
      : spawn('npm', ['run', '--silent', step], {stdio});
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const ms = Date.now() - begin;
      times.push({step, ms, ok: code === 0});
      if (quiet) process.stdout.write(output);
      console.log(`${code === 0 ? '✔' : '✘'} ${step} (${seconds(ms)})`);
      resolve(code === 0);
    });
  });
}

function summary() {
  console.log(`\nChecks done in ${seconds(Date.now() - started)}:`);
  for (const {step, ms, ok} of times)
    console.log(`  ${ok ? '✔' : '✘'} ${step.padEnd(20)} ${seconds(ms).padStart(8)}`);
}

const command = (step) =>
  Object.hasOwn(tools, step) ? `npm run tools -- ${step}` : `npm run ${step}`;

function fail(step) {
  summary();
  console.error(
    `\nnpm test stopped: "${command(step)}" failed (its output is above). Run it alone to iterate.`,
  );
  process.exit(1);
}

// Two at a time, each one's output printed whole when it ends so that logs do not interleave.
const queue = sourceChecks.filter(wanted);
const lanes = Math.max(1, Math.min(2, availableParallelism()));
let failed;
await Promise.all(
  Array.from({length: lanes}, async () => {
    while (queue.length > 0 && !failed) {
      const step = queue.shift();
      if (!(await run(step, {quiet: true}))) failed ??= step;
    }
  }),
);
if (failed) fail(failed);

for (const step of buildSteps.filter(wanted)) {
  if (!(await run(step, {quiet: false}))) fail(step);
}
summary();
