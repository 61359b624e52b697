import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
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
