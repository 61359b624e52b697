import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkContract} from './contract';
import {OpenApi} from '../../openapi/document';

/** A two-operation document: a read and a write on one path, sharing a 429 response. */
function documentWith({
  sharedExample = false,
  instance = '/v2/assets/ast-001/actuals',
  defaults = true,
  headerUsed = true,
}: {
  sharedExample?: boolean;
  instance?: string;
  defaults?: boolean;
  headerUsed?: boolean;
}) {
  const example = `
              examples:
                write-bucket:
                  summary: The write bucket is empty
                  value: {type: x, title: x, status: 429, instance: ${instance}}`;
  return `openapi: 3.1.0
info: {title: t, version: '1'}
servers: [{url: 'https://api.hinata-cloud.example/v2'}]
paths:
  /assets/{assetId}/actuals:
    get:
      operationId: getAssetActuals
      ${headerUsed ? "parameters: [{$ref: '#/components/parameters/Accept-Language'}]" : ''}
      responses:
        '200': {description: ok}
        '429': {$ref: '#/components/responses/RateLimited'}
        ${defaults ? "default: {$ref: '#/components/responses/ServerError'}" : ''}
    post:
      operationId: addAssetActuals
      responses:
        '429':
          description: limited
          content:
            application/problem+json:
              schema: {type: object}${sharedExample ? '' : example}
        default: {$ref: '#/components/responses/ServerError'}
components:
  parameters:
    Accept-Language: {name: Accept-Language, in: header, schema: {type: string}}
  responses:
    ServerError: {description: error}
    RateLimited:
      description: limited
      content:
        application/problem+json:
          schema: {type: object}${sharedExample ? example.replace(/\n {4}/g, '\n') : ''}
`;
}

const check = async (options: Parameters<typeof documentWith>[0]) =>
  checkContract(await OpenApi.parse(documentWith(options), 'static/openapi/v2.yaml'));

test('a document as strict as the prose passes', async () => {
  assert.deepEqual(await check({}), []);
});

test('an example on a shared response is reported for every operation that references it', async () => {
  const problems = await check({sharedExample: true});
  assert.equal(problems.length, 1);
  assert.match(
    problems[0] ?? '',
    /getAssetActuals .*429 example "write-bucket" comes from the shared response RateLimited/,
  );
});

test('an example whose instance the operation does not serve is reported', async () => {
  const problems = await check({instance: '/v2/assets/ast-001/forecasts'});
  assert.match(problems.join('\n'), /addAssetActuals .*instance \/v2\/assets\/ast-001\/forecasts/);
});

test('an operation without default or 5xx is reported by name', async () => {
  assert.match(
    (await check({defaults: false})).join('\n'),
    /getAssetActuals \(GET .*\) has no default or 5xx/,
  );
});

test('a header parameter read by no operation is reported', async () => {
  assert.match(
    (await check({headerUsed: false})).join('\n'),
    /header parameter Accept-Language is declared and read by no operation/,
  );
});

test('a fractional multipleOf is rejected; x-decimal-places states precision instead', async () => {
  const text = (precision: string): string => `openapi: 3.1.0
info: {title: t, version: '1'}
servers: [{url: 'https://api.hinata-cloud.example/v2'}]
paths: {}
components:
  schemas:
    Reading: {type: object, properties: {exportedKwh: {type: number, ${precision}}, slots: {type: integer, multipleOf: 2}}}
`;
  const fractional = checkContract(
    await OpenApi.parse(text('multipleOf: 0.001'), 'static/openapi/test.yaml'),
  );
  assert.deepEqual(fractional, [
    'static/openapi/test.yaml: #/components/schemas/Reading/properties/exportedKwh: multipleOf 0.001 makes standard validators reject valid decimals; write x-decimal-places: 3 instead',
  ]);
  assert.deepEqual(
    checkContract(await OpenApi.parse(text('x-decimal-places: 3'), 'static/openapi/test.yaml')),
    [],
  );
});
