import type {Page, Request} from '@playwright/test';
import {expect, localized, test, waitForHydration, type Locale} from '../support/fixtures';
import {axe} from '../support/axe';

/**
 * An integrator tries an operation from its page: the form the OpenAPI
 * document generates, checked before anything is sent, answered by the mock
 * (no key, no network) or by the API's own host with a key they type. Nothing
 * of the panel loads before the click.
 */
const kib = 1024;
const apiHost = 'https://api.hinata-cloud.example';

const labels = {
  ja: {
    open: '試してみる',
    send: '送信',
    body: /ボディ/,
    required: '必須です。',
    notSent: '送信できません。エラーが表示された項目を修正してください。',
    received: (status: number) => new RegExp(`^${status}が返りました`),
    checkFirst: /送信前にスキーマで検証する/,
    asked: 'モックのレスポンス',
    live: /本番 API/,
    key: 'APIキー',
    code: 'このリクエストのコード',
  },
  en: {
    open: 'Try it',
    send: 'Send',
    body: /Body/,
    required: 'Required.',
    notSent: 'Not sent. Fix the marked fields.',
    received: (status: number) => new RegExp(`^Received ${status} `),
    checkFirst: /Validate against the schema before sending/,
    asked: 'Mock response',
    live: /Live API/,
    key: 'API key',
    code: 'This request as code',
  },
} as const;

async function open(page: Page, locale: Locale, path: string) {
  await page.goto(localized(locale, path));
  await waitForHydration(page);
  const l = labels[locale];
  return {
    l,
    tryIt: page.getByRole('button', {name: l.open}),
    panel: page
      .locator('section[aria-labelledby]')
      .filter({has: page.getByRole('button', {name: l.send, exact: true})}),
    send: page.getByRole('button', {name: l.send, exact: true}),
    status: page.getByRole('status').filter({hasText: /\S/}),
  };
}

/** Script and data bytes the page fetches from now on. */
function countTransfers(page: Page) {
  const pending: Promise<{url: string; type: string; bytes: number}>[] = [];
  const measure = (request: Request) =>
    pending.push(
      request.sizes().then(
        (sizes) => ({
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes.responseBodySize,
        }),
        () => ({url: request.url(), type: request.resourceType(), bytes: 0}),
      ),
    );
  page.on('requestfinished', measure);
  return async () => {
    page.off('requestfinished', measure);
    return Promise.all(pending);
  };
}

