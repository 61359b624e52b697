import {areas, expect, locales, localized, test, waitForHydration} from '../support/fixtures';
import {guardOf, switchedOff} from '../support/switches';

test.describe('A reader moving around the site', () => {
  test('can skip straight to the content with the keyboard, and keeps the navbar in view while scrolling', async ({
    page,
  }) => {
    await page.goto('/en/reference/getting-started/overview');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    // The next stop is inside the page's content, not the navbar again.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);

    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole('navigation', {name: 'Main'})).toBeInViewport();
  });

  test('finds the five areas, search, Sign in and the language menu in the navbar', async ({
    page,
  }) => {
    await page.goto('/en/');
    const navbar = page.getByRole('navigation', {name: 'Main'});
    for (const area of areas) {
      await expect(navbar.getByRole('link', {name: area.label.en, exact: true})).toBeVisible();
    }
    await expect(navbar.getByRole('combobox', {name: 'Search the documentation'})).toBeVisible();
    const signIn = navbar.getByRole('link', {name: /Sign in/});
    await expect(signIn).toHaveAttribute('href', 'https://app.hinata-cloud.example');
    await expect(navbar.getByRole('button', {name: 'English'})).toBeVisible();
  });

  for (const [from, to, label, heading] of [
    ['ja', 'en', 'English', 'Asset list'],
    ['en', 'ja', '日本語', 'アセット一覧'],
  ] as const) {
    test(`switches from ${from} to ${to} and stays on the same page`, async ({page}) => {
      await page.goto(localized(from, '/reference/assets/asset-list'));
      await waitForHydration(page);
      await page
        .getByRole('navigation', {name: from === 'ja' ? 'メイン' : 'Main'})
        .getByRole('button', {name: from === 'ja' ? '日本語' : 'English'})
        .hover();
      await page.getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(new RegExp(`${localized(to, '/reference/assets/asset-list')}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    });
  }
});

test.describe('Colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('follows the system at first, cycles light → dark → system and is remembered', async ({
    page,
  }) => {
    await page.goto('/en/');
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await expect(toggle).toHaveAccessibleName(/system mode/);

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAccessibleName(/light mode/);
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName(/dark mode/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/system mode/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });
});

test.describe('The API v1 sunset announcement', () => {
  test('links to the migration guide, stays closed once dismissed, and returns when a new announcement replaces it', async ({
    page,
  }) => {
    await page.goto('/en/reference/get-help');
    await waitForHydration(page);
    const bar = page
      .getByRole('banner')
      .filter({hasText: 'API v1 will be retired on 31 March 2027.'});
    await expect(bar.getByRole('link', {name: 'Plan your move to v2 →'})).toHaveAttribute(
      'href',
      '/en/api/introduction#migrating-from-v1',
    );
    await bar.getByRole('button', {name: 'Close announcement'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByText('API v1 will be retired on 31 March 2027.')).toBeHidden();

    // A reader who dismissed an older announcement sees the current one (the AnnouncementBar wrapper).
    if (switchedOff('swizzles/AnnouncementBar')) return;
    await page.evaluate(() =>
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'),
    );
    await page.reload();
    await expect(page.getByText('API v1 will be retired on 31 March 2027.')).toBeVisible();
  });

  test('is in Japanese on the Japanese site', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('link', {name: 'v2への移行をご準備ください →'})).toHaveAttribute(
      'href',
      '/api/introduction#migrating-from-v1',
    );
  });
});

test.describe('On a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the menu opens, shows the area sidebar and the main menu, navigates and closes, and is forced closed when the window grows to desktop width', async ({
    page,
  }) => {
    await page.goto('/en/reference/getting-started/overview');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();

    // On a docs page the secondary panel (the area's sidebar) opens first.
    await expect(sidebar.getByRole('link', {name: 'Asset list'})).toBeHidden();
    await sidebar.getByRole('button', {name: 'Assets'}).click();
    await expect(sidebar.getByRole('link', {name: 'Asset list'})).toBeVisible();

    await sidebar.getByRole('button', {name: '← Back to main menu'}).click();
    await expect(sidebar.getByRole('link', {name: 'Technology', exact: true})).toBeVisible();
    await sidebar.getByRole('link', {name: 'Guides', exact: true}).click();
    await expect(page).toHaveURL(/\/en\/guides\/user-guides\/introduction$/);
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar).toBeVisible();
    await page.setViewportSize({width: 1200, height: 844});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(sidebar).toBeHidden();
  });

  test('a page fetches the pages listed in the menu only once the menu opens', async ({page}) => {
    guardOf('swizzles/Navbar-MobileSidebar');
    const prefetchedPages = () => page.locator('link[rel="prefetch"]').count();
    await page.goto('/en/technology/simulations/fip');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Only the links on screen (the logo and the breadcrumbs' home link) are
    // prefetched, not every page of the closed menu's sidebar.
    const beforeOpening = await prefetchedPages();
    expect(beforeOpening).toBeLessThan(10);

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect.poll(prefetchedPages).toBeGreaterThan(beforeOpening);
  });
});

test.describe('A documentation page', () => {
  for (const locale of locales) {
    test(`has breadcrumbs, a table of contents, previous/next links and a last-updated date (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized(locale, '/reference/balancing-operations/introduction'));
      const t =
        locale === 'ja'
          ? {
              breadcrumbs: 'パンくずリスト',
              pagination: 'ドキュメントの前後のページ',
              updated: '最終更新',
            }
          : {breadcrumbs: 'Breadcrumbs', pagination: 'Docs pages', updated: 'Last updated'};
      await expect(page.getByRole('navigation', {name: t.breadcrumbs})).toBeVisible();
      const toc = page.locator('.table-of-contents');
      await expect(toc.getByRole('link').first()).toBeVisible();
      // Only h2 and h3 headings are listed.
      expect(await toc.locator('a').count()).toBe(
        await page.locator('article :is(h2, h3)').count(),
      );
      await expect(page.getByRole('navigation', {name: t.pagination})).toBeVisible();
      await expect(page.getByText(t.updated)).toBeVisible();
    });
  }

  for (const [locale, tag, heading] of [
    ['ja', 'アセット', /^「アセット」タグが付いたページ（\d+ページ）$/],
    ['en', 'Assets', /^\d+ pages tagged with "Assets"$/],
  ] as const) {
    test(`lists its tags, each leading to the pages that share it (${locale})`, async ({page}) => {
      await page.goto(localized(locale, '/reference/assets/asset-list'));
      await page.locator('article footer').getByRole('link', {name: tag, exact: true}).click();
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await expect(page.locator('main article').first()).toBeVisible();
    });
  }

  test('offers Copy on code blocks and confirms with Copied', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en/api/introduction');
    await waitForHydration(page);
    // Code blocks hydrate when their (lazily loaded) highlighter arrives.
    await page.waitForLoadState('networkidle');
    const block = page.locator('.theme-code-block').first();
    await block.hover();
    const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toHaveAttribute('title', 'Copy');
    await expect(async () => {
      await copy.click();
      await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible({timeout: 500});
    }).toPass();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = await block.locator('pre code').innerText();
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    expect(words(copied)).toEqual(words(shown));
  });
});

