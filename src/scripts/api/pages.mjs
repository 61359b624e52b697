/**
 * Checks on the API pages: generated regions are up to date, every JSON
 * example and every curl command matches the OpenAPI document, code tabs are
 * complete, and each endpoint page documents the operations that name it.
 */
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {findOperation, operations, requestSchema, response, root} from './openapi.mjs';
import {renderRegion} from './render.mjs';

const regionPattern = /\{\/\* api:begin ([^*]+?) \*\/\}\n([\s\S]*?)\{\/\* api:end \*\/\}/g;

export function pageFiles(dir) {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((entry) => {
    const path = join(abs, entry);
    if (statSync(path).isDirectory()) return pageFiles(join(dir, entry));
    return /\.mdx?$/.test(entry) && !entry.startsWith('_') ? [path] : [];
  });
}

const slugOf = (source) => /^slug:\s*\/?(\S+)\s*$/m.exec(source)?.[1];

/** Rewrites (or only compares) the generated regions of one page. */
export function updateRegions(doc, file, source, locale, pages, write) {
  const problems = [];
  const context = {
    pageLink(slug) {
      const target = pages.find((p) => slugOf(readFileSync(p, 'utf8')) === slug);
      return target && relative(dirname(file), target).replace(/^(?!\.)/, './');
    },
  };
  const next = source.replace(regionPattern, (all, spec, body) => {
    const [kind, ...args] = spec.trim().split(/\s+/);
    let rendered;
    try {
      rendered = renderRegion(doc, kind, args, locale, context);
    } catch (error) {
      problems.push(`${relative(root, file)}: region "${spec}": ${error.message}`);
      return all;
    }
    const expected = `\n${rendered}\n\n`;
    if (body !== expected && !write)
      problems.push(
        `${relative(root, file)}: region "${spec}" is out of date with the OpenAPI document (run npm run check:api -- --write)`,
      );
    return `{/* api:begin ${spec.trim()} */}\n${expected}{/* api:end */}`;
  });
  if (write && next !== source) writeFileSync(file, next);
  return {problems, source: next};
}

/** Fenced code blocks outside generated regions, with their language and meta string. */
export function codeBlocks(source) {
  const withoutRegions = source.replace(regionPattern, (all) => all.replace(/[^\n]/g, ' '));
  const blocks = [];
  const fence = /^(\s*)```(\w+)?([^\n]*)\n([\s\S]*?)^\1```\s*$/gm;
  for (const m of withoutRegions.matchAll(fence)) {
    blocks.push({
      lang: m[2] ?? '',
      meta: m[3].trim(),
      code: m[4],
      line: withoutRegions.slice(0, m.index).split('\n').length,
    });
  }
  return blocks;
}

/** Splits one shell command into words, honouring quotes and line continuations; stops at the end of the command. */
function shellWords(text) {
  const words = [];
  let current = '';
  let quote = null;
  let started = false;
  const source = text.replace(/\\\n/g, ' ');
  for (const ch of source) {
    if (quote) {
      if (ch === quote) quote = null;
      else current += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      started = true;
    } else if (/\s/.test(ch) || ch === ')' || ch === ';') {
      if (started || current) words.push(current);
      current = '';
      started = false;
      if (ch !== ' ' && ch !== '\t') break;
    } else {
      current += ch;
    }
  }
  if (started || current) words.push(current);
  return words;
}

