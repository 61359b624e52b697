/**
 * The OpenAPI 3.1 objects the API pages are generated from (`openapi-types`),
 * with the documentation extensions our documents carry (`x-ja-*`, `x-errors` …).
 */
import type {OpenAPIV3_1} from 'openapi-types';

export type Reference = OpenAPIV3_1.ReferenceObject;

/** Extensions that hold the Japanese text of a node. */
export interface Localizable {
  description?: string;
  'x-ja-description'?: string;
  'x-used-by'?: string;
  'x-ja-used-by'?: string;
}

export interface SchemaExtensions {
  'x-ja-description'?: string;
  /** The unit of a number, as the English pages write it (`kW`, `JPY/kWh`). */
  'x-unit'?: string;
  /** The id of the regulatory fact (src/data/sources.yml) the description states; the page cites it. */
  'x-source-fact'?: string;
  /** The field's label in the app, in English and in Japanese. */
  'x-ui-label'?: string;
  'x-ja-ui-label'?: string;
}

export type Schema = OpenAPIV3_1.SchemaObject & SchemaExtensions;
export type SchemaOrRef = Schema | Reference;

/** One documented error of an operation (`x-errors`). */
export interface DocumentedError {
  status: number;
  /** v2: the problem type slug. */
  type?: string;
  /** v1: the error code. */
  code?: string;
  description: string;
  'x-ja-description'?: string;
  /** The query and path values that cause the error, `*` for any value sent (the Try it mock answers them). */
  'x-when'?: Record<string, string[]>;
  /** The longest range the error allows: `to` at most `days` after `from`. */
  'x-max-range'?: {from: string; to: string; days: number};
}

export interface OperationExtensions {
  'x-ja-summary'?: string;
  'x-ja-description'?: string;
  'x-permission'?: string;
  'x-rate-limit-bucket'?: 'read' | 'write';
  'x-plan'?: string;
  /** The slug of the page that documents the operation. */
  'x-docs-page'?: string;
  'x-errors'?: DocumentedError[];
  /** See `Since` in diff.ts. */
  'x-since'?: {version: string; date?: string};
}

export interface ProblemType {
  slug: string;
  status: number;
  title: string;
  'x-ja-title': string;
  description: string;
  'x-ja-description'?: string;
}

export interface ErrorCode {
  code: string;
  status?: number;
  description: string;
  'x-ja-description'?: string;
}

export interface DocumentExtensions {
  'x-problem-types'?: ProblemType[];
  'x-error-codes'?: ErrorCode[];
  /**
   * Names of the fictional assets and people in the examples, as the
   * Japanese pages show them: English name → Japanese name. Applied to the
   * `name` and `asset_name` fields of every example value.
   */
  'x-ja-example-names'?: Record<string, string>;
}

export type OpenApiDocument = OpenAPIV3_1.Document<OperationExtensions> & DocumentExtensions;
export type OperationObject = OpenAPIV3_1.OperationObject<OperationExtensions>;
export type Parameter = OpenAPIV3_1.ParameterObject &
  Localizable & {
    /** See `Since` in diff.ts. */
    'x-since'?: {version: string; date?: string};
  };
export type RequestBody = OpenAPIV3_1.RequestBodyObject;
export type Response = OpenAPIV3_1.ResponseObject;
export type MediaType = OpenAPIV3_1.MediaTypeObject;
export type Header = OpenAPIV3_1.HeaderObject & Localizable;
export type SecurityScheme = OpenAPIV3_1.SecuritySchemeObject & Localizable;

/** An example with the Japanese texts that replace parts of its value on Japanese pages. */
export type Example = OpenAPIV3_1.ExampleObject & {
  /** JSON pointer into `value` → the Japanese text. */
  'x-ja-overrides'?: Record<string, string>;
  /** The response headers this example goes with, where they differ from the headers' own examples. */
  'x-headers'?: Record<string, Json>;
};

/** A JSON value, as examples and request bodies hold them. */
export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

export type Locale = 'ja' | 'en';
