/**
 * The request the Try it form holds, and the same request as curl, Python
 * and TypeScript. One function builds the request; the snippets are printed
 * from it, so what the reader copies sends the bytes the panel sent
 * (request.test.ts runs each snippet against a local server and compares).
 */
import type {TryOperation, TryParameter, TrySchema} from './types';
import {validate, type Problem} from './validate';

export interface FormValues {
  /** Each parameter's text as typed; arrays comma-separated, as the query carries them. */
  params: Record<string, string>;
  /** The body exactly as typed. */
  body: string;
}

export interface BuiltRequest {
  method: string;
  url: string;
  /** In the order they are sent; the API key's header first, its value left to the caller. */
  headers: [string, string][];
  body?: string;
}

/** The environment variable the snippets read the key from, as every page's examples do. */
export const keyVariable = 'HINATA_API_KEY';

function encodeValue(parameter: TryParameter, text: string): string {
  if (parameter.schema.type === 'array')
    return text
      .split(',')
      .map((item) => encodeURIComponent(item.trim()))
      .join(',');
  return encodeURIComponent(text);
}

/** The form's values as the request sends them; the key's header is named, its value is `key`. */
export function buildRequest(
  operation: TryOperation,
  values: FormValues,
  key: string,
  server = operation.server,
): BuiltRequest {
  let path = operation.path;
  const query: string[] = [];
  const headers: [string, string][] = [[operation.auth.header, `${operation.auth.prefix}${key}`]];
  for (const parameter of operation.parameters) {
    const text = values.params[parameter.name] ?? '';
    if (parameter.in === 'path')
      path = path.replace(`{${parameter.name}}`, encodeValue(parameter, text));
    else if (text === '') continue;
    else if (parameter.in === 'query')
      query.push(`${encodeURIComponent(parameter.name)}=${encodeValue(parameter, text)}`);
    else headers.push([parameter.name, text]);
  }
  const request: BuiltRequest = {
    method: operation.method,
    url: `${server}${path}${query.length ? `?${query.join('&')}` : ''}`,
    headers,
  };
  if (operation.body) {
    headers.push(['Content-Type', operation.body.mediaType]);
    request.body = values.body;
  }
  return request;
}

/** A parameter's text as the typed value its schema describes, for validation. */
export function typedValue(schema: TrySchema, text: string): unknown {
  const type = [schema.type ?? 'string'].flat()[0];
  if (type === 'array')
    return text.split(',').map((item) => typedValue(schema.items ?? {}, item.trim()));
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text))
    return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

export interface FormProblems {
  /** Problems per parameter name. */
  params: Record<string, Problem[]>;
  /** Problems of the body; `syntax` when it is not JSON. */
  body: Problem[];
  syntax?: string;
}

/** Everything the form's values break in the operation's schema. */
export function checkForm(operation: TryOperation, values: FormValues): FormProblems {
  const result: FormProblems = {params: {}, body: []};
  for (const parameter of operation.parameters) {
    const text = values.params[parameter.name] ?? '';
    const problems: Problem[] =
      text === ''
        ? parameter.required
          ? [{path: '', code: 'required'}]
          : []
        : validate(parameter.schema, typedValue(parameter.schema, text));
    if (problems.length) result.params[parameter.name] = problems;
  }
  if (operation.body) {
    if (values.body.trim() === '') {
      if (operation.body.required) result.body.push({path: '', code: 'required'});
    } else {
      try {
        result.body.push(...validate(operation.body.schema, JSON.parse(values.body)));
      } catch (error) {
        result.syntax = (error as Error).message;
      }
    }
  }
  return result;
}

export function hasProblems(problems: FormProblems): boolean {
  return (
    Object.keys(problems.params).length > 0 || problems.body.length > 0 || Boolean(problems.syntax)
  );
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** curl, reading the key from $HINATA_API_KEY; a GET prints the response headers (-i) for its ETag. */
export function curlSnippet(request: BuiltRequest): string {
  const [[keyHeader], ...rest] = request.headers;
  const lines = [
    `curl -sS${request.method === 'GET' ? ' -i' : ` -X ${request.method}`} ${shellQuote(request.url)}`,
    `  -H "${keyHeader}: ${authPrefix(request)}$${keyVariable}"`,
    ...rest.map(([name, value]) => `  -H ${shellQuote(`${name}: ${value}`)}`),
  ];
  if (request.body !== undefined) lines.push(`  --data-binary ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}

/** The part of the key header's value before the key (`Bearer ` on v2). */
function authPrefix(request: BuiltRequest): string {
  return request.headers[0][1].startsWith('Bearer ') ? 'Bearer ' : '';
}

/** Python with requests, as the pages' examples use it. */
export function pythonSnippet(request: BuiltRequest): string {
  const [[keyHeader], ...rest] = request.headers;
  const headers = [
    `        ${JSON.stringify(keyHeader)}: f"${authPrefix(request)}{os.environ['${keyVariable}']}",`,
    ...rest.map(([name, value]) => `        ${JSON.stringify(name)}: ${JSON.stringify(value)},`),
  ];
  return [
    'import os',
    '',
    'import requests',
    '',
    'response = requests.request(',
    `    ${JSON.stringify(request.method)},`,
    `    ${JSON.stringify(request.url)},`,
    '    headers={',
    ...headers,
    '    },',
    ...(request.body !== undefined
      ? [`    data=${JSON.stringify(request.body)}.encode("utf-8"),`]
      : []),
    '    timeout=30,',
    ')',
    'print(response.status_code)',
    'print(response.text)',
  ].join('\n');
}

/** TypeScript with the platform's fetch (Node 18 or later, Deno, browsers). */
export function typescriptSnippet(request: BuiltRequest): string {
  const [[keyHeader], ...rest] = request.headers;
  const headers = [
    `    ${JSON.stringify(keyHeader)}: \`${authPrefix(request)}\${process.env.${keyVariable}}\`,`,
    ...rest.map(([name, value]) => `    ${JSON.stringify(name)}: ${JSON.stringify(value)},`),
  ];
  return [
    `const response = await fetch(${JSON.stringify(request.url)}, {`,
    `  method: ${JSON.stringify(request.method)},`,
    '  headers: {',
    ...headers,
    '  },',
    ...(request.body !== undefined ? [`  body: ${JSON.stringify(request.body)},`] : []),
    '});',
    'console.log(response.status, await response.text());',
  ].join('\n');
}
