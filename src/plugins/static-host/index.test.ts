import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import type {LoadContext, Props} from '@docusaurus/types';
import staticHostPlugin, {plainPathRedirects} from '.';

/** The headers `_headers` gives a path, read the way src/scripts/serve.mjs and the host read it. */
function headersFor(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matches = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      matches = new RegExp(`^${pattern}$`).test(path);
    } else if (matches) {
      const at = line.indexOf(':');
      headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return headers;
}

test('the host serves Markdown twins and llms.txt files as UTF-8 Markdown and plain text', async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'static-host-'));
  try {
    writeFileSync(
      join(outDir, 'index.html'),
      '<!doctype html><p>x</p><script>window.start=1</script>',
    );
    const i18n = {currentLocale: 'ja', defaultLocale: 'ja', locales: ['ja', 'en']};
    const plugin = staticHostPlugin({i18n} as unknown as LoadContext, {});
    await plugin.postBuild!({outDir} as unknown as Props & {
      content: unknown;
      head: never;
      routesBuildMetadata: never;
    });
    const file = join(outDir, '_headers');
    for (const path of ['/reference/assets/asset-list.md', '/en/api/get-asset.md']) {
      assert.equal(headersFor(file, path)['Content-Type'], 'text/markdown; charset=utf-8', path);
    }
    for (const path of ['/llms.txt', '/llms-full.txt', '/en/llms.txt', '/en/llms-full.txt']) {
      assert.equal(headersFor(file, path)['Content-Type'], 'text/plain; charset=utf-8', path);
    }
    assert.equal(headersFor(file, '/reference/assets/asset-list')['Content-Type'], undefined);
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});

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
