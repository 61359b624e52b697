/**
 * The contract differ: what an integrator can see change between two OpenAPI
 * documents. Each document is flattened into elements (operations, their
 * parameters, and the properties of their request bodies and success
 * responses, schemas resolved), and two element sets are compared. oasdiff,
 * the usual tool, is a Go binary; npm has only a name placeholder for it, so
 * this module does the part the API pages need.
 *
 * A change is breaking when a client written against the older document can
 * fail against the newer one: an operation, parameter or property removed, a
 * new required input, a type changed, an input constraint tightened, an
 * output constraint loosened, a request enum value removed or a closed
 * response enum given a new value (an extensible one may grow; see
 * `SchemaFacts.extensible`).
 */
import {isReference, type OpenApi} from '../../openapi/document';
import type {
  Parameter,
  Reference,
  RequestBody,
  Response,
  Schema,
  SchemaOrRef,
} from '../../openapi/types';

/**
 * `security`: how the operation authenticates (scheme and header); `status`: a
 * documented response status; `media`: a response's media type; `header`: a
 * response header. `place` is the status for `media`, `header` and `response`.
 */
export type ElementKind =
  'operation' | 'parameter' | 'request' | 'response' | 'security' | 'status' | 'media' | 'header';

/** What a schema says about the values it accepts, in the terms the differ compares. */
export interface SchemaFacts {
  /** `string`, `number`, `object`, `array` … (`any` when the schema does not say). */
  type: string;
  nullable: boolean;
  format?: string;
  /** The known values of an enum or a const. */
  enum?: string[];
  /** `anyOf: [{enum: […]}, {type: string}]`: the server may send values it does not list yet. */
  extensible?: boolean;
  /** Numeric and length bounds, by keyword. */
  bounds: Record<string, number>;
  pattern?: string;
  /** Digits after the decimal point (`x-decimal-places`, or a fractional `multipleOf`). */
  decimals?: number;
  multipleOf?: number;
  default?: string;
  readOnly: boolean;
  deprecated: boolean;
  /** The schema's own `x-since`. */
  since?: Since;
}

/**
 * `x-since: {version, date}`: the release that added an operation, parameter
 * or property before this repository kept the document (its git history
 * starts after it), or the version since which the API has taken something
 * the document came to declare later. The string form gives the version only.
 */
export interface Since {
  version: string;
  /** `2026-03-17`, the release date. */
  date?: string;
}

export function sinceOf(value: unknown): Since | undefined {
  if (typeof value === 'string') return {version: value};
  if (!value || typeof value !== 'object') return undefined;
  const {version, date} = value as Record<string, unknown>;
  if (typeof version !== 'string') return undefined;
  const day = date instanceof Date ? date.toISOString().slice(0, 10) : date;
  return {version, ...(typeof day === 'string' && {date: day})};
}

export interface Element {
  /** Unique within a document: `GET /assets`, `GET /assets query limit`, `POST /x request records[].slotStart`. */
  key: string;
  kind: ElementKind;
  /** `GET /assets/{assetId}` */
  operation: string;
  /** The operation with its path parameters unnamed (`GET /assets/{}`): how versions are matched. */
  template: string;
  operationId: string;
  /** The parameter name or the property path (`records[].exportedKwh`); empty for an operation. */
  name: string;
  /** `query`, `header`, `path` for a parameter, the status for a response property. */
  place?: string;
  required: boolean;
  deprecated: boolean;
  facts?: SchemaFacts;
  /**
   * Its own `x-since`, or the one of the operation or property it belongs to
   * (see `Since`). An addition the history finds in a revision that the
   * element's `x-since` dates earlier belongs to that earlier release.
   */
  since?: Since;
}

export type Aspect =
  | 'type'
  | 'nullable'
  | 'format'
  | 'required'
  | 'enum-added'
  | 'enum-removed'
  | 'extensible'
  | 'bound'
  | 'pattern'
  | 'precision'
  | 'multiple-of'
  | 'default'
  | 'read-only';

/** One difference in one element; `from`/`to` are short literal values. */
export interface Detail {
  aspect: Aspect;
  /** The keyword of a `bound` (`maximum`, `maxLength` …). */
  keyword?: string;
  from?: string;
  to?: string;
  breaking: boolean;
}

export type ChangeKind = 'added' | 'removed' | 'changed' | 'deprecated';

