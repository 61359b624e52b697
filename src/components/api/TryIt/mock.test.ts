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