test('an integrator posts actuals to the mock, fixes what the form flags and provokes 422 and 429 (ja)', async ({
  page,
}) => {
  const {l, tryIt, send, status} = await open(page, 'ja', '/api/add-asset-actuals');
  await page.waitForLoadState('networkidle');
  // Nothing of the panel before the click…
  const untilClick = countTransfers(page);
  await page.mouse.wheel(0, 200);
  await tryIt.hover();
  await page.waitForTimeout(300);
  expect(await untilClick()).toEqual([]);

  // …and at most 30 KiB of script after it.
  const afterClick = countTransfers(page);
  await tryIt.click();
  await expect(send).toBeVisible();
  await page.waitForLoadState('networkidle');
  const transfers = await afterClick();
  const script = transfers.filter((t) => t.type === 'script').reduce((sum, t) => sum + t.bytes, 0);
  expect(script, transfers.map((t) => `${t.url} ${t.bytes}`).join('\n')).toBeLessThanOrEqual(
    30 * kib,
  );
  expect(transfers.some((t) => t.url.includes('/openapi/try/v2/ja/addAssetActuals.json'))).toBe(
    true,
  );

  // The form opens with the documented example, which the mock accepts.
  await send.click();
  await expect(status).toHaveText(l.received(200));
  // A fresh Idempotency-Key and the page's language are in the form from the start.
  await expect(page.getByRole('textbox', {name: /Idempotency-Key/})).toHaveValue(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );
  await expect(page.getByRole('textbox', {name: /Accept-Language/})).toHaveValue('ja');

  // A record without its required reading is flagged next to the body, and nothing is sent.
  const body = page.getByRole('textbox', {name: l.body});
  await body.fill('{"records": [{"slotStart": "2026-11-16T11:00:00+09:00"}]}');
  await send.click();
  await expect(status).toHaveText(l.notSent);
  await expect(body).toBeFocused();
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('records[0].exportedKwh')).toBeVisible();

  // Without the check, the mock answers as the API would: 422.
  await page.getByRole('checkbox', {name: l.checkFirst}).uncheck();
  await send.click();
  await expect(status).toHaveText(l.received(422));
  // Its errors[] are the reader's own mistake, not the document's example.
  await expect(page.locator('[data-answer="body"]')).toContainText(
    '"pointer": "/records/0/exportedKwh"',
  );

  // Any documented answer can be asked for; 429 says when to retry.
  await page.getByRole('combobox', {name: l.asked}).selectOption('429');
  await send.click();
  await expect(status).toHaveText(l.received(429));
  await expect(page.locator('pre').filter({hasText: /^Retry-After: \d+$/m})).toBeVisible();

  // The code tabs follow the form and the keyboard.
  const tabs = page.getByRole('tablist', {name: l.code});
  const curl = tabs.getByRole('tab', {name: 'curl'});
  await curl.click();
  await expect(page.locator('[data-snippet="curl"]')).toContainText('"records"');
  await expect(page.locator('[data-snippet="curl"]')).toContainText(
    `curl -sS -X POST '${apiHost}/v2/assets/ast-001/actuals'`,
  );
  await expect(page.locator('[data-snippet="curl"]')).toContainText("-H 'Accept-Language: ja'");
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', {name: 'Python'})).toBeFocused();
  await expect(page.locator('[data-snippet="python"]')).toContainText('import requests');
});

test('the live API gets the request with the typed key and nothing else leaves the page (en)', async ({
  page,
}, testInfo) => {
  testInfo.annotations.push({
    type: 'expected-problem',
    description: `request to another host: ${apiHost}/`,
  });
  const sent: {url: string; authorization?: string}[] = [];
  await page.route(`${apiHost}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': 'Authorization, Accept-Language, If-None-Match',
        },
      });
      return;
    }
    sent.push({url: request.url(), authorization: (await request.allHeaders()).authorization});
    await route.fulfill({
      status: 200,
      headers: {'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json'},
      body: '{"id":"ast-001"}',
    });
  });
  const {l, tryIt, send, status} = await open(page, 'en', '/api/get-asset');
  await tryIt.click();
  await page.getByRole('radio', {name: l.live}).check();
  await expect(send).toBeDisabled();
  const key = `hck_${'Zz09'.repeat(10)}`;
  await page.getByLabel(l.key).fill(key);
  await send.click();
  await expect(status).toHaveText(l.received(200));
  expect(sent).toEqual([{url: `${apiHost}/v2/assets/ast-001`, authorization: `Bearer ${key}`}]);
  // The key is never written anywhere the browser keeps.
  const stored = await page.evaluate(
    () => JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}) + document.cookie,
  );
  expect(stored).not.toContain(key);
});

test('on a phone a v1 page is tried with its own key header, and the panel passes axe in both modes (ja)', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: {width: 375, height: 740},
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const {l, tryIt, send, status} = await open(page, 'ja', '/api/v1/get-asset');
  await tryIt.tap();
  await send.tap();
  await expect(status).toHaveText(l.received(200));
  await expect(page.locator('[data-snippet="curl"]')).toContainText(
    '-H "X-Api-Key: $HINATA_API_KEY"',
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(375);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: scheme});
    // Errors on show too, so their colours are checked.
    await page.locator('[class*="panel"] input[type="text"]').first().fill('');
    await send.tap();
    const results = await axe(page).include('[class*="panel"]').analyze();
    expect(results.violations, scheme).toEqual([]);
  }
  await context.close();
});
