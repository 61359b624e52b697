import type {Page, Request} from '@playwright/test';
import {firstVisitBudgetKiB} from '../../src/config/docusaurus-version';
import {expect, locales, localized, test, waitForHydration} from '../support/fixtures';
import {budget, guardOf} from '../support/switches';

/**
 * Bytes a first visit downloads (compressed response bodies, as served), per
 * kind of page. A docs page stays within the 150 KiB goal (PERFORMANCE.md; on
 * React 19 plus what its react-dom adds, src/config/docusaurus-version.ts), so a
 * change that adds weight to every page fails here first.
 */
const kib = 1024;
const {home, docsPage} = firstVisitBudgetKiB;
const budgets = [
  {name: 'home', path: '/', js: home * kib},
  {
    name: 'Reference page with a diagram',
    path: '/reference/getting-started/overview',
    js: docsPage * kib,
  },
  {name: 'API page with code samples', path: '/api/get-assets', js: docsPage * kib},
  {
    name: 'Technology page with math and an explainer',
    path: '/technology/simulations/fip',
    js: docsPage * kib,
  },
  {
    name: 'page with the most formulas',
    path: '/technology/operations/battery-optimization',
    js: docsPage * kib,
  },
  {
    name: 'longest guide',
    path: '/guides/user-guides/scenario-guides',
    js: docsPage * kib,
  },
];
const cssBudget = 32 * kib;

async function firstVisit(page: Page, path: string) {
  // Each size is asked for as its request finishes, and all are awaited before the sums: a size
  // still on its way would be left out, and one asked for after the test would fail the next.
  const pending: Promise<{url: string; type: string; bytes: number}>[] = [];
  const measure = (request: Request) =>
    pending.push(
      request.sizes().then((sizes) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize,
      })),
    );
  page.on('requestfinished', measure);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The image zoom prepares the page's images a moment after the route renders
  // (ours, src/upstream/image-zoom/, or the plugin's own when it is switched off).
  const images = page.locator('.markdown img');
  if ((await images.count()) > 0)
    await expect(images.first()).toHaveClass(/zoomable-image|medium-zoom-image/);
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', measure);
  const transfers = await Promise.all(pending);
  const total = (type: string) =>
    transfers.filter((t) => t.type === type).reduce((sum, t) => sum + t.bytes, 0);
  return {transfers, js: total('script'), css: total('stylesheet')};
}

for (const locale of locales) {
  for (const {name, path, js} of budgets) {
    test(`a first visit to the ${name} stays within budget (${locale})`, async ({page}) => {
      budget();
      const visit = await firstVisit(page, localized(locale, path));
      // Read by `npm run tools -- upgrade:check` (src/upstream/upgrade-check/plan.ts), which reports the figure.
      test
        .info()
        .annotations.push({type: 'first-visit JavaScript bytes', description: String(visit.js)});
      expect(visit.js, 'JavaScript bytes').toBeLessThanOrEqual(js);
      expect(visit.css, 'CSS bytes').toBeLessThanOrEqual(cssBudget);
      expect(
        visit.transfers.filter((t) => /\/assets\/search\//.test(t.url)),
        'no search index before the reader asks',
      ).toEqual([]);
    });
  }
}

test('pages without code or math load neither Prism nor KaTeX', async ({page}) => {
  guardOf('deferred-prism');
  // Prism's grammar registry (prism-react-renderer's bundled grammars) names every language it
  // knows, ActionScript among them, which no other code of the site mentions.
  const carriesPrism = (code: string) => code.includes('actionscript');
  const scriptTexts = (urls: string[]) =>
    Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));

  const visit = await firstVisit(page, '/en/reference/getting-started/overview');
  expect(visit.transfers.filter((t) => /katex/.test(t.url))).toEqual([]);
  const scripts = visit.transfers.filter((t) => t.type === 'script').map((t) => t.url);
  expect((await scriptTexts(scripts)).filter(carriesPrism)).toEqual([]);

  // Prism arrives once a code block comes near the viewport: the check above looks for the right
  // thing (a Prism that stops carrying that grammar fails here, not silently above).
  const loaded: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') loaded.push(request.url());
  });
  await page.goto('/en/api/get-assets');
  await waitForHydration(page);
  await page.locator('.markdown pre').first().scrollIntoViewIfNeeded();
  await expect
    .poll(async () => (await scriptTexts(loaded)).some(carriesPrism), {
      message: 'Prism loads for a code block in view',
    })
    .toBe(true);
});

for (const locale of locales) {
  test(`the page's HTML lists every script it needs to start, so they download at once (${locale})`, async ({
    page,
  }) => {
    guardOf('route-scripts');
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(request.url());
    });
    const response = await page.goto(localized(locale, '/reference/assets/asset-list'));
    await waitForHydration(page);
    // Read from the HTML as served: webpack removes a listed script's element once it has
    // awaited it as a chunk, so the document no longer shows every one after hydration.
    const listed = [...(await response!.text()).matchAll(/<script src="?([^" >]+)"? defer>/g)].map(
      ([, src]) => new URL(src, page.url()).href,
    );
    // Runtime, main bundle, and the route's own chunks (its components and content).
    expect(listed.length).toBeGreaterThan(2);
    const beforeHydration = requested.slice(0, listed.length);
    expect(
      new Set(beforeHydration),
      'every script the page needed to start was listed in its HTML',
    ).toEqual(new Set(listed));
  });
}
