import type {Page} from '@playwright/test';
import {releasePaths} from '../support/content';
import {
  expect,
  localized,
  sharedBehaviourLocales,
  test,
  waitForHydration,
  type Locale,
  locales,
} from '../support/fixtures';
import {axe} from '../support/axe';
import {guardOf} from '../support/switches';

// The page actions are the DocItem/Content and BlogPostItem/Header wrappers (src/upstream/swizzles).
guardOf('swizzles/DocItem-Content');

/**
 * Next to a docs page's or a release note's title, a reader copies the page as Markdown for an
 * AI assistant, opens the Markdown, or asks ChatGPT or Claude about the
 * page. The menu's code arrives only when the reader reaches for it, and
 * nothing from the assistants' sites loads until a link is followed (the
 * fixture fails any test whose page calls another host).
 */
const site = 'https://docs.hinata-cloud.example';
const path = '/api/get-asset';

const labels = {
  ja: {
    copy: 'ページをコピー',
    copied: 'コピーしました',
    more: 'このページのその他の操作',
    view: 'Markdownで表示',
    chatgpt: 'ChatGPTで開く',
    claude: 'Claudeで開く',
    prompt: /を読んで、このページの内容についての質問に答えてください。$/,
  },
  en: {
    copy: 'Copy page',
    copied: 'Copied',
    more: 'More actions for this page',
    view: 'View as Markdown',
    chatgpt: 'Open in ChatGPT',
    claude: 'Open in Claude',
    prompt: /^Read .+ so I can ask questions about this page\.$/,
  },
} as const;

async function open(page: Page, locale: Locale) {
  await page.goto(localized(locale, path));
  await waitForHydration(page);
  return {
    copy: page.getByRole('button', {name: labels[locale].copy, exact: true}),
    more: page.getByRole('button', {name: labels[locale].more}),
    menu: page.getByRole('menu'),
    item: (name: string) => page.getByRole('menuitem', {name}),
  };
}

for (const locale of locales) {
  const l = labels[locale];
  const markdownPath = localized(locale, `${path}.md`);

  test(`beside the page title, Copy page puts the page's Markdown on the clipboard and says so (${locale})`, async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const {copy, more} = await open(page, locale);
    const title = await page.locator('article h1').boundingBox();
    const actions = await page.locator('.page-actions').boundingBox();
    expect(title && actions, 'the title and the actions are on the page').toBeTruthy();
    // DocItem/Content renders the title right after our actions; if the theme moves it, this fails.
    expect(actions!.y).toBeLessThan(title!.y + title!.height);
    expect(actions!.y + actions!.height).toBeGreaterThan(title!.y);
    expect(actions!.x).toBeGreaterThan(title!.x);
    await expect(copy).toBeVisible();
    await expect(more).toBeVisible();

    await copy.click();
    await expect(page.getByRole('status')).toHaveText(l.copied);
    await expect(copy).toContainText(l.copied);
    const expected = await (await request.get(markdownPath)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(expected.startsWith('# ')).toBe(true);
  });

  test(`the menu works from the keyboard, gives focus back, and links to the Markdown and to the assistants with a prompt naming it (${locale})`, async ({
    page,
  }) => {
    const {copy, more, menu, item} = await open(page, locale);
    await copy.focus();
    await page.keyboard.press('Tab');
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(item(l.copy)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(l.view)).toBeFocused();
    await page.keyboard.press('End');
    await expect(item(l.claude)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(l.copy)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item(l.claude)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(item(l.copy)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // ArrowUp opens it on the last item; Tab closes it and moves on.
    await page.keyboard.press('ArrowUp');
    await expect(item(l.claude)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();

    await more.click();
    await expect(item(l.view)).toHaveAttribute('href', markdownPath);
    const markdownUrl = `${site}${markdownPath}`;
    for (const [name, prefix] of [
      [l.chatgpt, 'https://chatgpt.com/?hints=search&q='],
      [l.claude, 'https://claude.ai/new?q='],
    ] as const) {
      const href = (await item(name).getAttribute('href'))!;
      expect(href.startsWith(prefix), href).toBe(true);
      const prompt = new URL(href).searchParams.get('q')!;
      expect(prompt).toContain(markdownUrl);
      expect(prompt).toMatch(l.prompt);
      await expect(item(name)).toHaveAttribute('target', '_blank');
    }
  });

  test(`the menu's code loads when the reader reaches for it, not with the page (${locale})`, async ({
    page,
  }) => {
    // Counted as each request finishes; a size asked for once the page has closed (a late
    // prefetch) counts as none rather than failing the next test in this worker.
    const scripts: {url: string; bytes: Promise<number>}[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push({
          url: request.url(),
          bytes: request.sizes().then(
            (sizes) => sizes.responseBodySize,
            () => 0,
          ),
        });
      }
    });
    const {more, menu} = await open(page, locale);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await expect(menu).toHaveCount(0);

    await more.hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(before);
    const menuCode = scripts.slice(before);
    const menuBytes = (await Promise.all(menuCode.map((script) => script.bytes))).reduce(
      (sum, bytes) => sum + bytes,
      0,
    );
    test.info().annotations.push({
      type: 'bytes',
      description: `menu code loaded on interaction: ${menuBytes} bytes (${menuCode.length} file)`,
    });
    await more.click();
    await expect(menu).toBeVisible();
  });
}

// Both languages share the actions' stylesheet: the dark scan runs on the Japanese page, as in
// accessibility.spec.ts; each language gets the light one (its names and lengths).
for (const colorScheme of ['light', 'dark'] as const) {
  for (const locale of colorScheme === 'dark' ? sharedBehaviourLocales : locales) {
    test(`the page actions meet WCAG 2.2 AA with the menu open, in ${colorScheme} mode (${locale})`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      const {copy, more, menu} = await open(page, locale);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await more.click();
      await expect(menu).toBeVisible();
      const scan = () =>
        axe(page)
          .include('.page-actions')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
      const withMenu = await scan().analyze();
      expect(withMenu.violations.map((v) => `${v.id}: ${String(v.nodes[0]?.target)}`)).toEqual([]);
      await page.keyboard.press('Escape');
      await copy.hover();
      const hovered = await scan().analyze();
      expect(hovered.violations.map((v) => `${v.id}: ${String(v.nodes[0]?.target)}`)).toEqual([]);
    });
  }
}

