/**
 * What a reader's first visit costs, measured the same way by
 * `npm run bench:scale` (our site) and `npm run bench:bare` (a bare
 * Docusaurus site of the same pages), so their figures compare.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
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

/**
 * HTML pages of one locale's build: every `.html` but in the top-level
 * folders named (`assets/`, and another locale's folder such as `en/`);
 * docs folders deeper down may be named `assets` too.
 */
export function countHtml(localeDir: string, skipTopLevel: readonly string[]): number {
  const count = (dir: string): number =>
    readdirSync(dir).reduce((sum, name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory())
        return sum + (dir === localeDir && skipTopLevel.includes(name) ? 0 : count(path));
      return sum + (name.endsWith('.html') ? 1 : 0);
    }, 0);
  return count(localeDir);
}
