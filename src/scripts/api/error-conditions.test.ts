import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import yaml from 'js-yaml';
import {root} from '../../openapi/document';

/**
 * The API pages' error tables (each operation's `x-errors`, the problem types and the error codes)
 * take their condition cells from `x-ja-description`. A cell that ends with 。 is made of sentences,
 * and each takes です・ます (CONTRIBUTING, Table cells): 「電力量が負の値です。」, never
 * 「電力量が負の値。」. The textlint rules cannot tell these cells from a schema's short notes, so
 * this test reads them.
 */

/** A です・ます ending, optionally followed by a note in parentheses: 「…含まれていません（スターター）。」 */
const politeSentence = /(?:です|ます|ません|ました|でした|ください)(?:（[^）]*）)?。$/;

type Described = {'x-ja-description'?: string};
type Document = {
  'x-problem-types'?: (Described & {slug: string})[];
  'x-error-codes'?: (Described & {code: string})[];
  paths: Record<string, Record<string, {'x-errors'?: (Described & {status: number})[]}>>;
};

function conditionCells(file: string): [string, string | undefined][] {
  const document = yaml.load(readFileSync(join(root, file), 'utf8')) as Document;
  const cells: [string, string | undefined][] = [
    ...(document['x-problem-types'] ?? []).map((t): [string, string | undefined] => [
      t.slug,
      t['x-ja-description'],
    ]),
    ...(document['x-error-codes'] ?? []).map((c): [string, string | undefined] => [
      c.code,
      c['x-ja-description'],
    ]),
  ];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const error of operation['x-errors'] ?? []) {
        cells.push([`${method} ${path} ${error.status}`, error['x-ja-description']]);
      }
    }
  }
  return cells;
}

/** The sentences of a cell that ends with 。 and are not です・ます. */
const plainSentences = (text: string) =>
  text.endsWith('。') ? (text.match(/[^。]+。/g) ?? []).filter((s) => !politeSentence.test(s)) : [];

test('the sentence check tells 常体 from です・ます', () => {
  assert.deepEqual(plainSentences('電力量が負の値。'), ['電力量が負の値。']);
  assert.deepEqual(plainSentences('`If-Match`が古い。GETの後に設定が変わりました。'), [
    '`If-Match`が古い。',
  ]);
  assert.deepEqual(plainSentences('電力量が負の値です。'), []);
  assert.deepEqual(plainSentences('プランに含まれていません（スターター）。'), []);
  assert.deepEqual(plainSentences('受理の確認を待っている'), []);
});

for (const file of ['static/openapi/v1.yaml', 'static/openapi/v2.yaml']) {
  test(`${file}: every sentence of an error condition is です・ます`, () => {
    const cells = conditionCells(file);
    assert.ok(cells.length > 20, `${file} has the error conditions this test reads`);
    const plain = cells.flatMap(([where, text]) =>
      plainSentences(text ?? '').map((sentence) => `${where}: ${sentence}`),
    );
    assert.deepEqual(plain, []);
  });
}
