import {expect, locales, localized, test, waitForHydration} from '../support/fixtures';
import {guardOf} from '../support/switches';

for (const locale of locales) {
  const t =
    locale === 'ja'
      ? {
          main: 'メイン',
          badge: 'バージョン：v2',
          v1: 'v1（非推奨）',
          v2: 'v2',
          unmaintained: '今後更新されません',
        }
      : {
          main: 'Main',
          badge: 'Version: v2',
          v1: 'v1 (deprecated)',
          v2: 'v2',
          unmaintained: 'no longer actively maintained',
        };

  test(`API pages show their version and switch to v1 on the same page (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/api/get-assets'));
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText(t.badge);
    const navbar = page.getByRole('navigation', {name: t.main});
    await navbar.getByRole('button', {name: t.v2, exact: true}).hover();
    await navbar.getByRole('link', {name: t.v1}).click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/api/v1/get-assets')}$`));
    await expect(page.locator('.theme-doc-version-banner')).toContainText(t.unmaintained);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-api'))).toBe(
      'v1',
    );
  });

  test(`other areas have no version badge or dropdown (${locale})`, async ({page}) => {
    guardOf('swizzles/NavbarItem-DocsVersionDropdownNavbarItem');
    await page.goto(localized(locale, '/reference/assets/asset-list'));
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-version-badge')).toHaveCount(0);
    await expect(
      page.getByRole('navigation', {name: t.main}).getByRole('button', {name: t.v2, exact: true}),
    ).toHaveCount(0);
  });
}

test('a stored preference for a version that no longer exists is cleared', async ({page}) => {
  await page.goto('/en/reference/get-help');
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-api', 'v0'));
  await page.goto('/en/api/introduction');
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-api')))
    .toBeNull();
});
