import type {Page} from '@playwright/test';
import {expect, locales, localized, test, waitForHydration, type Locale} from '../support/fixtures';
import {axe} from '../support/axe';
import {releasePaths} from '../support/content';

/**
 * At the end of a docs page, an API page or a release note, a reader says
 * whether the page helped and reports a problem with the section they were
 * reading. Nothing leaves the page until they act; the report opens a
 * pre-filled issue in the docs repository in a new tab (the fixture fails
 * any request the page itself makes to another host).
 */
const repository = 'https://github.com/hinata-energy/hinata-cloud-docs/issues/new';

const labels = {
  ja: {
    question: 'このページは役に立ちましたか？',
    yes: 'はい',
    no: 'いいえ',
    thanks: 'ご回答ありがとうございます。',
    report: '問題を報告',
    wrongFigure: '数値や記述に誤りがある',
    section: '該当するセクション',
    message: '内容',
    required: '内容を入力してください。',
    create: '報告を作成',
    quote: '選択したテキストを含める',
    opened: /別のタブで開きました/,
  },
  en: {
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    thanks: 'Thank you for your answer.',
    report: 'Report a problem',
    wrongFigure: 'A figure or statement is wrong',
    section: 'Section',
    message: 'Details',
    required: 'Describe the problem.',
    create: 'Create report',
    quote: 'Include the text you selected',
    opened: /opened in a new tab/,
  },
} as const;

async function open(page: Page, locale: Locale, path: string) {
  await page.goto(localized(locale, path));
  await waitForHydration(page);
  const l = labels[locale];
  return {
    box: page.locator('[data-feedback]'),
    question: page.getByRole('group', {name: l.question}),
    report: page.getByRole('button', {name: l.report}),
    form: page.getByRole('form'),
  };
}

/** Pre-filled issues open in a tab of their own; answer them here instead of the network. */
async function catchIssueTab(page: Page) {
  await page
    .context()
    .route('https://github.com/**', (route) =>
      route.fulfill({contentType: 'text/html', body: '<title>issue</title>'}),
    );
  return page.waitForEvent('popup');
}

for (const locale of locales) {
  const l = labels[locale];

  test(`a reader reports a wrong figure in the section they were reading (${locale})`, async ({
    page,
  }) => {
    const {report, form} = await open(page, locale, '/technology/simulations/fip');
    // The reader selects a sentence of the premium formula section with the pointer…
    const paragraph = page.locator('#premium-formula ~ p').first();
    await paragraph.scrollIntoViewIfNeeded();
    await paragraph.click({clickCount: 3});
    const selected = (await page.evaluate(() => window.getSelection()?.toString() ?? '')).trim();
    expect(selected.length).toBeGreaterThan(10);
    // …scrolls to the end of the page and opens the form.
    await report.scrollIntoViewIfNeeded();
    await report.click();
    await expect(form).toBeVisible();
    await expect(page.getByRole('radio', {name: l.wrongFigure})).toBeFocused();
    await expect(page.getByRole('combobox', {name: l.section})).toHaveValue('premium-formula');
    await expect(page.getByRole('checkbox', {name: l.quote})).toBeChecked();

    // An empty report says what to fix, next to the field.
    await page.getByRole('button', {name: l.create}).click();
    const message = page.getByRole('textbox', {name: l.message});
    await expect(message).toBeFocused();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(l.required)).toBeVisible();

    await message.fill('2026年度の値を確認してください。');
    const issueTab = catchIssueTab(page);
    await page.getByRole('button', {name: l.create}).click();
    const tab = await issueTab;
    const url = new URL(tab.url());
    expect(url.origin + url.pathname).toBe(repository);
    const body = url.searchParams.get('body')!;
    expect(body).toContain(`/technology/simulations/fip#premium-formula`);
    expect(body).toContain(`: ${locale}`);
    expect(body).toContain(selected.replace(/\s+/g, ' ').slice(0, 20));
    expect(body).toContain('2026年度の値を確認してください。');
    expect(url.searchParams.get('labels')).toBe(`docs-feedback,wrong-figure,lang:${locale}`);
    await expect(form.getByRole('status')).toHaveText(l.opened);
  });
}

test('the answer is kept on the page and nothing is sent without an endpoint (ja)', async ({
  page,
}) => {
  const requests: string[] = [];
  const {question} = await open(page, 'ja', '/api/get-asset');
  page.on('request', (request) => requests.push(request.url()));
  await question.getByRole('button', {name: labels.ja.yes}).click();
  await expect(page.getByText(labels.ja.thanks)).toBeVisible();
  await expect(question.getByRole('button', {name: labels.ja.yes})).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(question.getByRole('button', {name: labels.ja.no})).toBeDisabled();
  // Only the form's own code may load (on intent); no data goes anywhere.
  expect(requests.filter((url) => !url.endsWith('.js'))).toEqual([]);
});

test('"No" opens the report form, and everything works from the keyboard (ja)', async ({page}) => {
  const {question, report, form} = await open(page, 'ja', releasePaths.at(-1)!);
  await expect(question).toBeVisible();
  await report.focus();
  await page.keyboard.press('Enter');
  await expect(form).toBeVisible();
  await expect(page.getByRole('radio', {name: labels.ja.wrongFigure})).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(report).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await question.getByRole('button', {name: labels.ja.no}).click();
  await expect(form).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: scheme});
    const results = await axe(page).include('[data-feedback]').analyze();
    expect(results.violations, scheme).toEqual([]);
  }
});

test('on a phone the box fits the screen and a tap opens the form (en)', async ({browser}) => {
  const context = await browser.newContext({
    viewport: {width: 375, height: 740},
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const {box, report, form} = await open(page, 'en', '/reference/glossary');
  await report.scrollIntoViewIfNeeded();
  await report.tap();
  await expect(form).toBeVisible();
  const overflow = await box.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await context.close();
});
