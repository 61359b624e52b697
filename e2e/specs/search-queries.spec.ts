import {expect, localized, test, waitForHydration} from '../support/fixtures';
import {search, topHitUrls} from '../support/search';
import {englishQueries, japaneseQueries, type SearchCase} from '../../src/search/queries';

/**
 * The whole ranking suite runs in Node against the built index
 * (src/search/built-site.test.ts, `npm run tools -- search:eval`), with the same
 * engine code. What only the browser adds is the box: the engine's chunk,
 * the index fetched over HTTP, the results as listed. So the box types the
 * first query of each kind, not all of them again.
 */
const firstOfEachKind = (cases: SearchCase[]) =>
  cases.filter((c, i) => cases.findIndex((other) => other.kind === c.kind) === i);

for (const [locale, cases] of [
  ['ja', japaneseQueries],
  ['en', englishQueries],
] as const) {
  test.describe(`Searching the ${locale === 'ja' ? 'Japanese' : 'English'} site`, () => {
    for (const {query, expected, kind} of firstOfEachKind(cases)) {
      test(`"${query}" (${kind}) finds ${expected} in the first five results`, async ({page}) => {
        await page.goto(localized(locale, '/'));
        await waitForHydration(page);
        await search(page, locale, query);
        const pages = (await topHitUrls(page, locale, 5)).map((url) => url.replace(/#.*$/, ''));
        expect(pages).toContain(localized(locale, expected));
      });
    }
  });
}
