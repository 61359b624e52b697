/**
 * The generated clients the API overview recommends, checked against the v2
 * document (issue 34): every example of the document must be a value the
 * clients accept.
 *
 * - TypeScript: openapi-typescript generates the types, with the option the
 *   overview gives (`--default-non-nullable false`); every example is
 *   assigned to its request or response type, with a small client that reads
 *   an empty first page and an enum value added after generation, and the
 *   file is typechecked (strict, noUncheckedIndexedAccess).
 * - Python: PyPI is out of reach here, so no Python generator runs; instead
 *   clients/validate_examples.py validates every example with Python's
 *   numbers and jsonschema's keyword semantics, which is where Python clients
 *   and the document disagreed (multipleOf 0.001 rejects 0.102).
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {test} from 'node:test';
import openapiTS, {astToString} from 'openapi-typescript';
import ts from 'typescript';
import {OpenApi, root} from '../../openapi/document';
import type {Json, RequestBody, Response, SchemaOrRef} from '../../openapi/types';
import {documentExamples} from '../../openapi/validate';

const file = 'static/openapi/v2.yaml';

interface Case {
  where: string;
  /** The TypeScript type of the value, from the generated `operations`. */
  type: string;
  schema: SchemaOrRef | undefined;
  value: Json;
}

/** Every request and response example of every operation, with its generated type. */
async function cases(): Promise<Case[]> {
  const api = await OpenApi.load(file);
  const out: Case[] = [];
  for (const o of api.operations()) {
    const op = `operations[${JSON.stringify(o.id)}]`;
    const body = api.deref<RequestBody>(o.op.requestBody);
    for (const [mediaType, media] of Object.entries(body?.content ?? {}))
      for (const [name, node] of Object.entries(media.examples ?? {})) {
        const example = api.deref(node);
        out.push({
          where: `${o.id} request "${name}"`,
          type: `NonNullable<${op}['requestBody']>['content'][${JSON.stringify(mediaType)}]`,
          schema: media.schema,
          value: example.value as Json,
        });
      }
    for (const [status, node] of Object.entries(o.op.responses ?? {}))
      for (const [mediaType, media] of Object.entries(api.deref<Response>(node).content ?? {}))
        for (const [name, exampleNode] of Object.entries(media.examples ?? {}))
          out.push({
            where: `${o.id} ${status} "${name}"`,
            type: `${op}['responses'][${JSON.stringify(status)}]['content'][${JSON.stringify(mediaType)}]`,
            schema: media.schema,
            value: api.deref(exampleNode).value as Json,
          });
  }
  return out;
}

/** Typechecks one TypeScript source file; returns the diagnostics as `line: message`. */
function typecheck(source: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'hinata-client-'));
  try {
    const path = join(dir, 'client.ts');
    writeFileSync(path, source);
    const program = ts.createProgram([path], {
      strict: true,
      noUncheckedIndexedAccess: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      lib: ['lib.es2022.d.ts'],
      types: [],
    });
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const line =
        d.file && d.start !== undefined
          ? d.file.getLineAndCharacterOfPosition(d.start).line + 1
          : 0;
      return `${line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

test('openapi-typescript: the types generated from v2.yaml accept every example, an empty page and a new enum value', async () => {
  // The overview tells integrators to pass --default-non-nullable false: by default, openapi-typescript
  // makes every property with a default required, so a request could not leave out `curtailed` or `limit`.
  const types = astToString(
    await openapiTS(pathToFileURL(join(root, file)), {defaultNonNullable: false}),
  );
  const all = await cases();
  assert.equal(all.length, documentExamples(await OpenApi.load(file)).length);
  const lines = all.map(
    (c, i) => `// ${c.where}\nexport const example${i}: ${c.type} = ${JSON.stringify(c.value)};`,
  );
  const client = `
type AssetPage = operations['getAssets']['responses']['200']['content']['application/json'];
/** The first call of the overview: an empty workspace is not an error. */
export function firstAssetId(page: AssetPage): string {
  return page.data[0]?.id ?? 'no assets yet';
}
export const empty = firstAssetId({data: [], nextCursor: null});
/** A response enum takes a value added after the client was generated. */
export const laterType: AssetPage['data'][number]['type'] = 'wind';
// @ts-expect-error A request enum stays closed: the server answers 422 to a value it does not list.
export const unknownFilter: NonNullable<components['schemas']['AssetSearchRequest']['types']>[number] = 'wind';
`;
  const source = `${types}\n${client}\n${lines.join('\n')}\n`;
  const problems = typecheck(source).map((d) => {
    const line = Number(d.split(':')[0]);
    const comment = source.split('\n')[line - 2] ?? '';
    return `${comment.replace(/^\/\/ /, '')} ${d}`;
  });
  assert.deepEqual(problems, []);
});

test('the TypeScript check fails on an example that breaks its type', () => {
  const problems = typecheck(`
interface operations { getAsset: { responses: { 200: { content: { 'application/json': { id: string; capacity: { acKw: number } } } } } } }
export const example: operations['getAsset']['responses'][200]['content']['application/json'] = {id: 'ast-001', capacity: {acKw: '1990'}};
`);
  assert.equal(problems.length, 1);
  assert.match(problems[0] ?? '', /not assignable to type 'number'/);
});

function python(document: object, cases: {where: string; schema: unknown; value: unknown}[]) {
  return spawnSync('python3', [join(__dirname, 'clients', 'validate_examples.py')], {
    input: JSON.stringify({document, cases}),
    encoding: 'utf8',
  });
}

test('Python semantics: every example of v2.yaml validates', async () => {
  const api = await OpenApi.load(file);
  const all = await cases();
  const run = python(
    api.doc,
    all.map((c) => ({where: c.where, schema: c.schema ?? {}, value: c.value})),
  );
  assert.equal(run.error, undefined, 'python3 is needed for this test');
  assert.equal(run.stderr, '');
  assert.deepEqual(run.stdout.split('\n').filter(Boolean), []);
});

test('Python semantics: multipleOf 0.001 rejects 0.102 while x-decimal-places 3 accepts it, and an open response enum takes a new value', async () => {
  const api = await OpenApi.load(file);
  const asset = api.resolve<object>('#/components/schemas/AssetSummary');
  const example = (await cases()).find((c) => c.where === 'getAssets 200 "largest-first"');
  const first = (example?.value as {data: Record<string, Json>[]} | undefined)?.data[0];
  assert.ok(first);
  const run = python(api.doc, [
    {where: 'multipleOf', schema: {type: 'number', multipleOf: 0.001}, value: 0.102},
    {where: 'decimals-ok', schema: {type: 'number', 'x-decimal-places': 3}, value: 0.102},
    {where: 'decimals-4', schema: {type: 'number', 'x-decimal-places': 3}, value: 0.1025},
    {where: 'new-type', schema: asset, value: {...first, type: 'wind'}},
    {where: 'closed', schema: {$ref: '#/components/schemas/AssetType'}, value: 'wind'},
    {where: 'unknown-keyword', schema: {type: 'string', contains: {}}, value: 'x'},
  ]);
  assert.deepEqual(run.stdout.split('\n').filter(Boolean), [
    'multipleOf: /: 0.102 breaks multipleOf 0.001',
    'decimals-4: /: 0.1025 breaks x-decimal-places 3',
    "closed: /: 'wind' is not one of ['solar', 'battery', 'hybrid']",
    "unknown-keyword: /: keyword 'contains' is not implemented by this validator",
  ]);
});
