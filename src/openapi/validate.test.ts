import assert from 'node:assert/strict';
import {test} from 'node:test';
import {OpenApi} from './document';
import {decimalPlaces, schemaValidator} from './validate';

test('decimalPlaces counts the digits of the shortest form, exponents included', () => {
  assert.deepEqual(
    [0, 12, 0.1, 0.102, 1044.75, 0.0001, 1e-7, 1.5e-7, 1e21].map(decimalPlaces),
    [0, 0, 1, 3, 2, 4, 7, 8, 0],
  );
});

test('x-decimal-places accepts every 3-decimal reading that multipleOf 0.001 rejects, and refuses a fourth digit', async () => {
  const api = await OpenApi.parse(
    `openapi: 3.1.0
info: {title: t, version: '1'}
paths: {}
components:
  schemas:
    Kwh: {type: number, minimum: 0, x-decimal-places: 3}
`,
    'static/openapi/test.yaml',
  );
  const validate = schemaValidator(api, 'https://docs.hinata-cloud.example/openapi/test.yaml');
  const schema = {$ref: '#/components/schemas/Kwh'};
  // 0.102 / 0.001 = 101.99999999999999 in IEEE 754: a multipleOf validator rejects it.
  assert.notEqual(0.102 / 0.001, 102);
  for (let i = 0; i <= 1000; i++) assert.deepEqual(validate(schema, i / 1000), [], `${i / 1000}`);
  assert.equal(validate(schema, 0.1025).length, 1);
});
