import assert from 'node:assert/strict';
import {test} from 'node:test';
import {history, type Revision} from './history';
import {changelog, historyTable} from './history-render';
import {OpenApi} from '../../openapi/document';

function doc(version: string, extra: string, kind: string): string {
  return `openapi: 3.1.0
info: {title: t, version: '${version}'}
servers: [{url: 'https://api.example.test/v2'}]
paths:
  /things:
    get:
      operationId: getThings
      parameters:
        - {name: limit, in: query, schema: {type: integer, maximum: 100}}
        ${extra}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  kind: ${kind}
`;
}

async function revision(text: string): Promise<Revision> {
  const api = await OpenApi.parse(text, 'src/scripts/api/inline-test.yaml');
  return {version: api.doc.info.version, api};
}

async function twoVersions() {
  const closed = '{type: string, enum: [a, b]}';
  const open = '{anyOf: [{type: string, enum: [a, b, c]}, {type: string}]}';
  const revs = [
    await revision(doc('2.0.0', '', closed)),
    await revision(
      doc('2.1.0', '- {name: since, in: query, deprecated: true, schema: {type: string}}', open),
    ),
  ];
  return {api: revs[1]?.api, h: history(undefined, revs)};
}

test('an operation page lists the operation and the items added or changed after the first version, linked to the changelog', async () => {
  const {api, h} = await twoVersions();
  assert.ok(api);
  assert.equal(
    historyTable(api, ['getThings'], 'ja', h, '../getting-started/changelog.md'),
    [
      '| 項目 | 追加 | 変更 | 非推奨 |',
      '|---|---|---|---|',
      '| エンドポイント | [2.0.0](../getting-started/changelog.md#v2-0-0) | — | — |',
      '| `since`（クエリ） | [2.1.0](../getting-started/changelog.md#v2-1-0) | — | — |',
      '| `kind`（レスポンス） | [2.0.0](../getting-started/changelog.md#v2-0-0) | [2.1.0](../getting-started/changelog.md#v2-1-0) | — |',
    ].join('\n'),
  );
});

test('the changelog lists each version, newest first, with what changed in the page language', async () => {
  const {h} = await twoVersions();
  assert.equal(
    changelog(h, 'en'),
    [
      '### 2.1.0 {/* #v2-1-0 */}',
      '',
      '| Change | Item | Details |',
      '|---|---|---|',
      '| Added | `GET /things` `since` (query) | — |',
      // A value added to an enum that was closed breaks strict clients, even when the enum opens with it.
      '| Changed (breaking) | `GET /things` `kind` (response) | New values: `c`; Now states that values not in the list may be returned |',
      '',
      '### 2.0.0 {/* #v2-0-0 */}',
      '',
      'No changes since this version was released.',
    ].join('\n'),
  );
  assert.match(
    changelog(h, 'ja'),
    /\| 変更（互換性なし） \| `GET \/things` `kind`（レスポンス） \| 追加された値：`c`。一覧にない値も返ることを明示しました。 \|/,
  );
});

test('an enum that stops admitting unlisted values reads as a closed list, in a sentence', async () => {
  const open = '{anyOf: [{type: string, enum: [a, b]}, {type: string}]}';
  const closed = '{type: string, enum: [a, b]}';
  const h = history(undefined, [
    await revision(doc('2.0.0', '', open)),
    await revision(doc('2.1.0', '', closed)),
  ]);
  assert.match(changelog(h, 'ja'), /列挙を閉じました（一覧にない値は返りません）。 \|/);
  assert.match(
    changelog(h, 'en'),
    /Enumeration closed \(no values outside the list are returned\) \|/,
  );
});

test('a parameter the API took before the document declared it (x-since) is no addition', async () => {
  const closed = '{type: string, enum: [a, b]}';
  const header = (since: string) =>
    `- {name: Accept-Language, in: header, ${since}schema: {type: string, enum: [en, ja]}}`;
  const revs = [
    await revision(doc('2.0.0', '', closed)),
    await revision(doc('2.1.0', header(''), closed)),
    await revision(doc('2.1.0', header('x-since: 2.0.0, '), closed)),
  ];
  const h = history(undefined, revs);
  const added = h.releases.flatMap((r) => r.changes).filter((c) => c.kind === 'added');
  assert.deepEqual(added, []);
  assert.equal(h.elements.get('GET /things header accept-language')?.addedIn, '2.0.0');
});

test('a dated version shows its date under its changelog heading and beside it in the operation history', async () => {
  const {api, h} = await twoVersions();
  assert.ok(api);
  const dated = {...h, releases: h.releases.map((r) => ({...r, date: '2026-03-17'}))};
  assert.match(
    changelog(dated, 'en'),
    /### 2\.1\.0 \{\/\* #v2-1-0 \*\/\}\n\nReleased on March 17, 2026\.\n\n\| Change/,
  );
  assert.match(changelog(dated, 'ja'), /\n\n2026年3月17日にリリースしました。\n\n/);
  assert.match(
    historyTable(api, ['getThings'], 'ja', dated, 'c.md'),
    /\[2\.1\.0\]\(c\.md#v2-1-0\)（2026-03-17）/,
  );
});
