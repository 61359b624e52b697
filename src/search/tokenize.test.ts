import test from 'node:test';
import assert from 'node:assert/strict';
import {isFunctionWords, queryPhrases, tokenize} from './tokenize';

test('particles and question words between Japanese terms are neither searched nor required', () => {
  assert.deepEqual(queryPhrases('計画を提出'), ['計画', '提出']);
  assert.deepEqual(queryPhrases('アセットを削除するには'), ['アセット', '削除']);
  assert.deepEqual(queryPhrases('インバランス料金はいつまで'), ['インバランス料金']);
  assert.deepEqual(queryPhrases('ゲートクローズはいつですか'), ['ゲートクローズ']);
  assert.deepEqual(queryPhrases('蓄電池の容量'), ['蓄電池', '容量']);
  // Right after a Latin word, a particle is a particle: PPAの契約期間 is PPA and 契約期間.
  assert.deepEqual(queryPhrases('PPAの契約期間'), ['ppa', '契約期間']);
  assert.deepEqual(queryPhrases('SPVを追加'), ['spv', '追加']);
});

test('a question keeps its content words: verb endings, question words and 何 go', () => {
  assert.deepEqual(queryPhrases('停電で取れなかったコマを欠測扱いにしたくない'), [
    '停電',
    '取',
    'コマ',
    '欠測扱',
  ]);
  assert.deepEqual(queryPhrases('PPAの契約期間って最長何年？'), ['ppa', '契約期間', '最長', '年']);
  assert.deepEqual(queryPhrases('v1のAPIっていつまで使える？'), ['v1', 'api', '使']);
  assert.deepEqual(queryPhrases('ひなたの社員'), ['ひなた', '社員']);
  assert.deepEqual(queryPhrases('稼働率が99.9%を下回ったら'), ['稼働率', '99', '9', '下回']);
  assert.deepEqual(queryPhrases('capture rate とは'), ['capture', 'rate']);
});

test('kana inside a term stay: only runs made wholly of function words separate', () => {
  assert.deepEqual(queryPhrases('取り消し'), ['取り消し']);
  assert.deepEqual(queryPhrases('ひまわり'), ['ひまわり']);
  // A lone kana at an end may be the start of a word still being typed.
  assert.deepEqual(queryPhrases('の'), ['の']);
  assert.equal(isFunctionWords('はいつまで'), true);
  assert.equal(isFunctionWords('まわり'), false);
});

test('a number and its unit give the same words written together or apart', () => {
  const words = (text: string) => tokenize(text).map((token) => token.text);
  assert.deepEqual(words('10kWh'), ['10', 'kwh']);
  assert.deepEqual(words('10 kWh'), ['10', 'kwh']);
  assert.deepEqual(words('１０ｋＷｈ'), ['10', 'kwh']);
  assert.deepEqual(words('p50'), ['p50']);
});
