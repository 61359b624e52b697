import test from 'node:test';
import assert from 'node:assert/strict';
import {buildIndex, createSearchEngine, matchRanges} from './engine';
import {fold, queryPhrases, tokenize} from './tokenize';
import type {SearchDoc} from './types';

const docs: SearchDoc[] = [
  {
    title: '往復効率',
    pageTitle: '蓄電池モデル',
    url: '/technology/simulations/battery#efficiency',
    area: 'technology',
    content: '充放電効率は往復効率とも呼ばれ、放電量を充電量で割った値です。',
  },
  {
    title: 'APIキー',
    pageTitle: 'ワークスペース設定',
    url: '/reference/settings/workspace-settings#api-keys',
    area: 'reference',
    content: 'オーナーと管理者はAPIキーを作成できます。プレフィックスはhck_です。',
  },
  {
    title: 'オフサイトPPA',
    pageTitle: 'PPAの概要',
    url: '/reference/ppas/introduction#offsite',
    area: 'reference',
    content: 'オフサイトPPAでは電力が系統を通って需要家に届きます。',
  },
  {
    title: 'Solar generation forecasts',
    url: '/en/technology/operations/solar-forecasts',
    area: 'technology',
    content: 'Forecasts are issued eight times a day, with quantiles p10, p50 and p90.',
  },
  {
    title: 'List assets',
    url: '/en/api/v1/get-assets',
    area: 'api',
    version: 'v1',
    content: 'Returns 20 assets per page; page 2 follows.',
  },
];
const engine = createSearchEngine(JSON.parse(JSON.stringify(buildIndex(docs))) as object, docs);
const urls = (query: string) => engine.search(query).hits.map((hit) => hit.doc.url);

test('Japanese text is cut into bigrams, full-width folded to half-width', () => {
  assert.deepEqual(
    tokenize('充放電').map((t) => t.text),
    ['充放', '放電'],
  );
  assert.deepEqual(
    tokenize('ＡＰＩキー').map((t) => t.text),
    ['api', 'キー'],
  );
  assert.equal(fold('ＡＰＩ（１）').length, 'ＡＰＩ（１）'.length);
  assert.deepEqual(queryPhrases('APIキー の発行'), ['api', 'キー', 'の発行']);
});

test('a part of a Japanese compound finds the page', () => {
  assert.equal(urls('充放電')[0], docs[0].url);
  assert.equal(urls('効率')[0], docs[0].url);
  assert.equal(urls('蓄')[0], docs[0].url);
});

test('Japanese mixed with Latin, and several words, find the page', () => {
  assert.equal(urls('APIキー')[0], docs[1].url);
  assert.equal(urls('オフサイトPPA')[0], docs[2].url);
  assert.equal(urls('管理者 作成')[0], docs[1].url);
});

test('English keeps stemming and prefix matching while typing', () => {
  assert.equal(urls('forecast')[0], docs[3].url);
  assert.equal(urls('quantile')[0], docs[3].url);
  assert.equal(urls('quan')[0], docs[3].url);
});

test('numbers are searchable (lunr token-set keys made unambiguous)', () => {
  assert.doesNotThrow(() => engine.search('page 2'));
  assert.ok(urls('20 assets').includes(docs[4].url));
});

test('query syntax, markup and junk never throw', () => {
  for (const query of [
    '*',
    'title:',
    'a~2 ^3 +-',
    '"open',
    '<img src=x onerror=alert(1)>',
    '🔋',
    '　',
    'x'.repeat(1000),
  ]) {
    assert.doesNotThrow(() => engine.search(query), query);
  }
  assert.deepEqual(engine.search('*').hits, []);
});

test('matches are located at the right characters of the original text', () => {
  const text = '充放電効率は往復効率とも呼ばれ';
  assert.deepEqual(matchRanges(text, '効率'), [
    [3, 5],
    [8, 10],
  ]);
  assert.deepEqual(matchRanges('Ｈinata ＡＰＩキー', 'APIキー'), [[7, 12]]);
});
