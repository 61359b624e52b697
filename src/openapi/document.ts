/**
 * Loading the OpenAPI documents and walking them: `$ref` resolution (by
 * @apidevtools/json-schema-ref-parser), the list of operations, and the page
 * sets that document each version.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import $RefParser, {type $Refs} from '@apidevtools/json-schema-ref-parser';
import yaml from 'js-yaml';
import type {
  MediaType,
  OpenApiDocument,
  OperationObject,
  Parameter,
  Reference,
  RequestBody,
  Response,
  SchemaOrRef,
} from './types';

export const root = join(__dirname, '..', '..');

export interface ApiVersion {
  id: 'v1' | 'v2';
  /** The document, relative to the repository root. */
  file: string;
  /** The folders of the Japanese and English pages, relative to the repository root. */
  pages: {ja: string; en: string};
}

/** Each API version: its document and the Japanese and English page folders. */
export const versions: ApiVersion[] = [
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

export const httpMethods = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

export interface Operation {
  id: string;
  /** Upper case: `GET`. */
  method: string;
  path: string;
  /** The path of the first server URL (`/v2`). */
  serverPath: string;
  op: OperationObject;
  /** The path item's and the operation's parameters, resolved. */
  parameters: Parameter[];
}

export function isReference(node: unknown): node is Reference {
  return typeof node === 'object' && node !== null && '$ref' in node;
}

/** One OpenAPI document and its resolved references. */
export class OpenApi {
  private operationList?: Operation[];

  private constructor(
    readonly doc: OpenApiDocument,
    /** Names the document in messages (its path relative to the repository root). */
    readonly file: string,
    private readonly refs: $Refs,
  ) {}

  /** Parses a YAML document. `file` names it in messages and is the base of its references. */
  static async parse(text: string, file: string): Promise<OpenApi> {
    const doc = yaml.load(text) as OpenApiDocument;
    const refs = await new $RefParser().resolve(join(root, file), structuredClone(doc), {
      resolve: {external: false},
    });
    return new OpenApi(doc, file, refs);
  }

  static async load(file: string): Promise<OpenApi> {
    return OpenApi.parse(readFileSync(join(root, file), 'utf8'), file);
  }

  get serverUrl(): string {
    const url = this.doc.servers?.[0]?.url;
    if (!url) throw new Error(`${this.file}: the document has no servers[0].url`);
    return url;
  }

  /** The target of a local `#/…` reference; a clear error when it does not exist. */
  resolve<T>(ref: string): T {
    if (!ref.startsWith('#/'))
      throw new Error(`${this.file}: only local references are supported: ${ref}`);
    try {
      return this.refs.get(ref) as T;
    } catch (error) {
      throw new Error(`${this.file}: unresolved reference ${ref} (${(error as Error).message})`);
    }
  }

  /** An object that may be a Reference Object, with its target. */
  deref<T extends object>(node: T | Reference): T;
  deref<T extends object>(node: T | Reference | undefined): T | undefined;
  deref<T extends object>(node: T | Reference | undefined): T | undefined {
    const seen: string[] = [];
    let current: T | Reference | undefined = node;
    while (isReference(current) && Object.keys(current).length === 1) {
      if (seen.includes(current.$ref))
        throw new Error(`${this.file}: $ref cycle ${[...seen, current.$ref].join(' → ')}`);
      seen.push(current.$ref);
      current = this.resolve<T | Reference>(current.$ref);
    }
    return current as T | undefined;
  }

  /** Every `$ref` of the document that does not resolve. */
  unresolvedReferences(): string[] {
    const problems: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${at}/${i}`));
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') {
            try {
              this.resolve(value);
            } catch (error) {
              problems.push(`${(error as Error).message} at #${at}`);
            }
          } else walk(value, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        }
      }
    };
    walk(this.doc, '');
    return problems;
  }

  /** Every operation with its method, path, resolved parameters and the server prefix. */
  operations(): Operation[] {
    if (this.operationList) return this.operationList;
    const serverPath = new URL(this.serverUrl).pathname;
    const out: Operation[] = [];
    for (const [path, item] of Object.entries(this.doc.paths ?? {})) {
      if (!item) continue;
      for (const method of httpMethods) {
        const op = item[method];
        if (!op) continue;
        const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
          this.deref<Parameter>(p),
        );
        if (!op.operationId) throw new Error(`${this.file}: ${method} ${path} has no operationId`);
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
    this.operationList = out;
    return out;
  }

  findOperation(operationId: string): Operation {
    const found = this.operations().find((o) => o.id === operationId);
    if (!found) throw new Error(`Unknown operationId "${operationId}"`);
    return found;
  }

  /** The request body schema of an operation (first media type). */
  requestSchema(
    operation: Operation,
  ): {mediaType: string; media: MediaType; schema: SchemaOrRef | undefined} | undefined {
    const body = this.deref<RequestBody>(operation.op.requestBody);
    if (!body) return undefined;
    const first = Object.entries(body.content)[0];
    if (!first) throw new Error(`${operation.id}: the request body has no content`);
    const [mediaType, media] = first;
    return {mediaType, media, schema: media.schema};
  }

  /** The response object of an operation for a status. */
  response(operation: Operation, status: string | number): Response {
    const res = operation.op.responses?.[String(status)];
    if (!res) throw new Error(`${operation.id} has no ${status} response`);
    return this.deref<Response>(res);
  }
}
