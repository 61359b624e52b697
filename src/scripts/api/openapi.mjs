/**
 * Loading the OpenAPI documents and walking them: $ref resolution, the list
 * of operations, and the page sets that document each version.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import yaml from 'js-yaml';

export const root = new URL('../../..', import.meta.url).pathname;

/** Each API version: its document and the Japanese and English page folders. */
export const versions = [
  {
    id: 'v2',
    file: 'static/openapi/v2.yaml',
    pages: {ja: 'api', en: 'i18n/en/docusaurus-plugin-content-docs-api/current'},
  },
  {
    id: 'v1',
    file: 'static/openapi/v1.yaml',
    pages: {
      ja: 'api_versioned_docs/version-v1',
      en: 'i18n/en/docusaurus-plugin-content-docs-api/version-v1',
    },
  },
];

export function loadDocument(version) {
  const text = readFileSync(join(root, version.file), 'utf8');
  return yaml.load(text);
}

/** Follows a local `#/…` reference. */
export function resolvePointer(doc, ref) {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((node, key) => {
      if (node?.[key] === undefined) throw new Error(`Unresolved reference ${ref}`);
      return node[key];
    }, doc);
}

/** An object that may be a Reference Object, with its target. */
export function deref(doc, node) {
  return node && typeof node === 'object' && '$ref' in node && Object.keys(node).length === 1
    ? deref(doc, resolvePointer(doc, node.$ref))
    : node;
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every operation with its method, path, resolved parameters and the server prefix. */
export function operations(doc) {
  const serverPath = new URL(doc.servers[0].url).pathname;
  const out = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of httpMethods) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
        deref(doc, p),
      );
      out.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        serverPath,
        op,
        parameters,
      });
    }
  }
  return out;
}

export function findOperation(doc, operationId) {
  const found = operations(doc).find((o) => o.id === operationId);
  if (!found) throw new Error(`Unknown operationId "${operationId}"`);
  return found;
}

/** The request body schema of an operation (first media type). */
export function requestSchema(doc, operation) {
  const body = deref(doc, operation.op.requestBody);
  if (!body) return undefined;
  const [mediaType, media] = Object.entries(body.content)[0];
  return {mediaType, media, schema: media.schema};
}

/** The response object of an operation for a status. */
export function response(doc, operation, status) {
  const res = operation.op.responses?.[String(status)];
  if (!res) throw new Error(`${operation.id} has no ${status} response`);
  return deref(doc, res);
}
