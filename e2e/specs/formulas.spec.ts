import type {Page} from '@playwright/test';
import {expect, locales, localized, test, waitForHydration} from '../support/fixtures';
import {guardOf} from '../support/switches';

/**
 * Formulas are MathML only (rehype-katex, output 'mathml'): the browser lays
 * them out itself, with no KaTeX stylesheet or fonts. What a reader needs from
 * that: every formula drawn as mathematics, read out as mathematics, and wide
 * display formulas scrolling in their own box on a phone.
 */

/** Every formula on the page, as the browser laid it out. */
async function formulasAsLaidOut(page: Page) {
  return page.locator('.katex').evaluateAll((formulas) =>
    formulas.map((formula) => {
      const math = formula.querySelector('math');
      const fraction = math?.querySelector('mfrac');
      const [numerator, denominator] = fraction ? [...fraction.children] : [];
      return {
        tex: math?.querySelector('annotation')?.textContent ?? formula.textContent,
        math: Boolean(math),
        height: math?.getBoundingClientRect().height ?? 0,
        // Native MathML stacks a fraction; a browser that did not lay out MathML would
        // run numerator and denominator along one line.
        fractionStacked:
          !numerator ||
          numerator.getBoundingClientRect().bottom <= denominator.getBoundingClientRect().top + 1,
        // A subscript sits below its base: it does only when the font the browser picked
        // has an OpenType MATH table (the generic `math` family may resolve to one without).
        subscriptsLowered: [...(math?.querySelectorAll('msub, msubsup') ?? [])].every((script) => {
          const [base, subscript] = [...script.children];
          return subscript.getBoundingClientRect().bottom > base.getBoundingClientRect().bottom + 1;
        }),
        // The TeX source rides along for copying and assistive technology, never on screen.
        sourceShown: [...formula.querySelectorAll('annotation')].some(
          (annotation) => annotation.getBoundingClientRect().height > 0,
        ),
      };
    }),
  );
}

for (const locale of locales) {
  for (const path of [
    '/technology/simulations/fip',
    '/technology/operations/battery-optimization',
  ]) {
    test(`every formula is drawn as MathML, read as math, and fits a phone (${locale} ${path})`, async ({
      page,
    }) => {
      const katexRequests: string[] = [];
      page.on('request', (request) => {
        if (/katex/i.test(request.url())) katexRequests.push(request.url());
      });
      await page.setViewportSize({width: 360, height: 740});
      await page.goto(localized(locale, path));
      await waitForHydration(page);

      const formulas = await formulasAsLaidOut(page);
      expect(formulas.length, 'the page has its formulas').toBeGreaterThan(10);
      expect(
        formulas.filter((f) => !f.math).map((f) => f.tex),
        'formulas without MathML',
      ).toEqual([]);
      expect(
        formulas.filter((f) => f.height === 0).map((f) => f.tex),
        'formulas not drawn',
      ).toEqual([]);
      expect(
        formulas.filter((f) => !f.fractionStacked).map((f) => f.tex),
        'fractions not stacked',
      ).toEqual([]);
      expect(
        formulas.filter((f) => !f.subscriptsLowered).map((f) => f.tex),
        'subscripts on the baseline',
      ).toEqual([]);
      expect(
        formulas.filter((f) => f.sourceShown).map((f) => f.tex),
        'TeX on screen',
      ).toEqual([]);
      expect(await page.locator('.katex-error').count(), 'formulas KaTeX could not render').toBe(0);
      await expect(page.getByRole('math')).toHaveCount(formulas.length);
      expect(katexRequests, 'no KaTeX stylesheet or font').toEqual([]);

      // MathML does not break lines: a formula wider than the phone scrolls inside its own box
      // (a table's formulas, inside the table's), and never pushes past the screen's edge.
      const formulasPastTheEdge = await page
        .locator('.katex-display, :not(.katex-display) > .katex')
        .evaluateAll((elements) =>
          elements.flatMap((element) => {
            if (element.closest('table')) return [];
            const {left, right} = element.getBoundingClientRect();
            const inside = left >= 0 && right <= document.documentElement.clientWidth + 0.5;
            const scrolls =
              element.scrollWidth <= element.clientWidth ||
              getComputedStyle(element).overflowX === 'auto';
            return inside && scrolls ? [] : [element.querySelector('annotation')?.textContent];
          }),
        );
      expect(formulasPastTheEdge).toEqual([]);
      // Nor does anything else on the page (the previous/next links' long titles did).
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'the page scrolls sideways on a phone',
      ).toBeLessThanOrEqual(360);
    });
  }
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
      // Every formula carries its TeX source in a MathML annotation of this encoding.
      if (!body.includes('application/x-tex')) return;
      (type === 'script' ? scriptsWithFormulas : prefetchedWithFormulas).push(response.url());
    });
    const everyFormulaFilled = async () => {
      await expect(page.locator('.katex math').first()).toBeVisible();
      expect(await page.locator(':is(.katex, .katex-display):empty').count()).toBe(0);
    };

    await page.goto(localized(locale, '/technology/simulations/solar'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await everyFormulaFilled();
    const solarFormulas = await page.locator('.katex math').count();
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
    await expect(page.locator('.katex math')).toHaveCount(solarFormulas);
  });
}
