/**
 * Renders parts of the API pages from an OpenAPI document: parameter, field
 * and error tables, the endpoint header, the shared tables of the
 * introduction, and JSON examples. Pages hold the output between
 *   {/* api:begin <kind> <args…> *\/}  and  {/* api:end *\/}
 * markers; `npm run api:generate` writes the regions and `npm run tools -- api:check`
 * fails when one differs.
 */
import {isReference, type OpenApi, type Operation} from './document';
import type {
  Example,
  Header,
  Json,
  Locale,
  Parameter,
  Reference,
  Schema,
  SchemaOrRef,
  SecurityScheme,
} from './types';

const words = {
  en: {
    name: 'Name',
    in: 'In',
    type: 'Type',
    required: 'Required',
    default: 'Default',
    description: 'Description',
    field: 'Field',
    unit: 'Unit',
    uiLabel: 'Label in the app',
    writable: 'Writable',
    yes: 'Yes',
    no: 'No',
    status: 'Status',
    problemType: 'Problem type',
    errorCode: 'Error code',
    when: 'When',
    code: 'Code',
    meaning: 'Meaning',
    titleEn: 'Title (en)',
    titleJa: 'Title (ja)',
    slug: 'Type (slug)',
    enumName: 'Enum',
    values: 'Values',
    header: 'Header',
    direction: 'Direction',
    usedBy: 'Used by',
    request: 'request',
    responseDir: 'response',
    endpoint: 'Endpoint',
    purpose: 'Purpose',
    permission: 'Permission',
    bucket: 'Rate-limit bucket',
    plan: 'Plan',
    anyPlan: 'All plans',
    professional: 'Professional or above',
    read: 'read',
    write: 'write',
    commaSeparated: 'comma-separated',
    locations: {path: 'path', query: 'query', header: 'header', cookie: 'cookie'},
  },
  ja: {
    name: '名前',
    in: '場所',
    type: '型',
    required: '必須',
    default: '既定値',
    description: '説明',
    field: 'フィールド',
    unit: '単位',
    uiLabel: '画面の項目名',
    writable: '変更',
    yes: '〇',
    no: '—',
    status: 'ステータス',
    problemType: 'エラーの種類',
    errorCode: 'エラーコード',
    when: '発生する条件',
    code: 'コード',
    meaning: '意味',
    titleEn: 'タイトル（en）',
    titleJa: 'タイトル（ja）',
    slug: 'タイプ（スラッグ）',
    enumName: '列挙型',
    values: '値',
    header: 'ヘッダー',
    direction: '方向',
    usedBy: '使うエンドポイント',
    request: 'リクエスト',
    responseDir: 'レスポンス',
    endpoint: 'エンドポイント',
    purpose: '用途',
    permission: '権限',
    bucket: 'レート制限のバケット',
    plan: 'プラン',
    anyPlan: 'すべて',
    professional: 'プロフェッショナル以上',
    read: '読み取り',
    write: '書き込み',
    commaSeparated: 'カンマ区切り',
    locations: {path: 'パス', query: 'クエリ', header: 'ヘッダー', cookie: 'クッキー'},
  },
} satisfies Record<Locale, unknown>;

type Num = number | string;

interface Sentences {
  values: (list: string[]) => string;
  openValues: (list: string[]) => string;
  always: (v: string) => string;
  range: (a: Num, b: Num) => string;
  min: (a: Num) => string;
  max: (b: Num) => string;
  gt: (a: Num) => string;
  length: (a: Num, b: Num) => string;
  maxLength: (b: Num) => string;
  items: (a: Num, b: Num) => string;
  maxItems: (b: Num) => string;
  default: (d: string) => string;
  readOnly: string;
  join: (a: string, b: string) => string;
}

