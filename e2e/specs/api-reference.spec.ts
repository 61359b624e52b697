import {apiVersions} from '../../src/facts/areas';
import {expect, locales, localized, test, waitForHydration} from '../support/fixtures';

for (const locale of locales) {
  test(`the OpenAPI documents download from the API introduction (${locale})`, async ({
    page,
    request,
  }) => {
    await page.goto(localized(locale, '/api/introduction'));
    for (const version of apiVersions) {
      const link = page.locator(`main a[href$="/openapi/${version}.yaml"]`).first();
      await expect(link).toBeVisible();
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      const document = await response.text();
      expect(document).toMatch(/^openapi: ['"]?3\.1\.\d/m);
      expect(document).toContain(
        version === 'v2'
          ? 'https://api.hinata-cloud.example/v2'
          : 'https://api.hinata-cloud.example/v1',
      );
    }
  });

  test(`choosing Python in one code sample switches every sample on the page, and is remembered (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/api/get-assets'));
    await waitForHydration(page);
    const tabLists = page.locator('main [role="tablist"]');
    expect(await tabLists.count()).toBeGreaterThan(1);
    await tabLists.first().getByRole('tab', {name: 'Python'}).click();
    for (const list of await tabLists.all()) {
      await expect(list.getByRole('tab', {name: 'Python'})).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    // The choice follows the reader to the next endpoint page.
    await page.goto(localized(locale, '/api/get-asset'));
    await waitForHydration(page);
    await expect(
      page.locator('main [role="tablist"]').first().getByRole('tab', {name: 'Python'}),
    ).toHaveAttribute('aria-selected', 'true');
  });
}

test('a v1 page points to its v2 counterpart', async ({page}) => {
  await page.goto('/en/api/v1/get-asset-actuals');
  await page.locator('main .theme-admonition a[href="/en/api/get-asset-actuals"]').click();
  await expect(page).toHaveURL(/\/en\/api\/get-asset-actuals$/);
});
