import {releasePaths, releasesPerPage} from '../support/content';
import {expect, locales, localized, test} from '../support/fixtures';

for (const locale of locales) {
  const t =
    locale === 'ja'
      ? {
          older: '過去のリリース',
          newer: '新しいリリース',
          readingTime: /\d+分で読めます/,
          tagged: /「API」タグが付いた\d+件のリリース/,
        }
      : {
          older: 'Older releases',
          newer: 'Newer releases',
          readingTime: /(One min read|\d+ min read)/,
          tagged: /\d+ releases tagged with "API"|One release tagged with "API"/,
        };

  test(`release notes page through ${releasesPerPage} at a time (${locale})`, async ({page}) => {
    test.skip(releasePaths.length <= releasesPerPage, 'every release note fits on the first page');
    await page.goto(localized(locale, '/releases'));
    await expect(page.locator('article')).toHaveCount(releasesPerPage);
    await expect(page.getByText(t.readingTime).first()).toBeVisible();
    await page.getByRole('link', {name: t.older}).click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/releases/page/2')}$`));
    await expect(page.getByRole('link', {name: t.newer})).toBeVisible();
  });

  test(`tag pages count their releases (${locale})`, async ({page}) => {
    await page.goto(localized(locale, '/releases/tags/api'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(t.tagged);
  });

  test(`the archive lists every release (${locale})`, async ({page}) => {
    await page.goto(localized(locale, '/releases/archive'));
    await expect(page.locator('main li a[href*="/releases/20"]')).toHaveCount(releasePaths.length);
  });
}
