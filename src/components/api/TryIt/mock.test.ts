import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {OpenApi} from '../../../openapi/document';
import type {Json} from '../../../openapi/types';
import {schemaValidator} from '../../../openapi/validate';
import {documentedAnswer, mockAnswer} from './mock';
import {buildRequest, checkForm, type FormValues} from './request';
import type {TryOperation} from './types';

const root = join(__dirname, '..', '..', '..', '..', 'static', 'openapi', 'try');
const load = (version: string, locale: string, id: string) =>
  JSON.parse(readFileSync(join(root, version, locale, `${id}.json`), 'utf8')) as TryOperation;
const all = readdirSync(root).flatMap((version) =>
  readdirSync(join(root, version, 'ja')).map((file) =>
    load(version, 'ja', file.replace('.json', '')),
  ),
);

function start(operation: TryOperation): FormValues {
  return {
    params: Object.fromEntries(operation.parameters.map((p) => [p.name, p.example])),
    body: operation.body ? JSON.stringify(operation.body.example) : '',
  };
}

function ask(
  operation: TryOperation,
  values: FormValues,
  key = '',
  memory = new Map<string, string>(),
  asked?: number,
) {
  const request = buildRequest(operation, values, key);
  return mockAnswer(operation, request, checkForm(operation, values), key, memory, asked);
}

test('every operation answers its first call from the form as it opens with a documented success', () => {
  for (const operation of all) {
    const values = start(operation);
    assert.deepEqual(checkForm(operation, values), {params: {}, body: []}, operation.operationId);
    const answer = ask(operation, values);
    assert.ok(
      answer.status >= 200 && answer.status < 300,
      `${operation.operationId}: ${answer.status}`,
    );
    assert.ok(answer.body, `${operation.operationId}: the success has no example body`);
  }
});

/** Every value of `key` anywhere in a JSON value. */
function valuesOf(node: unknown, key: string): unknown[] {
  if (Array.isArray(node)) return node.flatMap((item) => valuesOf(item, key));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([name, value]) => [
    ...(name === key ? [value] : []),
    ...valuesOf(value, key),
  ]);
}

test('the form as it opens asks for what the first success example answers', () => {
  for (const operation of all) {
    const sent = start(operation).params;
    const example = operation.responses.find((response) => response.status.startsWith('2'));
    const body = example?.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') continue;
    const id = operation.operationId;
    // The slots answered lie inside the range asked for (v2 from/to, v1 start/end).
    const from = sent.from || sent.start;
    const to = sent.to || sent.end;
    const slots = [...valuesOf(body, 'slotStart'), ...valuesOf(body, 'period_start')].map((slot) =>
      Date.parse(String(slot)),
    );
    for (const slot of slots) {
      if (from) assert.ok(slot >= Date.parse(from), `${id}: a slot before ${from}`);
      if (to) assert.ok(slot < Date.parse(to), `${id}: a slot at or after ${to}`);
    }
    // A field that echoes a parameter (issue, groupBy, series, the IDs) says what the form sends.
    for (const parameter of operation.parameters) {
      const echoed: unknown = body[parameter.name];
      if (typeof echoed !== 'string' && typeof echoed !== 'number' && typeof echoed !== 'boolean')
        continue;
      // A parameter left empty leaves the choice to the API's default.
      if (parameter.example !== '')
        assert.equal(parameter.example, String(echoed), `${id}: ${parameter.name}`);
    }
    if ('includeMembers' in sent)
      assert.equal(
        sent.includeMembers === 'true',
        valuesOf(valuesOf(body, 'values'), 'members').length > 0,
        `${id}: includeMembers`,
      );
    if ('areas' in sent)
      assert.deepEqual(
        valuesOf(body.series, 'area'),
        sent.areas.split(','),
        `${id}: areas in the order asked`,
      );
    const answer = ask(operation, start(operation));
    assert.deepEqual(
      (JSON.parse(answer.body ?? '{}') as {values?: unknown}).values,
      body.values,
      `${id}: answered with another example`,
    );
  }
});

