/**
 * Checks on the OpenAPI documents themselves: the standard OpenAPI 3.1
 * schema, the documentation extensions the pages rely on, and every example
 * in the document against its JSON Schema (Ajv, draft 2020-12).
 */
import {Validator} from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {deref, operations, resolvePointer} from './openapi.mjs';
import {localizedExample, normalize} from './render.mjs';

/** Ajv instances that resolve `#/components/…` references inside one document. */
export function schemaValidator(doc, id) {
  const make = (source) => {
    const ajv = new Ajv2020({strict: false, allErrors: true, multipleOfPrecision: 9});
    addFormats(ajv);
    ajv.addSchema(source, id);
    return ajv;
  };
  const withoutRequired = JSON.parse(
    JSON.stringify(doc, (key, value) =>
      key === 'required' && Array.isArray(value) ? undefined : value,
    ),
  );
  const full = make(doc);
  const partial = make(withoutRequired);
  const cache = new Map();
  return function validate(schema, value, {isPartial = false} = {}) {
    const key = JSON.stringify([schema, isPartial]);
    if (!cache.has(key)) {
      const ajv = isPartial ? partial : full;
      cache.set(key, ajv.compile(rebase(schema, id)));
    }
    const check = cache.get(key);
    const errors = check(value)
      ? []
      : check.errors.map((e) => `${e.instancePath || '/'} ${e.message}`);
    return [...new Set(errors), ...unknownFields(doc, schema, value)];
  };
}

/** Points the local references of an inline schema at the registered document. */
function rebase(schema, id) {
  return JSON.parse(JSON.stringify(schema), (key, value) =>
    key === '$ref' && value.startsWith('#') ? `${id}${value}` : value,
  );
}

/**
 * Fields in an example that its schema does not define. The public schemas
 * allow extra response fields (clients must ignore them), but an example with
 * an unknown field is a typo in the documentation.
 */
export function unknownFields(doc, schema, value, path = '') {
  const n = normalize(doc, schema);
  if (Array.isArray(value) && n.items)
    return value.flatMap((v, i) => unknownFields(doc, n.items, v, `${path}/${i}`));
  if (!value || typeof value !== 'object' || Array.isArray(value) || !n.properties) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    n.properties[key]
      ? unknownFields(doc, n.properties[key], v, `${path}/${key}`)
      : [`${path}/${key} is not defined in the schema`],
  );
}

/** Every example of the document: request bodies, responses and parameters. */
export function documentExamples(doc) {
  const out = [];
  for (const o of operations(doc)) {
    const body = deref(doc, o.op.requestBody);
    for (const [mediaType, media] of Object.entries(body?.content ?? {})) {
      for (const [name, ex] of Object.entries(media.examples ?? {})) {
        out.push({
          where: `${o.id} request ${mediaType} "${name}"`,
          schema: media.schema,
          example: deref(doc, ex),
        });
      }
    }
    for (const [status, res] of Object.entries(o.op.responses ?? {})) {
      for (const [mediaType, media] of Object.entries(deref(doc, res).content ?? {})) {
        for (const [name, ex] of Object.entries(media.examples ?? {})) {
          out.push({
            where: `${o.id} ${status} ${mediaType} "${name}"`,
            schema: media.schema,
            example: deref(doc, ex),
            status: Number(status),
          });
        }
      }
    }
  }
  for (const [name, res] of Object.entries(doc.components.responses ?? {})) {
    for (const media of Object.values(res.content ?? {})) {
      for (const [exName, ex] of Object.entries(media.examples ?? {})) {
        out.push({
          where: `components.responses.${name} "${exName}"`,
          schema: media.schema,
          example: ex,
        });
      }
    }
  }
  return out;
}

/** Rules for the documentation extensions; returns a list of problems. */
export function lintDocument(doc, version) {
  const problems = [];
  const say = (message) => problems.push(`${version.file}: ${message}`);
  const problemTypes = new Map((doc['x-problem-types'] ?? []).map((p) => [p.slug, p]));
  for (const o of operations(doc)) {
    for (const key of [
      'operationId',
      'summary',
      'x-ja-summary',
      'x-permission',
      'x-docs-page',
      'x-errors',
    ]) {
      if (!o.op[key]) say(`${o.method} ${o.path} has no ${key}`);
    }
    const documented = new Set((o.op['x-errors'] ?? []).map((e) => String(e.status)));
    for (const status of Object.keys(o.op.responses ?? {}).filter((s) => s >= '400')) {
      if (!documented.has(status)) say(`${o.id}: response ${status} is missing from x-errors`);
    }
    for (const e of o.op['x-errors'] ?? []) {
      if (!o.op.responses?.[String(e.status)])
        say(`${o.id}: x-errors lists ${e.status}, which has no response`);
      if (version.id === 'v2' && problemTypes.get(e.type)?.status !== e.status)
        say(`${o.id}: x-errors ${e.status} ${e.type} does not match x-problem-types`);
      if (!e['x-ja-description'])
        say(`${o.id}: x-errors ${e.status} ${e.type ?? e.code} has no x-ja-description`);
    }
    for (const p of o.parameters)
      if (!p['x-ja-description']) say(`${o.id}: parameter ${p.name} has no x-ja-description`);
  }
  if (version.id === 'v2') {
    const codes = doc['x-error-codes'].map((c) => c.code);
    const schemaCodes = resolvePointer(doc, '#/components/schemas/ErrorCode').enum;
    if (codes.join() !== schemaCodes.join())
      say('x-error-codes and components.schemas.ErrorCode.enum differ');
  }
  for (const {where, example, status} of documentExamples(doc)) {
    if (!example.summary) say(`${where}: example has no summary`);
    const type = example.value?.type;
    if (status && typeof type === 'string' && type.includes('/problems/')) {
      const slug = type.split('/').pop();
      const known = problemTypes.get(slug);
      if (!known) say(`${where}: unknown problem type ${slug}`);
      else if (
        known.status !== status ||
        example.value.status !== status ||
        known.title !== example.value.title
      ) {
        say(
          `${where}: problem type ${slug} needs status ${known.status} and title "${known.title}"`,
        );
      }
    }
  }
  return problems;
}

/** The standard OpenAPI 3.1 schema check. */
export async function validateOpenApi(doc, version) {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(doc));
  if (result.valid) return [];
  return [
    `${version.file}: not a valid OpenAPI ${doc.openapi} document:\n${JSON.stringify(result.errors, null, 2).slice(0, 3000)}`,
  ];
}

/** Validates every example of the document (and its Japanese variant) against its schema. */
export function validateDocumentExamples(doc, version, validate) {
  const problems = [];
  let count = 0;
  for (const {where, schema, example} of documentExamples(doc)) {
    for (const locale of ['en', 'ja']) {
      const value = locale === 'en' ? example.value : localizedExample(doc, example, locale);
      count += 1;
      for (const error of validate(schema, value))
        problems.push(`${version.file}: example ${where} (${locale}): ${error}`);
    }
  }
  return {problems, count};
}
