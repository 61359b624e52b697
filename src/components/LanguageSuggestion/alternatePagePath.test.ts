import assert from 'node:assert/strict';
import {test} from 'node:test';
import {alternatePagePath} from './alternatePagePath';

test('a reader on a Japanese page is offered the same page under /en/, and back', () => {
  assert.equal(
    alternatePagePath('/reference/assets/asset-list', '/', '/en/'),
    '/en/reference/assets/asset-list',
  );
  assert.equal(
    alternatePagePath('/en/reference/assets/asset-list', '/en/', '/'),
    '/reference/assets/asset-list',
  );
});

test('the home pages lead to each other, with or without the trailing slash', () => {
  assert.equal(alternatePagePath('/', '/', '/en/'), '/en/');
  assert.equal(alternatePagePath('/en', '/en/', '/'), '/');
  assert.equal(alternatePagePath('/en/', '/en/', '/'), '/');
});

test('a path written with a trailing slash leads to the plain path the site serves', () => {
  assert.equal(alternatePagePath('/en/guides/intro/', '/en/', '/'), '/guides/intro');
});