test('a reader provokes each documented error the way the API would produce it', () => {
  const post = load('v2', 'ja', 'addAssetActuals');
  const values = start(post);
  assert.equal(ask(post, {...values, body: '{"records": ['}).status, 400);
  assert.equal(ask(post, values, 'hck_short').status, 401);
  assert.equal(ask(post, {...values, params: {...values.params, assetId: 'ast-999'}}).status, 404);
  assert.equal(
    ask(post, {...values, body: '{"records": [{"slotStart": "2026-11-16T11:00:00+09:00"}]}'})
      .status,
    422,
  );
  const memory = new Map<string, string>();
  const keyed = {
    ...values,
    params: {...values.params, 'Idempotency-Key': 'upload-ast-001-2026-11-16-r1'},
  };
  assert.equal(ask(post, keyed, '', memory).status, 200);
  const replay = ask(post, keyed, '', memory);
  assert.equal(replay.status, 200);
  assert.ok(
    replay.headers.some(([name, value]) => name === 'Idempotent-Replayed' && value === 'true'),
  );
  assert.equal(
    ask(
      post,
      {
        ...keyed,
        body: '{"records": [{"slotStart": "2026-11-16T12:00:00+09:00", "exportedKwh": 1}]}',
      },
      '',
      memory,
    ).status,
    409,
  );

  const limited = ask(post, values, '', new Map(), 429);
  assert.equal(limited.status, 429);
  assert.ok(
    limited.headers.some(([name]) => name === 'Retry-After'),
    'a 429 says when to retry',
  );
});

test('an error the document has no example for is built from its documented problem type', () => {
  const get = load('v2', 'en', 'getAsset');
  const request = buildRequest(get, start(get), '');
  const withoutExample = get.responses.find((r) => Number(r.status) >= 400 && r.body === undefined);
  assert.ok(withoutExample, 'getAsset documents an error without an example');
  const status = Number(withoutExample.status);
  const answer = documentedAnswer(get, status, request, 'asked');
  const body = JSON.parse(answer.body!) as Record<string, unknown>;
  assert.equal(body.status, status);
  assert.equal(body.type, get.errors.find((e) => e.status === status)!.type);
  assert.equal(body.instance, '/v2/assets/ast-001');
  assert.ok(body.title && body.detail && body.requestId);
  assert.deepEqual(answer.headers[0], ['Content-Type', 'application/problem+json']);
  const v1 = load('v1', 'en', 'v1GetAsset');
  const v1Body = JSON.parse(
    documentedAnswer(v1, 401, buildRequest(v1, start(v1), ''), 'asked').body!,
  ) as {error: {code: string; message: string}};
  assert.ok(v1Body.error.code && v1Body.error.message);
});

const header = (answer: {headers: [string, string][]}, name: string) =>
  answer.headers.find(([candidate]) => candidate === name)?.[1];

test('a battery spec answers for its own example asset and 404s a solar one', () => {
  for (const id of ['getBatteryOptimizationSpec', 'patchBatteryOptimizationSpec']) {
    const operation = load('v2', 'ja', id);
    const values = start(operation);
    assert.equal(values.params.assetId, 'ast-004', id);
    const answer = ask(operation, values);
    assert.equal(answer.status, 200, id);
    assert.match(header(answer, 'ETag') ?? '', /^"rev-\d+"$/, `${id}: the 200 carries its ETag`);
    const solar = ask(operation, {...values, params: {...values.params, assetId: 'ast-001'}});
    assert.equal(solar.status, 404, id);
    const body = JSON.parse(solar.body!) as {type: string; instance: string};
    assert.match(body.type, /\/not-found$/);
    assert.equal(body.instance, '/v2/assets/ast-001/battery-optimization-spec');
  }
});

