import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, waitForHydration, type Locale} from '../support/fixtures';
import {releasePaths} from '../support/content';
import {search, searchResults} from '../support/search';
import {editFile, scratchSite, startDevServer, type DevServer} from './dev-site';
import {axe} from '../support/axe';

/**
 * A writer's day with the development server, in both languages, on a
 * scratch copy of the site: every kind of page renders with no error
 * overlay, a saved edit appears without a reload, a new page shows up in the
 * sidebar and the development search, and (in English) a Japanese edit
 * flags the English section that now lags it. Any compile error, error
 * overlay, page error or console error fails the story.
 */

const pagesOfEveryKind = [
  {kind: 'Reference', path: '/reference/assets/asset-list'},
  {kind: 'Technology with formulas and an explainer', path: '/technology/simulations/fip'},
  {kind: 'API', path: '/api/get-asset'},
  {kind: 'Guides', path: '/guides/user-guides/scenario-guides'},
  {kind: 'Release notes', path: '/releases'},
  {kind: 'Release note', path: releasePaths.at(-1)!},
  {kind: 'Glossary', path: '/reference/glossary'},
  {kind: 'Search', path: '/search?q=FIP'},
] as const;

const localeOf = (name: string) => name as Locale;

test.describe.configure({mode: 'serial'});

let site: ReturnType<typeof scratchSite>;
let server: DevServer;

// eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures argument to pass testInfo.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  site = scratchSite();
  const locale = localeOf(testInfo.project.name);
  server = await startDevServer(
    site.dir,
    locale,
    Number(new URL(testInfo.project.use.baseURL!).port),
  );
  testInfo.annotations.push({
    type: 'first compile',
    description: `${server.startSeconds.toFixed(1)} s`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  site?.remove();
});

/** The dev server's error overlay (webpack-dev-server's client overlay). */
const overlay = '#webpack-dev-server-client-overlay';

for (const {kind, path} of pagesOfEveryKind) {
  test(`a ${kind} page renders in the preview with no overlay`, async ({page}, testInfo) => {
    const locale = localeOf(testInfo.project.name);
    await page.goto(locale === 'ja' ? path : `/en${path}`);
    await waitForHydration(page);
    // The release-notes list titles its posts with h2; every other page has an h1.
    await expect(page.locator('main :is(h1, h2)').first()).toBeVisible();
    await expect(page.locator(overlay)).toHaveCount(0);
    if (kind.startsWith('Technology')) {
      await expect(page.locator('.katex').first()).toBeVisible();
      // The preview has no server HTML: the explainer's code loads when its place nears the viewport.
      await page.locator('#interactive-example').scrollIntoViewIfNeeded();
      await expect(page.locator('section[data-interactive]')).toHaveAttribute(
        'data-interactive',
        'true',
      );
    }
    if (kind === 'Reference') {
      const term = page.locator('article .markdown > :is(p, ul) .glossary-term > a').first();
      await term.hover();
      await expect(page.locator('.glossary-term:hover > [role="tooltip"]')).toBeVisible();
    }
    if (kind === 'Search') {
      await expect(page.locator('main a[href*="fip"]').first()).toBeVisible();
    }
  });
}

test('the search box finds pages from the development index', async ({page}, testInfo) => {
  const locale = localeOf(testInfo.project.name);
  await page.goto(
    locale === 'ja' ? '/reference/assets/asset-list' : '/en/reference/assets/asset-list',
  );
  await waitForHydration(page);
  await search(page, locale, 'FIP');
  await expect(searchResults(page, locale).first()).toBeVisible();
});