/**
 * A reader's pointer, not the keyboard: on every kind of page and at
 * phone, tablet and desktop widths, a click at the centre of Copy page
 * copies (the title's box runs under the floated actions; when it painted
 * over them, the click landed on the h1 and nothing happened), and a click
 * on the menu button opens the menu. Playwright's click waits until the
 * button itself is the element at the point it clicks.
 *
 * The docs pages share one layout: each kind runs in one language, half of
 * them in each, so both languages' labels meet the docs layout at every
 * width (the API page in both languages above, at desktop width). The
 * release note, the one blog layout, runs in both. Every kind in both
 * languages was 14 tests, about 60 s of test time on 2 cores.
 */
const pageKinds: Record<string, {path: string; locales: readonly Locale[]}> = {
  reference: {path: '/reference/assets/asset-settings', locales: ['ja']},
  technology: {path: '/technology/simulations/fip', locales: ['en']},
  guides: {path: '/guides/user-guides/introduction', locales: ['en']},
  api: {path: '/api/get-asset', locales: ['ja']},
  legal: {path: '/legal/pricing', locales: ['ja']},
  glossary: {path: '/reference/glossary', locales: ['en']},
  'release note': {path: releasePaths[0], locales},
};
const widths = {phone: 390, tablet: 820, desktop: 1280} as const;

for (const [kind, {path: kindPath, locales: kindLocales}] of Object.entries(pageKinds)) {
  for (const locale of kindLocales) {
    test(`Copy page and the menu answer a pointer on a ${kind} page at every width (${locale})`, async ({
      page,
      context,
      request,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const l = labels[locale];
      const expected = await (await request.get(localized(locale, `${kindPath}.md`))).text();
      expect(expected.startsWith('# '), `${kindPath}.md is the page's Markdown`).toBe(true);
      // One load, then the window is resized the way a reader turns a tablet or drags a
      // window: the layout is the stylesheet's at each width (three loads per page cost
      // 40 s of the suite). The clipboard is emptied first, so each width's copy is its own.
      await page.setViewportSize({width: widths.phone, height: 800});
      await page.goto(localized(locale, kindPath));
      await waitForHydration(page);
      for (const [name, width] of Object.entries(widths)) {
        await page.setViewportSize({width, height: 800});
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.evaluate(() => navigator.clipboard.writeText(''));
        // After a copy the button says "Copied" for 4 s, and its name with it: the same button.
        const copy = page.locator('.page-actions > button').first();
        if (name === 'phone') await expect(copy).toHaveAccessibleName(l.copy);
        const box = (await copy.boundingBox())!;
        const target = await page.evaluate(
          ({x, y}) => {
            const element = document.elementFromPoint(x, y);
            return element?.closest('button')?.textContent ?? element?.tagName ?? null;
          },
          {x: box.x + box.width / 2, y: box.y + box.height / 2},
        );
        expect(target, `${name}: the element under the centre of Copy page`).toContain(l.copy);
        await copy.click({timeout: 5000});
        // The FIP page's explainer has a status region of its own.
        await expect(page.locator('.page-actions').getByRole('status'), name).toHaveText(l.copied);
        // The status may still say so from the width before; the emptied clipboard may not.
        await expect
          .poll(() => page.evaluate(() => navigator.clipboard.readText()), name)
          .toBe(expected);
        await page.getByRole('button', {name: l.more}).click({timeout: 5000});
        await expect(page.getByRole('menuitem', {name: l.view}), name).toBeVisible();
        await page.mouse.click(5, 795);
        await expect(page.getByRole('menu'), name).toBeHidden();
      }
    });
  }
}

for (const locale of locales) {
  test(`the list of release notes has no page actions: each header there is one note among many (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/releases'));
    await waitForHydration(page);
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByRole('button', {name: labels[locale].copy, exact: true})).toHaveCount(0);
  });
}