test('a PATCH answers 428 without If-Match and 412 with another ETag than the GET shows', () => {
  const patch = load('v2', 'en', 'patchBatteryOptimizationSpec');
  const get = load('v2', 'en', 'getBatteryOptimizationSpec');
  const current = get.responses.find((r) => r.status === '200')!.headers.ETag;
  assert.equal(patch.currentETag, current);
  const values = start(patch);
  const without = {...values, params: {...values.params, 'If-Match': ''}};
  assert.equal(ask(patch, without).status, 428);
  assert.equal(ask(patch, {...without, body: '{"battery": {"minSocPct": 200}}'}).status, 428);
  const stale = {...values, params: {...values.params, 'If-Match': '"rev-6"'}};
  assert.equal(ask(patch, stale).status, 412);
  assert.equal(ask(patch, {...values, body: '{"battery": {"minSocPct": 200}}'}).status, 422);
});

test('an unknown asset on forecasts is not found, not a forecast still to come', () => {
  const forecasts = load('v2', 'en', 'getAssetForecasts');
  const values = start(forecasts);
  const answer = ask(forecasts, {...values, params: {...values.params, assetId: 'ast-999'}});
  assert.equal(answer.status, 404);
  assert.match((JSON.parse(answer.body!) as {type: string}).type, /\/not-found$/);
});

test('mocked bodies carry the request ID of their header, the key sent and the failure that happened', () => {
  const post = load('v2', 'en', 'addAssetActuals');
  const values = start(post);
  for (const status of [200, 401, 409, 422, 429]) {
    const answer = ask(post, values, '', new Map(), status);
    const body = JSON.parse(answer.body!) as {requestId?: string};
    if (body.requestId !== undefined)
      assert.equal(body.requestId, header(answer, 'X-Request-Id'), String(status));
  }
  const limited = ask(post, values, '', new Map(), 429);
  assert.match(
    (JSON.parse(limited.body!) as {detail: string}).detail,
    new RegExp(`Retry after ${header(limited, 'Retry-After')} seconds`),
  );
  assert.equal(header(ask(post, values), 'X-RateLimit-Limit'), '60');

  const unauthorized = ask(post, values, 'hck_short');
  assert.equal(header(unauthorized, 'WWW-Authenticate'), 'Bearer');
  const malformed = JSON.parse(unauthorized.body!) as {detail: string};
  assert.match(malformed.detail, /malformed/);
  assert.doesNotMatch(malformed.detail, /has been revoked/);

  const memory = new Map<string, string>();
  const keyed = {...values, params: {...values.params, 'Idempotency-Key': 'my-key-42'}};
  ask(post, keyed, '', memory);
  const reused = ask(
    post,
    {...keyed, body: '{"records": [{"slotStart": "2026-11-16T12:00:00+09:00", "exportedKwh": 1}]}'},
    '',
    memory,
  );
  assert.equal(reused.status, 409);
  assert.match((JSON.parse(reused.body!) as {detail: string}).detail, /Key 'my-key-42'/);
});

test('more decimals than x-decimal-places allows is a 422, as the API answers', () => {
  const post = load('v2', 'en', 'addAssetActuals');
  const values = start(post);
  const body = '{"records": [{"slotStart": "2026-11-16T12:00:00+09:00", "exportedKwh": 1.23456}]}';
  const problems = checkForm(post, {...values, body});
  assert.deepEqual(problems.body, [
    {path: 'records[0].exportedKwh', code: 'decimalPlaces', limit: 3},
  ]);
  assert.equal(ask(post, {...values, body}).status, 422);
  const fine = '{"records": [{"slotStart": "2026-11-16T12:00:00+09:00", "exportedKwh": 0.102}]}';
  assert.deepEqual(checkForm(post, {...values, body: fine}).body, []);
});

test('a 429 says the bucket is empty until Retry-After, and every problem names the request that caused it', () => {
  const get = load('v2', 'en', 'getAsset');
  const request = buildRequest(get, start(get), '');
  const limited = mockAnswer(get, request, checkForm(get, start(get)), '', new Map(), 429);
  const header = (name: string) => limited.headers.find(([key]) => key === name)?.[1];
  assert.equal(header('X-RateLimit-Remaining'), '0');
  assert.equal(header('X-RateLimit-Reset'), header('Retry-After'));
  const body = JSON.parse(limited.body!) as {instance?: string; requestId?: string};
  assert.equal(body.instance, '/v2/assets/ast-001');
  assert.equal(body.requestId, header('X-Request-Id'));
});

