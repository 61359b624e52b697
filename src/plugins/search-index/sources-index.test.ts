import test from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {englishQueries, japaneseQueries, type SearchCase} from '../../search/queries';
import {searchIndexOptions} from '../../config/search';
import {buildSearchIndex} from '../../search/build';
import {createSearchEngine} from '../../search/engine';
import type {SourcePage} from '../../search/types';
import {globToRegExp} from './index';
import {areaOfPath} from '../../facts/areas';
import {extractSource} from './sources';

/**
 * What a writer gets from `npm start`: the index built from the Markdown
 * sources (the development server's path, without Docusaurus), searched
 * with the ranking suite. Each source folder maps to its route the way our
 * docs and blog plugins configure it.
 */
const root = join(__dirname, '..', '..', '..');
const folders = {
  ja: [
    ['docs', '/reference'],
    ['guides', '/guides'],
    ['technology', '/technology'],
    ['api', '/api'],
    ['api_versioned_docs/version-v1', '/api/v1'],
    ['legal', '/legal'],
    ['blog', '/releases'],
  ],
  en: [
    ['i18n/en/docusaurus-plugin-content-docs/current', '/en/reference'],
    ['i18n/en/docusaurus-plugin-content-docs-guides/current', '/en/guides'],
    ['i18n/en/docusaurus-plugin-content-docs-technology/current', '/en/technology'],
    ['i18n/en/docusaurus-plugin-content-docs-api/current', '/en/api'],
    ['i18n/en/docusaurus-plugin-content-docs-api/version-v1', '/en/api/v1'],
    ['i18n/en/docusaurus-plugin-content-docs-legal/current', '/en/legal'],
    ['i18n/en/docusaurus-plugin-content-blog', '/en/releases'],
  ],
} as const;
const excluded = searchIndexOptions.excludeRoutes.map(globToRegExp);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

function sourcePages(locale: 'ja' | 'en'): SourcePage[] {
  const pages: SourcePage[] = [];
  for (const [folder, base] of folders[locale]) {
    for (const file of markdownFiles(join(root, folder))) {
      const source = readFileSync(file, 'utf8');
      const front = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
      const field = (name: string) =>
        new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(front)?.[1].replace(/^['"]|['"]$/g, '');
      const path = relative(join(root, folder), file).replace(/\.mdx?$/, '');
      const slug = field('slug');
      const blog = /^(\d{4})-(\d{2})-(\d{2})-(.*)$/.exec(path);
      const url = slug?.startsWith('/')
        ? `${base}${slug}`
        : blog
          ? `${base}/${blog[1]}/${blog[2]}/${blog[3]}/${blog[4]}`
          : `${base}/${path}`;
      const sitePath = url.replace(/^\/en\//, '/').slice(1);
      const place = areaOfPath(sitePath);
      if (!place || excluded.some((pattern) => pattern.test(sitePath))) continue;
      pages.push({url, title: field('title') ?? path, ...extractSource(source), ...place});
    }
  }
  return pages;
}

/*
 * The suite's own words, not its synonym kinds: a one-word synonym query
 * (バッテリー, BESS) ranks on how often the page uses the word, and the
 * development index lacks what only the build renders (the battery page's
 * explainer), so there the battery page falls to sixth. The build runs them
 * all (src/search/built-site.test.ts).
 */
const ownWords = (cases: SearchCase[]) =>
  cases.filter(({kind}) => kind !== 'everyday' && kind !== 'otherLanguage');

for (const [locale, cases] of [
  ['ja', ownWords(japaneseQueries)],
  ['en', ownWords(englishQueries)],
] as const) {
  test(`the index built from the ${locale} sources finds every page of the ranking suite in the top five`, async () => {
    const pages = sourcePages(locale);
    assert.ok(pages.length > 50, `${pages.length} pages read from the sources`);
    const {files, entry} = buildSearchIndex(pages, {locale, entryName: 'entry.000000000000.json'});
    const engine = createSearchEngine({
      entry,
      load: (file) => Promise.resolve(JSON.parse(files.get(file)!) as unknown),
    });
    const misses: string[] = [];
    for (const {query, expected} of cases) {
      const {hits} = await engine.search(query, {limit: 5});
      const found = hits.map((hit) => hit.url.replace(/#.*$/, '').replace(/^\/en(?=\/)/, ''));
      if (!found.includes(expected)) misses.push(`${query} → ${found.join(', ') || 'nothing'}`);
    }
    assert.deepEqual(misses, []);
  });
}
