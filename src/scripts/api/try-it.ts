/**
 * The Try it panel's data (src/components/api/TryIt): for each version,
 * locale and operation, the parameters, body schema, documented examples and
 * errors it needs, as one small JSON file under `static/openapi/try/`.
 * `api:generate` writes them, `api:check` fails when one is out of date, so
 * the panel never drifts from the document.
 */
import {join} from 'node:path';
import type {
  TryError,
  TryOperation,
  TryParameter,
  TryResponse,
  TrySchema,
} from '../../components/api/TryIt/types';
import {isReference, type OpenApi, type Operation} from '../../openapi/document';
import {localizedExample} from '../../openapi/render';
import type {
  Example,
  Header,
  Json,
  Locale,
  MediaType,
  Reference,
  Schema,
  SchemaOrRef,
} from '../../openapi/types';

/** Where a version's files go, relative to the repository root. */
export function tryItDirectory(version: string, locale: Locale): string {
  return join('static', 'openapi', 'try', version, locale);
}

const schemaKeys = [
  'type',
  'enum',
  'const',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'required',
] as const;

/** The schema with references inlined and only the keywords the panel checks. */
function trimSchema(api: OpenApi, node: SchemaOrRef | undefined, seen: string[] = []): TrySchema {
  if (!node) return {};
  if (isReference(node)) {
    // A recursive schema stops being checked at its second visit.
    if (seen.includes(node.$ref)) return {};
    return trimSchema(api, api.resolve<SchemaOrRef>(node.$ref), [...seen, node.$ref]);
  }
  const schema = node as Schema & Record<string, unknown>;
  const out: TrySchema & Record<string, unknown> = {};
  for (const key of schemaKeys)
    if (schema[key] !== undefined) (out as Record<string, unknown>)[key] = schema[key];
  if (typeof schema['x-decimal-places'] === 'number')
    out.decimalPlaces = schema['x-decimal-places'];
  if (schema.items) out.items = trimSchema(api, schema.items, seen);
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, value]) => [
        name,
        trimSchema(api, value, seen),
      ]),
    );
  }
  if (typeof schema.additionalProperties === 'boolean')
    out.additionalProperties = schema.additionalProperties;
  else if (schema.additionalProperties)
    out.additionalProperties = trimSchema(api, schema.additionalProperties, seen);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[key];
    if (list) out[key] = list.map((item) => trimSchema(api, item, seen));
  }
  return out;
}

function text(node: {description?: string; 'x-ja-description'?: string}, locale: Locale): string {
  return (locale === 'ja' ? node['x-ja-description'] : undefined) ?? node.description ?? '';
}