test("a body that breaks the schema answers 422 with the reader's own violations, in the order sent, as the document's Problem", async () => {
  const api = await OpenApi.load('static/openapi/v2.yaml');
  const check = schemaValidator(api, 'https://docs.hinata-cloud.example/openapi/v2.yaml');
  const body = JSON.stringify({
    records: [
      {slotStart: '2026-11-16 11:00', exportedKwh: 1},
      {slotStart: '2026-11-16T11:30:00+09:00', exportedKwh: 1.23456},
    ],
  });
  for (const [locale, sent, decimals] of [
    [
      'en',
      'slotStart must be a date-time with an offset, for example 2026-11-16T00:00:00+09:00; got 2026-11-16 11:00.',
      'exportedKwh must have at most 3 decimal places; got 1.23456.',
    ],
    [
      'ja',
      'slotStartはオフセット付きの日時にしてください（例：2026-11-16T00:00:00+09:00）。受け取った値は2026-11-16 11:00です。',
      'exportedKwhの小数点以下は3桁までにしてください。受け取った値は1.23456です。',
    ],
  ] as const) {
    const post = load('v2', locale, 'addAssetActuals');
    const answer = ask(post, {...start(post), body});
    assert.equal(answer.status, 422, locale);
    assert.equal(answer.reason, 'body');
    const problem = JSON.parse(answer.body!) as {type: string; detail: string; errors: Json[]};
    assert.deepEqual(check({$ref: '#/components/schemas/Problem'}, problem), [], locale);
    assert.match(problem.type, /\/validation-error$/);
    assert.equal(
      problem.detail,
      locale === 'en' ? '2 fields are invalid.' : '2件のフィールドに誤りがあります。',
    );
    assert.deepEqual(problem.errors, [
      {pointer: '/records/0/slotStart', code: 'invalid-format', detail: sent},
      {pointer: '/records/1/exportedKwh', code: 'too-many-decimals', detail: decimals},
    ]);
  }
  const missing = JSON.parse(
    ask(load('v2', 'en', 'addAssetActuals'), {
      ...start(load('v2', 'en', 'addAssetActuals')),
      body: '{"records": [{"slotStart": "2026-11-16T11:00:00+09:00"}], "extra": 1}',
    }).body!,
  ) as {errors: Json[]};
  assert.deepEqual(check({$ref: '#/components/schemas/Problem'}, missing), []);
  assert.deepEqual(missing.errors, [
    {pointer: '/records/0/exportedKwh', code: 'required', detail: 'exportedKwh is required.'},
    {pointer: '/extra', code: 'unknown-field', detail: 'extra is not a field of this body.'},
  ]);
});

test('a slot off :00 or :30 and an ID of no known type are named as the document names them', async () => {
  const api = await OpenApi.load('static/openapi/v2.yaml');
  const check = schemaValidator(api, 'https://docs.hinata-cloud.example/openapi/v2.yaml');
  const post = load('v2', 'en', 'addAssetActuals');
  const slot = ask(post, {
    ...start(post),
    body: '{"records": [{"slotStart": "2026-11-16T08:45:00+09:00", "exportedKwh": 1}]}',
  });
  assert.deepEqual((JSON.parse(slot.body!) as {errors: Json[]}).errors, [
    {
      pointer: '/records/0/slotStart',
      code: 'not-slot-aligned',
      detail: 'slotStart must be on :00 or :30; got 2026-11-16T08:45:00+09:00.',
    },
  ]);
  for (const locale of ['en', 'ja'] as const) {
    const get = load('v2', locale, 'getAsset');
    const values = {...start(get), params: {...start(get).params, assetId: 'sit-001'}};
    assert.deepEqual(Object.keys(checkForm(get, values).params), ['assetId']);
    const answer = ask(get, values);
    assert.equal(answer.status, 400);
    const problem = JSON.parse(answer.body!) as {type: string; detail: string; errors: Json[]};
    assert.deepEqual(check({$ref: '#/components/schemas/Problem'}, problem), [], locale);
    assert.match(problem.type, /\/invalid-request$/);
    assert.deepEqual(problem.errors, [
      {
        parameter: 'assetId',
        code: 'invalid-format',
        detail:
          locale === 'en'
            ? 'assetId must match ^(ws|ast|bg|usr|key)-[A-Za-z0-9_-]+$; got sit-001.'
            : 'assetIdの形式（^(ws|ast|bg|usr|key)-[A-Za-z0-9_-]+$）に合いません。受け取った値はsit-001です。',
      },
    ]);
    assert.equal(
      problem.detail,
      locale === 'en' ? '1 parameter is invalid.' : '1件のパラメータに誤りがあります。',
    );
  }
});