const sentences: Record<Locale, Sentences> = {
  en: {
    values: (list) => `Values: ${list.join(', ')}.`,
    openValues: (list) => `Values: ${list.join(', ')}, and others may be added.`,
    always: (v) => `Always ${v}.`,
    range: (a, b) => `Range: ${a}–${b}.`,
    min: (a) => `Minimum ${a}.`,
    max: (b) => `Maximum ${b}.`,
    gt: (a) => `Greater than ${a}.`,
    length: (a, b) => `${a}–${b} characters.`,
    maxLength: (b) => `At most ${b} characters.`,
    items: (a, b) => `${a}–${b} items.`,
    maxItems: (b) => `At most ${b} items.`,
    default: (d) => `Default: ${d}.`,
    readOnly: 'Read-only.',
    join: (a, b) => (a && b ? `${/[.:]$/.test(a) ? a : `${a}.`} ${b}` : a || b),
  },
  ja: {
    values: (list) => `値：${list.join('、')}。`,
    openValues: (list) => `値：${list.join('、')}（今後、値が増えることもあります）。`,
    always: (v) => `常に${v}。`,
    range: (a, b) => `範囲：${a}〜${b}。`,
    min: (a) => `最小値：${a}。`,
    max: (b) => `最大値：${b}。`,
    gt: (a) => `${a}より大きい値。`,
    length: (a, b) => `${a}〜${b}文字。`,
    maxLength: (b) => `最大${b}文字。`,
    items: (a, b) => `${a}〜${b}件。`,
    maxItems: (b) => `最大${b}件。`,
    default: (d) => `既定値：${d}。`,
    readOnly: '読み取り専用。',
    join: (a, b) => (a && b ? `${/[。）」]$/.test(a) ? a : `${a}。`}${b}` : a || b),
  },
};

/** Japanese text has no space between Japanese and half-width characters, except before 円. */
const jp = '\\u3040-\\u30ff\\u3400-\\u9fff\\uff01-\\uff60\\u3000-\\u303f';
export function jaSpacing(text: string): string {
  return text
    .replace(new RegExp(`([${jp}]) +([\\x21-\\x7e])`, 'g'), '$1$2')
    .replace(new RegExp(`([\\x21-\\x7e]) +([${jp}])`, 'g'), (all, a: string, b: string) =>
      /[0-9]/.test(a) && b === '円' ? all : a + b,
    );
}

/**
 * The text of `key` in the page's language; a node with English text needs
 * `x-ja-<key>`. The English text of an extension (`used-by`) is in `x-<key>`.
 */
export function localized(
  node: object,
  key: string,
  locale: Locale,
  where: string,
  englishKey = key,
): string {
  const fields = node as Record<string, unknown>;
  const text = (value: unknown): string =>
    value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const fact = key === 'description' ? fields['x-source-fact'] : undefined;
  if (locale === 'en') return withSource(text(fields[englishKey]), fact);
  const ja = fields[`x-ja-${key}`];
  if (ja === undefined && fields[englishKey] !== undefined)
    throw new Error(`${where}: "${englishKey}" has no "x-ja-${key}"`);
  return withSource(jaSpacing(text(ja)).trim(), fact);
}

/**
 * A description that states a regulatory figure names its fact (`x-source-fact`, an id of
 * src/data/sources.yml): the page shows the fact's source marker before the final full stop.
 * The OpenAPI documents themselves stay plain text.
 */
function withSource(text: string, fact: unknown): string {
  if (fact === undefined) return text;
  if (typeof fact !== 'string' || !/^[a-z0-9-]+$/.test(fact))
    throw new Error(
      `x-source-fact must be a fact id of src/data/sources.yml: ${JSON.stringify(fact)}`,
    );
  return text.replace(/([。.])?$/, `<Source id="${fact}" />$1`);
}

const code = (v: unknown): string => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;
const num = (n: number): string =>
  Number.isInteger(n) && Math.abs(n) >= 1000 ? n.toLocaleString('en-US') : String(n);

