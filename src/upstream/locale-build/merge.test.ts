import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {test} from 'node:test';
import type {LoadContext, Props} from '@docusaurus/types';
import staticHostPlugin from '../static-host';
import {compareBuilds} from './compare';
import {mergeHeaders, mergeParts, mergeRedirects} from './merge';

const locales = ['ja', 'en'];

function write(file: string, text: string): void {
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, text);
}

/** A locale's pages, each with an inline script of its own (so its CSP hash is the locale's). */
function writePages(dir: string, locale: string): void {
  for (const page of ['index', 'reference/a', 'api/b', '404']) {
    write(join(dir, `${page}.html`), `<p>${page}</p><script>start("${locale}/${page}")</script>`);
  }
  write(join(dir, 'llms.txt'), `${locale}\n`);
}

async function runStaticHost(outDir: string, currentLocale: string): Promise<void> {
  const i18n = {currentLocale, defaultLocale: 'ja', locales};
  const plugin = staticHostPlugin({i18n} as unknown as LoadContext, {
    extraSources: {'script-src': ['https://tags.example']},
  });
  await plugin.postBuild!({outDir} as unknown as Props & {
    content: unknown;
    head: never;
    routesBuildMetadata: never;
  });
}

test('the merged locales are the single run: same files, same _headers and _redirects', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'locale-build-'));
  try {
    // The single run: ja at the root, then en into en/, static-host after each.
    const single = join(dir, 'single');
    writePages(single, 'ja');
    await runStaticHost(single, 'ja');
    writePages(join(single, 'en'), 'en');
    await runStaticHost(join(single, 'en'), 'en');

    // The split run: each locale in its own output folder, as `--out-dir build-parts/<l>` writes them.
    const parts = join(dir, 'parts');
    writePages(join(parts, 'ja'), 'ja');
    await runStaticHost(join(parts, 'ja'), 'ja');
    writePages(join(parts, 'en', 'en'), 'en');
    await runStaticHost(join(parts, 'en', 'en'), 'en');
    const merged = join(dir, 'merged');
    mergeParts(
      [
        {locale: 'ja', dir: join(parts, 'ja')},
        {locale: 'en', dir: join(parts, 'en')},
      ],
      'ja',
      merged,
    );

    const difference = compareBuilds(single, merged);
    assert.deepEqual(
      {onlyInA: difference.onlyInA, onlyInB: difference.onlyInB, differ: difference.differ},
      {onlyInA: [], onlyInB: [], differ: []},
    );
    // Both locales' hashes are in the one policy (8 pages, 8 distinct inline scripts).
    const headers = readFileSync(join(merged, '_headers'), 'utf8');
    assert.equal(headers.match(/'sha256-/g)?.length, 8);
    assert.match(headers, /'sha256-[^']+' https:\/\/tags\.example/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('compareBuilds names a file whose bytes differ, and files on one side only', () => {
  const dir = mkdtempSync(join(tmpdir(), 'locale-build-compare-'));
  try {
    write(join(dir, 'a', 'x.html'), 'one');
    write(join(dir, 'a', 'only-a.js'), '');
    write(join(dir, 'b', 'x.html'), 'two');
    write(join(dir, 'b', 'en', 'only-b.js'), '');
    const difference = compareBuilds(join(dir, 'a'), join(dir, 'b'));
    assert.deepEqual(difference, {
      onlyInA: ['only-a.js'],
      onlyInB: ['en/only-b.js'],
      differ: ['x.html'],
      same: 0,
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a locale that writes an unknown file at the root fails the merge, naming it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'locale-build-extra-'));
  try {
    for (const locale of locales) {
      write(
        join(dir, locale, '_headers'),
        "/*\n  Content-Security-Policy: script-src 'self' 'sha256-a='\n",
      );
      write(join(dir, locale, '_redirects'), '/a.html  /a  301!\n');
    }
    write(join(dir, 'en', 'en', 'index.html'), '');
    write(join(dir, 'en', 'sitemap-index.xml'), '');
    assert.throws(
      () =>
        mergeParts(
          locales.map((locale) => ({locale, dir: join(dir, locale)})),
          'ja',
          join(dir, 'out'),
        ),
      /the en build wrote sitemap-index\.xml outside en\//,
    );
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('mergeHeaders fails loudly when the policy has no hash list to merge into', () => {
  assert.throws(
    () => mergeHeaders(["/*\n  Content-Security-Policy: script-src 'self' 'unsafe-inline'\n"]),
    /static-host\/index\.ts changed how it writes the Content-Security-Policy/,
  );
});

test('mergeRedirects keeps page rules in build order, once each, and the 404 fallbacks last', () => {
  assert.equal(
    mergeRedirects([
      '/a.html  /a  301!\n/en/*  /en/404.html  404\n',
      '/a.html  /a  301!\n/en/b.html  /en/b  301!\n/en/*  /en/404.html  404\n',
    ]),
    '/a.html  /a  301!\n/en/b.html  /en/b  301!\n/en/*  /en/404.html  404\n',
  );
  assert.throws(
    () => mergeRedirects(['/x  /y  302\n']),
    /neither a page's 301! nor a 404 fallback/,
  );
});
