import {locales} from '../../facts/areas';
/**
 * The API pages: their generated regions, and checks that every JSON example
 * and every curl command matches the OpenAPI document, that code tabs are
 * complete, and that each endpoint page documents the operations that name it.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {curlCommands, type CurlRequest} from './curl';
import {root, type ApiVersion, type OpenApi} from '../../openapi/document';
import {renderRegion} from '../../openapi/render';
import {changelog, historyTable} from './history-render';
import type {History} from './history';
import type {Json, Locale, SchemaOrRef} from '../../openapi/types';
import type {Validate} from '../../openapi/validate';

/** `{/* api:begin <spec> *\/}`, the generated text, `{/* api:end *\/}`. */
const regionPattern = /\{\/\* api:begin ([^*]+?) \*\/\}\n([\s\S]*?)\{\/\* api:end \*\/\}/g;

/** The Markdown and MDX pages under `dir` (relative to the root), without partials. */
export function pageFiles(dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((entry) => {
    const path = join(abs, entry);
    if (statSync(path).isDirectory()) return pageFiles(join(dir, entry));
    return /\.mdx?$/.test(entry) && !entry.startsWith('_') ? [path] : [];
  });
}

export const slugOf = (source: string): string | undefined =>
  /^slug:\s*\/?(\S+)\s*$/m.exec(source)?.[1];

export interface RegionResult {
  /** The page with every region rendered anew. */
  source: string;
  /** The regions (their begin-marker spec) whose text differs from the rendering. */
  stale: string[];
  /** Regions that could not be rendered. */
  problems: string[];
  regions: number;
}

/** Renders the generated regions of one page; `pages` are the pages of the same locale and version. */
export function renderRegions(
  api: OpenApi,
  file: string,
  source: string,
  locale: Locale,
  pages: string[],
  /** The document's change history, for the `history` and `changelog` regions. */
  history?: History,
): RegionResult {
  const problems: string[] = [];
  const stale: string[] = [];
  let regions = 0;
  const context = {
    pageLink(slug: string | undefined) {
      const target = pages.find((p) => slugOf(readFileSync(p, 'utf8')) === slug);
      return target && relative(dirname(file), target).replace(/^(?!\.)/, './');
    },
  };
  const next = source.replace(regionPattern, (all, spec: string, body: string) => {
    regions += 1;
    const [kind = '', ...args] = spec.trim().split(/\s+/);
    let rendered: string;
    try {
      if (kind === 'history' || kind === 'changelog') {
        if (!history) throw new Error(`${kind} regions need the document's history`);
        rendered =
          kind === 'changelog'
            ? changelog(history, locale)
            : historyTable(api, args, locale, history, context.pageLink('changelog'));
      } else rendered = renderRegion(api, kind, args, locale, context);
    } catch (error) {
      problems.push(`${relative(root, file)}: region "${spec}": ${(error as Error).message}`);
      return all;
    }
    const expected = `\n${rendered}\n\n`;
    if (body !== expected) stale.push(spec.trim());
    return `{/* api:begin ${spec.trim()} */}\n${expected}{/* api:end */}`;
  });
  return {problems, stale, regions, source: next};
}

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** The line of the opening fence. */
  line: number;
}

/** Fenced code blocks outside generated regions, with their language and meta string. */
export function codeBlocks(source: string): CodeBlock[] {
  const withoutRegions = source.replace(regionPattern, (all) => all.replace(/[^\n]/g, ' '));
  const blocks: CodeBlock[] = [];
  const fence = /^(\s*)```(\w+)?([^\n]*)\n([\s\S]*?)^\1```\s*$/gm;
  for (const m of withoutRegions.matchAll(fence)) {
    blocks.push({
      lang: m[2] ?? '',
      meta: (m[3] ?? '').trim(),
      code: m[4] ?? '',
      line: withoutRegions.slice(0, m.index).split('\n').length,
    });
  }
  return blocks;
}

