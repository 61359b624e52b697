import type {Page} from '@playwright/test';
import {areas, expect, locales, localized, test, waitForHydration} from '../support/fixtures';
import {guardOf} from '../support/switches';

/**
 * Each docs area's route table is a chunk of its own (src/upstream/route-table):
 * a page runs its own area's table, links in view only prefetch the others,
 * and crossing into another area loads its table as the reader goes, without
 * a full page load. Back and forward keep working across the boundary.
 */
const tablesRun = (page: Page) => {
  const names: string[] = [];
  page.on('request', (request) => {
    const table = /route-table-([\w-]+)\.[0-9a-f]+\.js$/.exec(request.url());
    if (table && request.resourceType() === 'script') names.push(table[1]);
  });
  return names;
};

const api = areas.find((area) => area.id === 'api')!;

test.beforeEach(() => guardOf('route-table'));

for (const locale of locales) {
  const area = (id: string) => (locale === 'ja' ? id : `en-${id}`);
  const navbarName = locale === 'ja' ? 'メイン' : 'Main';

  test(`a reader crosses from Reference into API and back without a page load (${locale})`, async ({
    page,
  }) => {
    const tables = tablesRun(page);
    await page.goto(localized(locale, '/reference/assets/asset-list'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(tables.sort(), 'a first visit runs its own area’s and folder’s tables only').toEqual([
      area('reference'),
      area('reference-assets'),
    ]);
    // A full page load would lose this.
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));

    await page
      .getByRole('navigation', {name: navbarName})
      .getByRole('link', {name: api.label[locale], exact: true})
      .click();
    await expect(page).toHaveURL(/\/api\//);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
    expect(tables).toEqual([area('reference'), area('reference-assets'), area('api')]);

    await page.goBack();
    await expect(page).toHaveURL(
      new RegExp(`${localized(locale, '/reference/assets/asset-list')}$`),
    );
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      locale === 'ja' ? 'アセット一覧' : 'Asset list',
    );
    await page.goForward();
    await expect(page).toHaveURL(/\/api\//);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(tables, 'each table runs once').toEqual([
      area('reference'),
      area('reference-assets'),
      area('api'),
    ]);
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  });
}

test('a page outside the docs areas runs no route table until the reader heads into one', async ({
  page,
}) => {
  const tables = tablesRun(page);
  await page.goto('/en/releases');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(tables).toEqual([]);
  const guides = areas.find((area) => area.id === 'guides')!;
  const link = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {
    name: guides.label.en,
    exact: true,
  });
  // Pointing at a link loads what the page behind it needs, its area's table first.
  await link.hover();
  await expect.poll(() => tables).toEqual(['en-guides']);
  await link.click();
  await expect(page).toHaveURL(/\/en\/guides\//);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(tables).toEqual(['en-guides']);
});

/**
 * Collapsed sidebar categories (src/upstream/route-table/sidebars.ts): a page
 * downloads the items of its own category only; a reader who opens another
 * category gets its pages then, and can go on to one of them. On a phone the
 * sidebar is in the navigation menu, rendered by the same components.
 */
const partsRun = (page: Page) => {
  const names: string[] = [];
  page.on('request', (request) => {
    const part = /sidebar-([\w-]+)\.[0-9a-f]+\.js$/.exec(request.url());
    if (part && request.resourceType() === 'script') names.push(part[1]);
  });
  return names;
};

const simulations = {
  ja: {category: 'シミュレーション', page: 'シミュレーションの作成', sibling: 'アセットマップ'},
  en: {category: 'Simulations', page: 'Creating a simulation', sibling: 'Asset map'},
} as const;

const widths: [keyof typeof simulations, 'desktop' | 'phone'][] = [
  ['ja', 'desktop'],
  ['en', 'phone'],
];
for (const [locale, width] of widths) {
  test.describe(`A collapsed sidebar category (${locale}, ${width})`, () => {
    if (width === 'phone') test.use({viewport: {width: 390, height: 844}});

    test('loads its pages when the reader opens it, and only then', async ({page}) => {
      const parts = partsRun(page);
      const labels = simulations[locale];
      await page.goto(localized(locale, '/reference/assets/asset-list'));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(parts, 'the page loads its own category’s items only').toHaveLength(1);

      if (width === 'phone') {
        await page
          .getByRole('button', {name: locale === 'ja' ? 'メニューを開く' : 'Toggle navigation bar'})
          .click();
      }
      const sidebar = page.locator(
        width === 'phone' ? '.navbar-sidebar' : '.theme-doc-sidebar-menu',
      );
      await expect(sidebar.getByRole('link', {name: labels.sibling, exact: true})).toBeVisible();
      await sidebar.getByRole('button', {name: labels.category, exact: true}).click();
      const link = sidebar.getByRole('link', {name: labels.page, exact: true});
      await expect(link).toBeVisible();
      expect(parts, 'opening the category loads its items once').toHaveLength(2);

      await link.click();
      await expect(page).toHaveURL(/\/reference\/simulations\/creating-simulations$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(labels.page);
      await expect(
        page.getByRole('navigation', {name: locale === 'ja' ? 'パンくずリスト' : 'Breadcrumbs'}),
      ).toContainText(labels.category);
      expect(parts).toHaveLength(2);
    });
  });
}
