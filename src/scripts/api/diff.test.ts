import assert from 'node:assert/strict';
import {test} from 'node:test';
import {bump, diff, label, levelOf} from './diff';
import {checkReleaseNotes, checkVersions, history, unreleased, type Revision} from './history';
import {OpenApi} from '../../openapi/document';

/** A one-operation document: `POST /assets/{assetId}/actuals` with a body and a 200 response. */
function doc({
  version = '2.0.0',
  pathName = 'assetId',
  query = '',
  record = '',
  result = '',
  sourceEnum = '{type: string, enum: [csv, api]}',
  maxItems = 1488,
  deprecated = false,
}: {
  version?: string;
  pathName?: string;
  query?: string;
  record?: string;
  result?: string;
  sourceEnum?: string;
  maxItems?: number;
  deprecated?: boolean;
}): string {
  return `openapi: 3.1.0
info: {title: t, version: '${version}'}
servers: [{url: 'https://api.hinata-cloud.example/v2'}]
paths:
  /assets/{${pathName}}/actuals:
    post:
      operationId: addAssetActuals
      ${deprecated ? 'deprecated: true' : ''}
      parameters:
        - {name: ${pathName}, in: path, required: true, schema: {type: string}}
        - {name: Idempotency-Key, in: header, schema: {type: string}}
        ${query}
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [records]
              properties:
                records:
                  type: array
                  maxItems: ${maxItems}
                  items:
                    type: object
                    required: [slotStart]
                    properties:
                      slotStart: {type: string, format: date-time}
                      exportedKwh: {type: number, minimum: 0, x-decimal-places: 3}
                      ${record}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  received: {type: integer}
                  source: ${sourceEnum}
                  ${result}
`;
}

const parse = (text: string): Promise<OpenApi> => OpenApi.parse(text, 'static/openapi/test.yaml');

async function changes(before: string, after: string): Promise<string[]> {
  return diff(await parse(before), await parse(after)).map(
    (c) =>
      `${c.breaking ? 'BREAKING ' : ''}${c.kind} ${label(c.element)}${c.details.map((d) => ` ${d.aspect}${d.keyword ? ` ${d.keyword}` : ''} ${d.from ?? '—'}→${d.to ?? '—'}`).join(';')}`,
  );
}

test('identical documents and renamed path parameters have no changes', async () => {
  assert.deepEqual(await changes(doc({}), doc({})), []);
  assert.deepEqual(await changes(doc({}), doc({pathName: 'asset_id'})), []);
});

test('an optional parameter and a response field added are minor, not breaking', async () => {
  const found = await changes(
    doc({}),
    doc({
      query: '- {name: validateOnly, in: query, schema: {type: boolean}}',
      result: 'created: {type: integer}',
    }),
  );
  assert.deepEqual(found, [
    'added POST /assets/{assetId}/actuals query validateOnly',
    'added POST /assets/{assetId}/actuals response 200 created',
  ]);
});

test('a required parameter, a removed field, a tightened input and a new value of a closed response enum break clients', async () => {
  const found = await changes(
    doc({result: 'created: {type: integer}'}),
    doc({
      query: '- {name: from, in: query, required: true, schema: {type: string}}',
      maxItems: 336,
      sourceEnum: '{type: string, enum: [csv, api, manual]}',
    }),
  );
  assert.deepEqual(found, [
    'BREAKING added POST /assets/{assetId}/actuals query from',
    'BREAKING changed POST /assets/{assetId}/actuals request records bound maxItems 1488→336',
    'BREAKING changed POST /assets/{assetId}/actuals response 200 source enum-added —→manual',
    'BREAKING removed POST /assets/{assetId}/actuals response 200 created',
  ]);
});

test('an extensible response enum may grow without breaking; opening it is a patch-level change', async () => {
  const open = 'anyOf: [{type: string, enum: [csv, api]}, {type: string}]';
  const opened = diff(await parse(doc({})), await parse(doc({sourceEnum: `{${open}}`})));
  assert.deepEqual(
    opened.map((c) => [c.kind, c.breaking, c.details.map((d) => d.aspect)]),
    [['changed', false, ['extensible']]],
  );
  assert.equal(levelOf(opened), 'patch');
  const grown = await changes(
    doc({sourceEnum: `{${open}}`}),
    doc({sourceEnum: '{anyOf: [{type: string, enum: [csv, api, manual]}, {type: string}]}'}),
  );
  assert.deepEqual(grown, [
    'changed POST /assets/{assetId}/actuals response 200 source enum-added —→manual',
  ]);
});

test('an added operation hides its own parameters and properties; deprecation is reported', async () => {
  const found = await changes(doc({}), doc({deprecated: true}));
  assert.deepEqual(found, ['deprecated POST /assets/{assetId}/actuals']);
  const empty = `openapi: 3.1.0
info: {title: t, version: '1.0.0'}
servers: [{url: 'https://api.hinata-cloud.example/v1'}]
paths: {}
`;
  assert.deepEqual(await changes(empty, doc({})), ['added POST /assets/{assetId}/actuals']);
});

