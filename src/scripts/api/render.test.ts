import assert from 'node:assert/strict';
import {test} from 'node:test';
import {OpenApi} from '../../openapi/document';
import {renderRegions} from './pages';
import {
  formatJson,
  jaSpacing,
  localized,
  localizedExample,
  renderRegion,
  type RegionContext,
} from '../../openapi/render';
import type {Example} from '../../openapi/types';

const noLinks: RegionContext = {pageLink: () => undefined};

/** A document with one operation and the given components (YAML, indented two spaces under `components:`). */
async function documentWith(components: string, operation = ''): Promise<OpenApi> {
  const text = `openapi: 3.1.0
info: {title: Test, version: '1'}
servers: [{url: 'https://api.example.test/v1'}]
paths:
  /things/{id}:
    get:
      operationId: getThing
      summary: Get a thing
${operation}      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Thing'}
components:
${components}`;
  return OpenApi.parse(text, 'src/scripts/api/inline-test.yaml');
}

const thing = `  schemas:
    Thing:
      type: object
      required: [id]
      properties:
        id: {type: string, description: ID., x-ja-description: ID。}
        size: {type: number, minimum: 0, maximum: 2500, x-unit: JPY/kWh, description: Price., x-ja-description: 価格。}
`;

test('a parameters table gives each parameter its place, type, requirement, default and limits', async () => {
  const api = await documentWith(
    thing,
    `      parameters:
        - {name: id, in: path, required: true, description: The ID., x-ja-description: ID。, schema: {type: string}}
        - name: ids
          in: query
          style: form
          explode: false
          description: Several IDs.
          x-ja-description: 複数のID。
          schema: {type: array, items: {type: string}, minItems: 1, maxItems: 50}
        - {name: limit, in: query, description: Page size., x-ja-description: 件数。, schema: {type: integer, maximum: 200, default: 50}}
`,
  );
  const table = renderRegion(api, 'parameters', ['getThing'], 'en', noLinks).split('\n');
  assert.equal(table[0], '| Name | In | Type | Required | Default | Description |');
  assert.equal(
    table[2],
    '| `id` | <span className="nowrap">path</span> | `string` | Yes | — | The ID. |',
  );
  assert.equal(
    table[3],
    '| `ids` | <span className="nowrap">query</span> | `string` (comma-separated) | No | — | Several IDs. 1–50 items. |',
  );
  assert.equal(
    table[4],
    '| `limit` | <span className="nowrap">query</span> | `integer` | No | `50` | Page size. Maximum 200. |',
  );
  const ja = renderRegion(api, 'parameters', ['getThing'], 'ja', noLinks);
  assert.match(
    ja,
    /\| `limit` \| <span className="nowrap">クエリ<\/span> \| `integer` \| — \| `50` \| 件数。最大値：200。 \|/,
  );
});

test('a schema table shows units in each language and numbers with thousands separators', async () => {
  const api = await documentWith(thing);
  const en = renderRegion(api, 'schema', ['Thing'], 'en', noLinks);
  assert.match(
    en,
    /\| `size` \| `number` \| <span className="nowrap">JPY\/kWh<\/span> \| Price\. Range: 0–2,500\. \|/,
  );
  const ja = renderRegion(api, 'schema', ['Thing'], 'ja', noLinks);
  assert.match(
    ja,
    /\| `size` \| `number` \| <span className="nowrap">円\/kWh<\/span> \| 価格。範囲：0〜2,500。 \|/,
  );
});

test('a field with English text but no Japanese text is an error that names it', async () => {
  const api = await documentWith(`  schemas:
    Thing:
      type: object
      properties:
        id: {type: string, description: ID.}
`);
  assert.throws(
    () => renderRegion(api, 'schema', ['Thing'], 'ja', noLinks),
    /Thing id: "description" has no "x-ja-description"/,
  );
});

test('braces outside code in a table cell are refused, because MDX would read them as JSX', async () => {
  const api = await documentWith(`  schemas:
    Thing:
      type: object
      properties:
        id: {type: string, description: 'One of {a, b}.', x-ja-description: 'aかb。'}
`);
  assert.throws(
    () => renderRegion(api, 'schema', ['Thing'], 'en', noLinks),
    /put braces and angle brackets in backticks/,
  );
});

test('a $ref cycle is an error that names the chain, not a stack overflow', async () => {
  const api = await documentWith(`  schemas:
    Thing:
      type: object
      properties:
        child: {$ref: '#/components/schemas/Child'}
    Child:
      type: object
      properties:
        parent: {$ref: '#/components/schemas/Thing'}
    Alias: {$ref: '#/components/schemas/Loop'}
    Loop: {$ref: '#/components/schemas/Alias'}
`);
  assert.throws(
    () => renderRegion(api, 'schema', ['Thing'], 'en', noLinks),
    /\$ref cycle #\/components\/schemas\/Thing → #\/components\/schemas\/Child → #\/components\/schemas\/Thing/,
  );
  assert.throws(() => renderRegion(api, 'schema', ['Alias'], 'en', noLinks), /\$ref cycle/);
});

test('an unknown $ref is an error that names the document and the reference', async () => {
  const api = await documentWith(`  schemas:
    Thing:
      type: object
      properties:
        part: {$ref: '#/components/schemas/Nope'}
`);
  assert.throws(
    () => renderRegion(api, 'schema', ['Thing'], 'en', noLinks),
    /src\/scripts\/api\/inline-test\.yaml: unresolved reference #\/components\/schemas\/Nope/,
  );
  assert.deepEqual(
    api.unresolvedReferences().map((p) => p.replace(/ \(.*\)/, '')),
    [
      'src/scripts/api/inline-test.yaml: unresolved reference #/components/schemas/Nope at #/components/schemas/Thing/properties/part',
    ],
  );
});