test('an asset answers with its ETag, and If-None-Match with that ETag answers 304 without a body', () => {
  const get = load('v2', 'en', 'getAsset');
  const first = ask(get, start(get));
  assert.equal(first.status, 200);
  const etag = header(first, 'ETag');
  assert.equal(etag, '"a7f3c19e"');
  const again = ask(get, {...start(get), params: {...start(get).params, 'If-None-Match': etag}});
  assert.equal(again.status, 304);
  assert.equal(again.reason, 'not-modified');
  assert.equal(again.body, undefined);
  assert.equal(header(again, 'ETag'), etag);
  const other = ask(get, {...start(get), params: {...start(get).params, 'If-None-Match': '"b0"'}});
  assert.equal(other.status, 200);
});

test("a 412 names the ETag the reader sent and the current one, in the page's language", () => {
  for (const [locale, detail] of [
    ['en', /^If-Match "rev-6" does not match the current ETag "rev-7"\./],
    ['ja', /^If-Matchの"rev-6"が現在のETagの"rev-7"と一致しません。/],
  ] as const) {
    const patch = load('v2', locale, 'patchBatteryOptimizationSpec');
    const values = start(patch);
    const stale = ask(patch, {...values, params: {...values.params, 'If-Match': '"rev-6"'}});
    assert.equal(stale.status, 412);
    assert.match((JSON.parse(stale.body!) as {detail: string}).detail, detail);
    assert.equal(header(stale, 'ETag'), '"rev-7"');
  }
});

const problemOf = (answer: {body?: string}) =>
  JSON.parse(answer.body ?? '{}') as {type?: string; status?: number; errors?: {code: string}[]};

test('a request example the document pairs with an error by name answers with that error example', () => {
  const search = load('v2', 'en', 'searchAssets');
  const inverted = search.body?.examples?.find((example) => example.name === 'inverted-range');
  assert.ok(inverted);
  const answer = ask(search, {...start(search), body: JSON.stringify(inverted.value)});
  assert.equal(answer.status, 422);
  assert.equal(answer.reason, 'example');
  const sent = JSON.parse(answer.body!) as {requestId: string};
  assert.deepEqual(sent, {
    ...(search.responses.find((r) => r.name === 'inverted-range')?.body as object),
    requestId: sent.requestId,
    instance: '/v2/assets/search',
  });
  const patch = load('v2', 'ja', 'patchBatteryOptimizationSpec');
  const soc = patch.body?.examples?.find((example) => example.name === 'inverted-soc');
  assert.ok(soc);
  const rejected = ask(patch, {...start(patch), body: JSON.stringify(soc.value)});
  assert.equal(rejected.status, 422);
  assert.match(problemOf(rejected).type ?? '', /\/validation-error$/);
  // The other named examples are accepted.
  const narrow = patch.body?.examples?.find((example) => example.name === 'narrow-soc');
  assert.equal(ask(patch, {...start(patch), body: JSON.stringify(narrow?.value)}).status, 200);
});

