/**
 * Checks a value against the JSON Schema subset the API documents use
 * (types.ts, TrySchema), so the panel can say what to fix before anything is
 * sent. A few hundred bytes instead of a general validator (Ajv is about
 * 35 KiB gzip); `validate.test.ts` holds it to Ajv on the documents'
 * examples and on broken copies of them.
 */
import type {TrySchema} from './types';

export type Problem =
  | {path: string; code: 'required'}
  | {path: string; code: 'type'; expected: string}
  | {path: string; code: 'enum'; values: string}
  | {path: string; code: 'minimum' | 'maximum'; limit: number; exclusive: boolean}
  | {path: string; code: 'minLength' | 'maxLength' | 'minItems' | 'maxItems'; limit: number}
  | {path: string; code: 'pattern'; pattern: string}
  | {path: string; code: 'format'; format: string}
  | {path: string; code: 'additional'}
  | {path: string; code: 'decimalPlaces'; limit: number}
  | {path: string; code: 'uniqueItems'}
  | {path: string; code: 'noMatch'};

const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const date = /^\d{4}-\d{2}-\d{2}$/;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

function validFormat(value: string, format: string): boolean {
  if (format === 'date-time') return dateTime.test(value) && !Number.isNaN(Date.parse(value));
  if (format === 'date') return date.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
  if (format === 'uri') return /^[a-z][a-z0-9+.-]*:/i.test(value);
  return true;
}

/** Digits after the decimal point in the shortest form of `value` (1e-7 has 7). */
function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = value.toExponential().split('e');
  return Math.max(0, (mantissa.split('.')[1]?.length ?? 0) - Number(exponent));
}

/** Every problem of `value` against `schema`, each with the JSON path where it is. */
export function validate(schema: TrySchema, value: unknown, path = ''): Problem[] {
  const problems: Problem[] = [];
  for (const part of schema.allOf ?? []) problems.push(...validate(part, value, path));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && !alternatives.some((part) => validate(part, value, path).length === 0)) {
    // One alternative's own problems say more than "no match" when only one fits the type.
    const typed = alternatives.filter(
      (part) => !part.type || [part.type].flat().some((t) => matchesType(value, t)),
    );
    problems.push(
      ...(typed.length === 1
        ? validate(typed[0], value, path)
        : [{path, code: 'noMatch' as const}]),
    );
  }
  if (schema.type !== undefined) {
    const types = [schema.type].flat();
    if (!types.some((type) => matchesType(value, type))) {
      problems.push({path, code: 'type', expected: types.filter((t) => t !== 'null')[0] ?? 'null'});
      return problems;
    }
  }
  if (schema.const !== undefined && value !== schema.const)
    problems.push({path, code: 'enum', values: JSON.stringify(schema.const)});
  if (schema.enum && !schema.enum.some((allowed) => allowed === value))
    problems.push({path, code: 'enum', values: schema.enum.map(String).join(', ')});

  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      problems.push({path, code: 'minimum', limit: schema.minimum, exclusive: false});
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
      problems.push({path, code: 'minimum', limit: schema.exclusiveMinimum, exclusive: true});
    if (schema.maximum !== undefined && value > schema.maximum)
      problems.push({path, code: 'maximum', limit: schema.maximum, exclusive: false});
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
      problems.push({path, code: 'maximum', limit: schema.exclusiveMaximum, exclusive: true});
    if (schema.decimalPlaces !== undefined && decimalPlaces(value) > schema.decimalPlaces)
      problems.push({path, code: 'decimalPlaces', limit: schema.decimalPlaces});
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength)
      problems.push({path, code: 'minLength', limit: schema.minLength});
    if (schema.maxLength !== undefined && length > schema.maxLength)
      problems.push({path, code: 'maxLength', limit: schema.maxLength});
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
      problems.push({path, code: 'pattern', pattern: schema.pattern});
    if (schema.format && !validFormat(value, schema.format))
      problems.push({path, code: 'format', format: schema.format});
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      problems.push({path, code: 'minItems', limit: schema.minItems});
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      problems.push({path, code: 'maxItems', limit: schema.maxItems});
    if (schema.uniqueItems && new Set(value.map((v) => JSON.stringify(v))).size !== value.length)
      problems.push({path, code: 'uniqueItems'});
    if (schema.items) {
      value.forEach((item, index) =>
        problems.push(...validate(schema.items!, item, `${path}[${index}]`)),
      );
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? [])
      if (!(name in record)) problems.push({path: join(path, name), code: 'required'});
    for (const [name, item] of Object.entries(record)) {
      const property = schema.properties?.[name];
      if (property) problems.push(...validate(property, item, join(path, name)));
      else if (schema.additionalProperties === false)
        problems.push({path: join(path, name), code: 'additional'});
      else if (typeof schema.additionalProperties === 'object')
        problems.push(...validate(schema.additionalProperties, item, join(path, name)));
    }
  }
  return problems;
}

function join(path: string, name: string): string {
  return path ? `${path}.${name}` : name;
}
