import {expect, localized, test, waitForHydration, locales} from '../support/fixtures';
import {endsWithPath, search, searchBox, searchResults, topHitUrls} from '../support/search';

const isSearchFile = (url: string) => /\/assets\/search\//.test(url);

test.describe('The search box', () => {
  for (const locale of locales) {
    test(`downloads nothing until the reader shows interest, then only what a query needs (${locale})`, async ({
      page,
    }) => {
      const searchRequests: string[] = [];
      page.on('request', (request) => {
        if (isSearchFile(request.url())) searchRequests.push(new URL(request.url()).pathname);
      });
      await page.goto(localized(locale, '/reference/getting-started/overview'));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(searchRequests).toEqual([]);
      await expect(searchBox(page, locale)).toHaveAttribute(
        'placeholder',
        locale === 'ja' ? '検索 Ctrl+K' : 'Search Ctrl+K',
      );

      // Focus: the small entry file only.
      await searchBox(page, locale).focus();
      await expect.poll(() => searchRequests.length).toBe(1);
      expect(searchRequests[0]).toMatch(/\/entry\.[0-9a-f]{12}\.json$/);

      // A query: the shards its words fall in, and one fragment per result shown.
      await search(page, locale, 'API');
      await page.waitForLoadState('networkidle');
      const shards = searchRequests.filter((url) => /\/shard\.[0-9a-f]{12}\.json$/.test(url));
      const fragments = searchRequests.filter((url) =>
        /\/fragment\.[0-9a-f]{12}-\d+\.json$/.test(url),
      );
      expect(shards.length).toBeGreaterThan(0);
      expect(fragments.length).toBe(
        await searchResults(page, locale).and(page.locator('[data-url]')).count(),
      );
      expect(searchRequests.length).toBe(1 + shards.length + fragments.length);

      // The same query again is answered from what was loaded.
      const before = searchRequests.length;
      await searchBox(page, locale).fill('');
      await search(page, locale, 'API');
      expect(searchRequests.length).toBe(before);
    });
  }

  test('is focused by Ctrl+K from anywhere on the page, and shows Loading... while the index downloads', async ({
    page,
  }) => {
    await page.route(/\/assets\/search\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/en/reference/get-help');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page, 'en')).toBeFocused();
    await expect(searchBox(page, 'en')).toHaveAttribute('placeholder', 'Loading...');
    await expect(searchBox(page, 'en')).toHaveAttribute('placeholder', 'Search Ctrl+K');
  });

  test('gives every result its own accessible name, and is driven by the keyboard: arrows move, Enter opens, Escape closes', async ({
    page,
  }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    await search(page, 'en', 'balancing');
    const names = await searchResults(page, 'en').evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('aria-label') ?? node.textContent),
    );
    expect(names.length).toBeGreaterThan(2);
    expect(new Set(names).size).toBe(names.length);
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

  for (const [locale, query, word] of [
    ['en', 'imbalance', /^imbalances?$/i],
    ['ja', 'インバランス', /^インバランス$/],
  ] as const) {
    test(`leads to the page and marks the whole word that was searched for (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized(locale, '/'));
      await waitForHydration(page);
      await search(page, locale, query);
      const first = searchResults(page, locale).first();
      await expect(first.locator('mark').first()).toHaveText(word);
      const url = (await first.getAttribute('data-url'))!;
      await first.click();
      await expect(page).toHaveURL(endsWithPath(url));
      const marked = () =>
        page.evaluate(() => {
          const highlight = (
            CSS as unknown as {highlights: Map<string, Iterable<Range>>}
          ).highlights.get('search-match');
          return highlight ? [...highlight].map((range) => range.toString()) : [];
        });
      await expect.poll(async () => (await marked()).length).toBeGreaterThan(0);
      for (const text of await marked()) expect(text).toMatch(word);
    });
  }

  for (const locale of locales) {
    test(`says so clearly when a part of the index is damaged (${locale})`, async ({page}) => {
      test.info().annotations.push({type: 'expected-problem', description: 'console error'});
      await page.route(/\/assets\/search\/shard\./, (route) =>
        route.fulfill({status: 200, contentType: 'application/json', body: '{"broken": tru'}),
      );
      await page.goto(localized(locale, '/'));
      await waitForHydration(page);
      await searchBox(page, locale).click();
      await searchBox(page, locale).fill(locale === 'ja' ? '蓄電池' : 'battery');
      await expect(
        page
          .locator('.navbar p')
          .getByText(
            locale === 'ja'
              ? '検索インデックスを読み込めませんでした。通信状況を確認して、もう一度お試しください。'
              : 'The search index could not be loaded. Check your connection and try again.',
          ),
      ).toBeVisible();
    });
  }
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
    '%',
    '"',
    '<script>alert(1)</script>',
    'インバランス'.repeat(84),
    '   ',
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

  for (const [locale, query, message] of [
    ['ja', '%', '検索できる文字がありません。単語を入力してください。'],
    ['en', '🔋⚡️', 'There is nothing to search for: type a word.'],
    [
      'en',
      'x'.repeat(500),
      'Your search was too long: only its first 200 characters were searched.',
    ],
  ] as const) {
    test(`explain why a query cannot be searched (${locale}, ${query.slice(0, 8)})`, async ({
      page,
    }) => {
      await page.goto(localized(locale, '/'));
      await waitForHydration(page);
      await searchBox(page, locale).click();
      await searchBox(page, locale).fill(query);
      await expect(page.locator('.navbar p').getByText(message)).toBeVisible();
    });
  }

  /**
   * The results page shares the search box's query parser, which the box's story feeds every
   * odd query; through the URL come the ones that test the address and the HTML: markup,
   * a bare percent sign and quote, full-width and plain spaces, emoji, the longest, and lunr's
   * syntax (a page load each: all twenty cost 19 s).
   */
  const oddQueriesInTheAddress = [
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '%',
    '"',
    '　',
    '   ',
    '🔋⚡️🌞',
    'x'.repeat(1000),
    'forecast~2 ^3 +-',
    'title:',
  ];
  test('on the results page', async ({page}) => {
    expect(oddQueries).toEqual(expect.arrayContaining(oddQueriesInTheAddress));
    for (const query of oddQueriesInTheAddress) {
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
            fetching: '検索結果を読み込んでいます…',
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
        name: locale === 'ja' ? /検索結果\d+件をすべて表示/ : /See all \d+ results/,
      });
      await seeAll.click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/search')}\\?q=`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(t.title);
    });
  }

  for (const locale of locales) {
    const t =
      locale === 'ja'
        ? {
            query: '蓄電池',
            area: 'テクノロジー',
            api: 'API',
            all: 'すべて',
            legend: 'エリアで絞り込む',
          }
        : {query: 'battery', area: 'Technology', api: 'API', all: 'All', legend: 'Filter by area'};

    test(`filters by area with counts, and keeps the filter in a shareable URL (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized(locale, `/search?q=${encodeURIComponent(t.query)}`));
      const areas = page.getByRole('group', {name: t.legend});
      const technology = areas.getByRole('radio', {name: new RegExp(`^${t.area} \\(\\d+\\)$`)});
      await expect(technology).toBeVisible();
      const name = await technology.evaluate((input) => input.closest('label')!.textContent);
      const count = Number(/\((\d+)\)/.exec(name)![1]);
      await technology.check();
      await expect(page).toHaveURL(new RegExp(`[?&]area=technology`));
      // The live region announces the new count.
      await expect(page.locator('main [aria-live="polite"]')).toContainText(String(count));
      const places = page.locator('main article p:first-child');
      await expect(places.first()).toHaveText(t.area);
      expect(new Set(await places.allInnerTexts())).toEqual(new Set([t.area]));

      // The URL alone brings back the same filtered results.
      const shared = page.url();
      await page.goto('about:blank');
      await page.goto(shared);
      await expect(page.getByRole('radio', {name: new RegExp(`^${t.area} `)})).toBeChecked();
      await expect(page.locator('main article p:first-child').first()).toHaveText(t.area);
    });

    test(`filters API pages by version from the URL (${locale})`, async ({page}) => {
      await page.goto(
        localized(locale, `/search?q=${encodeURIComponent('asset')}&area=api&version=v1`),
      );
      const places = page.locator('main article p:first-child');
      await expect(places.first()).toHaveText('API v1');
      expect(new Set(await places.allInnerTexts())).toEqual(new Set(['API v1']));
      await expect(page.getByRole('radio', {name: /^v1 \(\d+\)$/})).toBeChecked();
      // Keyboard: the filters are radio groups reached with Tab and moved with the arrows.
      await page.getByRole('radio', {name: /^v1 /}).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(page).toHaveURL(/version=v2|area=api(?!.*version)/);
    });
  }
});