// Spec §8: a site deployed under the wrong base URL says so on its home page
// (Docusaurus's banner: an inline script, on the home path only).
test.describe('The home page of a site deployed under the wrong address', () => {
  const bannerText = 'Your Docusaurus site did not load properly.';
  const bannerScript = 'did not load properly';

  for (const locale of locales) {
    test(`carries the base-URL check only on the home page, and shows nothing when the site loads (${locale})`, async ({
      page,
      request,
    }) => {
      const home = await (await request.get(localized(locale, '/'))).text();
      expect(home, 'the home page has the base-URL check').toContain(bannerScript);
      for (const path of ['/reference/getting-started/overview', '/api/get-asset', '/releases']) {
        const other = await (await request.get(localized(locale, path))).text();
        expect(other, `${path} is not burdened with the base-URL check`).not.toContain(
          bannerScript,
        );
      }

      await page.goto(localized(locale, '/'));
      await waitForHydration(page);
      // Docusaurus's own script removes the banner's container once the app runs.
      await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
      await expect(page.getByText(bannerText)).toHaveCount(0);
    });
  }

  test("shows the banner when the site's scripts and styles cannot load", async ({page}) => {
    test
      .info()
      .annotations.push({type: 'expected-problem', description: 'Failed to load resource'});
    // What a wrong baseUrl does: every bundle and stylesheet is a 404.
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: ''}));
    await page.goto('/');
    await expect(page.getByText(bannerText)).toBeVisible();
    await expect(page.getByText('We suggest trying baseUrl =')).toBeVisible();
  });
});
