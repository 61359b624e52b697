import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  asDocument,
  codeJsonStrings,
  openApiStrings,
  sourceStringFiles,
  stringsOf,
  typeScriptStrings,
} from './source-strings';

test('OpenAPI: every string under an x-ja- key, keyed by its path, and no English', () => {
  const strings = openApiStrings(
    'v2.yaml',
    'paths:\n  /a:\n    get:\n      summary: Get a\n      x-ja-summary: Aを取得\n      x-ja-overrides:\n        /detail: 詳細です。\n',
  );
  assert.deepEqual(
    strings.map(({key, text, line}) => [key, text, line]),
    [
      ['paths./a.get.x-ja-summary', 'Aを取得', 5],
      ['paths./a.get.x-ja-overrides./detail', '詳細です。', 7],
    ],
  );
});

test('TypeScript: Japanese strings keyed by property or call, not glossary aliases or English that quotes Japanese', () => {
  const source = [
    "export const labels = {ja: {title: 'タイトル'}, en: {title: 'Title'}};",
    "entry('fip', 'support', '/x', ['FIP', ['フィード・イン・プレミアム'], '定義です。'], ['FIP', ['FIP'], 'Called 交付期間 in Japanese.']);",
    'const t = `${n}件の結果`;',
  ].join('\n');
  assert.deepEqual(
    typeScriptStrings('x.ts', source).map(({key, text, line}) => [key, text, line]),
    [
      ['labels.ja.title', 'タイトル', 1],
      ["entry('fip')", '定義です。', 2],
      ['t', '0件の結果', 3],
    ],
  );
});

test('code.json: messages keyed by id', () => {
  const strings = codeJsonStrings(
    'code.json',
    '{\n  "a.b": {"message": "検索"},\n  "c": {"message": "OK"}\n}\n',
  );
  assert.deepEqual(strings, [{file: 'code.json', line: 2, key: 'a.b', text: '検索'}]);
});

test('a file is one document, each string a paragraph, inline code as short as a name', () => {
  const one = {file: 'f', line: 3, key: 'a', text: '一行目\n二行目'};
  const two = {file: 'f', line: 9, key: 'b', text: 'コード`very-long-code-name`です。'};
  const document = asDocument([one, two]);
  assert.equal(document.text, '一行目\n二行目\n\nコード`0`です。\n');
  assert.deepEqual(document.starts, [1, 4]);
});

test('the lazily loaded components’ strings: their Japanese values, keyed under ja, and no English', () => {
  const root = new URL('../../..', import.meta.url).pathname;
  const files = sourceStringFiles(root).filter((file) => file.endsWith('.strings.ts'));
  assert.ok(files.includes('src/components/api/TryIt/Panel.strings.ts'), files.join(', '));
  const keys = files.flatMap((file) => stringsOf(root, file).map(({key}) => `${file} ${key}`));
  assert.ok(keys.includes('src/components/api/TryIt/Panel.strings.ts ja.problemType'));
  assert.deepEqual(
    keys.filter((key) => !/ ja\.\w+$/.test(key)),
    [],
  );
});
