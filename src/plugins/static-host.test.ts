import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';
import {plainPathRedirects} from './static-host';

test('every page answers only at its plain path: .html and /index spellings redirect there', () => {
  const root = '/site/build';
  const pages = ['index.html', 'reference/assets/asset-list.html', 'en/index.html', '404.html'];
  assert.deepEqual(
    plainPathRedirects(
      root,
      pages.map((page) => join(root, page)),
    ),
    [
      '/en/index.html  /en/  301!',
      '/en/index  /en/  301!',
      '/index.html  /  301!',
      '/index  /  301!',
      '/reference/assets/asset-list.html  /reference/assets/asset-list  301!',
      '/reference/assets/asset-list/index  /reference/assets/asset-list  301!',
    ],
  );
});
