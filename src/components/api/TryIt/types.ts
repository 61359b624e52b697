/**
 * What the Try it panel knows about one operation: written per version,
 * locale and operation by `npm run api:generate` from the OpenAPI document
 * (src/scripts/api/try-it.ts) to `static/openapi/try/`, and fetched only when
 * a reader opens the panel.
 */

/** The subset of JSON Schema the documents use and the panel checks. */
export interface TrySchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  /** `x-decimal-places`: the most digits after the decimal point. */
  decimalPlaces?: number;
  uniqueItems?: boolean;
  items?: TrySchema;
  properties?: Record<string, TrySchema>;
  required?: string[];
  additionalProperties?: boolean | TrySchema;
  anyOf?: TrySchema[];
  oneOf?: TrySchema[];
  allOf?: TrySchema[];
}

export interface TryParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: TrySchema;
  /** The value the form starts with: the document's example, else its default, else empty. */
  example: string;
  description: string;
  /** A path parameter's values the operation's examples hold: the mock answers 404 for any other. */
  known?: string[];
}

export interface TryResponse {
  status: string;
  /** The example's name: a request example or a parameter value of that name is answered with it. */
  name?: string;
  /** The headers the example states itself (`x-headers`), which the mock keeps as they are. */
  stated?: string[];
  mediaType?: string;
  /** Each documented header with its example value. */
  headers: Record<string, string>;
  /** The example's body, as the page shows it. */
  body?: unknown;
}

export interface TryError {
  status: number;
  /** The problem type URI (v2) or error code (v1). */
  type: string;
  title: string;
  detail: string;
  /** The parameter values that cause it (`x-when`), `*` for any value sent. */
  when?: Record<string, string[]>;
  /** The longest range it allows (`x-max-range`): `to` at most `days` after `from`. */
  maxRange?: {from: string; to: string; days: number};
}

export interface TryOperation {
  version: string;
  /** The page's language, which the mock's problem texts follow as the document's examples do. */
  locale: 'ja' | 'en';
  operationId: string;
  method: string;
  /** The server URL, for example https://api.hinata-cloud.example/v2. */
  server: string;
  path: string;
  /** How the API key is sent: v2 `Authorization: Bearer <key>`, v1 `X-Api-Key: <key>`. */
  auth: {header: string; prefix: string};
  /** How an error the document gives no example for is shaped: RFC 9457 (v2) or v1's `{error}`. */
  errorFormat: 'problem' | 'v1';
  parameters: TryParameter[];
  body?: {
    mediaType: string;
    required: boolean;
    schema: TrySchema;
    example: unknown;
    /** The named request examples. */
    examples?: {name: string; value: unknown}[];
  };
  responses: TryResponse[];
  errors: TryError[];
  /** For a conditional write: the ETag the GET of the same path documents, which If-Match must carry. */
  currentETag?: string;
  /**
   * For a conditional write: the resources the GET of the same path documents,
   * each with its ETag, which the mock applies a JSON merge patch to.
   */
  current?: {etag: string; body: unknown}[];
  /** The resource's read-only fields, which a write may carry only with their current value. */
  readOnly?: string[];
}
