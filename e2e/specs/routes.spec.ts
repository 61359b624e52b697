import {documentedRoutes} from '../support/routes';
import {expect, locales, localized, test, waitForHydration} from '../support/fixtures';

test.describe('Every documented page exists in both languages', () => {
  for (const locale of locales) {
    test(`each route answers with its own page (${locale})`, async ({request}) => {
      for (const route of documentedRoutes) {
        const response = await request.get(localized(locale, route.path));
        expect(response.status(), `${localized(locale, route.path)} status`).toBe(200);
        const heading = /<h1[^>]*>(.*?)<\/h1>/.exec(await response.text())?.[1];
        expect(heading, `${localized(locale, route.path)} shows its title`).toBe(
          locale === 'ja' ? route.ja : route.en,
        );
      }
    });

    test(`the home page greets the reader (${locale})`, async ({page}) => {
      await page.goto(localized(locale, '/'));
      const heading = locale === 'ja' ? 'Hinata Cloudドキュメント' : 'Hinata Cloud Documentation';
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await expect(page).toHaveTitle(heading);
    });
  }

  // The host's own rules do this (build/_redirects, which the test server
  // applies as the host does): no second copy of a page, and no 404 page at
  // /index where React would fail to hydrate (errors #418 and #423).
  for (const [spelling, plain, title] of [
    ['/en/api/get-asset/index', '/en/api/get-asset', 'Get an asset'],
    ['/reference/assets/asset-list.html', '/reference/assets/asset-list', 'アセット一覧'],
    ['/en/reference/get-help.html?from=mail', '/en/reference/get-help?from=mail', 'Getting help'],
    ['/index', '/', 'Hinata Cloudドキュメント'],
    ['/en/index.html', '/en/', 'Hinata Cloud Documentation'],
  ]) {
    test(`${spelling} redirects to ${plain} and renders it without errors`, async ({
      page,
      request,
    }) => {
      const response = await request.get(spelling, {maxRedirects: 0});
      expect(response.status(), `${spelling} is a permanent redirect`).toBe(301);
      expect(response.headers().location).toBe(plain);

      await page.goto(spelling);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === plain);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      await waitForHydration(page);
    });
  }
});

test.describe('A reader who follows a broken link', () => {
  // The browser reports the 404 status of the page itself in the console.
  test.beforeEach(() => {
    test.info().annotations.push({type: 'expected-problem', description: 'status of 404'});
  });

  test('sees the English not-found page under /en/', async ({page}) => {
    const response = await page.goto('/en/reference/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
    await expect(
      page.getByText(
        'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
      ),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('sees the Japanese not-found page elsewhere', async ({page}) => {
    const response = await page.goto('/reference/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ページが見つかりません');
    await expect(page.getByText('お探しのページは見つかりませんでした。')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  });
});