test('the success example follows the request: validateOnly echoes, and an asset answers as itself', () => {
  const post = load('v2', 'en', 'addAssetActuals');
  for (const flag of ['true', 'false']) {
    const values = start(post);
    const answer = ask(post, {...values, params: {...values.params, validateOnly: flag}});
    assert.equal(answer.status, 200);
    assert.equal(String((JSON.parse(answer.body!) as {validateOnly: boolean}).validateOnly), flag);
  }
  const get = load('v2', 'en', 'getAsset');
  for (const id of ['ast-001', 'ast-004', 'ast-006']) {
    const values = start(get);
    const answer = ask(get, {...values, params: {...values.params, assetId: id}});
    assert.equal(answer.status, 200, id);
    assert.equal((JSON.parse(answer.body!) as {id: string}).id, id);
  }
});

test('every ID in an operation’s examples is known, and a 404 example about an ID answers for it', () => {
  const spec = load('v2', 'en', 'getBatteryOptimizationSpec');
  const values = start(spec);
  assert.equal(ask(spec, {...values, params: {...values.params, assetId: 'ast-006'}}).status, 200);
  const forecasts = load('v2', 'en', 'getAssetForecasts');
  const early = ask(forecasts, {
    ...start(forecasts),
    params: {...start(forecasts).params, assetId: 'ast-005'},
  });
  assert.equal(early.status, 404);
  const documentedType = (
    forecasts.responses.find((r) => r.name === 'not-operating')?.body as {type: string}
  ).type;
  assert.equal(problemOf(early).type, documentedType);
  assert.match(early.body ?? '', /ast-005/);
});

test('a negative energy value is negative-value, and okinawa is the documented unsupported-area', async () => {
  const api = await OpenApi.load('static/openapi/v2.yaml');
  const check = schemaValidator(api, 'https://docs.hinata-cloud.example/openapi/v2.yaml');
  const post = load('v2', 'en', 'addAssetActuals');
  const negative = ask(post, {
    ...start(post),
    body: JSON.stringify({records: [{slotStart: '2026-11-16T11:00:00+09:00', exportedKwh: -1}]}),
  });
  assert.equal(negative.status, 422);
  assert.deepEqual(
    problemOf(negative).errors?.map((e) => e.code),
    ['negative-value'],
  );
  assert.deepEqual(
    check({$ref: '#/components/schemas/Problem'}, JSON.parse(negative.body!) as Json),
    [],
  );
  const prices = load('v2', 'ja', 'getPriceForecasts');
  const values = start(prices);
  const okinawa = ask(prices, {...values, params: {...values.params, areas: 'okinawa'}});
  assert.equal(okinawa.status, 400);
  assert.match(problemOf(okinawa).type ?? '', /\/unsupported-area$/);
  assert.match(okinawa.body ?? '', /JEPXの対象外/);
});

test('a 429 example that states its own headers keeps them: the workspace cap stops a key with room left', () => {
  const list = load('v2', 'en', 'getAssets');
  const limited = ask(list, start(list), '', new Map(), 429);
  const header = (name: string) => limited.headers.find(([key]) => key === name)?.[1];
  assert.equal(header('Retry-After'), '7');
  assert.equal(header('X-RateLimit-Remaining'), '212');
});

test('a PATCH answers with the merge patch applied to the resource the GET shows, one revision on', () => {
  const patch = load('v2', 'en', 'patchBatteryOptimizationSpec');
  const values = start(patch);
  const answer = ask(patch, {
    ...values,
    body: '{"battery": {"endOfDaySocPct": null, "minSocPct": 8}}',
  });
  assert.equal(answer.status, 200);
  const body = JSON.parse(answer.body ?? '{}') as {
    revision: number;
    battery: Record<string, unknown>;
  };
  assert.equal(body.battery.endOfDaySocPct, null);
  assert.equal(body.battery.minSocPct, 8);
  // Left out of the patch, as the GET shows it (rev-7), not as the documented PATCH example set it.
  assert.equal(body.battery.maxSocPct, 95);
  assert.equal(body.revision, 8);
  assert.deepEqual(
    answer.headers.find(([name]) => name === 'ETag'),
    ['ETag', '"rev-8"'],
  );
  // The hybrid's own spec (rev-3) is the one patched when its ID and ETag are sent.
  const hybrid = ask(patch, {
    ...values,
    params: {...values.params, assetId: 'ast-006', 'If-Match': '"rev-3"'},
    body: '{"battery": {"maxCyclesPerDay": 2}}',
  });
  assert.equal(hybrid.status, 200, hybrid.body);
  const hybridBody = JSON.parse(hybrid.body ?? '{}') as {assetId: string; revision: number};
  assert.equal(hybridBody.assetId, 'ast-006');
  assert.equal(hybridBody.revision, 4);
});

