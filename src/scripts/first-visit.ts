/**
 * What a reader's first visit costs, measured the same way by
 * `npm run tools -- bench:scale` (our site) and `npm run tools -- bench:bare` (a bare
 * Docusaurus site of the same pages), so their figures compare.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Request} from '@playwright/test';

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
 * A sidebar link as Docusaurus's props and our sidebar parts carry it, as an
 * object (`{type:"link",href:…}`) or as JSON (`{"type":"link","href":…}`);
 * the theme's own code spreads its item (`{type:"link",...o}`) and does not count.
 */
const sidebarLink = /(?:"type"|\btype):"link",(?:"href"|href):/g;

export type FirstVisit = {
  /** Compressed bodies of every script. */
  bytes: number;
  /** Sidebar links those scripts carry, shown or not. */
  sidebarLinks: number;
};

/**
 * The JavaScript a first visit downloads: fresh context, until hydrated and
 * the network is idle. `data-has-hydrated` is Docusaurus's own marker
 * (@docusaurus/core's App sets it on <html> after hydration), so the wait is
 * the same for a bare site as for ours.
 */
export async function firstVisitScripts(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<FirstVisit>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        const body = response ? (await response.body()).toString() : '';
        return {
          bytes: (await request.sizes()).responseBodySize,
          sidebarLinks: body.match(sidebarLink)?.length ?? 0,
        };
      })(),
    );
  });
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  // A response after this would ask its sizes of a closed context.
  page.removeAllListeners('requestfinished');
  const scripts = await Promise.all(pending);
  await context.close();
  return {
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    sidebarLinks: scripts.reduce((sum, script) => sum + script.sidebarLinks, 0),
  };
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

export type Crossing = {
  /** From pointing at the link to the new title. */
  bytes: number;
  requests: number;
  /** From the first visit's start to the new title: what links in view prefetched counts here too. */
  visitBytes: number;
  ms: number;
};

/**
 * What a reader pays to cross into another area, after a first visit has
 * settled: points at the navbar link (which prefetches what the link needs),
 * clicks it, and waits for the new page's title. Counts the responses to the
 * requests made from the pointing until the title shows (compressed bodies;
 * what the new page then prefetches for its own links is not the crossing's
 * cost) and times the click to the new title.
 */
export async function crossingCost(
  browser: Browser,
  url: string,
  navbarName: string,
  linkName: string,
): Promise<Crossing> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const beforePointing: Request[] = [];
  const keep = (request: Request) => beforePointing.push(request);
  page.on('request', keep);
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  page.off('request', keep);
  const title = await page.locator('h1').first().innerText();
  const made: Request[] = [];
  const record = (request: Request) => made.push(request);
  page.on('request', record);
  const link = page
    .getByRole('navigation', {name: navbarName})
    .getByRole('link', {name: linkName, exact: true});
  await link.hover();
  await page.waitForLoadState('networkidle');
  const clicked = Date.now();
  await link.click();
  await page.waitForFunction(
    (before) => {
      const heading = document.querySelector('h1');
      return heading !== null && heading.textContent !== before;
    },
    title,
    {polling: 'raf'},
  );
  const ms = Date.now() - clicked;
  page.off('request', record);
  await page.waitForLoadState('networkidle');
  const bodies = (requests: Request[]) =>
    Promise.all(
      requests.map(async (request) =>
        (await request.response()) ? (await request.sizes()).responseBodySize : 0,
      ),
    ).then((sizes) => sizes.reduce((sum, b) => sum + b, 0));
  const bytes = await bodies(made);
  const visitBytes = bytes + (await bodies(beforePointing));
  await context.close();
  return {bytes, requests: made.length, visitBytes, ms};
}