export interface Change {
  kind: ChangeKind;
  /** The element as the newer document has it (the older one's for `removed`). */
  element: Element;
  details: Detail[];
  breaking: boolean;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Bounds a larger value of which accepts more values. */
const upperBounds = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'];
const lowerBounds = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'];

interface Flat {
  facts: SchemaFacts;
  properties: Record<string, SchemaOrRef>;
  required: string[];
  items?: SchemaOrRef;
}

const literal = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * A schema in one flat shape: `$ref`, `allOf`, `anyOf [X, null]`, a type list
 * with `null`, and the extensible-enum form `anyOf [{enum}, {type: string}]`.
 */
export function flatten(api: OpenApi, schema: SchemaOrRef | undefined, seen: string[] = []): Flat {
  const out: Flat = {
    facts: {type: 'any', nullable: false, bounds: {}, readOnly: false, deprecated: false},
    properties: {},
    required: [],
  };
  if (!schema) return out;
  const merge = (other: Flat): void => {
    const f = other.facts;
    out.facts = {
      ...out.facts,
      ...Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)),
      type: f.type === 'any' ? out.facts.type : f.type,
      nullable: out.facts.nullable || f.nullable,
      bounds: {...out.facts.bounds, ...f.bounds},
      readOnly: out.facts.readOnly || f.readOnly,
      deprecated: out.facts.deprecated || f.deprecated,
    };
    Object.assign(out.properties, other.properties);
    out.required.push(...other.required);
    out.items ??= other.items;
  };
  if (isReference(schema)) {
    if (seen.includes(schema.$ref)) return out;
    merge(flatten(api, api.resolve<SchemaOrRef>(schema.$ref), [...seen, schema.$ref]));
  }
  const s = schema as Schema;
  for (const part of s.allOf ?? []) merge(flatten(api, part, seen));
  const variants = s.anyOf ?? s.oneOf ?? [];
  const isNull = (x: SchemaOrRef): boolean => !isReference(x) && x.type === 'null';
  const nonNull = variants.filter((x) => !isNull(x));
  if (variants.some(isNull)) out.facts.nullable = true;
  const open = nonNull.find(
    (x) => !isReference(x) && x.type === 'string' && Object.keys(x).length === 1,
  );
  for (const part of nonNull.filter((x) => x !== open)) merge(flatten(api, part, seen));
  if (open && out.facts.enum) out.facts.extensible = true;
  else if (open) merge(flatten(api, open, seen));
  const types = Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type] : [];
  if (types.includes('null')) out.facts.nullable = true;
  const type = types.find((t) => t !== 'null');
  if (type) out.facts.type = type;
  if (s.format) out.facts.format = s.format;
  if (s.enum) out.facts.enum = s.enum.map(literal);
  if (s.const !== undefined) out.facts.enum = [literal(s.const)];
  if (out.facts.enum && out.facts.type === 'any') out.facts.type = 'string';
  for (const keyword of [...upperBounds, ...lowerBounds]) {
    const value = (s as Record<string, unknown>)[keyword];
    if (typeof value === 'number') out.facts.bounds[keyword] = value;
  }
  if (s.pattern) out.facts.pattern = s.pattern;
  if (typeof s.multipleOf === 'number') out.facts.multipleOf = s.multipleOf;
  const places = (s as Record<string, unknown>)['x-decimal-places'];
  if (typeof places === 'number') out.facts.decimals = places;
  else if (typeof s.multipleOf === 'number' && !Number.isInteger(s.multipleOf))
    out.facts.decimals = String(s.multipleOf).split('.')[1]?.length ?? 0;
  if (s.default !== undefined) out.facts.default = literal(s.default);
  if (s.readOnly) out.facts.readOnly = true;
  if (s.deprecated) out.facts.deprecated = true;
  const since = sinceOf((s as Record<string, unknown>)['x-since']);
  if (since) out.facts.since = since;
  if (s.properties) Object.assign(out.properties, s.properties);
  if (s.required) out.required.push(...s.required);
  if ('items' in s && s.items) out.items = s.items;
  if (out.facts.type === 'any' && Object.keys(out.properties).length > 0) out.facts.type = 'object';
  return out;
}

