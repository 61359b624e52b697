import {readFileSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import type {Page} from '@playwright/test';
import {
  expect,
  locales,
  localized,
  sharedBehaviourLocales,
  test,
  waitForHydration,
} from '../support/fixtures';
import {guardOf, switchedOff} from '../support/switches';

/** KaTeX's stylesheet is what hides the MathML twin of every formula. */
async function formulasAreStyled(page: Page) {
  await expect(page.locator('.katex-mathml').first()).toHaveCSS('position', 'absolute');
  // Linked by pages with math (katex-static); bundled into every page without it.
  if (switchedOff('katex-static')) return;
  await expect(page.locator('link[href$="/katex/katex.min.css"]')).toHaveCount(1);
}

// The stylesheet's life through hydration and navigation is one script for both languages.
for (const locale of sharedBehaviourLocales) {
  test(`formulas keep their stylesheet from the first paint through hydration (${locale})`, async ({
    page,
  }) => {
    guardOf('katex-static');
    // Record every moment the stylesheet leaves the document: each one makes
    // the browser lay out the page's formulas unstyled.
    await page.addInitScript(() => {
      const removals: string[] = [];
      (window as unknown as {katexStylesheetRemovals: string[]}).katexStylesheetRemovals = removals;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof HTMLLinkElement && node.href.endsWith('/katex/katex.min.css'))
              removals.push(node.outerHTML);
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(localized(locale, '/technology/simulations/solar'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await formulasAreStyled(page);
    expect(
      await page.evaluate(
        () => (window as unknown as {katexStylesheetRemovals: string[]}).katexStylesheetRemovals,
      ),
    ).toEqual([]);
  });

  test(`a reader who follows a link to a page with math sees its formulas styled (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/reference/getting-started/overview'));
    await waitForHydration(page);
    await expect(page.locator('link[href$="/katex/katex.min.css"]')).toHaveCount(0);
    // The footer's link to the Technology area, whose first page has formulas.
    await page
      .locator(`footer a[href="${localized(locale, '/technology/simulations/introduction')}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(
      new RegExp(`${localized(locale, '/technology/simulations/introduction')}$`),
    );
    await formulasAreStyled(page);
  });
}

for (const locale of locales) {
  test(`formulas arrive with the page, and stay in place as the reader moves on and comes back (${locale})`, async ({
    page,
  }) => {
    guardOf('static-html');
    // Scripts run by the page, and scripts fetched ahead by link prefetch (the sidebar's links
    // in view), which the page later runs from the cache without a second response.
    const scriptsWithFormulas: string[] = [];
    const prefetchedWithFormulas: string[] = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (!['script', 'other'].includes(type) || !response.url().endsWith('.js')) return;
      // A prefetched file's body is gone once the page navigates on: it counts as not read, so
      // the checks below can only fail for it, never pass.
      const body = await response.text().catch(() => '');
      if (!body.includes('katex-mathml')) return;
      (type === 'script' ? scriptsWithFormulas : prefetchedWithFormulas).push(response.url());
    });
    const everyFormulaFilled = async () => {
      await expect(page.locator('.katex-html').first()).toBeVisible();
      expect(await page.locator(':is(.katex, .katex-display):empty').count()).toBe(0);
    };

    await page.goto(localized(locale, '/technology/simulations/solar'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await everyFormulaFilled();
    const solarFormulas = await page.locator('.katex-html').count();
    // The HTML holds them already: the page's JavaScript does not carry them again.
    expect(scriptsWithFormulas).toEqual([]);

    await page
      .locator(`nav a[href="${localized(locale, '/technology/simulations/fip')}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(
      new RegExp(`${localized(locale, '/technology/simulations/fip')}$`),
    );
    await everyFormulaFilled();
    // The FIP page's formulas came in one script of its own, fetched now or prefetched before.
    await expect
      .poll(() => new Set([...scriptsWithFormulas, ...prefetchedWithFormulas]).size)
      .toBeGreaterThanOrEqual(1);
    expect(new Set(scriptsWithFormulas).size).toBeLessThanOrEqual(1);

    await page.goBack();
    await expect(page).toHaveURL(
      new RegExp(`${localized(locale, '/technology/simulations/solar')}$`),
    );
    await everyFormulaFilled();
    await expect(page.locator('.katex-html')).toHaveCount(solarFormulas);
    await formulasAreStyled(page);
  });
}

const katexFonts = join(dirname(require.resolve('katex/dist/katex.min.css')), 'fonts');

type FormulaView = {
  /** Where each formula sits and how big it is: a glyph a trimmed font lacks changes its box. */
  boxes: {tex: string; x: number; y: number; width: number; height: number}[];
  /** The whole page with everything but the formulas hidden (same layout), in one capture. */
  shot: Buffer;
};

/**
 * The page's formulas once every font they use has loaded. One full-page
 * capture instead of one per formula: 40 element screenshots per load took
 * 25–90 s on the two-core machine.
 */
async function formulaView(page: Page, path: string): Promise<FormulaView> {
  await page.goto(path);
  // Display formulas off screen are laid out only near the viewport (src/css/custom.css):
  // measure and capture every one of them.
  await page.addStyleTag({content: '.katex-html { content-visibility: visible !important; }'});
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const boxes = await page.locator('.katex-display, p .katex').evaluateAll((formulas) =>
    formulas.map((formula) => {
      const {x, y, width, height} = formula.getBoundingClientRect();
      const tex = formula.querySelector('annotation')?.textContent ?? '';
      return {tex, x, y: y + window.scrollY, width, height};
    }),
  );
  await page.addStyleTag({
    content:
      'body * { visibility: hidden !important; } .katex-html, .katex-html * { visibility: visible !important; }',
  });
  const shot = await page.screenshot({fullPage: true, animations: 'disabled'});
  return {boxes, shot};
}

for (const [locale, path] of [
  ['ja', '/technology/operations/battery-optimization'],
  ['en', '/technology/operations/solar-forecasts'],
] as const) {
  test(`formulas look the same with the site's trimmed fonts as with KaTeX's full ones (${locale})`, async ({
    page,
    request,
  }) => {
    guardOf('katex-font-subset');
    const served = await request.get(localized(locale, '/katex/fonts/KaTeX_Main-Regular.woff2'));
    const original = readFileSync(join(katexFonts, 'KaTeX_Main-Regular.woff2'));
    expect((await served.body()).length, 'the served font is trimmed').toBeLessThan(
      original.length * 0.75,
    );

    const trimmed = await formulaView(page, localized(locale, path));
    await page.route('**/katex/fonts/*.woff2', (route) =>
      route.fulfill({
        contentType: 'font/woff2',
        body: readFileSync(join(katexFonts, basename(new URL(route.request().url()).pathname))),
      }),
    );
    const full = await formulaView(page, localized(locale, path));
    expect(trimmed.boxes.length).toBeGreaterThan(20);
    expect(trimmed.boxes, 'each formula in the same place at the same size').toEqual(full.boxes);
    if (!trimmed.shot.equals(full.shot)) {
      await test.info().attach('trimmed fonts', {body: trimmed.shot, contentType: 'image/png'});
      await test.info().attach('full fonts', {body: full.shot, contentType: 'image/png'});
    }
    expect(trimmed.shot.equals(full.shot), 'the formulas, pixel for pixel').toBe(true);
  });
}