test('precision written as multipleOf or x-decimal-places is the same; dropping multipleOf is listed, not breaking; fewer input digits break', async () => {
  const viaMultipleOf = doc({}).replace('x-decimal-places: 3', 'multipleOf: 0.001');
  assert.deepEqual(await changes(viaMultipleOf, doc({})), [
    'changed POST /assets/{assetId}/actuals request records[].exportedKwh multiple-of 0.001→—',
  ]);
  assert.deepEqual(await changes(doc({}), viaMultipleOf), [
    'BREAKING changed POST /assets/{assetId}/actuals request records[].exportedKwh multiple-of —→0.001',
  ]);
  assert.deepEqual(
    await changes(doc({}), doc({}).replace('x-decimal-places: 3', 'x-decimal-places: 2')),
    ['BREAKING changed POST /assets/{assetId}/actuals request records[].exportedKwh precision 3→2'],
  );
});

test('versions: bump follows the level; levelOf is undefined without changes', () => {
  assert.equal(bump('2.0.0', 'minor'), '2.1.0');
  assert.equal(bump('2.1.3', 'patch'), '2.1.4');
  assert.equal(bump('2.1.3', 'major'), '3.0.0');
  assert.equal(levelOf([]), undefined);
});

async function revision(text: string, commit?: string): Promise<Revision> {
  const api = await parse(text);
  return {commit, version: api.doc.info.version, api};
}

test('history: a change kept under the released number is unreleased, and the check asks for the next version', async () => {
  const revs = [
    await revision(doc({}), 'a'),
    await revision(doc({result: 'created: {type: integer}'}), 'b'),
  ];
  const h = history(undefined, revs);
  assert.deepEqual(
    h.releases.map((r) => [r.version, r.previous, r.changes.length]),
    [
      ['2.0.0', '2.0.0', 0],
      [unreleased, '2.0.0', 1],
    ],
  );
  const problems = checkVersions('static/openapi/test.yaml', h);
  assert.equal(problems.length, 1);
  assert.match(problems[0] ?? '', /set info\.version to 2\.1\.0/);
});

test('history: the version that follows a change owns it, and each element knows when it was added and changed', async () => {
  const revs = [
    await revision(doc({}), 'a'),
    await revision(doc({result: 'created: {type: integer}'}), 'b'),
    await revision(doc({version: '2.1.0', result: 'created: {type: integer}', maxItems: 2000})),
  ];
  const h = history(undefined, revs);
  assert.deepEqual(
    h.releases.map((r) => [r.version, r.changes.length]),
    [
      ['2.0.0', 0],
      ['2.1.0', 2],
    ],
  );
  const created = h.elements.get('POST /assets/{}/actuals response 200 created');
  assert.deepEqual(created, {addedIn: '2.1.0', changedIn: []});
  const records = h.elements.get('POST /assets/{}/actuals request records');
  assert.deepEqual(records, {addedIn: '2.0.0', changedIn: ['2.1.0']});
  assert.deepEqual(checkVersions('static/openapi/test.yaml', h), []);
});

test('history: a breaking change under a minor version fails, naming the version it needs', async () => {
  const revs = [
    await revision(doc({}), 'a'),
    await revision(doc({version: '2.1.0', maxItems: 10})),
  ];
  const problems = checkVersions('static/openapi/test.yaml', history(undefined, revs));
  assert.equal(problems.length, 1);
  assert.match(problems[0] ?? '', /2\.1\.0 follows 2\.0\.0 but its changes need 3\.0\.0/);
});