test('a saved edit appears on screen without a reload', async ({page}, testInfo) => {
  const locale = localeOf(testInfo.project.name);
  const [file, sentence] =
    locale === 'ja'
      ? ['docs/assets/asset-list.md', 'プレビューで確かめるための新しい一文です。']
      : ['i18n/en/docusaurus-plugin-content-docs/current/assets/asset-list.md', 'A new sentence to see in the preview.']; // prettier-ignore
  await page.goto(
    locale === 'ja' ? '/reference/assets/asset-list' : '/en/reference/assets/asset-list',
  );
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
  editFile(site.dir, file, (text) => text.replace(/\n## /, `\n${sentence}\n\n## `));
  await expect(page.getByText(sentence)).toBeVisible({timeout: 60_000});
  expect(
    await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded),
  ).toBe(true);
  await expect(page.locator(overlay)).toHaveCount(0);
});

/** A new Reference page, as a writer adds it: the Japanese source and its English twin. */
const newPage = {
  ja: {
    file: 'docs/settings/curtailment-notices.md',
    title: '出力制御の通知を受け取る',
    text: `---
title: 出力制御の通知を受け取る
description: 出力制御の通知をメールで受け取るための設定です。
---

出力制御の通知をメールで受け取る設定です。

## 設定 {/* #setting-up */}

ワークスペースの設定で通知を有効にします。
`,
  },
  en: {
    file: 'i18n/en/docusaurus-plugin-content-docs/current/settings/curtailment-notices.md',
    title: 'Receiving curtailment notices',
    text: `---
title: Receiving curtailment notices
description: How to receive curtailment notices by email.
---

How to receive curtailment notices by email.

## Setting up {/* #setting-up */}

Turn the notices on in the workspace settings.
`,
  },
};

test('a new page appears in the sidebar and in the development search', async ({
  page,
}, testInfo) => {
  const locale = localeOf(testInfo.project.name);
  const prefix = locale === 'ja' ? '' : '/en';
  const compiled = server.printed(/compiled successfully/, 90_000);
  for (const {file, text} of Object.values(newPage)) writeFileSync(join(site.dir, file), text);
  await compiled;
  const {title} = newPage[locale];
  // The two files can reach the server in two compiles: the first "compiled successfully" may
  // come before the route exists (seen as "Page Not Found" with the other locale's server
  // compiling beside it). The writer reloads until the page is there, as in a browser.
  await expect(async () => {
    await page.goto(`${prefix}/reference/settings/curtailment-notices`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible({
      timeout: 2000,
    });
  }).toPass({timeout: 60_000});
  await expect(
    page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: title}),
  ).toBeVisible();
  // The development index is rebuilt just after the compile; a page that loaded the previous
  // one keeps it, so the writer reloads, as a reader arriving later would.
  await expect(async () => {
    await page.reload();
    await waitForHydration(page);
    await search(page, locale, title);
    await expect(searchResults(page, locale).filter({hasText: title})).not.toHaveCount(0, {
      timeout: 1000,
    });
  }).toPass({timeout: 30_000});
});

test('an edit to a Japanese section flags the English section that now lags it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'en', 'the notice is on English pages');
  await page.goto('/en/technology/simulations/fip');
  await waitForHydration(page);
  await expect(page.locator('.translation-drift-notice')).toHaveCount(0);
  editFile(site.dir, 'technology/simulations/fip.md', (text) =>
    text.replace(
      /(## FIP制度の基本 \{\/\* #fip-basics \*\/\}\n\n)/,
      '$1FIP制度の説明を更新しました。\n\n',
    ),
  );
  const notice = page.locator('#fip-basics + .translation-drift-notice[role="note"]');
  await expect(notice).toBeVisible({timeout: 60_000});
  await expect(notice).toContainText(
    /The Japanese version of this section was updated on \w+ \d+, \d{4}/,
  );
  await expect(
    notice.getByRole('link', {name: 'Read the updated section in Japanese'}),
  ).toHaveAttribute('href', '/technology/simulations/fip#fip-basics');
  await expect(page.locator('.translation-drift-notice')).toHaveCount(1);
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), theme);
    const results = await axe(page)
      .include('.translation-drift-notice')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations, `axe in ${theme} mode`).toEqual([]);
  }
});
