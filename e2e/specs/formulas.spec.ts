import type {Page} from '@playwright/test';
import {expect, localized, test, waitForHydration} from '../support/fixtures';

/** KaTeX's stylesheet is what hides the MathML twin of every formula. */
async function formulasAreStyled(page: Page) {
  await expect(page.locator('.katex-mathml').first()).toHaveCSS('position', 'absolute');
  await expect(page.locator('link[href$="/katex/katex.min.css"]')).toHaveCount(1);
}

for (const locale of ['ja', 'en'] as const) {
  test(`formulas keep their stylesheet from the first paint through hydration (${locale})`, async ({page}) => {
    // Record every moment the stylesheet leaves the document: each one makes
    // the browser lay out the page's formulas unstyled.
    await page.addInitScript(() => {
      const removals: string[] = [];
      (window as unknown as {katexStylesheetRemovals: string[]}).katexStylesheetRemovals = removals;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof HTMLLinkElement && node.href.endsWith('/katex/katex.min.css')) removals.push(node.outerHTML);
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(localized(locale, '/technology/simulations/solar'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await formulasAreStyled(page);
    expect(await page.evaluate(() => (window as unknown as {katexStylesheetRemovals: string[]}).katexStylesheetRemovals)).toEqual([]);
  });

  test(`a reader who follows a link to a page with math sees its formulas styled (${locale})`, async ({page}) => {
    await page.goto(localized(locale, '/reference/getting-started/overview'));
    await waitForHydration(page);
    await expect(page.locator('link[href$="/katex/katex.min.css"]')).toHaveCount(0);
    // The footer's link to the Technology area, whose first page has formulas.
    await page.locator(`footer a[href="${localized(locale, '/technology/simulations/introduction')}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/technology/simulations/introduction')}$`));
    await formulasAreStyled(page);
  });
}

for (const locale of ['ja', 'en'] as const) {
  test(`formulas arrive with the page, and stay in place as the reader moves on and comes back (${locale})`, async ({page}) => {
    const scriptsWithFormulas: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && (await response.text()).includes('katex-mathml')) {
        scriptsWithFormulas.push(response.url());
      }
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

    await page.locator(`nav a[href="${localized(locale, '/technology/simulations/fip')}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/technology/simulations/fip')}$`));
    await everyFormulaFilled();
    expect(scriptsWithFormulas).toHaveLength(1);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/technology/simulations/solar')}$`));
    await everyFormulaFilled();
    await expect(page.locator('.katex-html')).toHaveCount(solarFormulas);
    await formulasAreStyled(page);
  });
}