export {curlCommands};

function coerce(schema: SchemaOrRef | undefined, value: string): Json {
  const type = schema && 'type' in schema ? schema.type : undefined;
  if (type === 'integer' || type === 'number') return value.trim() === '' ? value : Number(value);
  if (type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/** Checks one curl request against the document of its version. */
export function checkCurl(
  api: OpenApi,
  version: ApiVersion,
  request: CurlRequest,
  validate: Validate,
  where: string,
): string[] {
  const problems: string[] = [];
  const say = (message: string): void => {
    problems.push(`${where}: ${message}`);
  };
  if (!request.url) return [`${where}: curl command without a URL`];
  const url = new URL(request.url);
  const server = new URL(api.serverUrl);
  if (url.origin !== server.origin || !url.pathname.startsWith(server.pathname)) {
    return [`${where}: ${request.url} is not under ${api.serverUrl}`];
  }
  const path = url.pathname.slice(server.pathname.length);
  const candidates = api
    .operations()
    .filter((o) => o.method === request.method)
    .map((o) => ({o, match: new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`).exec(path)}))
    .filter((c) => c.match)
    .sort((a, b) => a.o.path.split('{').length - b.o.path.split('{').length);
  const best = candidates[0];
  if (!best?.match)
    return [`${where}: ${request.method} ${path} is not an operation of ${version.file}`];
  const {o, match} = best;
  const pathNames = [...o.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
  const given = new Map<string, {in: string; value: string}>(
    pathNames.map((name, i) => [name, {in: 'path', value: decodeURIComponent(match[i + 1] ?? '')}]),
  );
  for (const [name, value] of url.searchParams) given.set(name, {in: 'query', value});
  for (const [name, value] of Object.entries(request.headers))
    given.set(name, {in: 'header', value});
  for (const [name, {in: place, value}] of given) {
    const param = o.parameters.find(
      (p) =>
        (p.in === 'header' ? p.name.toLowerCase() === name : p.name === name) && p.in === place,
    );
    if (!param) {
      if (place !== 'header') say(`${o.id}: unknown ${place} parameter "${name}"`);
      continue;
    }
    const schema = param.schema;
    const isList = param.style === 'form' && param.explode === false;
    const items = schema && 'items' in schema ? schema.items : undefined;
    const item: SchemaOrRef | undefined = isList
      ? items && '$ref' in items
        ? {type: 'string'}
        : items
      : schema;
    const parsed = isList ? value.split(',').map((v) => coerce(item, v)) : coerce(schema, value);
    for (const error of validate(schema, parsed))
      say(`${o.id}: ${place} parameter ${name}=${value}: ${error}`);
  }
  for (const p of o.parameters.filter((p) => p.required)) {
    const key = p.in === 'header' ? p.name.toLowerCase() : p.name;
    if (!given.has(key)) say(`${o.id}: required ${p.in} parameter "${p.name}" is missing`);
  }
  const scheme = api.deref(Object.values(api.doc.components?.securitySchemes ?? {})[0]);
  if (
    scheme?.type === 'http' &&
    !/^Bearer \$HINATA_API_KEY$/.test(request.headers.authorization ?? '')
  )
    say('send "Authorization: Bearer $HINATA_API_KEY"');
  if (scheme?.type === 'apiKey' && request.headers[scheme.name.toLowerCase()] !== '$HINATA_API_KEY')
    say(`send "${scheme.name}: $HINATA_API_KEY"`);
  const requestBody = api.deref(o.op.requestBody);
  if (api.requestSchema(o) && requestBody?.required && request.body === undefined)
    say(`${o.id}: the request body is missing`);
  if (request.body !== undefined && !request.body.startsWith('@')) {
    const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    const media = requestBody?.content[contentType];
    if (!media) say(`${o.id}: Content-Type "${contentType}" is not accepted`);
    else {
      try {
        for (const error of validate(media.schema, JSON.parse(request.body) as Json))
          say(`${o.id}: request body ${error}`);
      } catch (error) {
        say(`${o.id}: request body is not JSON: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

/** Validates a JSON block marked openapi="<operationId> <request|status>" or openapi="schema:<Name>". */
export function checkJsonBlock(
  api: OpenApi,
  block: CodeBlock,
  validate: Validate,
  where: string,
): string[] {
  const meta = /openapi="([^"]+)"/.exec(block.meta)?.[1];
  if (!meta)
    return [
      `${where}: JSON example without openapi="…" in its meta string, so it cannot be validated`,
    ];
  const [target = '', status = '', ...flags] = meta.split(/\s+/);
  let value: Json;
  try {
    value = JSON.parse(block.code) as Json;
  } catch (error) {
    return [`${where}: not valid JSON: ${(error as Error).message}`];
  }
  let schema: SchemaOrRef | undefined;
  try {
    if (target.startsWith('schema:')) schema = {$ref: `#/components/schemas/${target.slice(7)}`};
    else {
      const operation = api.findOperation(target);
      schema =
        status === 'request'
          ? api.requestSchema(operation)?.schema
          : Object.values(api.response(operation, status).content ?? {})[0]?.schema;
    }
  } catch (error) {
    return [`${where}: ${(error as Error).message}`];
  }
  const isPartial = [status, ...flags].includes('partial');
  return validate(schema, value, {isPartial}).map((error) => `${where}: ${meta}: ${error}`);
}

/** Tabs with groupId="api-language" hold curl, python and typescript, in that order. */
export function checkTabs(source: string, where: string): string[] {
  const problems: string[] = [];
  for (const m of source.matchAll(/<Tabs([^>]*)>([\s\S]*?)<\/Tabs>/g)) {
    if (!/groupId="api-language"/.test(m[1] ?? ''))
      problems.push(`${where}: Tabs without groupId="api-language"`);
    const values = [...(m[2] ?? '').matchAll(/<TabItem[^>]*value="([^"]+)"/g)].map((v) => v[1]);
    if (values.join() !== 'curl,python,typescript')
      problems.push(
        `${where}: Tabs must hold curl, python and typescript (found ${values.join(', ')})`,
      );
  }
  if (/<Tabs/.test(source) && !/import Tabs from '@theme\/Tabs';/.test(source))
    problems.push(`${where}: uses Tabs without importing '@theme/Tabs'`);
  if (
    /<ApiEndpoint/.test(source) &&
    !/import ApiEndpoint from '@site\/src\/components\/api\/ApiEndpoint';/.test(source)
  ) {
    problems.push(`${where}: uses ApiEndpoint without importing it`);
  }
  return problems;
}

/** Each operation is documented on the page its x-docs-page names, in both languages. */
export function checkCoverage(
  api: OpenApi,
  version: ApiVersion,
  filesBySlug: Record<Locale, Map<string | undefined, string>>,
): string[] {
  const problems: string[] = [];
  for (const o of api.operations()) {
    for (const locale of locales) {
      const file = filesBySlug[locale].get(o.op['x-docs-page']);
      if (!file) {
        problems.push(
          `${version.file}: ${o.id} names page "${o.op['x-docs-page']}", which does not exist in ${version.pages[locale]}`,
        );
        continue;
      }
      const source = readFileSync(file, 'utf8');
      for (const kind of ['endpoint', 'errors']) {
        if (!source.includes(`{/* api:begin ${kind} ${o.id} */}`))
          problems.push(`${relative(root, file)}: has no "${kind} ${o.id}" region`);
      }
      if (
        version.id === 'v2' &&
        !new RegExp(`\\{/\\* api:begin history( \\w+)* ${o.id}[ *]`).test(source)
      )
        problems.push(`${relative(root, file)}: has no "history" region that names ${o.id}`);
    }
  }
  return problems;
}