/** Cell text that is safe in a GFM table and in MDX (no bare braces or angle brackets). */
function cell(text: string, where: string): string {
  const outsideCode = text
    .replace(/`[^`]*`/g, '')
    .replace(/<span className="nowrap">|<\/span>|<Source id="[a-z0-9-]+" \/>/g, '');
  if (/[{}<>]/.test(outsideCode))
    throw new Error(`${where}: put braces and angle brackets in backticks: ${text}`);
  return text.replace(/\n+/g, ' ').replace(/\|/g, '\\|').trim() || '—';
}

export function table(headers: string[], rows: string[][], where: string): string {
  const line = (cells: string[]): string => `| ${cells.map((c) => cell(c, where)).join(' | ')} |`;
  return [line(headers), `|${headers.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

/** A schema in one flat shape (see `normalize`). */
export interface FlatSchema {
  type?: string;
  format?: string;
  nullable?: boolean;
  /** The name of the component schema a `$ref` pointed at. */
  refName?: string;
  properties?: Record<string, SchemaOrRef>;
  required?: string[];
  items?: SchemaOrRef;
  enum?: unknown[];
  /** The enum lists the values known today; the server may send others (see `isOpenString`). */
  extensible?: boolean;
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  readOnly?: boolean;
  description?: string;
  'x-ja-description'?: string;
  'x-unit'?: string;
  'x-ui-label'?: string;
  'x-ja-ui-label'?: string;
  /** Parameters only: the serialization of the value. */
  style?: string;
  explode?: boolean;
}

/**
 * `{type: string}` and nothing else: beside an enum in `anyOf`, it says the
 * server may send values the enum does not list yet (an extensible enum).
 */
export function isOpenString(schema: SchemaOrRef): boolean {
  return !isReference(schema) && schema.type === 'string' && Object.keys(schema).length === 1;
}

/** A schema node, or a parameter's schema with the parameter's style. */
type SchemaInput = SchemaOrRef | (Schema & {style?: string; explode?: boolean});

/**
 * A schema in one flat shape: $ref, allOf and `anyOf [X, null]` are merged,
 * and a list of types with "null" becomes `nullable`. `refs` are the
 * references being expanded, so that a cycle is an error, not a stack overflow.
 */
export function normalize(
  api: OpenApi,
  schema: SchemaInput | undefined,
  where = 'schema',
  refs: readonly string[] = [],
): FlatSchema {
  if (!schema) return {};
  const own: Record<string, unknown> = {...schema};
  let base: FlatSchema = {};
  let chain = refs;
  if (isReference(schema)) {
    const ref = schema.$ref;
    if (refs.includes(ref)) throw new Error(`${where}: $ref cycle ${[...refs, ref].join(' → ')}`);
    chain = [...refs, ref];
    base = {
      ...normalize(api, api.resolve<SchemaOrRef>(ref), ref, chain),
      refName: ref.split('/').pop(),
    };
    delete own.$ref;
  }
  const s = schema as Schema;
  const isNull = (x: SchemaOrRef): boolean => !isReference(x) && x.type === 'null';
  if (s.anyOf?.some((x) => isNull(x) || isOpenString(x))) {
    const rest = s.anyOf.find((x) => !isNull(x) && !isOpenString(x));
    base = {...base, ...normalize(api, rest ?? {type: 'string'}, where, chain)};
    if (s.anyOf.some(isNull)) base.nullable = true;
    if (s.anyOf.some(isOpenString) && base.enum) base.extensible = true;
    delete own.anyOf;
  }
  if (s.allOf) {
    const parts = s.allOf.map((part) => normalize(api, part, where, chain));
    base = {
      ...base,
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<
        string,
        SchemaOrRef
      >,
      required: parts.flatMap((p) => p.required ?? []),
    };
    delete own.allOf;
  }
  if (
    own.description !== undefined &&
    own['x-ja-description'] === undefined &&
    base['x-ja-description'] !== undefined
  ) {
    throw new Error(`${where}: a description that overrides its $ref also needs x-ja-description`);
  }
  const out = {...base, ...own};
  if (Array.isArray(own.type)) {
    const types = own.type as string[];
    out.nullable = types.includes('null') || Boolean(base.nullable);
    out.type = types.find((t) => t !== 'null');
  }
  if (!out.type && out.properties) out.type = 'object';
  if (!out.type && out.enum) out.type = 'string';
  return out;
}

function typeLabel(api: OpenApi, n: FlatSchema, locale: Locale): string {
  let label: string;
  // A note in words sits outside the code span: it is prose, in the page's language and brackets.
  let note = '';
  if (n.type === 'array') {
    const item = normalize(api, n.items);
    label = `${item.type === 'object' ? (isReference(n.items) ? item.refName : 'object') : item.type}[]`;
    if (n.style === 'form' && n.explode === false) {
      label = 'string';
      const separated = words[locale].commaSeparated;
      note = locale === 'ja' ? `（${separated}）` : ` (${separated})`;
    }
  } else if (n.format && n.type === 'string') label = `string (${n.format})`;
  else label = n.type ?? 'any';
  return code(n.nullable ? `${label} | null` : label) + note;
}

function constraints(
  api: OpenApi,
  n: FlatSchema,
  locale: Locale,
  {request = false, showReadOnly = true}: {request?: boolean; showReadOnly?: boolean} = {},
): string {
  const s = sentences[locale];
  const parts: string[] = [];
  const item = n.type === 'array' ? normalize(api, n.items) : undefined;
  if (n.const !== undefined) parts.push(s.always(code(n.const)));
  const values = n.enum ?? item?.enum;
  if (values)
    parts.push(
      (n.extensible ?? item?.extensible)
        ? s.openValues(values.map(code))
        : s.values(values.map(code)),
    );
  for (const target of [n, item]) {
    if (!target) continue;
    if (typeof target.exclusiveMinimum === 'number') parts.push(s.gt(num(target.exclusiveMinimum)));
    if (target.minimum !== undefined && target.maximum !== undefined)
      parts.push(s.range(num(target.minimum), num(target.maximum)));
    else if (target.minimum !== undefined) parts.push(s.min(num(target.minimum)));
    else if (target.maximum !== undefined) parts.push(s.max(num(target.maximum)));
  }
  if (n.minItems !== undefined && n.maxItems !== undefined)
    parts.push(s.items(num(n.minItems), num(n.maxItems)));
  else if (n.maxItems !== undefined) parts.push(s.maxItems(num(n.maxItems)));
  if (n.maxLength !== undefined)
    parts.push(
      n.minLength !== undefined && n.minLength >= 1
        ? s.length(n.minLength, num(n.maxLength))
        : s.maxLength(num(n.maxLength)),
    );
  if (request && n.default !== undefined) parts.push(s.default(code(n.default)));
  if (showReadOnly && n.readOnly) parts.push(s.readOnly);
  return parts.join(locale === 'en' ? ' ' : '');
}

interface FieldOptions {
  request?: boolean;
  writable?: boolean;
  uiLabels?: boolean;
  /** Do not expand arrays of component schemas (they have their own table). */
  shallow?: boolean;
}

interface FieldRow {
  path: string;
  schema: FlatSchema;
  required: boolean;
}

/** One row per field, with nested objects and arrays of objects as dotted names. */
function fieldRows(
  api: OpenApi,
  schema: SchemaOrRef | undefined,
  options: FieldOptions,
  prefix = '',
  where = 'schema',
  parentReadOnly = false,
  refs: readonly string[] = [],
): FieldRow[] {
  if (schema && isReference(schema) && refs.includes(schema.$ref))
    throw new Error(`${where}: $ref cycle ${[...refs, schema.$ref].join(' → ')}`);
  const chain = schema && isReference(schema) ? [...refs, schema.$ref] : refs;
  const n = normalize(api, schema, where);
  const required = new Set(n.required ?? []);
  const rows: FieldRow[] = [];
  for (const [name, property] of Object.entries(n.properties ?? {})) {
    const own = normalize(api, property, `${where}.${name}`);
    const p = parentReadOnly ? {...own, readOnly: true} : own;
    const path = `${prefix}${name}`;
    rows.push({path, schema: p, required: required.has(name)});
    const item = p.type === 'array' ? normalize(api, p.items) : undefined;
    const stop = options.shallow && item && isReference(p.items);
    if (p.type === 'object' && p.properties)
      rows.push(
        ...fieldRows(
          api,
          property,
          options,
          `${path}.`,
          `${where}.${name}`,
          Boolean(p.readOnly),
          chain,
        ),
      );
    else if (item?.type === 'object' && item.properties && !stop)
      rows.push(
        ...fieldRows(
          api,
          p.items,
          options,
          `${path}[].`,
          `${where}.${name}`,
          Boolean(p.readOnly),
          chain,
        ),
      );
  }
  return rows;
}

/** A short label that must not wrap inside a narrow column (Japanese can break between any two characters). */
function nowrap(text: string): string {
  return `<span className="nowrap">${text}</span>`;
}

/** Units as each language writes them (style guide: 円/kWh in Japanese). */
const japaneseUnits: Record<string, string> = {
  'JPY/kWh': '円/kWh',
  JPY: '円',
  '%/yr': '%/年',
  h: '時間',
  '°': '度',
};

function unitLabel(unit: string | undefined, locale: Locale): string {
  if (!unit) return '—';
  return locale === 'ja' ? (japaneseUnits[unit] ?? unit) : unit;
}

function fieldTable(
  api: OpenApi,
  schema: SchemaOrRef | undefined,
  locale: Locale,
  options: FieldOptions,
  where: string,
): string {
  const w = words[locale];
  const rows = fieldRows(api, schema, options, '', where);
  const hasUnit = rows.some((r) => r.schema['x-unit']);
  const headers = [w.field, w.type];
  if (hasUnit) headers.push(w.unit);
  if (options.request) headers.push(w.required);
  if (options.writable) headers.push(w.writable);
  if (options.uiLabels) headers.push(w.uiLabel);
  headers.push(w.description);
  const body = rows.map((r) => {
    const cells = [code(r.path), typeLabel(api, r.schema, locale)];
    if (hasUnit)
      cells.push(r.schema['x-unit'] ? nowrap(unitLabel(r.schema['x-unit'], locale)) : '—');
    if (options.request) cells.push(r.required ? w.yes : w.no);
    if (options.writable) cells.push(r.schema.readOnly ? w.no : w.yes);
    if (options.uiLabels)
      cells.push(
        locale === 'ja' ? (r.schema['x-ja-ui-label'] ?? '—') : (r.schema['x-ui-label'] ?? '—'),
      );
    const text = localized(r.schema, 'description', locale, `${where} ${r.path}`);
    const extra = constraints(api, r.schema, locale, {
      request: options.request,
      showReadOnly: !options.writable,
    });
    cells.push(sentences[locale].join(text, extra));
    return cells;
  });
  return table(headers, body, where);
}

function parameterTable(api: OpenApi, operation: Operation, locale: Locale): string {
  const w = words[locale];
  if (operation.parameters.length === 0) throw new Error(`${operation.id} has no parameters`);
  const rows = operation.parameters.map((p) => {
    const n = normalize(
      api,
      {...p.schema, style: p.style, explode: p.explode},
      `${operation.id} ${p.name}`,
    );
    const def = n.default === undefined ? '—' : code(n.default);
    const text = localized(p, 'description', locale, `${operation.id} parameter ${p.name}`);
    const where = w.locations[p.in as keyof typeof w.locations];
    if (!where) throw new Error(`${operation.id} parameter ${p.name}: unknown location "${p.in}"`);
    return [
      code(p.name),
      nowrap(where),
      typeLabel(api, n, locale),
      p.required ? w.yes : w.no,
      def,
      sentences[locale].join(text, constraints(api, {...n, default: undefined}, locale)),
    ];
  });
  return table([w.name, w.in, w.type, w.required, w.default, w.description], rows, operation.id);
}

function errorTable(api: OpenApi, operation: Operation, locale: Locale): string {
  const w = words[locale];
  const errors = operation.op['x-errors'];
  if (!errors) throw new Error(`${operation.id} has no x-errors`);
  const isV2 = Boolean(api.doc['x-problem-types']);
  const rows = errors.map((e) => [
    String(e.status),
    code(e.type ?? e.code),
    localized(e, 'description', locale, `${operation.id} x-errors`),
  ]);
  return table([w.status, isV2 ? w.problemType : w.errorCode, w.when], rows, operation.id);
}

function endpointHeader(api: OpenApi, operation: Operation): string {
  const attrs = [
    `method="${operation.method}"`,
    `url="${api.serverUrl}${operation.path}"`,
    `permission="${operation.op['x-permission']}"`,
  ];
  if (operation.op['x-rate-limit-bucket'])
    attrs.push(`bucket="${operation.op['x-rate-limit-bucket']}"`);
  if (operation.op['x-plan']) attrs.push(`plan="${operation.op['x-plan']}"`);
  if (operation.op.deprecated) attrs.push('deprecated');
  attrs.push(`operation="${operation.id}"`);
  return `<ApiEndpoint ${attrs.join(' ')} />`;
}

/** What a region needs to know about the page it is on. */
export interface RegionContext {
  /** The relative link from the page to the page with this slug, if there is one. */
  pageLink(slug: string | undefined): string | undefined;
}

function endpointTable(api: OpenApi, locale: Locale, context: RegionContext): string {
  const w = words[locale];
  const hasBuckets = api.operations().some((o) => o.op['x-rate-limit-bucket']);
  const rows = api.operations().map((o) => {
    const page = context.pageLink(o.op['x-docs-page']);
    const label = code(`${o.method} ${o.path}`);
    const summary = (locale === 'ja' ? o.op['x-ja-summary'] : o.op.summary) ?? '';
    const row = [page ? `[${label}](${page})` : label, summary, code(o.op['x-permission'])];
    const bucket = o.op['x-rate-limit-bucket'];
    return hasBuckets
      ? [...row, bucket ? w[bucket] : '', o.op['x-plan'] ? w.professional : w.anyPlan]
      : row;
  });
  const headers = [w.endpoint, w.purpose, w.permission, ...(hasBuckets ? [w.bucket, w.plan] : [])];
  return table(headers, rows, 'endpoints');
}

function problemTypeTable(api: OpenApi, locale: Locale): string {
  const w = words[locale];
  const rows = (api.doc['x-problem-types'] ?? []).map((p) => [
    code(p.slug),
    String(p.status),
    p.title,
    p['x-ja-title'],
    localized(p, 'description', locale, `problem ${p.slug}`),
  ]);
  return table([w.slug, w.status, w.titleEn, w.titleJa, w.when], rows, 'problem-types');
}

function errorCodeTable(api: OpenApi, locale: Locale): string {
  const w = words[locale];
  const codes = api.doc['x-error-codes'] ?? [];
  const withStatus = codes.some((c) => c.status);
  const rows = codes.map((c) => [
    code(c.code),
    ...(withStatus ? [String(c.status)] : []),
    localized(c, 'description', locale, `error code ${c.code}`),
  ]);
  return table([w.code, ...(withStatus ? [w.status] : []), w.meaning], rows, 'error-codes');
}

function enumTable(api: OpenApi, locale: Locale, names: string[]): string {
  const w = words[locale];
  const rows = names.map((name) => {
    const s = api.doc.components?.schemas?.[name];
    if (!s?.enum) throw new Error(`${name} is not an enum schema`);
    return [
      code(name),
      s.enum.map(code).join(locale === 'ja' ? '、' : ', '),
      localized(s, 'description', locale, name),
    ];
  });
  return table([w.enumName, w.values, w.description], rows, 'enums');
}

function headerTable(api: OpenApi, locale: Locale): string {
  const w = words[locale];
  const components = api.doc.components ?? {};
  const rows: string[][] = [];
  for (const [name, node] of Object.entries(components.securitySchemes ?? {})) {
    const scheme = api.deref<SecurityScheme>(node);
    const header = scheme.type === 'http' ? 'Authorization' : 'name' in scheme ? scheme.name : name;
    rows.push([
      code(header),
      w.request,
      localized(scheme, 'used-by', locale, name, 'x-used-by'),
      localized(scheme, 'description', locale, name),
    ]);
  }
  for (const node of Object.values(components.parameters ?? {})) {
    const p = api.deref<Parameter>(node);
    if (p.in !== 'header') continue;
    rows.push([
      code(p.name),
      w.request,
      localized(p, 'used-by', locale, p.name, 'x-used-by'),
      localized(p, 'description', locale, p.name),
    ]);
  }
  for (const [name, node] of Object.entries(components.headers ?? {})) {
    const h = api.deref<Header>(node);
    rows.push([
      code(name),
      w.responseDir,
      localized(h, 'used-by', locale, name, 'x-used-by'),
      localized(h, 'description', locale, name),
    ]);
  }
  return table([w.header, w.direction, w.usedBy, w.description], rows, 'headers');
}

function setPointer(value: Json, pointer: string, replacement: string): void {
  const parts = pointer.split('/').slice(1);
  let node = value as Record<string, Json>;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, Json>;
  const last = parts.at(-1);
  if (last === undefined || !(last in node))
    throw new Error(`x-ja-overrides: ${pointer} does not exist in the example`);
  node[last] = replacement;
}

/** The fields of an example value that hold a name of `x-ja-example-names`. */
export const nameFields = ['name', 'asset_name'];

/**
 * The example value as the page shows it: on Japanese pages, the names of
 * `x-ja-example-names`, the problem titles of `x-problem-types`, and the
 * texts of the example's `x-ja-overrides`.
 */
export function localizedExample(api: OpenApi, example: Example, locale: Locale): Json {
  const value = structuredClone(example.value as Json);
  if (locale !== 'ja') return value;
  const names = api.doc['x-ja-example-names'] ?? {};
  const walk = (node: Json): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, v] of Object.entries(node)) {
        if (nameFields.includes(key) && typeof v === 'string' && Object.hasOwn(names, v))
          node[key] = names[v];
        else walk(v);
      }
    }
  };
  walk(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const type = value.type;
    const problem = api.doc['x-problem-types']?.find(
      (p) => typeof type === 'string' && type.endsWith(`/problems/${p.slug}`),
    );
    if (problem) value.title = problem['x-ja-title'];
  }
  for (const [pointer, text] of Object.entries(example['x-ja-overrides'] ?? {}))
    setPointer(value, pointer, text);
  return value;
}

