import type {Locator, Page} from '@playwright/test';
import {
  expect,
  localized,
  runsSharedBehaviour,
  test,
  waitForHydration,
  locales,
} from '../support/fixtures';
import {endsWithPath, search, topHitUrls} from '../support/search';

const fipPage = '/technology/simulations/fip';

/** Records every layout shift from now on, whatever its cause. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as {layoutShifts?: number[]}).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as {value?: number}).value ?? 0);
    }).observe({type: 'layout-shift'});
  });
  return () => page.evaluate(() => (window as {layoutShifts?: number[]}).layoutShifts ?? []);
}

function firstTerm(page: Page): {link: Locator; tooltip: Locator} {
  const term = page.locator('article .glossary-term').first();
  return {link: term.locator('> a'), tooltip: term.getByRole('tooltip', {includeHidden: true})};
}

for (const locale of locales) {
  test.describe(`Glossary (${locale})`, () => {
    test('a link to a term lands on its entry below the navbar, on a page that lists at least 60 terms and links none of its own', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/reference/glossary#imbalance-price'));
      const entry = page.locator('dt#imbalance-price');
      await expect(entry).toBeInViewport();
      const navbarBottom = await page
        .locator('.navbar')
        .evaluate((navbar) => navbar.getBoundingClientRect().bottom);
      const entryTop = await entry.evaluate((node) => node.getBoundingClientRect().top);
      expect(entryTop).toBeGreaterThanOrEqual(navbarBottom);

      const terms = page.locator('dl.glossary dt');
      expect(await terms.count()).toBeGreaterThanOrEqual(60);
      const ids = await terms.evaluateAll((nodes) => nodes.map((node) => node.id));
      expect(ids.every((id) => /^[a-z0-9-]+$/.test(id))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      const fip = page.locator('dt#fip');
      await expect(fip).toHaveText(
        locale === 'ja' ? 'フィード・イン・プレミアム（FIP）' : 'FIP (feed-in premium)',
      );
      const definition = fip.locator('xpath=following-sibling::dd[1]');
      await expect(definition).toContainText(locale === 'ja' ? '2022年4月' : 'April 2022');
      await expect(definition.getByRole('link')).toHaveAttribute(
        'href',
        localized(locale, fipPage),
      );
      expect(await page.locator('.glossary-term').count(), 'terms linked on the glossary').toBe(0);
    });

    test('search finds the glossary and its terms', async ({page}) => {
      await page.goto(localized(locale, '/'));
      await waitForHydration(page);
      await search(page, locale, locale === 'ja' ? '用語集' : 'glossary');
      expect(
        (await topHitUrls(page, locale, 3)).some((url) => /\/reference\/glossary(#|$)/.test(url)),
      ).toBe(true);
    });

    test('a docs page links the first use of a term, never inside headings, code or links, and each term once; following one leads to its entry', async ({
      page,
    }) => {
      await page.goto(localized(locale, fipPage));
      const terms = page.locator('article .glossary-term');
      expect(await terms.count()).toBeGreaterThan(3);
      expect(
        await page
          .locator(':is(h1, h2, h3, h4, code, pre, a, table, strong) .glossary-term')
          .count(),
      ).toBe(0);
      const targets = await terms
        .locator('> a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(
        targets.every((href) => href!.startsWith(localized(locale, '/reference/glossary#'))),
      ).toBe(true);
      expect(new Set(targets).size).toBe(targets.length);

      await waitForHydration(page);
      const {link} = firstTerm(page);
      const id = (await link.getAttribute('href'))!.split('#')[1];
      await link.click();
      await expect(page).toHaveURL(
        endsWithPath(`${localized(locale, '/reference/glossary')}#${id}`),
      );
      await expect(page.locator(`dt#${id}`)).toBeInViewport();
    });

    // How a definition opens, stays and closes is one component for both languages: the
    // Japanese page runs those stories; each language checks its names, lengths and links.
    if (runsSharedBehaviour(locale)) {
      test('pointing at a term shows its definition, which stays while the pointer moves onto it; Escape hides it without moving the pointer, and it shows again next time', async ({
        page,
      }) => {
        await page.goto(localized(locale, fipPage));
        await waitForHydration(page);
        const {link, tooltip} = firstTerm(page);
        await expect(tooltip).toBeHidden();
        const definition = (await tooltip.textContent())!;
        await expect(link).toHaveAccessibleDescription(definition);
        const shifts = await watchLayoutShifts(page);
        const next = page.locator('article .markdown > p').nth(1);
        const before = await next.boundingBox();

        await link.hover();
        await expect(tooltip).toBeVisible();
        await expect(page.getByRole('tooltip')).toHaveText(definition);
        const box = (await tooltip.boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {steps: 5});
        await expect(tooltip).toBeVisible();

        await page.mouse.move(2, 300);
        await expect(tooltip).toBeHidden();
        expect(await next.boundingBox(), 'the text below did not move').toEqual(before);
        expect(await shifts(), 'no layout shift').toEqual([]);

        await link.hover();
        await expect(tooltip).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(tooltip).toBeHidden();
        await page.mouse.move(2, 300);
        await link.hover();
        await expect(tooltip).toBeVisible();
      });
    }

    test('on a phone, every definition stays within the screen', async ({page}) => {
      await page.setViewportSize({width: 360, height: 740});
      await page.goto(localized(locale, fipPage));
      await waitForHydration(page);
      const links = page.locator('article .markdown > :is(p, ul) .glossary-term > a');
      const count = Math.min(await links.count(), 8);
      for (let i = 0; i < count; i += 1) {
        // The reader leaves the last term first: its definition, which stays
        // while pointed at, may cover the next term on a narrow screen.
        await page.mouse.move(0, 0);
        await links.nth(i).hover();
        const tooltip = page.locator('.glossary-term:hover > [role="tooltip"]');
        await expect(tooltip).toBeVisible();
        const box = (await tooltip.boundingBox())!;
        expect(box.x, `definition ${i} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `definition ${i} ends on screen`).toBeLessThanOrEqual(360);
      }
    });

    test('a keyboard user gets the definition on focus, and Escape hides it', async ({page}) => {
      await page.goto(localized(locale, fipPage));
      await waitForHydration(page);
      const shifts = await watchLayoutShifts(page);
      // Start tabbing from the title, as a reader who clicked there would.
      await page.locator('article h1').click();
      let focusedTerm = false;
      for (let i = 0; i < 40 && !focusedTerm; i += 1) {
        await page.keyboard.press('Tab');
        focusedTerm = await page.evaluate(
          () => document.activeElement?.parentElement?.classList.contains('glossary-term') ?? false,
        );
      }
      expect(focusedTerm, 'Tab reached a glossary term').toBe(true);
      const tooltip = page.locator('.glossary-term:focus-within [role="tooltip"]');
      await expect(tooltip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
      await expect(page.locator('.glossary-term:focus-within > a')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await shifts(), 'no layout shift').toEqual([]);
    });

    if (runsSharedBehaviour(locale)) {
      test('after a client-side navigation the definitions are there too', async ({page}) => {
        await page.goto(localized(locale, fipPage));
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        const definition = (await firstTerm(page).tooltip.textContent())!;
        expect(definition.length).toBeGreaterThan(10);

        await page.goto(localized(locale, '/reference/glossary'));
        await waitForHydration(page);
        // Back to the page by following the glossary's own link: React renders it in the browser.
        await page.locator('dt#fip + dd a').click();
        await expect(page).toHaveURL(endsWithPath(localized(locale, fipPage)));
        const {link, tooltip} = firstTerm(page);
        await link.hover();
        await expect(tooltip).toBeVisible();
        await expect(tooltip).toHaveText(definition);
        await expect(link).toHaveAccessibleDescription(definition);
      });
    }
  });
}
