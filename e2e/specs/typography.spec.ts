import type {Page} from '@playwright/test';
import {expect, localized, test, waitForHydration} from '../support/fixtures';

/** Japanese readers on Windows get a Japanese face, and short texts break between phrases. */

function bodyFont(page: Page) {
  return page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
}

test('Japanese pages start their font stack with Japanese faces; English keeps its own', async ({
  page,
}) => {
  await page.goto('/reference/assets/asset-list');
  const japanese = await bodyFont(page);
  expect(japanese.startsWith('"Hiragino Sans", "Hiragino Kaku Gothic ProN", "BIZ UDPGothic"')).toBe(
    true,
  );
  // system-ui would pick Yu Gothic UI or a Chinese face on Windows: only as a late fallback.
  expect(japanese.indexOf('system-ui')).toBeGreaterThan(japanese.indexOf('Noto Sans CJK JP'));

  await page.goto('/en/reference/assets/asset-list');
  expect((await bodyFont(page)).startsWith('system-ui')).toBe(true);
});

test('headings break between phrases on Japanese pages, and as usual in English', async ({
  page,
}) => {
  // toHaveCSS retries: a node read while hydration replaces it has no computed style ("").
  await page.goto('/reference/assets/asset-list');
  for (const selector of ['article h1', 'article h2', '.menu__link'])
    await expect(page.locator(selector).first()).toHaveCSS('word-break', 'auto-phrase');
  await page.goto('/en/reference/assets/asset-list');
  await expect(page.locator('article h1')).toHaveCSS('word-break', 'normal');
});

/** The text of each line the element's text is laid out on. */
async function lines(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((element) => {
    const text = element.firstChild as Text;
    const range = document.createRange();
    const result: {top: number; text: string}[] = [];
    for (let i = 0; i < text.length; i += 1) {
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      const top = Math.round(range.getClientRects()[0]?.top ?? 0);
      const last = result.at(-1);
      if (last && Math.abs(last.top - top) < 4) last.text += text.data[i];
      else result.push({top, text: text.data[i]});
    }
    return result.map((line) => line.text);
  });
}

for (const width of [360, 390, 1280]) {
  test(`the home tagline keeps its phrases whole at ${width} px`, async ({page}, testInfo) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/');
    await waitForHydration(page);
    const tagline = page.locator('header p').first();
    const laidOut = await lines(page, 'header p');
    await testInfo.attach(`tagline-${width}.png`, {
      body: await tagline.screenshot(),
      contentType: 'image/png',
    });
    expect(laidOut.join('')).toContain('ひとつに');
    expect(laidOut.at(-1), 'no particle alone on the last line').not.toBe('に');
    // Every line ends where a phrase ends: never inside ひとつに or シミュレーション.
    for (const line of laidOut.slice(0, -1)) {
      expect(line).not.toMatch(/(ひとつ|ひと|シミュ|シミュレー)$/);
    }
  });
}

test('the English home tagline is left to the browser', async ({page}) => {
  await page.goto(localized('en', '/'));
  expect(
    await page
      .locator('header p')
      .first()
      .evaluate((node) => getComputedStyle(node).wordBreak),
  ).toBe('normal');
});