test('a batch of actuals is answered with its own count and first and last slot', () => {
  const post = load('v2', 'en', 'addAssetActuals');
  const values = start(post);
  const records = [
    {slotStart: '2026-11-16T14:30:00+09:00', exportedKwh: 512.1},
    {slotStart: '2026-11-16T13:30:00+09:00', exportedKwh: 600.4},
  ];
  const answer = ask(post, {...values, body: JSON.stringify({records})});
  assert.equal(answer.status, 200, answer.body);
  const body = JSON.parse(answer.body ?? '{}') as Record<string, unknown>;
  assert.equal(body.received, 2);
  assert.equal(body.created, 2);
  assert.equal(body.firstSlotStart, '2026-11-16T13:30:00+09:00');
  assert.equal(body.lastSlotStart, '2026-11-16T14:30:00+09:00');
  // The documented request keeps its documented answer.
  const documentedAnswerBody = JSON.parse(ask(post, values).body ?? '{}') as Record<
    string,
    unknown
  >;
  assert.equal(documentedAnswerBody.updated, 1);
});

test('the errors the document ties to what is sent can be caused: range, series, asOf, read-only field', () => {
  const problemType = (answer: {status: number; body?: string}) =>
    `${answer.status} ${(JSON.parse(answer.body ?? '{}') as {type?: string}).type?.split('/').pop()}`;
  const forecasts = load('v2', 'en', 'getAssetForecasts');
  const values = start(forecasts);
  const asking = (params: Record<string, string>) =>
    ask(forecasts, {...values, params: {...values.params, ...params}});
  assert.equal(problemType(asking({to: '2026-11-25T11:30:00+09:00'})), '400 range-too-large');
  // Exactly 7 days is allowed.
  assert.equal(asking({to: '2026-11-25T11:00:00+09:00'}).status, 200);
  assert.equal(
    problemType(asking({assetId: 'ast-004', series: 'generation'})),
    '400 series-not-available',
  );
  assert.equal(problemType(asking({asOf: '2026-11-16T06:00:00+09:00'})), '400 invalid-request');
  assert.equal(asking({asOf: '2026-11-16T06:00:00+09:00', issue: 'latest'}).status, 200);
  const battery = asking({assetId: 'ast-004', series: 'net-export'});
  assert.equal((JSON.parse(battery.body ?? '{}') as {assetId: string}).assetId, 'ast-004');
  const price = load('v2', 'en', 'getPriceForecasts');
  const priceValues = start(price);
  assert.equal(
    problemType(
      ask(price, {
        ...priceValues,
        params: {...priceValues.params, to: '2026-12-02T11:30:00+09:00'},
      }),
    ),
    '400 range-too-large',
  );

  const patch = load('v2', 'en', 'patchBatteryOptimizationSpec');
  const readOnly = ask(patch, {...start(patch), body: '{"revision": 99}'});
  assert.equal(problemType(readOnly), '422 validation-error');
  const errors = (JSON.parse(readOnly.body ?? '{}') as {errors: {pointer: string; code: string}[]})
    .errors;
  assert.deepEqual(
    errors.map((error) => [error.pointer, error.code]),
    [['/revision', 'read-only-field']],
  );
  // The current value of a read-only field may be sent.
  assert.equal(ask(patch, {...start(patch), body: '{"revision": 7}'}).status, 200);
});
