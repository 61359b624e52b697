import {expect, locales, localized, test, waitForHydration} from '../support/fixtures';
import {endsWithPath, search, searchBox, searchResults, topHitUrls} from '../support/search';

const isSearchFile = (url: string) => /\/assets\/search\//.test(url);

test.describe('The search box', () => {
  for (const locale of locales) {
    test(`downloads nothing until the reader shows interest, then loads once (${locale})`, async ({
      page,
    }) => {
      const searchRequests: string[] = [];
      page.on('request', (request) => {
        if (isSearchFile(request.url())) searchRequests.push(request.url());
      });
      await page.goto(localized(locale, '/reference/getting-started/overview'));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(searchRequests).toEqual([]);
      await expect(searchBox(page, locale)).toHaveAttribute(
        'placeholder',
        locale === 'ja' ? '検索 Ctrl+K' : 'Search Ctrl+K',
      );

      await searchBox(page, locale).focus();
      await expect.poll(() => searchRequests.length).toBe(2);
      expect(searchRequests.every((url) => /\.[0-9a-f]{12}\.json$/.test(url))).toBe(true);
      await search(page, locale, 'API');
      expect(searchRequests).toHaveLength(2);
    });
  }

  test('shows Loading... while the index downloads', async ({page}) => {
    await page.route(/\/assets\/search\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/en/');
    await waitForHydration(page);
    await searchBox(page, 'en').focus();
    await expect(searchBox(page, 'en')).toHaveAttribute('placeholder', 'Loading...');
    await expect(searchBox(page, 'en')).toHaveAttribute('placeholder', 'Search Ctrl+K');
  });

  test('is focused by Ctrl+K from anywhere on the page', async ({page}) => {
    await page.goto('/en/reference/get-help');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page, 'en')).toBeFocused();
  });

  test('is driven by the keyboard: arrows move, Enter opens, Escape closes', async ({page}) => {
    await page.goto('/en/');
    await waitForHydration(page);
    await search(page, 'en', 'balancing');
    const box = searchBox(page, 'en');
    await page.keyboard.press('ArrowDown');
    const first = searchResults(page, 'en').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    const url = await searchResults(page, 'en').first().getAttribute('data-url');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(endsWithPath(url!));
  });

  for (const [locale, query, page] of [
    ['ja', 'データカバレッジ', '/reference/assets/data-coverage'],
    ['en', 'Data coverage', '/en/reference/assets/data-coverage'],
  ] as const) {
    test(`ranks the page whose title matches first (${locale})`, async ({page: browserPage}) => {
      await browserPage.goto(localized(locale, '/'));
      await waitForHydration(browserPage);
      await search(browserPage, locale, query);
      const [first] = await topHitUrls(browserPage, locale, 1);
      expect(first.replace(/#.*$/, '')).toBe(page);
    });
  }

  test('gives every result its own accessible name', async ({page}) => {
    await page.goto('/en/');
    await waitForHydration(page);
    await search(page, 'en', 'forecast');
    const names = await searchResults(page, 'en').evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('aria-label') ?? node.textContent),
    );
    expect(names.length).toBeGreaterThan(2);
    expect(new Set(names).size).toBe(names.length);
  });

  test('leads to the page and marks the word that was searched for', async ({page}) => {
    await page.goto('/en/');
    await waitForHydration(page);
    await search(page, 'en', 'imbalance');
    const first = searchResults(page, 'en').first();
    const url = (await first.getAttribute('data-url'))!;
    await first.click();
    await expect(page).toHaveURL(endsWithPath(url));
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (CSS as unknown as {highlights: Map<string, {size: number}>}).highlights.get(
              'search-match',
            )?.size ?? 0,
        ),
      )
      .toBeGreaterThan(0);
  });
});

test.describe('Odd queries never break search', () => {
  const oddQueries = [
    '*',
    ':',
    '~',
    '^',
    '+',
    '-',
    'title:',
    'title:forecast',
    '"unbalanced quote',
    'forecast~2 ^3 +-',
    'x'.repeat(1000),
    '🔋⚡️🌞',
    '　',
    '蓄電池　最適化',
    '<img src=x onerror=alert(1)>',
  ];
  for (const locale of locales) {
    test(`in the search box (${locale})`, async ({page}) => {
      await page.goto(localized(locale, '/'));
      await waitForHydration(page);
      page.on('dialog', () => {
        throw new Error('a query opened a dialog: HTML from the query was executed');
      });
      for (const query of oddQueries) {
        await searchBox(page, locale).fill('');
        if (query.trim()) await search(page, locale, query);
        else await searchBox(page, locale).fill(query);
        await expect(page.locator('.navbar img[src="x"]')).toHaveCount(0);
      }
    });
  }

  test('on the results page', async ({page}) => {
    for (const query of oddQueries) {
      await page.goto(`/en/search?q=${encodeURIComponent(query)}`);
      await waitForHydration(page);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    }
  });
});

test.describe('The search results page', () => {
  for (const locale of locales) {
    const t =
      locale === 'ja'
        ? {
            query: '出力制御',
            title: '「出力制御」の検索結果',
            none: '該当するページは見つかりませんでした',
            fetching: '検索結果を読み込んでいます...',
          }
        : {
            query: 'curtailment',
            title: 'Search results for "curtailment"',
            none: 'No results were found',
            fetching: 'Fetching new results...',
          };

    test(`lists results from the local index, with no network beyond the site (${locale})`, async ({
      page,
    }) => {
      await page.route(/\/assets\/search\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await page.goto(localized(locale, `/search?q=${encodeURIComponent(t.query)}`));
      await expect(page.getByText(t.fetching)).toBeVisible();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.title);
      const results = page.locator('main article');
      await expect(results.first()).toBeVisible();
      expect(await results.count()).toBeGreaterThan(1);
      await expect(results.first().locator('mark').first()).toBeVisible();
    });

    test(`says so when nothing matches (${locale})`, async ({page}) => {
      await page.goto(localized(locale, '/search?q=zzqxjv'));
      await expect(page.getByText(t.none)).toBeVisible();
    });

    test(`is reached from "See all" in the dropdown (${locale})`, async ({page}) => {
      await page.goto(localized(locale, '/'));
      await waitForHydration(page);
      await search(page, locale, t.query);
      const seeAll = page.getByRole('option', {
        name: locale === 'ja' ? /検索結果 \d+ 件をすべて表示/ : /See all \d+ results/,
      });
      await seeAll.click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/search')}\\?q=`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.title);
    });
  }
});