function exampleString(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((item) => exampleString(item)).join(',');
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function firstExample(
  api: OpenApi,
  media: MediaType | undefined,
  locale: Locale,
): Json | undefined {
  if (!media) return undefined;
  const named = Object.values(media.examples ?? {})[0];
  if (named) return localizedExample(api, api.deref<Example>(named), locale);
  return media.example as Json | undefined;
}

function parameters(api: OpenApi, operation: Operation, locale: Locale): TryParameter[] {
  return operation.parameters
    .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
    .map((p) => {
      const schema = api.deref<Schema>(p.schema as SchemaOrRef | undefined);
      const named = Object.values(p.examples ?? {})[0];
      const example: unknown =
        p.example ??
        (named ? api.deref<Example>(named).value : undefined) ??
        schema?.example ??
        // The page's examples speak its language, and so does the mock: the request says so.
        (p.in === 'header' && p.name === 'Accept-Language' ? locale : undefined) ??
        (p.required ? schema?.default : undefined);
      return {
        name: p.name,
        in: p.in as TryParameter['in'],
        required: Boolean(p.required),
        schema: trimSchema(api, p.schema),
        example: exampleString(example),
        description: text(p, locale),
      };
    });
}

/**
 * A header's value in one response: the value the response's own example
 * states (`x-headers` on the example), else the header's example; the
 * `X-RateLimit-*` headers take the one for the operation's bucket
 * (`x-example-by-bucket`).
 */
function headerValue(
  api: OpenApi,
  operation: Operation,
  name: string,
  header: Header | Reference,
  stated: Record<string, unknown>,
): string | undefined {
  if (stated[name] !== undefined) return exampleString(stated[name]);
  const resolved = api.deref<Header & {'x-example-by-bucket'?: Record<string, unknown>}>(header);
  const bucket = operation.op['x-rate-limit-bucket'];
  const schema = api.deref<Schema>(resolved.schema as SchemaOrRef | undefined);
  const value: unknown =
    (bucket ? resolved['x-example-by-bucket']?.[bucket] : undefined) ??
    resolved.example ??
    schema?.example;
  return value === undefined ? undefined : exampleString(value);
}

/**
 * Every documented response, one entry per named example (the first of a
 * status is its default answer), each with the headers its example states.
 */
function responses(api: OpenApi, operation: Operation, locale: Locale): TryResponse[] {
  return Object.keys(operation.op.responses ?? {})
    .filter((status) => /^\d{3}$/.test(status))
    .flatMap((status) => {
      const response = api.response(operation, status);
      const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
      const named = Object.entries(media?.examples ?? {});
      const entries: [string | undefined, Example | undefined][] =
        named.length > 0
          ? named.map(([name, node]) => [name, api.deref<Example>(node)])
          : [[undefined, undefined]];
      return entries.map(([name, example]): TryResponse => {
        const stated: Record<string, unknown> = example?.['x-headers'] ?? {};
        const headers: Record<string, string> = {};
        for (const [header, node] of Object.entries(response.headers ?? {})) {
          const value = headerValue(api, operation, header, node, stated);
          if (value !== undefined) headers[header] = value;
        }
        const body = example
          ? localizedExample(api, example, locale)
          : firstExample(api, media, locale);
        const own = Object.keys(stated).filter((header) => headers[header] !== undefined);
        return {
          status,
          ...(name && {name}),
          headers,
          ...(own.length > 0 && {stated: own}),
          ...(mediaType && {mediaType}),
          ...(body !== undefined && {body}),
        };
      });
    });
}

/** The named examples of the request body, which the mock pairs with responses of the same name. */
function requestExamples(api: OpenApi, media: MediaType | undefined, locale: Locale) {
  return Object.entries(media?.examples ?? {}).map(([name, node]) => ({
    name,
    value: localizedExample(api, api.deref<Example>(node), locale),
  }));
}

/**
 * The IDs a path parameter knows: its example and every value of its pattern
 * and its example's kind (`ast-`) in the operation's request and success
 * examples (ast-004, ast-006 …).
 */
function knownValues(parameter: TryParameter, found: TryResponse[], bodies: unknown[]): string[] {
  const pattern = parameter.schema.pattern;
  const known = new Set(parameter.example ? [parameter.example] : []);
  const kind = /^[a-z]+-/.exec(parameter.example)?.[0];
  if (pattern && kind) {
    const test = new RegExp(pattern, 'u');
    const visit = (value: unknown): void => {
      if (typeof value === 'string' && value.startsWith(kind) && test.test(value)) known.add(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(visit);
    };
    found.filter((r) => r.status.startsWith('2')).forEach((r) => visit(r.body));
    bodies.forEach(visit);
  }
  return [...known];
}

/** The ETag the GET of the same path documents, which a conditional write's If-Match must carry. */
function currentETag(api: OpenApi, operation: Operation, locale: Locale): string | undefined {
  if (!operation.parameters.some((p) => p.name === 'If-Match')) return undefined;
  const read = api.operations().find((o) => o.path === operation.path && o.method === 'GET');
  return read
    ? responses(api, read, locale).find((r) => r.status === '200')?.headers.ETag
    : undefined;
}

/** A conditional write's resources as the GET of the same path documents them, with their ETags. */
function currentStates(
  api: OpenApi,
  operation: Operation,
  locale: Locale,
): TryOperation['current'] {
  if (!operation.parameters.some((p) => p.name === 'If-Match')) return undefined;
  const read = api.operations().find((o) => o.path === operation.path && o.method === 'GET');
  if (!read) return undefined;
  return responses(api, read, locale)
    .filter((r) => r.status === '200' && r.headers.ETag !== undefined && r.body !== undefined)
    .map((r) => ({etag: r.headers.ETag, body: r.body}));
}

function errors(api: OpenApi, operation: Operation, locale: Locale): TryError[] {
  const problemTypes = api.doc['x-problem-types'] ?? [];
  const codes = api.doc['x-error-codes'] ?? [];
  const base = `${new URL(api.serverUrl).origin}/problems/`;
  return (operation.op['x-errors'] ?? []).map((error) => {
    const problem = problemTypes.find((p) => p.slug === error.type);
    const code = codes.find((c) => c.code === error.code);
    return {
      status: error.status,
      type: error.type ? `${base}${error.type}` : (error.code ?? ''),
      title: problem
        ? locale === 'ja'
          ? problem['x-ja-title']
          : problem.title
        : code
          ? text(code, locale)
          : '',
      detail: text(error, locale),
      ...(error['x-when'] && {when: error['x-when']}),
      ...(error['x-max-range'] && {maxRange: error['x-max-range']}),
    };
  });
}

/** The top-level fields the GET of a conditional write's path marks read-only. */
function readOnlyFields(api: OpenApi, operation: Operation): string[] {
  const read = api.operations().find((o) => o.path === operation.path && o.method === 'GET');
  const media = read
    ? api.deref(read.op.responses?.['200'])?.content?.['application/json']
    : undefined;
  const schema = api.deref<Schema>(media?.schema);
  return Object.entries(schema?.properties ?? {})
    .filter(([, property]) => (property as {readOnly?: boolean}).readOnly === true)
    .map(([name]) => name);
}

/** The header that carries the API key, from the document's security scheme. */
function auth(api: OpenApi, operation: Operation): TryOperation['auth'] {
  const requirement = (operation.op.security ?? api.doc.security ?? [])[0] ?? {};
  const name = Object.keys(requirement)[0];
  const scheme = name ? api.doc.components?.securitySchemes?.[name] : undefined;
  const resolved = scheme ? api.deref(scheme) : undefined;
  if (resolved?.type === 'http' && resolved.scheme === 'bearer')
    return {header: 'Authorization', prefix: 'Bearer '};
  if (resolved?.type === 'apiKey' && resolved.in === 'header')
    return {header: resolved.name, prefix: ''};
  throw new Error(
    `${api.file}: ${operation.id} needs an http bearer or an apiKey header scheme for Try it`,
  );
}

/** The panel's data for one operation in one locale. */
export function tryItOperation(
  api: OpenApi,
  version: string,
  operation: Operation,
  locale: Locale,
): TryOperation {
  const request = api.requestSchema(operation);
  const body = request
    ? {
        mediaType: request.mediaType,
        required: Boolean(api.deref(operation.op.requestBody)?.required),
        schema: trimSchema(api, request.schema),
        example: firstExample(api, request.media, locale) ?? {},
      }
    : undefined;
  const etag = currentETag(api, operation, locale);
  const current = currentStates(api, operation, locale);
  const examples = request ? requestExamples(api, request.media, locale) : [];
  const found = responses(api, operation, locale);
  const params = parameters(api, operation, locale).map((parameter) =>
    parameter.in === 'path'
      ? {
          ...parameter,
          // A conditional write knows the resources its GET documents.
          known: knownValues(parameter, found, [
            ...examples.map((e) => e.value),
            ...(current ?? []).map((state) => state.body),
          ]),
        }
      : parameter,
  );
  return {
    version,
    locale,
    operationId: operation.id,
    method: operation.method,
    server: api.serverUrl,
    path: operation.path,
    auth: auth(api, operation),
    errorFormat: api.doc['x-problem-types'] ? 'problem' : 'v1',
    parameters: params,
    ...(body && {body: {...body, ...(examples.length > 0 && {examples})}}),
    responses: found,
    errors: errors(api, operation, locale),
    ...(etag !== undefined && {currentETag: etag}),
    ...(current !== undefined &&
      current.length > 0 && {current, readOnly: readOnlyFields(api, operation)}),
  };
}

/** Every file of a version: path relative to the repository root → content. */
export function tryItFiles(api: OpenApi, version: string, locales: readonly Locale[]) {
  const files = new Map<string, string>();
  for (const locale of locales) {
    for (const operation of api.operations()) {
      files.set(
        join(tryItDirectory(version, locale), `${operation.id}.json`),
        `${JSON.stringify(tryItOperation(api, version, operation, locale))}\n`,
      );
    }
  }
  return files;
}