test('an example on a Japanese page shows the Japanese names, problem title and overrides', async () => {
  const api = await OpenApi.parse(
    `openapi: 3.1.0
info: {title: Test, version: '1'}
paths: {}
x-problem-types:
  - {slug: not-found, status: 404, title: Not found, x-ja-title: 見つかりません, description: x, x-ja-description: x}
x-ja-example-names:
  North Hill Solar: 北の丘太陽光発電所
`,
    'src/scripts/api/inline-test.yaml',
  );
  const example: Example = {
    value: {
      type: 'https://api.example.test/problems/not-found',
      title: 'Not found',
      detail: 'No asset.',
      assets: [{name: 'North Hill Solar'}, {asset_name: 'North Hill Solar'}, {name: 'Unlisted'}],
    },
    'x-ja-overrides': {'/detail': 'アセットがありません。'},
  };
  assert.deepEqual(localizedExample(api, example, 'ja'), {
    type: 'https://api.example.test/problems/not-found',
    title: '見つかりません',
    detail: 'アセットがありません。',
    assets: [{name: '北の丘太陽光発電所'}, {asset_name: '北の丘太陽光発電所'}, {name: 'Unlisted'}],
  });
  assert.deepEqual(localizedExample(api, example, 'en'), example.value);
  assert.throws(
    () => localizedExample(api, {value: {a: 1}, 'x-ja-overrides': {'/b': 'x'}}, 'ja'),
    /x-ja-overrides: \/b does not exist in the example/,
  );
});

test('JSON examples keep short objects on one line and break long ones', () => {
  assert.equal(formatJson({a: 1, b: [1, 2]}), '{ "a": 1, "b": [1, 2] }');
  const long = {
    data: [
      {id: 'ast-001', name: 'x'.repeat(60)},
      {id: 'ast-002', name: 'y'.repeat(60)},
    ],
    next: null,
  };
  assert.equal(
    formatJson(long),
    `{\n  "data": [\n    { "id": "ast-001", "name": "${'x'.repeat(60)}" },\n    { "id": "ast-002", "name": "${'y'.repeat(60)}" }\n  ],\n  "next": null\n}`,
  );
});

test('Japanese text loses the spaces around half-width words, except before 円', () => {
  assert.equal(jaSpacing('API キーで 100 円'), 'APIキーで100 円');
});

test('a stale region is reported by its marker, and rendering it again brings the page up to date', async () => {
  const api = await documentWith(thing);
  const page = '{/* api:begin schema Thing */}\n\n| old |\n\n{/* api:end */}\n';
  const first = renderRegions(api, '/tmp/page.md', page, 'en', []);
  assert.deepEqual(first.stale, ['schema Thing']);
  const second = renderRegions(api, '/tmp/page.md', first.source, 'en', []);
  assert.deepEqual([second.stale, second.problems, second.source], [[], [], first.source]);
});

test('an unknown region kind or operation is reported with the page and region', async () => {
  const api = await documentWith(thing);
  const page =
    '{/* api:begin tables getThing */}\n{/* api:end */}\n{/* api:begin errors nope */}\n{/* api:end */}\n';
  const {problems} = renderRegions(api, '/work/x/page.md', page, 'en', []);
  assert.equal(problems.length, 2);
  assert.match(problems[0] ?? '', /region "tables getThing": Unknown region kind "tables"/);
  assert.match(problems[1] ?? '', /region "errors nope": Unknown operationId "nope"/);
});

test('an extensible response enum lists its values and says others may be added; a closed one does not', async () => {
  const api = await documentWith(`  schemas:
    Kind: {type: string, enum: [solar, battery], description: Kind., x-ja-description: 種別。}
    Thing:
      type: object
      properties:
        kind: {anyOf: [{$ref: '#/components/schemas/Kind'}, {type: string}]}
        mode: {anyOf: [{$ref: '#/components/schemas/Kind'}, {type: string}, {type: 'null'}]}
        closed: {$ref: '#/components/schemas/Kind'}
`);
  const en = renderRegion(api, 'schema', ['Thing'], 'en', noLinks);
  assert.match(
    en,
    /\| `kind` \| `string` \| Kind\. Values: `solar`, `battery`, and others may be added\. \|/,
  );
  assert.match(
    en,
    /\| `mode` \| `string \\\| null` \| Kind\. Values: `solar`, `battery`, and others may be added\. \|/,
  );
  assert.match(en, /\| `closed` \| `string` \| Kind\. Values: `solar`, `battery`\. \|/);
  const ja = renderRegion(api, 'schema', ['Thing'], 'ja', noLinks);
  assert.match(
    ja,
    /\| `kind` \| `string` \| 種別。値：`solar`、`battery`（今後、値が増えることもあります）。 \|/,
  );
});

test('a description that states a regulatory figure cites its fact before the full stop', () => {
  const schema = {
    description: 'Old rule: 30 days a year.',
    'x-ja-description': '旧ルールは年30日です。',
    'x-source-fact': 'curtailment-rule-classes',
  };
  assert.equal(
    localized(schema, 'description', 'ja', 'test'),
    '旧ルールは年30日です<Source id="curtailment-rule-classes" />。',
  );
  assert.equal(
    localized(schema, 'description', 'en', 'test'),
    'Old rule: 30 days a year<Source id="curtailment-rule-classes" />.',
  );
  assert.throws(
    () => localized({...schema, 'x-source-fact': 'Old Rule'}, 'description', 'en', 'test'),
    /x-source-fact must be a fact id/,
  );
});
