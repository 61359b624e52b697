import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {TryOperation, TrySchema} from './types';
import {validate} from './validate';

/** Every operation's Try it data, as api:generate wrote it (both versions, English). */
function operations(): TryOperation[] {
  const root = join(__dirname, '..', '..', '..', '..', 'static', 'openapi', 'try');
  return readdirSync(root).flatMap((version) =>
    readdirSync(join(root, version, 'en')).map(
      (file) => JSON.parse(readFileSync(join(root, version, 'en', file), 'utf8')) as TryOperation,
    ),
  );
}

const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
const ajvSays = (schema: TrySchema, value: unknown) => ajv.validate(schema, value);

/** Broken copies of a valid body: each should fail the schema. */
function brokenCopies(schema: TrySchema, value: unknown): unknown[] {
  const copies: unknown[] = [];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) {
      const copy = {...record};
      delete copy[name];
      copies.push(copy);
    }
    if (schema.additionalProperties === false) copies.push({...record, notAField: 1});
    for (const [name, item] of Object.entries(record)) {
      const property = schema.properties?.[name];
      if (!property) continue;
      copies.push({...record, [name]: typeof item === 'string' ? 12 : 'text'});
      for (const broken of brokenCopies(property, item)) copies.push({...record, [name]: broken});
    }
  }
  if (Array.isArray(value) && value.length && schema.items) {
    const [first, ...rest] = value as unknown[];
    for (const broken of brokenCopies(schema.items, first)) copies.push([broken, ...rest]);
  }
  return copies;
}

test("the panel's validator accepts every documented request body, as Ajv does", () => {
  let bodies = 0;
  for (const operation of operations()) {
    if (!operation.body) continue;
    bodies += 1;
    assert.equal(
      ajvSays(operation.body.schema, operation.body.example),
      true,
      operation.operationId,
    );
    assert.deepEqual(
      validate(operation.body.schema, operation.body.example),
      [],
      operation.operationId,
    );
  }
  assert.ok(bodies >= 4, `only ${bodies} request bodies`);
});

test('it rejects exactly what Ajv rejects in broken copies of those bodies', () => {
  let copies = 0;
  for (const operation of operations()) {
    if (!operation.body) continue;
    for (const broken of brokenCopies(operation.body.schema, operation.body.example)) {
      copies += 1;
      const ours: boolean = validate(operation.body.schema, broken).length === 0;
      assert.equal(
        ours,
        ajvSays(operation.body.schema, broken),
        `${operation.operationId}: ${JSON.stringify(broken).slice(0, 200)}`,
      );
    }
  }
  assert.ok(copies >= 30, `only ${copies} broken copies`);
});

test('problems name the path, the rule and its limit', () => {
  const schema: TrySchema = {
    type: 'object',
    required: ['records'],
    properties: {
      records: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['slotStart'],
          properties: {
            slotStart: {type: 'string', format: 'date-time'},
            kwh: {type: 'number', minimum: 0},
          },
          additionalProperties: false,
        },
      },
    },
  };
  assert.deepEqual(validate(schema, {}), [{path: 'records', code: 'required'}]);
  assert.deepEqual(validate(schema, {records: []}), [
    {path: 'records', code: 'minItems', limit: 1},
  ]);
  assert.deepEqual(validate(schema, {records: [{slotStart: '2026-11-16 00:00', kwh: -1, x: 1}]}), [
    {path: 'records[0].slotStart', code: 'format', format: 'date-time'},
    {path: 'records[0].kwh', code: 'minimum', limit: 0, exclusive: false},
    {path: 'records[0].x', code: 'additional'},
  ]);
  assert.deepEqual(validate({type: ['string', 'null']}, null), []);
  assert.deepEqual(validate({anyOf: [{enum: ['a']}, {type: 'string'}]}, 'b'), []);
});