/** One element per property, nested objects and arrays of objects as dotted paths. */
function propertyElements(
  api: OpenApi,
  schema: SchemaOrRef | undefined,
  base: Omit<Element, 'key' | 'name' | 'required' | 'deprecated' | 'facts'>,
  prefix = '',
  seen: string[] = [],
): Element[] {
  const flat = flatten(api, schema);
  const target = flat.facts.type === 'array' && flat.items ? flatten(api, flat.items) : flat;
  const at = flat.facts.type === 'array' && flat.items ? `${prefix}[]` : prefix;
  const out: Element[] = [];
  const refOf = (s: SchemaOrRef | undefined): string | undefined =>
    s && isReference(s) ? s.$ref : undefined;
  for (const [name, property] of Object.entries(target.properties)) {
    const path = at ? `${at}.${name}` : name;
    const p = flatten(api, property);
    const since = p.facts.since ?? base.since;
    out.push({
      ...base,
      key: `${base.template} ${base.kind} ${base.place ? `${base.place} ` : ''}${path}`,
      name: path,
      required: target.required.includes(name),
      deprecated: p.facts.deprecated,
      facts: p.facts,
      ...(since && {since}),
    });
    const ref = refOf(property) ?? refOf(p.items);
    if (ref && seen.includes(ref)) continue;
    out.push(
      ...propertyElements(
        api,
        property,
        {...base, ...(since && {since})},
        path,
        ref ? [...seen, ref] : seen,
      ),
    );
  }
  return out;
}

