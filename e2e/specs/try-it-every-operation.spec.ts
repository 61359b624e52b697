import type {Page, Request} from '@playwright/test';
import {expect, locales, localized, test, waitForHydration} from '../support/fixtures';
import {OpenApi, versions} from '../../src/openapi/document';
import {schemaValidator} from '../../src/openapi/validate';
import type {Json} from '../../src/openapi/types';

/**
 * An integrator who has never seen the API opens each operation's page, clicks
 * Try it, sends the form as the page fills it and gets the documented success
 * from the mock, with a body the document's schema accepts. The operations
 * come from the OpenAPI documents, so a new one is walked without a change here.
 */
const kib = 1024;

const labels = {
  ja: {
    open: '試してみる',
    send: '送信',
    received: (status: number) => new RegExp(`^${status}が返りました`),
  },
  en: {
    open: 'Try it',
    send: 'Send',
    received: (status: number) => new RegExp(`^Received ${status} `),
  },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Script bytes fetched while `action` runs. */
async function scriptBytes(page: Page, action: () => Promise<void>): Promise<number> {
  const pending: Promise<number>[] = [];
  const measure = (request: Request) => {
    if (request.resourceType() === 'script')
      pending.push(
        request.sizes().then(
          (sizes) => sizes.responseBodySize,
          () => 0,
        ),
      );
  };
  page.on('requestfinished', measure);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', measure);
  return (await Promise.all(pending)).reduce((sum, bytes) => sum + bytes, 0);
}

for (const locale of locales) {
  test(`every operation's Try it answers its pre-filled form with the documented success (${locale})`, async ({
    page,
  }) => {
    const l = labels[locale];
    let walked = 0;
    for (const version of versions) {
      const api = await OpenApi.load(version.file);
      const check = schemaValidator(
        api,
        `https://docs.hinata-cloud.example/openapi/${version.id}.yaml`,
      );
      const prefix = version.id === 'v2' ? '/api' : `/api/${version.id}`;
      for (const operation of api.operations()) {
        test.setTimeout(60_000 + walked * 10_000);
        const where = `${version.id} ${operation.id} (${locale})`;
        const response = await page.goto(
          localized(locale, `${prefix}/${operation.op['x-docs-page']}`),
        );
        expect(response?.status(), where).toBe(200);
        await waitForHydration(page);
        // A page may document more than one operation (the battery spec's GET and PATCH).
        const tryIt = page.locator(`[data-operation="${operation.id}"]`);
        const send = tryIt.getByRole('button', {name: l.send, exact: true});
        const opened = () => tryIt.getByRole('button', {name: l.open}).click();
        if (walked === 0) {
          const bytes = await scriptBytes(page, async () => {
            await opened();
            await expect(send).toBeVisible();
          });
          test.info().annotations.push({
            type: 'Try it script after the click',
            description: `${bytes} bytes`,
          });
          expect(bytes, 'Try it script after the click').toBeLessThanOrEqual(30 * kib);
        } else await opened();
        await send.click();

        const success = Object.keys(operation.op.responses ?? {}).find((status) =>
          /^2\d\d$/.test(status),
        )!;
        await expect(tryIt.getByRole('status').filter({hasText: /\S/}), where).toHaveText(
          l.received(Number(success)),
        );
        const documented = api.response(operation, success);
        const schema = Object.values(documented.content ?? {})[0]?.schema;
        const body = JSON.parse(
          (await tryIt.locator('[data-answer="body"]').textContent()) ?? '',
        ) as Json;
        expect(check(schema, body), where).toEqual([]);

        const curl = (await tryIt.locator('[data-snippet="curl"]').textContent()) ?? '';
        const path = operation.path.replace(/\{[^}]+\}/g, "[^/?']+").replace(/\//g, '\\/');
        const flag = operation.method === 'GET' ? '-i' : `-X ${operation.method}`;
        expect(curl, where).toMatch(
          new RegExp(`^curl -sS ${flag} '${escape(api.serverUrl)}${path}(\\?[^']*)?'`),
        );
        walked += 1;
      }
    }
    test.info().annotations.push({type: 'operations walked', description: String(walked)});
    expect(walked, 'operations in the documents').toBeGreaterThan(0);
  });
}
