import type {Page} from '@playwright/test';
import {expect, test, waitForHydration} from '../support/fixtures';

/**
 * A visitor whose browser prefers the site's other language is offered the
 * same page in that language: never redirected, asked once, no cookie.
 */
const japanesePage = '/reference/assets/asset-list';
const englishPage = `/en${japanesePage}`;

function englishNotice(page: Page) {
  return page.getByRole('complementary', {name: 'Language'});
}

function japaneseNotice(page: Page) {
  return page.getByRole('complementary', {name: '言語の案内'});
}

/** Every layout shift since the page started loading, each with the elements that moved. */
async function layoutShifts(page: Page): Promise<{value: number; moved: string[]}[]> {
  return page.evaluate(
    () =>
      new Promise<{value: number; moved: string[]}[]>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list.getEntries().map((entry) => {
              const shift = entry as unknown as {
                value: number;
                sources: {node?: Node; previousRect: DOMRect; currentRect: DOMRect}[];
              };
              return {
                value: shift.value,
                moved: shift.sources.map(
                  ({node, previousRect: from, currentRect: to}) =>
                    `${node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName} ` +
                    `(${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height})`,
                ),
              };
            }),
          );
        }).observe({type: 'layout-shift', buffered: true});
        // With no shift at all, the observer never calls back.
        setTimeout(() => resolve([]), 500);
      }),
  );
}

/** The notice floats over the page: showing it moves nothing (the shifts, if any, are named). */
async function expectNothingMoved(page: Page) {
  const shifts = await layoutShifts(page);
  expect(shifts, 'layout shifts, with the elements that moved').toEqual([]);
}

test.describe('A visitor whose browser prefers English, on a Japanese page', () => {
  test.use({locale: 'en-US', offerLanguage: true});

  test('is offered the English page, in English, without being redirected or anything moving', async ({
    page,
  }) => {
    await page.goto(japanesePage);
    await waitForHydration(page);
    const notice = englishNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('lang', 'en-US');
    await expect(notice).toContainText('This page is also available in English.');
    await expect(notice.getByRole('link', {name: 'Read it in English'})).toHaveAttribute(
      'href',
      englishPage,
    );
    expect(new URL(page.url()).pathname).toBe(japanesePage);
    expect(await notice.evaluate((node) => getComputedStyle(node).position)).toBe('fixed');
    await expectNothingMoved(page);
  });

  test('dismisses it once, for every page and later visits, with no cookie', async ({
    page,
    context,
  }) => {
    await page.goto(japanesePage);
    await waitForHydration(page);
    await englishNotice(page).getByRole('button', {name: 'Dismiss'}).click();
    await expect(englishNotice(page)).toHaveCount(0);
    await page.goto('/technology/simulations/fip');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(englishNotice(page)).toHaveCount(0);
    expect(await context.cookies()).toEqual([]);
  });

  test('reaches it with the keyboard first, and closes it with Enter', async ({page}) => {
    await page.goto(japanesePage);
    await waitForHydration(page);
    await expect(englishNotice(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(englishNotice(page).getByRole('link', {name: 'Read it in English'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(englishNotice(page).getByRole('button', {name: 'Dismiss'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(englishNotice(page)).toHaveCount(0);
  });

  test('follows the link to the English twin, and is not asked again on Japanese pages', async ({
    page,
  }) => {
    await page.goto(`${japanesePage}#columns`);
    await waitForHydration(page);
    await englishNotice(page).getByRole('link', {name: 'Read it in English'}).click();
    await expect(page).toHaveURL(new RegExp(`${englishPage}(#columns)?$`));
    await waitForHydration(page);
    await expect(japaneseNotice(page)).toHaveCount(0);
    await page.goto(japanesePage);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(englishNotice(page)).toHaveCount(0);
  });

  test('who switches language in the navbar is not asked again', async ({page}) => {
    await page.goto(japanesePage);
    await waitForHydration(page);
    await expect(englishNotice(page)).toBeVisible();
    await page.locator('.navbar .dropdown').filter({hasText: '日本語'}).hover();
    await page.locator('.navbar a[lang="en-US"]').click();
    await expect(page).toHaveURL(new RegExp(`${englishPage}$`));
    await page.goto('/reference/getting-started/overview');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(englishNotice(page)).toHaveCount(0);
  });

  test('sees no offer on English pages', async ({page}) => {
    await page.goto(englishPage);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(englishNotice(page)).toHaveCount(0);
    await expect(japaneseNotice(page)).toHaveCount(0);
  });
});

test.describe('A visitor whose browser prefers Japanese, on an English page', () => {
  test.use({locale: 'ja-JP', offerLanguage: true});

  test('is offered the Japanese page, in Japanese', async ({page}) => {
    await page.goto(englishPage);
    await waitForHydration(page);
    const notice = japaneseNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('lang', 'ja-JP');
    await expect(notice).toContainText('このページは日本語でもご覧いただけます。');
    await expect(notice.getByRole('link', {name: '日本語で読む'})).toHaveAttribute(
      'href',
      japanesePage,
    );
    await expectNothingMoved(page);
    await notice.getByRole('button', {name: '閉じる'}).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(japaneseNotice(page)).toHaveCount(0);
  });

  test('sees no offer on Japanese pages', async ({page}) => {
    await page.goto(japanesePage);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(japaneseNotice(page)).toHaveCount(0);
    await expect(englishNotice(page)).toHaveCount(0);
  });
});

test.describe('A visitor whose browser prefers neither language', () => {
  test.use({locale: 'fr-FR', offerLanguage: true});

  test('sees no offer', async ({page}) => {
    await page.goto(japanesePage);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(englishNotice(page)).toHaveCount(0);
  });
});
