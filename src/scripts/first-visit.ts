/**
 * What a reader's first visit costs, measured the same way by
 * `npm run bench:scale` (our site) and `npm run bench:bare` (a bare
 * Docusaurus site of the same pages), so their figures compare.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser} from '@playwright/test';

/** The main bundle and the runtime (gzip): both carry the route registry. */
export function coreBundles(localeDir: string): {main: number; runtime: number} {
  const js = join(localeDir, 'assets', 'js');
  const size = (prefix: string) =>
    readdirSync(js)
      .filter((name) => name.startsWith(prefix) && name.endsWith('.js'))
      .reduce((sum, name) => sum + gzipSync(readFileSync(join(js, name))).length, 0);
  return {main: size('main.'), runtime: size('runtime~main.')};
}

/**
 * Compressed JavaScript a first visit downloads: fresh context, until hydrated
 * and the network is idle. `data-has-hydrated` is Docusaurus's own marker
 * (@docusaurus/core's App sets it on <html> after hydration), so the wait is
 * the same for a bare site as for ours.
 */
export async function firstVisitScripts(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script')
      pending.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(pending)).reduce((sum, b) => sum + b, 0);
  await context.close();
  return bytes;
}
