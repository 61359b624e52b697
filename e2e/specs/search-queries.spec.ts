import {expect, localized, test, waitForHydration} from '../support/fixtures';
import {search, topHitUrls} from '../support/search';
import {englishQueries, japaneseQueries} from '../support/search-queries';

for (const [locale, cases] of [
  ['ja', japaneseQueries],
  ['en', englishQueries],
] as const) {
  test.describe(`Searching the ${locale === 'ja' ? 'Japanese' : 'English'} site`, () => {
    for (const {query, expected} of cases) {
      test(`"${query}" finds ${expected} in the first five results`, async ({page}) => {
        await page.goto(localized(locale, '/'));
        await waitForHydration(page);
        await search(page, locale, query);
        const pages = (await topHitUrls(page, locale, 5)).map((url) => url.replace(/#.*$/, ''));
        expect(pages).toContain(localized(locale, expected));
      });
    }
  });
}
