import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createUrlResolver, type LinkContext} from './links';

const site = 'https://docs.example';
function context(localePrefix: string): LinkContext {
  return {
    siteUrl: site,
    localePrefix,
    routes: new Set([
      `${localePrefix}/api/get-asset`,
      `${localePrefix}/reference/assets/asset-settings`,
      `${localePrefix}/reference/assets/asset-list`,
    ]),
    sourceToPermalink: new Map([
      ['/site/docs/assets/asset-settings.md', `${localePrefix}/reference/assets/asset-settings`],
    ]),
    isStaticFile: (path) => path === '/img/diagrams/day.ja.svg' || path === '/openapi/v2.yaml',
  };
}

test('a relative file link becomes the absolute URL of that page, anchor kept', () => {
  const resolve = createUrlResolver(
    context(''),
    '/site/docs/assets/asset-list.md',
    '/reference/assets/asset-list',
  );
  assert.equal(
    resolve('./asset-settings.md#fields', 'link'),
    `${site}/reference/assets/asset-settings#fields`,
  );
  assert.throws(() => resolve('./missing.md', 'link'), /not a page of the site/);
});

test('a site path gets the page’s language; static files and pathname:// links do not', () => {
  const resolve = createUrlResolver(
    context('/en'),
    '/site/i18n/en/x.md',
    '/en/reference/assets/asset-list',
  );
  assert.equal(resolve('/api/get-asset#request', 'link'), `${site}/en/api/get-asset#request`);
  assert.equal(resolve('/img/diagrams/day.ja.svg', 'image'), `${site}/img/diagrams/day.ja.svg`);
  assert.equal(resolve('pathname:///openapi/v2.yaml', 'link'), `${site}/openapi/v2.yaml`);
  assert.equal(resolve('#fields', 'link'), `${site}/en/reference/assets/asset-list#fields`);
  assert.throws(() => resolve('/nowhere', 'link'), /neither a page nor a static file/);
});

test('external links are left as written', () => {
  const resolve = createUrlResolver(context(''), '/site/docs/a.md', '/reference/a');
  assert.equal(resolve('https://www.occto.or.jp/x', 'link'), 'https://www.occto.or.jp/x');
  assert.equal(resolve('mailto:support@example.com', 'link'), 'mailto:support@example.com');
});