/** Every element of a document. */
export function elements(api: OpenApi): Map<string, Element> {
  const out = new Map<string, Element>();
  const add = (e: Element): void => {
    out.set(e.key, e);
  };
  for (const [path, item] of Object.entries(api.doc.paths ?? {})) {
    if (!item) continue;
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      const operation = `${method.toUpperCase()} ${path}`;
      // Path parameters are positional: renaming {asset_id} to {assetId} changes no request.
      const template = `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
      const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const operationId = op.operationId ?? operation;
      const opSince = sinceOf(op['x-since']);
      add({
        key: template,
        kind: 'operation',
        operation,
        template,
        operationId,
        name: '',
        required: false,
        deprecated: Boolean(op.deprecated),
        ...(opSince && {since: opSince}),
      });
      for (const node of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const p = api.deref<Parameter>(node);
        const name =
          p.in === 'header'
            ? p.name.toLowerCase()
            : p.in === 'path'
              ? `{${pathNames.indexOf(p.name) + 1}}`
              : p.name;
        const facts = flatten(api, p.schema).facts;
        const since = sinceOf(p['x-since']) ?? opSince;
        add({
          key: `${template} ${p.in} ${name}`,
          kind: 'parameter',
          operation,
          template,
          operationId,
          name: p.name,
          place: p.in,
          required: Boolean(p.required),
          deprecated: Boolean(p.deprecated) || facts.deprecated,
          facts,
          ...(since && {since}),
        });
      }
      const body = api.deref<RequestBody>(op.requestBody as RequestBody | Reference | undefined);
      const media = Object.values(body?.content ?? {})[0];
      if (media)
        for (const e of propertyElements(api, media.schema, {
          kind: 'request',
          operation,
          operationId,
          template,
          ...(opSince && {since: opSince}),
        }))
          add(e);
      const opBase = {operation, template, operationId, required: false, deprecated: false};
      for (const requirement of op.security ?? api.doc.security ?? [])
        for (const name of Object.keys(requirement)) {
          const scheme = api.deref<{type?: string; scheme?: string; in?: string; name?: string}>(
            api.doc.components?.securitySchemes?.[name] as Reference,
          );
          // Named by what a client sends, not by the scheme's name in the document.
          const how =
            scheme.type === 'http'
              ? `Authorization: ${scheme.scheme === 'bearer' ? 'Bearer' : (scheme.scheme ?? '')}`
              : `${scheme.in ?? ''} ${scheme.name ?? name}`;
          add({...opBase, key: `${template} security ${how}`, kind: 'security', name: how});
        }
      for (const [status, node] of Object.entries(op.responses ?? {})) {
        const response = api.deref<Response>(node as Response | Reference);
        add({...opBase, key: `${template} status ${status}`, kind: 'status', name: status});
        for (const mediaType of Object.keys(response.content ?? {}))
          add({
            ...opBase,
            key: `${template} media ${status} ${mediaType}`,
            kind: 'media',
            place: status,
            name: mediaType,
          });
        for (const header of Object.keys(response.headers ?? {}))
          add({
            ...opBase,
            key: `${template} header ${status} ${header.toLowerCase()}`,
            kind: 'header',
            place: status,
            name: header,
          });
        if (!/^2\d\d$/.test(status)) continue;
        const content = Object.values(response.content ?? {})[0];
        if (!content) continue;
        for (const e of propertyElements(api, content.schema, {
          kind: 'response',
          operation,
          operationId,
          template,
          place: status,
          ...(opSince && {since: opSince}),
        }))
          add(e);
      }
    }
  }
  return out;
}

/** How messages name an element: `GET /assets/{assetId} query limit`, `POST /x request records[].slotStart`. */
export function label(e: Element): string {
  if (e.kind === 'operation') return e.operation;
  if (e.kind === 'parameter') return `${e.operation} ${e.place ?? ''} ${e.name}`;
  return `${e.operation} ${e.kind}${e.place ? ` ${e.place}` : ''} ${e.name}`;
}

/** Whether the element is something a client sends (parameters and request properties). */
const isInput = (e: Element): boolean => e.kind === 'parameter' || e.kind === 'request';

function compareFacts(before: Element, after: Element): Detail[] {
  const a = before.facts;
  const b = after.facts;
  if (!a || !b) return [];
  const input = isInput(after);
  const details: Detail[] = [];
  if (a.type !== b.type) details.push({aspect: 'type', from: a.type, to: b.type, breaking: true});
  if (a.nullable !== b.nullable)
    // A response that may now be null breaks clients; an input that may now be null does not.
    details.push({
      aspect: 'nullable',
      from: String(a.nullable),
      to: String(b.nullable),
      breaking: input ? a.nullable : b.nullable,
    });
  if (a.format !== b.format)
    details.push({aspect: 'format', from: a.format, to: b.format, breaking: true});
  if (before.required !== after.required)
    details.push({
      aspect: 'required',
      from: String(before.required),
      to: String(after.required),
      // A new required input, or a response field that may now be missing.
      breaking: input ? after.required : before.required,
    });
  const was = new Set(a.enum ?? []);
  const is = new Set(b.enum ?? []);
  if (a.enum && b.enum) {
    const added = [...is].filter((v) => !was.has(v));
    const removed = [...was].filter((v) => !is.has(v));
    if (added.length > 0)
      details.push({
        aspect: 'enum-added',
        to: added.join(', '),
        breaking: !input && !a.extensible,
      });
    if (removed.length > 0)
      details.push({aspect: 'enum-removed', from: removed.join(', '), breaking: input});
  } else if (Boolean(a.enum) !== Boolean(b.enum)) {
    // An enum added to an input restricts it; dropped from a response, anything may come back.
    details.push({
      aspect: b.enum ? 'enum-added' : 'enum-removed',
      ...(b.enum ? {to: b.enum.join(', ')} : {from: a.enum?.join(', ')}),
      breaking: input ? Boolean(b.enum) : Boolean(a.enum),
    });
  }
  if (Boolean(a.extensible) !== Boolean(b.extensible) && a.enum && b.enum)
    details.push({
      aspect: 'extensible',
      from: String(Boolean(a.extensible)),
      to: String(Boolean(b.extensible)),
      // Closing an open input list rejects values that were accepted.
      breaking: input && Boolean(a.extensible),
    });
  for (const keyword of [...upperBounds, ...lowerBounds]) {
    const x = a.bounds[keyword];
    const y = b.bounds[keyword];
    if (x === y) continue;
    const isUpper = upperBounds.includes(keyword);
    // Does the new bound accept more values than the old one? A minLength of 1 rejects
    // nothing an old pattern that never matches the empty string took.
    const implied =
      keyword === 'minLength' && x === undefined && y === 1 && matchesNothingEmpty(a.pattern);
    const wider = implied || y === undefined || (x !== undefined && (isUpper ? y > x : y < x));
    details.push({
      aspect: 'bound',
      keyword,
      from: x === undefined ? undefined : String(x),
      to: y === undefined ? undefined : String(y),
      breaking: input ? !wider : wider,
    });
  }
  if (a.pattern !== b.pattern) {
    const wider =
      b.pattern === undefined || (a.pattern !== undefined && widens(a.pattern, b.pattern));
    const narrower =
      a.pattern === undefined || (b.pattern !== undefined && widens(b.pattern, a.pattern));
    // Accepting more inputs breaks no sender; a response that may hold more breaks readers.
    details.push({
      aspect: 'pattern',
      from: a.pattern,
      to: b.pattern,
      breaking: input ? !wider : !narrower,
    });
  }
  if (a.multipleOf !== b.multipleOf)
    details.push({
      aspect: 'multiple-of',
      from: a.multipleOf === undefined ? undefined : String(a.multipleOf),
      to: b.multipleOf === undefined ? undefined : String(b.multipleOf),
      // A new step rejects inputs; a response loses its guarantee unless the precision is still stated.
      breaking: input
        ? b.multipleOf !== undefined
        : b.multipleOf === undefined && b.decimals === undefined,
    });
  if (a.decimals !== b.decimals)
    details.push({
      aspect: 'precision',
      from: a.decimals === undefined ? undefined : String(a.decimals),
      to: b.decimals === undefined ? undefined : String(b.decimals),
      // Fewer digits accepted breaks senders; more digits returned breaks readers.
      breaking: input
        ? b.decimals !== undefined && (a.decimals === undefined || b.decimals < a.decimals)
        : a.decimals !== undefined && (b.decimals === undefined || b.decimals > a.decimals),
    });
  if (a.default !== b.default)
    details.push({aspect: 'default', from: a.default, to: b.default, breaking: input});
  if (a.readOnly !== b.readOnly)
    details.push({
      aspect: 'read-only',
      from: String(a.readOnly),
      to: String(b.readOnly),
      breaking: input && b.readOnly,
    });
  return details;
}

function matchesNothingEmpty(pattern: string | undefined): boolean {
  if (pattern === undefined) return false;
  try {
    return !new RegExp(pattern, 'u').test('');
  } catch {
    return false;
  }
}

/**
 * Whether pattern `wide` accepts every value `narrow` does, as far as can be
 * told without a regex engine: `narrow` is `wide` with one of its
 * alternations `(a|b|…)` cut to one alternative (`^ast-x$` and `^(ws|ast)-x$`).
 */
export function widens(narrow: string, wide: string): boolean {
  for (const group of wide.matchAll(/\((?:\?:)?([^()]*\|[^()]*)\)/g)) {
    const before = wide.slice(0, group.index);
    const after = wide.slice((group.index ?? 0) + group[0].length);
    if (group[1]?.split('|').some((alternative) => `${before}${alternative}${after}` === narrow))
      return true;
  }
  return false;
}

/** Whether `child` lies under `parent` (a parameter or property of an operation, a nested property). */
export function isUnder(child: Element, parent: Element): boolean {
  if (child.template !== parent.template || child === parent) return false;
  if (parent.kind === 'operation') return true;
  // A status's media types, headers and properties go with it.
  if (parent.kind === 'status') return child.place === parent.name;
  return (
    child.kind === parent.kind &&
    child.place === parent.place &&
    (child.name.startsWith(`${parent.name}.`) || child.name.startsWith(`${parent.name}[]`))
  );
}

/** The changes from `before` to `after`; an added or removed element hides those under it. */
export function diff(before: OpenApi, after: OpenApi): Change[] {
  const a = elements(before);
  const b = elements(after);
  const changes: Change[] = [];
  for (const [key, element] of b) {
    const old = a.get(key);
    if (!old) {
      // A new way to authenticate replaces the old one for every client.
      const breaking = (isInput(element) && element.required) || element.kind === 'security';
      changes.push({kind: 'added', element, details: [], breaking});
      continue;
    }
    const details = compareFacts(old, element);
    if (details.length > 0)
      changes.push({
        kind: 'changed',
        element,
        details,
        breaking: details.some((d) => d.breaking),
      });
    if (element.deprecated && !old.deprecated)
      changes.push({kind: 'deprecated', element, details: [], breaking: false});
  }
  for (const [key, element] of a) {
    if (!b.has(key))
      changes.push({
        kind: 'removed',
        // Named as the operation is named now, when it is still there ({asset_id} became {assetId}).
        element: {...element, operation: b.get(element.template)?.operation ?? element.operation},
        details: [],
        // A response field a client never had to read, or an input it never had to send, is not a break…
        // but clients may rely on either, so a removal always is; only an error status may go.
        breaking: !(element.kind === 'status' && !element.name.startsWith('2')),
      });
  }
  const whole = changes.filter((c) => c.kind === 'added' || c.kind === 'removed');
  return changes.filter(
    (c) => !whole.some((w) => w.kind === c.kind && isUnder(c.element, w.element)),
  );
}

export type Level = 'major' | 'minor' | 'patch';

/**
 * The semantic-version part a set of changes needs: a breaking change → major;
 * something added or deprecated → minor; any other change (a bound widened, a
 * response enum opened) → patch.
 */
export function levelOf(changes: Change[]): Level | undefined {
  if (changes.length === 0) return undefined;
  if (changes.some((c) => c.breaking)) return 'major';
  return changes.some((c) => c.kind !== 'changed') ? 'minor' : 'patch';
}

export function parseVersion(version: string): [number, number, number] {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!m) throw new Error(`info.version "${version}" is not MAJOR.MINOR.PATCH`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The version after `version` for changes of `level`. */
export function bump(version: string, level: Level): string {
  const [major, minor, patch] = parseVersion(version);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}
