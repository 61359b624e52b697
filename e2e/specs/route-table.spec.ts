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
    expect(tables, 'a first visit runs its own area’s table only').toEqual([area('reference')]);
    // A full page load would lose this.
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));

    await page
      .getByRole('navigation', {name: navbarName})
      .getByRole('link', {name: api.label[locale], exact: true})
      .click();
    await expect(page).toHaveURL(/\/api\//);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
    expect(tables).toEqual([area('reference'), area('api')]);

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
    expect(tables, 'each table runs once').toEqual([area('reference'), area('api')]);
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