/** JSON with short objects on one line, as people write it by hand. */
export function formatJson(value: Json, indent = ''): string {
  const flat = JSON.stringify(value, null, 1)
    .replace(/\n\s*/g, ' ')
    .replace(/\[ /g, '[')
    .replace(/ \]/g, ']');
  const isLeaf =
    value !== null &&
    typeof value === 'object' &&
    Object.values(value).every(
      (v) =>
        v === null ||
        typeof v !== 'object' ||
        (Array.isArray(v) && v.every((x) => typeof x !== 'object')),
    );
  const limit = isLeaf ? 200 : 100;
  if (value === null || typeof value !== 'object' || indent.length + flat.length <= limit)
    return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value))
    return `[\n${value.map((v) => inner + formatJson(v, inner)).join(',\n')}\n${indent}]`;
  return `{\n${Object.entries(value)
    .map(([k, v]) => `${inner}${JSON.stringify(k)}: ${formatJson(v, inner)}`)
    .join(',\n')}\n${indent}}`;
}

/** The example object named by `<operationId> <request|status> <name>`. */
export function findExample(
  api: OpenApi,
  operationId: string,
  target: string,
  name: string,
): Example {
  const operation = api.findOperation(operationId);
  const media =
    target === 'request'
      ? api.requestSchema(operation)?.media
      : Object.values(api.response(operation, target).content ?? {})[0];
  const example = media?.examples?.[name];
  if (!example) throw new Error(`No example "${name}" for ${operationId} ${target}`);
  return api.deref<Example>(example);
}