/** The curl commands of a bash block, as method, URL, headers and body. */
export function curlCommands(code) {
  return [...code.matchAll(/\bcurl\b/g)].map((match) => {
    const words = shellWords(code.slice(match.index));
    const request = {method: 'GET', headers: {}, url: undefined, body: undefined};
    for (let i = 1; i < words.length; i += 1) {
      const word = words[i];
      if (word === '-X' || word === '--request') request.method = words[++i];
      else if (word === '-H' || word === '--header') {
        const [name, ...rest] = words[++i].split(':');
        request.headers[name.trim().toLowerCase()] = rest.join(':').trim();
      } else if (word === '-d' || word === '--data' || word === '--data-raw')
        request.body = words[++i];
      else if (/^https?:\/\//.test(word)) request.url = word;
    }
    if (request.body !== undefined && !words.some((w) => w === '-X' || w === '--request'))
      request.method = 'POST';
    return request;
  });
}

function coerce(schema, value) {
  if (schema.type === 'integer' || schema.type === 'number')
    return value.trim() === '' ? value : Number(value);
  if (schema.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

/** Checks one curl request against the document of its version. */
export function checkCurl(doc, version, request, validate, where) {
  const problems = [];
  const say = (message) => problems.push(`${where}: ${message}`);
  if (!request.url) return [`${where}: curl command without a URL`];
  const url = new URL(request.url);
  const serverPath = new URL(doc.servers[0].url).pathname;
  if (url.origin !== new URL(doc.servers[0].url).origin || !url.pathname.startsWith(serverPath)) {
    return [`${where}: ${request.url} is not under ${doc.servers[0].url}`];
  }
  const path = url.pathname.slice(serverPath.length);
  const candidates = operations(doc)
    .filter((o) => o.method === request.method)
    .map((o) => ({o, match: new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`).exec(path)}))
    .filter((c) => c.match)
    .sort((a, b) => a.o.path.split('{').length - b.o.path.split('{').length);
  if (candidates.length === 0)
    return [`${where}: ${request.method} ${path} is not an operation of ${version.file}`];
  const {o, match} = candidates[0];
  const pathNames = [...o.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const given = new Map(
    pathNames.map((name, i) => [name, {in: 'path', value: decodeURIComponent(match[i + 1])}]),
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
    const item = isList ? (schema.items.$ref ? {type: 'string'} : schema.items) : schema;
    const parsed = isList ? value.split(',').map((v) => coerce(item, v)) : coerce(schema, value);
    for (const error of validate(schema, parsed))
      say(`${o.id}: ${place} parameter ${name}=${value}: ${error}`);
  }
  for (const p of o.parameters.filter((p) => p.required)) {
    const key = p.in === 'header' ? p.name.toLowerCase() : p.name;
    if (!given.has(key)) say(`${o.id}: required ${p.in} parameter "${p.name}" is missing`);
  }
  const scheme = Object.values(doc.components.securitySchemes)[0];
  if (
    scheme.type === 'http' &&
    !/^Bearer \$HINATA_API_KEY$/.test(request.headers.authorization ?? '')
  )
    say('send "Authorization: Bearer $HINATA_API_KEY"');
  if (scheme.type === 'apiKey' && request.headers[scheme.name.toLowerCase()] !== '$HINATA_API_KEY')
    say(`send "${scheme.name}: $HINATA_API_KEY"`);
  const body = requestSchema(doc, o);
  if (body && body.media && o.op.requestBody?.required && request.body === undefined)
    say(`${o.id}: the request body is missing`);
  if (request.body !== undefined && !request.body.startsWith('@')) {
    const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim();
    const media = o.op.requestBody?.content?.[contentType];
    if (!media) say(`${o.id}: Content-Type "${contentType}" is not accepted`);
    else {
      try {
        for (const error of validate(media.schema, JSON.parse(request.body)))
          say(`${o.id}: request body ${error}`);
      } catch (error) {
        say(`${o.id}: request body is not JSON: ${error.message}`);
      }
    }
  }
  return problems;
}

/** Validates a JSON block marked openapi="<operationId> <request|status>" or openapi="schema:<Name>". */
export function checkJsonBlock(doc, block, validate, where) {
  const meta = /openapi="([^"]+)"/.exec(block.meta)?.[1];
  if (!meta)
    return [
      `${where}: JSON example without openapi="…" in its meta string, so it cannot be validated`,
    ];
  const [target, status, ...flags] = meta.split(/\s+/);
  let value;
  try {
    value = JSON.parse(block.code);
  } catch (error) {
    return [`${where}: not valid JSON: ${error.message}`];
  }
  let schema;
  try {
    if (target.startsWith('schema:')) schema = {$ref: `#/components/schemas/${target.slice(7)}`};
    else {
      const operation = findOperation(doc, target);
      schema =
        status === 'request'
          ? requestSchema(doc, operation).schema
          : Object.values(response(doc, operation, status).content)[0].schema;
    }
  } catch (error) {
    return [`${where}: ${error.message}`];
  }
  const isPartial = [status, ...flags].includes('partial');
  return validate(schema, value, {isPartial}).map((error) => `${where}: ${meta}: ${error}`);
}

/** Tabs with groupId="api-language" hold curl, python and typescript, in that order. */
export function checkTabs(source, where) {
  const problems = [];
  for (const m of source.matchAll(/<Tabs([^>]*)>([\s\S]*?)<\/Tabs>/g)) {
    if (!/groupId="api-language"/.test(m[1]))
      problems.push(`${where}: Tabs without groupId="api-language"`);
    const values = [...m[2].matchAll(/<TabItem[^>]*value="([^"]+)"/g)].map((v) => v[1]);
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
export function checkCoverage(doc, version, filesBySlug) {
  const problems = [];
  for (const o of operations(doc)) {
    for (const locale of ['ja', 'en']) {
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
    }
  }
  return problems;
}

export {slugOf};
