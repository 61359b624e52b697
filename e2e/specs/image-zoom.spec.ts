import type {Page} from '@playwright/test';
import {
  expect,
  type Locale,
  locales,
  localized,
  sharedBehaviourLocales,
  test,
  waitForHydration,
} from '../support/fixtures';
import {guardOf} from '../support/switches';

const t = {
  ja: {enlarge: /^画像を拡大: /, dialog: /^拡大画像: /, close: '拡大表示を閉じる'},
  en: {enlarge: /^Enlarge image: /, dialog: /^Enlarged image: /, close: 'Close enlarged image'},
};

/** Images become zoomable 1 s after each route change. */
async function firstDiagram(page: Page, locale: Locale) {
  const diagram = page.locator('.markdown img').first();
  await expect(diagram).toHaveClass(/zoomable-image/);
  await expect(diagram).toHaveAttribute('aria-label', t[locale].enlarge);
  return diagram;
}

// Keyboard-reachable zoom and lazily loaded medium-zoom are what src/upstream/image-zoom/ buys.
test.beforeEach(() => guardOf('image-zoom'));

// A click opens the same dialog in both languages; the keyboard story below checks each
// language's names for it.
for (const locale of sharedBehaviourLocales) {
  test(`a diagram opens enlarged on click and closes with Escape (${locale})`, async ({page}) => {
    await page.goto(localized(locale, '/reference/getting-started/overview'));
    await waitForHydration(page);
    const diagram = await firstDiagram(page, locale);
    await diagram.click();
    const dialog = page.getByRole('dialog', {name: t[locale].dialog});
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(dialog.getByRole('button', {name: t[locale].close})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}

for (const locale of locales) {
  test(`a keyboard user opens a diagram with Enter and gets the focus back after Escape (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/reference/getting-started/overview'));
    await waitForHydration(page);
    const diagram = await firstDiagram(page, locale);
    await diagram.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('dialog').getByRole('button', {name: t[locale].close});
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(diagram).toBeFocused();
  });
}

test('medium-zoom downloads only when a reader reaches for an image', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    // A body asked for once the page has closed (a late prefetch) would fail the next test here.
    if (response.request().resourceType() === 'script')
      scripts.push(await response.text().catch(() => ''));
  });
  // A class name only medium-zoom's own code contains.
  const mediumZoomLoaded = () => scripts.some((code) => code.includes('medium-zoom-image--hidden'));
  await page.goto('/en/reference/getting-started/overview');
  await waitForHydration(page);
  const diagram = await firstDiagram(page, 'en');
  await page.waitForLoadState('networkidle');
  expect(mediumZoomLoaded()).toBe(false);
  await diagram.hover();
  await expect.poll(mediumZoomLoaded).toBe(true);
});

test.describe('in dark mode', () => {
  test.use({colorScheme: 'dark'});
  test('the zoom background is dark grey', async ({page}) => {
    await page.goto('/en/reference/getting-started/overview');
    await waitForHydration(page);
    const diagram = await firstDiagram(page, 'en');
    await diagram.click();
    await expect(page.getByRole('dialog')).toHaveCSS('background-color', 'rgb(50, 50, 50)');
  });
});