test('history: a major version needs a release note naming it in both languages', async () => {
  const revs = [
    await revision(doc({}), 'a'),
    await revision(doc({version: '9.0.0', maxItems: 10})),
  ];
  const problems = checkVersions('static/openapi/test.yaml', history(undefined, revs));
  assert.equal(problems.length, 2);
  assert.match(problems[0] ?? '', /release note tagged api that names "API v9" in blog\//);
  assert.match(problems[1] ?? '', /i18n\/en\/docusaurus-plugin-content-blog\//);
});

test('a path parameter pattern widened by an alternation accepts more IDs: not breaking; narrowed, it is', async () => {
  const narrow = doc({}).replace(
    '{type: string}}',
    () => "{type: string, pattern: '^ast-[A-Za-z0-9_-]+$'}}",
  );
  const wide = doc({}).replace(
    '{type: string}}',
    () => "{type: string, minLength: 1, pattern: '^(ws|ast|bg)-[A-Za-z0-9_-]+$'}}",
  );
  assert.deepEqual(await changes(narrow, wide), [
    'changed POST /assets/{assetId}/actuals path assetId bound minLength —→1; pattern ^ast-[A-Za-z0-9_-]+$→^(ws|ast|bg)-[A-Za-z0-9_-]+$',
  ]);
  const [back] = await changes(wide, narrow);
  assert.match(back ?? '', /^BREAKING /);
});

test('a removed element is named by the operation as the newer document names it', async () => {
  const before = doc({pathName: 'asset_id', result: 'legacy: {type: string}'});
  assert.deepEqual(await changes(before, doc({})), [
    'BREAKING removed POST /assets/{assetId}/actuals response 200 legacy',
  ]);
});

const sinceDoc = (version: string, extra = '', released = ''): string =>
  doc({
    version,
    result: `created: {type: integer, x-since: {version: 2.1.0, date: '2026-03-17'}}`,
    query: extra,
  }).replace(
    "info: {title: t, version: '" + version + "'}",
    `info: {title: t, version: '${version}', x-since: {version: 2.0.0, date: '2025-07-01'}${released}}`,
  );

test('history: x-since gives an addition made before the git history its own dated release, and a revision numbered below it releases nothing', async () => {
  const revs = [
    await revision(sinceDoc('2.0.0'), 'a'),
    await revision(sinceDoc('2.0.5', '- {name: dryRun, in: query, schema: {type: boolean}}'), 'b'),
    await revision(
      sinceDoc(
        '2.2.0',
        '- {name: dryRun, in: query, schema: {type: boolean}}',
        ", x-release-date: '2026-11-28'",
      ),
      'c',
    ),
  ];
  // Declared 2.1.0 tops the first revision: 2.0.5 is no release, its change is 2.2.0's.
  const empty = `openapi: 3.1.0
info: {title: t, version: '1.9.0'}
servers: [{url: 'https://api.hinata-cloud.example/v1'}]
paths: {}
`;
  const h = history({version: '1.9.0', api: await parse(empty)}, revs);
  assert.deepEqual(
    h.releases.map((r) => [r.version, r.previous, r.date, r.changes.map((c) => label(c.element))]),
    [
      ['2.0.0', '1.9.0', '2025-07-01', ['POST /assets/{assetId}/actuals']],
      ['2.1.0', '2.0.0', '2026-03-17', ['POST /assets/{assetId}/actuals response 200 created']],
      ['2.2.0', '2.1.0', '2026-11-28', ['POST /assets/{assetId}/actuals query dryRun']],
    ],
  );
  assert.equal(h.elements.get('POST /assets/{}/actuals response 200 created')?.addedIn, '2.1.0');
  assert.deepEqual(checkVersions('static/openapi/test.yaml', h), []);
  const note = (date: string) => ({file: `blog/${date}-x.md`, date, text: ''});
  const notes = [note('2025-07-01'), note('2026-03-17'), note('2026-11-28')];
  assert.deepEqual(
    checkReleaseNotes('static/openapi/test.yaml', h, () => notes),
    [],
  );
  const problems = checkReleaseNotes('static/openapi/test.yaml', h, () => [
    ...notes.slice(0, 2),
    note('2026-01-01'),
  ]);
  assert.equal(problems.length, 4);
  assert.match(
    problems[0] ?? '',
    /2026-01-01-x\.md is tagged api but no version .* is dated 2026-01-01/,
  );
  assert.match(
    problems[1] ?? '',
    /2\.2\.0 \(minor, 2026-11-28\) has no release note tagged api dated 2026-11-28/,
  );
});

test('authentication, response statuses, media types and headers are compared: a success removed or a new scheme breaks, an error status added does not', async () => {
  const errorStatus = `        '422':
          description: invalid
          headers:
            X-Request-Id: {schema: {type: string}}
          content:
            application/problem+json: {schema: {type: object}}
`;
  const secured = (text: string, scheme: string) =>
    text.replace(
      'paths:',
      `security: [{key: []}]\ncomponents:\n  securitySchemes:\n    key: ${scheme}\npaths:`,
    );
  const base = doc({});
  assert.deepEqual(await changes(base, `${base}${errorStatus}`), [
    'added POST /assets/{assetId}/actuals status 422',
  ]);
  assert.deepEqual(await changes(`${base}${errorStatus}`, base), [
    'removed POST /assets/{assetId}/actuals status 422',
  ]);
  const withoutSuccess = base.replace(
    / {6}responses:[\s\S]*$/,
    "      responses:\n        '204': {description: none}\n",
  );
  assert.ok(
    (await changes(base, withoutSuccess)).includes(
      'BREAKING removed POST /assets/{assetId}/actuals status 200',
    ),
  );
  assert.deepEqual(
    await changes(
      secured(base, '{type: apiKey, in: header, name: X-Api-Key}'),
      secured(base, '{type: http, scheme: bearer}'),
    ),
    [
      'BREAKING added POST /assets/{assetId}/actuals security Authorization: Bearer',
      'BREAKING removed POST /assets/{assetId}/actuals security header X-Api-Key',
    ],
  );
});

test('v1 → v2 lists the move from X-Api-Key to Bearer and to problem+json errors', async () => {
  const {readFile} = await import('node:fs/promises');
  const load = async (name: string) =>
    OpenApi.parse(
      await readFile(`static/openapi/${name}.yaml`, 'utf8'),
      `static/openapi/${name}.yaml`,
    );
  const found = diff(await load('v1'), await load('v2')).map(
    (c) => `${c.breaking ? 'BREAKING ' : ''}${c.kind} ${c.element.kind} ${c.element.name}`,
  );
  assert.ok(found.includes('BREAKING removed security header X-Api-Key'));
  assert.ok(found.includes('BREAKING added security Authorization: Bearer'));
  assert.ok(found.includes('added media application/problem+json'));
});