function firstSchema(api: OpenApi, operation: Operation, status: string): SchemaOrRef | undefined {
  const media = Object.values(api.response(operation, status).content ?? {})[0];
  if (!media) throw new Error(`${operation.id} ${status} has no content`);
  return media.schema;
}

/** The region kinds a begin marker can name. */
export const regionKinds = [
  'endpoint',
  'parameters',
  'request-body',
  'response',
  'schema',
  'errors',
  'endpoints',
  'problem-types',
  'error-codes',
  'enums',
  'headers',
  'example',
] as const;

/** Renders one region. `args` are the words after the kind in the begin marker. */
export function renderRegion(
  api: OpenApi,
  kind: string,
  args: string[],
  locale: Locale,
  context: RegionContext,
): string {
  const flagNames = ['shallow', 'ui-labels', 'writable', 'input'];
  const flags = new Set(kind === 'example' ? [] : args.filter((a) => flagNames.includes(a)));
  const [first = '', second, third = ''] = args.filter((a) => !flags.has(a));
  switch (kind) {
    case 'endpoint':
      return endpointHeader(api, api.findOperation(first));
    case 'parameters':
      return parameterTable(api, api.findOperation(first), locale);
    case 'request-body': {
      const body = api.requestSchema(api.findOperation(first));
      if (!body) throw new Error(`${first} has no request body`);
      return fieldTable(api, body.schema, locale, {request: true}, first);
    }
    case 'response':
      return fieldTable(
        api,
        firstSchema(api, api.findOperation(first), second ?? '200'),
        locale,
        {shallow: flags.has('shallow')},
        first,
      );
    case 'schema':
      return fieldTable(
        api,
        {$ref: `#/components/schemas/${first}`} satisfies Reference,
        locale,
        {
          uiLabels: flags.has('ui-labels'),
          writable: flags.has('writable'),
          request: flags.has('input'),
          shallow: flags.has('shallow'),
        },
        first,
      );
    case 'errors':
      return errorTable(api, api.findOperation(first), locale);
    case 'endpoints':
      return endpointTable(api, locale, context);
    case 'problem-types':
      return problemTypeTable(api, locale);
    case 'error-codes':
      return errorCodeTable(api, locale);
    case 'enums':
      return enumTable(api, locale, args);
    case 'headers':
      return headerTable(api, locale);
    case 'example': {
      const example = findExample(api, first, second ?? '', third);
      return `\`\`\`json\n${formatJson(localizedExample(api, example, locale))}\n\`\`\``;
    }
    default:
      throw new Error(`Unknown region kind "${kind}" (known: ${regionKinds.join(', ')})`);
  }
}
