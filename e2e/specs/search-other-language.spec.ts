import {expect, localized, locales, test, waitForHydration, type Locale} from '../support/fixtures';
import {endsWithPath, search, searchResults} from '../support/search';

/**
 * A reader whose query finds nothing in their own language's pages is
 * offered the other language's pages instead of an empty list, in the search
 * box and on /search: said above the results, with the language on each
 * result, and links that open those pages. Clicked with a real pointer at
 * phone and desktop widths.
 *
 * Each query takes words from the body of the price forecasts' worked
 * example in the other language, which no page, heading or synonym of the
 * reader's language uses (each page is also indexed with its twin's title
 * and headings, so a heading's words would find the reader's own page).
 */
const answer = '/technology/operations/price-forecasts#example-sunny-saturday';
const readers = {
  ja: {
    query: 'interpolated weekday',
    notice: '日本語のページには見つかりませんでした。英語のページの結果を表示しています。',
    language: '英語',
    otherLang: 'en',
  },
  en: {
    query: '補間に使う値',
    notice: 'Nothing found in the English pages. Showing results from the Japanese pages.',
    language: 'Japanese',
    otherLang: 'ja',
  },
} as const satisfies Record<Locale, object>;
const widths = {phone: 390, desktop: 1280} as const;

for (const [locale, reader] of Object.entries(readers) as [Locale, (typeof readers)[Locale]][]) {
  for (const [name, width] of Object.entries(widths)) {
    test(`the search box offers the other language's pages when the reader's have nothing, at ${name} width (${locale})`, async ({
      page,
    }) => {
      const missingIndexFiles: string[] = [];
      page.on('response', (response) => {
        if (/\/assets\/search\//.test(response.url()) && !response.ok())
          missingIndexFiles.push(`${response.status()} ${response.url()}`);
      });
      await page.setViewportSize({width, height: 800});
      await page.goto(localized(locale, '/'));
      await waitForHydration(page);
      await search(page, locale, reader.query);
      expect(
        missingIndexFiles,
        "each locale's build names the other's entry file by a hash of the sources: build both locales from the same tree (npm run build)",
      ).toEqual([]);
      await expect(
        page.locator('.navbar [role="search"]').getByText(reader.notice, {exact: true}),
      ).toBeVisible();
      const first = searchResults(page, locale).first();
      await expect(first).toContainText(reader.language);
      await expect(first.locator(`[lang="${reader.otherLang}"]`).first()).toBeVisible();
      const url = (await first.getAttribute('data-url'))!;
      expect(url).toBe(localized(reader.otherLang, answer));
      await first.click();
      await expect(page).toHaveURL(endsWithPath(url));
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        new RegExp(`^${reader.otherLang}`),
      );
    });

    test(`/search offers the other language's pages when the reader's have nothing, at ${name} width (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(`${localized(locale, '/search')}?q=${encodeURIComponent(reader.query)}`);
      await waitForHydration(page);
      await expect(page.getByText(reader.notice, {exact: true})).toBeVisible();
      const result = page.locator('main article').first();
      await expect(result).toContainText(reader.language);
      const link = result.getByRole('link');
      await expect(link).toHaveAttribute('hreflang', reader.otherLang);
      const href = (await link.getAttribute('href'))!;
      expect(href).toBe(localized(reader.otherLang, answer));
      await link.click();
      await expect(page).toHaveURL(endsWithPath(href));
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        new RegExp(`^${reader.otherLang}`),
      );
    });
  }
}

for (const locale of locales) {
  test(`a query the reader's own pages answer shows only their language (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/'));
    await waitForHydration(page);
    await search(page, locale, 'API');
    await expect(page.getByText(readers[locale].notice)).toHaveCount(0);
    const urls = await searchResults(page, locale).evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-url')).filter(Boolean),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url!.startsWith('/en/')).toBe(locale === 'en');
  });
}
