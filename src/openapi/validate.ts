/**
 * Checks on the OpenAPI documents themselves: the standard OpenAPI 3.1
 * schema, the documentation extensions the pages rely on, and every example
 * in the document against its JSON Schema (Ajv, draft 2020-12).
 */
import {Validator} from '@seriousme/openapi-schema-validator';
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {ApiVersion, OpenApi} from './document';
import {localizedExample, nameFields, normalize} from './render';
import type {Example, Json, MediaType, Response, Schema, SchemaOrRef} from './types';

/**
 * The precision of a decimal field. JSON Schema's `multipleOf: 0.001` would
 * say the same, but validators divide in binary floating point and reject
 * valid values (0.102 / 0.001 is not an integer in IEEE 754), so the documents
 * state precision with this extension and the checks count digits instead.
 */
export const decimalPlacesKeyword = 'x-decimal-places';

/** The number of digits after the decimal point in the shortest form of `value`. */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = value.toExponential().split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
}

/** Validates a value against a schema of the document; returns the errors. */
export type Validate = (
  schema: SchemaOrRef | undefined,
  value: Json,
  options?: {isPartial?: boolean},
) => string[];

/** Ajv instances that resolve `#/components/…` references inside one document. */
export function schemaValidator(api: OpenApi, id: string): Validate {
  const make = (source: object): Ajv2020 => {
    const ajv = new Ajv2020({strict: false, allErrors: true});
    addFormats(ajv);
    ajv.addKeyword({
      keyword: decimalPlacesKeyword,
      type: 'number',
      schemaType: 'number',
      errors: false,
      validate: (places: number, value: number) => decimalPlaces(value) <= places,
    });
    ajv.addSchema(source, id);
    return ajv;
  };
  const withoutRequired = JSON.parse(
    JSON.stringify(api.doc, (key, value: unknown) =>
      key === 'required' && Array.isArray(value) ? undefined : value,
    ),
  ) as object;
  const full = make(api.doc);
  const partial = make(withoutRequired);
  const cache = new Map<string, ValidateFunction>();
  return function validate(schema, value, {isPartial = false} = {}) {
    const key = JSON.stringify([schema, isPartial]);
    let check = cache.get(key);
    if (!check) {
      check = (isPartial ? partial : full).compile(rebase(schema ?? {}, id));
      cache.set(key, check);
    }
    const errors = check(value)
      ? []
      : (check.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
    return [...new Set(errors), ...unknownFields(api, schema, value)];
  };
}

/** Points the local references of an inline schema at the registered document. */
function rebase(schema: SchemaOrRef, id: string): object {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${id}${value}` : value,
  ) as object;
}

/**
 * Fields in an example that its schema does not define. The public schemas
 * allow extra response fields (clients must ignore them), but an example with
 * an unknown field is a typo in the documentation.
 */
export function unknownFields(
  api: OpenApi,
  schema: SchemaOrRef | undefined,
  value: Json,
  path = '',
): string[] {
  const n = normalize(api, schema);
  if (Array.isArray(value) && n.items) {
    const items = n.items;
    return value.flatMap((v, i) => unknownFields(api, items, v, `${path}/${i}`));
  }
  if (!value || typeof value !== 'object' || Array.isArray(value) || !n.properties) return [];
  const properties = n.properties;
  return Object.entries(value).flatMap(([key, v]) => {
    const property = properties[key];
    return property
      ? unknownFields(api, property, v, `${path}/${key}`)
      : [`${path}/${key} is not defined in the schema`];
  });
}

export interface DocumentExample {
  where: string;
  schema: SchemaOrRef | undefined;
  example: Example;
  status?: number;
}

/** Every example of the document: request bodies, responses and parameters. */
export function documentExamples(api: OpenApi): DocumentExample[] {
  const out: DocumentExample[] = [];
  const examplesOf = (media: MediaType): [string, Example][] =>
    Object.entries(media.examples ?? {}).map(([name, ex]) => [name, api.deref<Example>(ex)]);
  for (const o of api.operations()) {
    const body = api.deref(o.op.requestBody);
    for (const [mediaType, media] of Object.entries(body?.content ?? {})) {
      for (const [name, example] of examplesOf(media))
        out.push({where: `${o.id} request ${mediaType} "${name}"`, schema: media.schema, example});
    }
    for (const [status, res] of Object.entries(o.op.responses ?? {})) {
      for (const [mediaType, media] of Object.entries(api.deref<Response>(res).content ?? {})) {
        for (const [name, example] of examplesOf(media)) {
          out.push({
            where: `${o.id} ${status} ${mediaType} "${name}"`,
            schema: media.schema,
            example,
            status: Number(status),
          });
        }
      }
    }
  }
  for (const [name, res] of Object.entries(api.doc.components?.responses ?? {})) {
    for (const media of Object.values(api.deref<Response>(res).content ?? {})) {
      for (const [exName, example] of examplesOf(media))
        out.push({
          where: `components.responses.${name} "${exName}"`,
          schema: media.schema,
          example,
        });
    }
  }
  return out;
}

/** The values of the `name` and `asset_name` fields in an example value. */
function exampleNames(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => exampleNames(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (nameFields.includes(key) && typeof v === 'string') found.add(v);
      else exampleNames(v, found);
    }
  }
  return found;
}

/** Rules for the documentation extensions; returns a list of problems. */
export function lintDocument(api: OpenApi, version: ApiVersion): string[] {
  const {doc} = api;
  const problems: string[] = [];
  const say = (message: string): void => {
    problems.push(`${version.file}: ${message}`);
  };
  problems.push(...api.unresolvedReferences());
  const problemTypes = new Map((doc['x-problem-types'] ?? []).map((p) => [p.slug, p]));
  for (const o of api.operations()) {
    for (const key of [
      'operationId',
      'summary',
      'x-ja-summary',
      'x-permission',
      'x-docs-page',
      'x-errors',
    ] as const) {
      if (!o.op[key]) say(`${o.method} ${o.path} has no ${key}`);
    }
    const documented = new Set((o.op['x-errors'] ?? []).map((e) => String(e.status)));
    // `default` (any other error, 5xx included) is described once, not per operation in x-errors.
    for (const status of Object.keys(o.op.responses ?? {}).filter(
      (s) => /^\d/.test(s) && s >= '400',
    )) {
      if (!documented.has(status)) say(`${o.id}: response ${status} is missing from x-errors`);
    }
    for (const e of o.op['x-errors'] ?? []) {
      if (!o.op.responses?.[String(e.status)])
        say(`${o.id}: x-errors lists ${e.status}, which has no response`);
      if (version.id === 'v2' && problemTypes.get(e.type ?? '')?.status !== e.status)
        say(`${o.id}: x-errors ${e.status} ${e.type} does not match x-problem-types`);
      if (!e['x-ja-description'])
        say(`${o.id}: x-errors ${e.status} ${e.type ?? e.code} has no x-ja-description`);
    }
    for (const p of o.parameters)
      if (!p['x-ja-description']) say(`${o.id}: parameter ${p.name} has no x-ja-description`);
  }
  if (version.id === 'v2') {
    const codes = (doc['x-error-codes'] ?? []).map((c) => c.code);
    const schemaCodes = api.resolve<Schema>('#/components/schemas/ErrorCode').enum ?? [];
    if (codes.join() !== schemaCodes.join())
      say('x-error-codes and components.schemas.ErrorCode.enum differ');
  }
  const names = doc['x-ja-example-names'] ?? {};
  const usedNames = new Set<string>();
  for (const {where, example, status} of documentExamples(api)) {
    if (!example.summary) say(`${where}: example has no summary`);
    for (const name of exampleNames(example.value)) usedNames.add(name);
    const value = example.value as Record<string, Json> | undefined;
    const type = value?.type;
    if (status && typeof type === 'string' && type.includes('/problems/')) {
      const slug = type.split('/').pop() ?? '';
      const known = problemTypes.get(slug);
      if (!known) say(`${where}: unknown problem type ${slug}`);
      else if (known.status !== status || value?.status !== status || known.title !== value.title) {
        say(
          `${where}: problem type ${slug} needs status ${known.status} and title "${known.title}"`,
        );
      }
    }
  }
  for (const name of Object.keys(names)) {
    if (!usedNames.has(name))
      say(
        `x-ja-example-names: "${name}" is the ${nameFields.join(' or ')} of no example; remove it`,
      );
  }
  return problems;
}

/** The standard OpenAPI 3.1 schema check. */
export async function validateOpenApi(api: OpenApi, version: ApiVersion): Promise<string[]> {
  const validator = new Validator();
  const result = await validator.validate(
    structuredClone(api.doc) as unknown as Record<string, unknown>,
  );
  if (result.valid) return [];
  return [
    `${version.file}: not a valid OpenAPI ${api.doc.openapi} document:\n${JSON.stringify(result.errors, null, 2).slice(0, 3000)}`,
  ];
}

/** Validates every example of the document (and its Japanese variant) against its schema. */
export function validateDocumentExamples(
  api: OpenApi,
  version: ApiVersion,
  validate: Validate,
): {problems: string[]; count: number} {
  const problems: string[] = [];
  let count = 0;
  for (const {where, schema, example} of documentExamples(api)) {
    for (const locale of ['en', 'ja'] as const) {
      const value =
        locale === 'en' ? (example.value as Json) : localizedExample(api, example, locale);
      count += 1;
      for (const error of validate(schema, value))
        problems.push(`${version.file}: example ${where} (${locale}): ${error}`);
    }
  }
  return {problems, count};
}
