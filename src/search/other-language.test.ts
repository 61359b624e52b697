import test from 'node:test';
import assert from 'node:assert/strict';
import {buildSearchIndex} from './build';
import {createSearchEngine, type SearchEngine} from './engine';
import type {SearchEntry} from './format';
import {searchOwnLanguageFirst, type OtherLanguageIndex} from './other-language';
import type {SourcePage} from './types';

/** One locale's index, as the browser loads it, counting the times it was asked for. */
function localeIndex(locale: string, pages: SourcePage[]) {
  const {files, entryName} = buildSearchIndex(pages, {locale, entryName: `entry.${locale}.json`});
  const engine = createSearchEngine({
    entry: JSON.parse(files.get(entryName)!) as SearchEntry,
    load: (file) => Promise.resolve(JSON.parse(files.get(file)!) as unknown),
  });
  const index = {loads: 0, engine};
  const other: OtherLanguageIndex = {
    locale,
    engine: () => {
      index.loads += 1;
      return Promise.resolve(engine);
    },
  };
  return {...index, other, counted: () => index.loads};
}

const japanese = localeIndex('ja', [
  {
    url: '/reference/balancing/plans',
    title: '計画の提出',
    area: 'reference',
    content: '発電計画と需要計画を前日正午までに提出します。',
    sections: [],
  },
]);
const english = localeIndex('en', [
  {
    url: '/en/reference/balancing/plans',
    title: 'Submitting plans',
    area: 'reference',
    content: 'Generation and demand plans are due by noon the day before.',
    sections: [],
  },
  {
    url: '/en/guides/quarterly-review',
    title: 'Quarterly review checklist',
    area: 'guides',
    content: 'A checklist for the quarterly review of a portfolio.',
    sections: [],
  },
]);

test('a reader whose own language has the answer gets only their language, and the other index is never downloaded', async () => {
  const result = await searchOwnLanguageFirst(japanese.engine, [english.other], '計画 提出', {});
  assert.equal(result.hits[0]?.url, '/reference/balancing/plans');
  assert.equal(result.fromLocale, undefined);
  assert.equal(english.counted(), 0);
});

test('a Japanese reader who types a term only the English pages use gets the English pages, marked as English', async () => {
  const result = await searchOwnLanguageFirst(japanese.engine, [english.other], 'checklist', {});
  assert.equal(result.fromLocale, 'en');
  assert.deepEqual(
    result.hits.map((hit) => hit.url),
    ['/en/guides/quarterly-review'],
  );
  assert.equal(result.total, 1);
});

test('an English reader who types Japanese gets the Japanese pages, marked as Japanese', async () => {
  const result = await searchOwnLanguageFirst(english.engine, [japanese.other], '計画を提出', {});
  assert.equal(result.fromLocale, 'ja');
  assert.equal(result.hits[0]?.url, '/reference/balancing/plans');
});

test("the reader's filters apply to the other language too", async () => {
  const result = await searchOwnLanguageFirst(japanese.engine, [english.other], 'checklist', {
    area: 'reference',
  });
  assert.equal(result.hits.length, 0);
  assert.equal(
    result.fromLocale,
    undefined,
    'nothing found anywhere: not labelled as another language',
  );
});

test('a query too short to search is not sent to the other language', async () => {
  const before = english.counted();
  const result = await searchOwnLanguageFirst(japanese.engine, [english.other], 'a', {});
  assert.equal(result.notice, 'tooShort');
  assert.equal(result.fromLocale, undefined);
  assert.equal(english.counted(), before);
});

test("when the other language's index cannot be loaded, the reader is told what is true: nothing in their language", async () => {
  const unreachable: OtherLanguageIndex = {
    locale: 'en',
    engine: () => Promise.reject(new Error('HTTP 404')),
  };
  const result = await searchOwnLanguageFirst(japanese.engine, [unreachable], 'checklist', {});
  assert.deepEqual(result.hits, []);
  assert.equal(result.fromLocale, undefined);
});

test("a failure of the reader's own index is still an error, not a silent switch of language", async () => {
  const broken: SearchEngine = {search: () => Promise.reject(new Error('damaged shard'))};
  await assert.rejects(
    searchOwnLanguageFirst(broken, [english.other], 'checklist', {}),
    /damaged shard/,
  );
});
