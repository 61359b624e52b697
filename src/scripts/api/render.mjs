/**
 * Renders parts of the API pages from an OpenAPI document: parameter, field
 * and error tables, the endpoint header, the shared tables of the
 * introduction, and JSON examples. Pages hold the output between
 *   {/* api:begin <kind> <args…> *\/}  and  {/* api:end *\/}
 * markers; check-api.mjs regenerates the regions and fails when one differs.
 */
import {
  deref,
  findOperation,
  operations,
  requestSchema,
  resolvePointer,
  response,
} from './openapi.mjs';

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
    locations: {path: 'path', query: 'query', header: 'header'},
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
    problemType: 'プロブレムタイプ',
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
    locations: {path: 'パス', query: 'クエリ', header: 'ヘッダー'},
  },
};

const sentences = {
  en: {
    values: (list) => `Values: ${list.join(', ')}.`,
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
export function jaSpacing(text) {
  return text
    .replace(new RegExp(`([${jp}]) +([\\x21-\\x7e])`, 'g'), '$1$2')
    .replace(new RegExp(`([\\x21-\\x7e]) +([${jp}])`, 'g'), (all, a, b) =>
      /[0-9]/.test(a) && b === '円' ? all : a + b,
    );
}

/** The description of a node in the page's language; Japanese is required. */
export function localized(node, key, locale, where) {
  if (locale === 'en') return node[key] ?? '';
  const ja = node[`x-ja-${key}`];
  if (ja === undefined && node[key] !== undefined)
    throw new Error(`${where}: "${key}" has no "x-ja-${key}"`);
  return jaSpacing(ja ?? '').trim();
}

const code = (v) => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;
const num = (n) =>
  Number.isInteger(n) && Math.abs(n) >= 1000 ? n.toLocaleString('en-US') : String(n);

/** Cell text that is safe in a GFM table and in MDX (no bare braces or angle brackets). */
function cell(text, where) {
  const outsideCode = String(text)
    .replace(/`[^`]*`/g, '')
    .replace(/<span className="nowrap">|<\/span>/g, '');
  if (/[{}<>]/.test(outsideCode))
    throw new Error(`${where}: put braces and angle brackets in backticks: ${text}`);
  return String(text).replace(/\n+/g, ' ').replace(/\|/g, '\\|').trim() || '—';
}

function table(headers, rows, where) {
  const line = (cells) => `| ${cells.map((c) => cell(c, where)).join(' | ')} |`;
  return [line(headers), `|${headers.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

/**
 * A schema in one flat shape: $ref, allOf and `anyOf [X, null]` are merged,
 * and a list of types with "null" becomes `nullable`.
 */
export function normalize(doc, schema, where = 'schema') {
  if (!schema) return {};
  const own = {...schema};
  let base = {};
  if (own.$ref) {
    base = {
      ...normalize(doc, resolvePointer(doc, own.$ref), own.$ref),
      refName: own.$ref.split('/').pop(),
    };
    delete own.$ref;
  }
  if (own.anyOf?.some((s) => s.type === 'null')) {
    base = {
      ...base,
      ...normalize(
        doc,
        own.anyOf.find((s) => s.type !== 'null'),
        where,
      ),
      nullable: true,
    };
    delete own.anyOf;
  }
  if (own.allOf) {
    const parts = own.allOf.map((part) => normalize(doc, part, where));
    base = {
      ...base,
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
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
    out.nullable = own.type.includes('null') || Boolean(base.nullable);
    out.type = own.type.find((t) => t !== 'null');
  }
  if (!out.type && out.properties) out.type = 'object';
  if (!out.type && out.enum) out.type = 'string';
  return out;
}

function typeLabel(doc, n, locale) {
  let label;
  if (n.type === 'array') {
    const item = normalize(doc, n.items);
    label = `${item.type === 'object' ? (n.items.$ref ? item.refName : 'object') : item.type}[]`;
    if (n.style === 'form' && n.explode === false)
      label = `string (${words[locale].commaSeparated})`;
  } else if (n.format && n.type === 'string') label = `string (${n.format})`;
  else label = n.type ?? 'any';
  return code(n.nullable ? `${label} | null` : label);
}

function constraints(doc, n, locale, {request = false, showReadOnly = true} = {}) {
  const s = sentences[locale];
  const parts = [];
  const item = n.type === 'array' ? normalize(doc, n.items) : undefined;
  if (n.const !== undefined) parts.push(s.always(code(n.const)));
  const values = n.enum ?? item?.enum;
  if (values) parts.push(s.values(values.map(code)));
  for (const target of [n, item].filter(Boolean)) {
    if (target.exclusiveMinimum !== undefined) parts.push(s.gt(num(target.exclusiveMinimum)));
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
      n.minLength > 1 || n.minLength === 1
        ? s.length(n.minLength, num(n.maxLength))
        : s.maxLength(num(n.maxLength)),
    );
  if (request && n.default !== undefined) parts.push(s.default(code(n.default)));
  if (showReadOnly && n.readOnly) parts.push(s.readOnly);
  return parts.join(locale === 'en' ? ' ' : '');
}

/** One row per field, with nested objects and arrays of objects as dotted names. */
function fieldRows(doc, schema, options, prefix = '', where = 'schema', parentReadOnly = false) {
  const n = normalize(doc, schema, where);
  const required = new Set(n.required ?? []);
  const rows = [];
  for (const [name, property] of Object.entries(n.properties ?? {})) {
    const own = normalize(doc, property, `${where}.${name}`);
    const p = parentReadOnly ? {...own, readOnly: true} : own;
    const path = `${prefix}${name}`;
    rows.push({path, schema: p, required: required.has(name)});
    const item = p.type === 'array' ? normalize(doc, p.items) : undefined;
    const stop = options.shallow && item && p.items.$ref;
    if (p.type === 'object' && p.properties)
      rows.push(
        ...fieldRows(doc, property, options, `${path}.`, `${where}.${name}`, Boolean(p.readOnly)),
      );
    else if (item?.type === 'object' && item.properties && !stop)
      rows.push(
        ...fieldRows(doc, p.items, options, `${path}[].`, `${where}.${name}`, Boolean(p.readOnly)),
      );
  }
  return rows;
}

/** A short label that must not wrap inside a narrow column (Japanese can break between any two characters). */
function nowrap(text) {
  return `<span className="nowrap">${text}</span>`;
}

/** Units as each language writes them (style guide: 円/kWh in Japanese). */
const japaneseUnits = {'JPY/kWh': '円/kWh', JPY: '円', '%/yr': '%/年', h: '時間', '°': '度'};

function unitLabel(unit, locale) {
  if (!unit) return '—';
  return locale === 'ja' ? (japaneseUnits[unit] ?? unit) : unit;
}

function fieldTable(doc, schema, locale, options, where) {
  const w = words[locale];
  const rows = fieldRows(doc, schema, options, '', where);
  const hasUnit = rows.some((r) => r.schema['x-unit']);
  const headers = [w.field, w.type];
  if (hasUnit) headers.push(w.unit);
  if (options.request) headers.push(w.required);
  if (options.writable) headers.push(w.writable);
  if (options.uiLabels) headers.push(w.uiLabel);
  headers.push(w.description);
  const body = rows.map((r) => {
    const cells = [code(r.path), typeLabel(doc, r.schema, locale)];
    if (hasUnit)
      cells.push(r.schema['x-unit'] ? nowrap(unitLabel(r.schema['x-unit'], locale)) : '—');
    if (options.request) cells.push(r.required ? w.yes : w.no);
    if (options.writable) cells.push(r.schema.readOnly ? w.no : w.yes);
    if (options.uiLabels)
      cells.push(
        locale === 'ja' ? (r.schema['x-ja-ui-label'] ?? '—') : (r.schema['x-ui-label'] ?? '—'),
      );
    const text = localized(r.schema, 'description', locale, `${where} ${r.path}`);
    const extra = constraints(doc, r.schema, locale, {
      request: options.request,
      showReadOnly: !options.writable,
    });
    cells.push(sentences[locale].join(text, extra));
    return cells;
  });
  return table(headers, body, where);
}

function parameterTable(doc, operation, locale) {
  const w = words[locale];
  if (operation.parameters.length === 0) throw new Error(`${operation.id} has no parameters`);
  const rows = operation.parameters.map((p) => {
    const n = normalize(
      doc,
      {...p.schema, style: p.style, explode: p.explode},
      `${operation.id} ${p.name}`,
    );
    const def = n.default === undefined ? '—' : code(n.default);
    const text = localized(p, 'description', locale, `${operation.id} parameter ${p.name}`);
    return [
      code(p.name),
      nowrap(w.locations[p.in]),
      typeLabel(doc, n, locale),
      p.required ? w.yes : w.no,
      def,
      sentences[locale].join(text, constraints(doc, {...n, default: undefined}, locale)),
    ];
  });
  return table([w.name, w.in, w.type, w.required, w.default, w.description], rows, operation.id);
}

function errorTable(doc, operation, locale) {
  const w = words[locale];
  const errors = operation.op['x-errors'];
  if (!errors) throw new Error(`${operation.id} has no x-errors`);
  const isV2 = Boolean(doc['x-problem-types']);
  const rows = errors.map((e) => [
    String(e.status),
    code(e.type ?? e.code),
    localized(e, 'description', locale, `${operation.id} x-errors`),
  ]);
  return table([w.status, isV2 ? w.problemType : w.errorCode, w.when], rows, operation.id);
}

function endpointHeader(doc, operation) {
  const attrs = [
    `method="${operation.method}"`,
    `url="${doc.servers[0].url}${operation.path}"`,
    `permission="${operation.op['x-permission']}"`,
  ];
  if (operation.op['x-rate-limit-bucket'])
    attrs.push(`bucket="${operation.op['x-rate-limit-bucket']}"`);
  if (operation.op['x-plan']) attrs.push(`plan="${operation.op['x-plan']}"`);
  if (operation.op.deprecated) attrs.push('deprecated');
  return `<ApiEndpoint ${attrs.join(' ')} />`;
}

function endpointTable(doc, locale, context) {
  const w = words[locale];
  const hasBuckets = operations(doc).some((o) => o.op['x-rate-limit-bucket']);
  const rows = operations(doc).map((o) => {
    const page = context.pageLink(o.op['x-docs-page']);
    const label = code(`${o.method} ${o.path}`);
    const summary = locale === 'ja' ? o.op['x-ja-summary'] : o.op.summary;
    const row = [page ? `[${label}](${page})` : label, summary, code(o.op['x-permission'])];
    return hasBuckets
      ? [...row, w[o.op['x-rate-limit-bucket']], o.op['x-plan'] ? w.professional : w.anyPlan]
      : row;
  });
  const headers = [w.endpoint, w.purpose, w.permission, ...(hasBuckets ? [w.bucket, w.plan] : [])];
  return table(headers, rows, 'endpoints');
}

function problemTypeTable(doc, locale) {
  const w = words[locale];
  const rows = doc['x-problem-types'].map((p) => [
    code(p.slug),
    String(p.status),
    p.title,
    p['x-ja-title'],
    localized(p, 'description', locale, `problem ${p.slug}`),
  ]);
  return table([w.slug, w.status, w.titleEn, w.titleJa, w.when], rows, 'problem-types');
}

function errorCodeTable(doc, locale) {
  const w = words[locale];
  const withStatus = doc['x-error-codes'].some((c) => c.status);
  const rows = doc['x-error-codes'].map((c) => [
    code(c.code),
    ...(withStatus ? [String(c.status)] : []),
    localized(c, 'description', locale, `error code ${c.code}`),
  ]);
  return table([w.code, ...(withStatus ? [w.status] : []), w.meaning], rows, 'error-codes');
}

function enumTable(doc, locale, names) {
  const w = words[locale];
  const rows = names.map((name) => {
    const s = doc.components.schemas[name];
    if (!s?.enum) throw new Error(`${name} is not an enum schema`);
    return [
      code(name),
      s.enum.map(code).join(locale === 'ja' ? '、' : ', '),
      localized(s, 'description', locale, name),
    ];
  });
  return table([w.enumName, w.values, w.description], rows, 'enums');
}

function headerTable(doc, locale) {
  const w = words[locale];
  const rows = [];
  for (const [name, scheme] of Object.entries(doc.components.securitySchemes)) {
    const header = scheme.type === 'http' ? 'Authorization' : scheme.name;
    rows.push([
      code(header),
      w.request,
      localized(scheme, 'used-by', locale, name),
      localized(scheme, 'description', locale, name),
    ]);
  }
  for (const p of Object.values(doc.components.parameters).filter((p) => p.in === 'header')) {
    rows.push([
      code(p.name),
      w.request,
      localized(p, 'used-by', locale, p.name),
      localized(p, 'description', locale, p.name),
    ]);
  }
  for (const [name, h] of Object.entries(doc.components.headers)) {
    rows.push([
      code(name),
      w.responseDir,
      localized(h, 'used-by', locale, name),
      localized(h, 'description', locale, name),
    ]);
  }
  return table([w.header, w.direction, w.usedBy, w.description], rows, 'headers');
}

/** Names and texts that the Japanese pages show in Japanese; all other values stay the same. */
export const japaneseNames = {
  'Satsuma Hyugadai Solar': 'さつま日向台太陽光発電所',
  'Ebino Higashi Solar Park': 'えびの東ソーラーパーク',
  'Tamana Mikanzaka Solar': '玉名みかん坂太陽光発電所',
  'Bungo-Ono Battery Station': '豊後大野蓄電所',
  'Tome Kitakami Solar Farm': '登米北上ソーラーファーム',
  'Abukuma Nishigo Solar + Storage': 'あぶくま西郷太陽光・蓄電所',
  'Yurihonjo Sakura Solar': '由利本荘さくら太陽光発電所',
  'Tokachi Shihoro Solar': '十勝しほろ太陽光発電所',
  'Tomakomai Utonai BESS': '苫小牧ウトナイ蓄電所',
  'Isumi Nanohana Solar (low-voltage)': 'いすみ菜の花低圧太陽光',
  'Aoi Kobayashi': '小林 葵',
};

function setPointer(value, pointer, replacement) {
  const parts = pointer.split('/').slice(1);
  let node = value;
  for (const part of parts.slice(0, -1)) node = node[part];
  if (!(parts.at(-1) in node))
    throw new Error(`x-ja-overrides: ${pointer} does not exist in the example`);
  node[parts.at(-1)] = replacement;
}

/** The example value as the page shows it: Japanese names and problem texts on Japanese pages. */
export function localizedExample(doc, example, locale) {
  const value = structuredClone(example.value);
  if (locale !== 'ja') return value;
  const walk = (node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, v] of Object.entries(node)) {
        if ((key === 'name' || key === 'asset_name') && japaneseNames[v])
          node[key] = japaneseNames[v];
        else walk(v);
      }
    }
  };
  walk(value);
  const problem = doc['x-problem-types']?.find(
    (p) => typeof value?.type === 'string' && value.type.endsWith(`/problems/${p.slug}`),
  );
  if (problem) value.title = problem['x-ja-title'];
  for (const [pointer, text] of Object.entries(example['x-ja-overrides'] ?? {}))
    setPointer(value, pointer, text);
  return value;
}

/** JSON with short objects on one line, as people write it by hand. */
export function formatJson(value, indent = '') {
  const flat = JSON.stringify(value, null, 1)
    .replace(/\n\s*/g, ' ')
    .replace(/\[ /g, '[')
    .replace(/ \]/g, ']');
  const isLeaf =
    value &&
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
export function findExample(doc, operationId, target, name) {
  const operation = findOperation(doc, operationId);
  const media =
    target === 'request'
      ? requestSchema(doc, operation)?.media
      : Object.values(response(doc, operation, target).content ?? {})[0];
  const example = media?.examples?.[name];
  if (!example) throw new Error(`No example "${name}" for ${operationId} ${target}`);
  return deref(doc, example);
}

/** Renders one region. `args` are the words after the kind in the begin marker. */
export function renderRegion(doc, kind, args, locale, context) {
  const flagNames = ['shallow', 'ui-labels', 'writable', 'input'];
  const flags = new Set(kind === 'example' ? [] : args.filter((a) => flagNames.includes(a)));
  const [first, second, third] = args.filter((a) => !flags.has(a));
  switch (kind) {
    case 'endpoint':
      return endpointHeader(doc, findOperation(doc, first));
    case 'parameters':
      return parameterTable(doc, findOperation(doc, first), locale);
    case 'request-body': {
      const operation = findOperation(doc, first);
      return fieldTable(doc, requestSchema(doc, operation).schema, locale, {request: true}, first);
    }
    case 'response': {
      const operation = findOperation(doc, first);
      const res = response(doc, operation, second ?? '200');
      return fieldTable(
        doc,
        Object.values(res.content)[0].schema,
        locale,
        {shallow: flags.has('shallow')},
        first,
      );
    }
    case 'schema':
      return fieldTable(
        doc,
        {$ref: `#/components/schemas/${first}`},
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
      return errorTable(doc, findOperation(doc, first), locale);
    case 'endpoints':
      return endpointTable(doc, locale, context);
    case 'problem-types':
      return problemTypeTable(doc, locale);
    case 'error-codes':
      return errorCodeTable(doc, locale);
    case 'enums':
      return enumTable(doc, locale, args);
    case 'headers':
      return headerTable(doc, locale);
    case 'example': {
      const example = findExample(doc, first, second, third);
      return `\`\`\`json\n${formatJson(localizedExample(doc, example, locale))}\n\`\`\``;
    }
    default:
      throw new Error(`Unknown region kind "${kind}"`);
  }
}
