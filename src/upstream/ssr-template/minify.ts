/**
 * The inline script of the template, minified ahead of time into
 * `run-app-scripts-after-first-paint.min.js`: Docusaurus ships the whole site
 * config, this template included, in the main bundle of every page, where the
 * readable source with its comments cost 0.5 KiB compressed. Minifying it
 * when the config loaded made every tool that reads the config (knip, the
 * typecheck's tests, upgrade:check) start the minifier; now the config only
 * reads a file, and index.test.ts fails when the two files disagree.
 *
 * Usage: npm run ssr-template:minify (after editing the readable script)
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {minifySync} from '@swc/core';

export const readableFile = fileURLToPath(
  new URL('./run-app-scripts-after-first-paint.js', import.meta.url),
);
export const minifiedFile = fileURLToPath(
  new URL('./run-app-scripts-after-first-paint.min.js', import.meta.url),
);

export function minified(source: string): string {
  return `${minifySync(source, {compress: true, mangle: true}).code}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(minifiedFile, minified(readFileSync(readableFile, 'utf8')));
  console.log(`ssr-template: wrote ${minifiedFile}`);
}
