/**
 * The body of a 400 or 422 the mock builds from the reader's own mistakes:
 * one `errors[]` item per problem the validator found, in the order it found
 * them, with a JSON Pointer (body) or the parameter's name, an error code of
 * the document's table, and a detail that names the value sent, worded as the
 * document's examples are in the page's language.
 */
import type {FormProblems} from './request';
import type {TryOperation} from './types';
import type {Problem} from './validate';

export interface ProblemError {
  pointer?: string;
  parameter?: string;
  code: string;
  detail: string;
}

/** The Problem schema's limit on `errors`; more set `errorsTruncated`. */
const maxErrors = 100;

/** A slot start's pattern (`:(00|30):00`): the document's own rule and code for it. */
export const slotAligned = (problem: Problem): boolean =>
  problem.code === 'pattern' && problem.pattern.includes(':(00|30):00');

/** The document's error codes (x-error-codes) for what the schema check finds. */
function errorCode(problem: Problem): string {
  if (slotAligned(problem)) return 'not-slot-aligned';
  switch (problem.code) {
    case 'required':
      return 'required';
    case 'additional':
      return 'unknown-field';
    case 'minimum':
      // An energy value below zero has its own code in the document.
      return problem.limit === 0 && /Kwh$/.test(problem.path) ? 'negative-value' : 'out-of-range';
    case 'maximum':
      return 'out-of-range';
    case 'decimalPlaces':
      return 'too-many-decimals';
    case 'maxItems':
      return problem.path === 'records' ? 'too-many-records' : 'too-many-values';
    default:
      return 'invalid-format';
  }
}

/** `records[0].exportedKwh` as the pointer's tokens: records, 0, exportedKwh. */
function tokens(path: string): string[] {
  return path.match(/[^.[\]]+/g) ?? [];
}

function pointer(path: string): string {
  return tokens(path)
    .map((token) => `/${token.replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('');
}

function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const token of tokens(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}

/** The value as the document's details quote it: text bare, anything else as JSON; long ones left out. */
function shown(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length <= 80 ? text : undefined;
}

type Words = Record<Problem['code'], (field: string, problem: never) => string>;

const english: Words = {
  required: (field) => `${field} is required.`,
  type: (field, p: {expected: string}) => `${field} must be of type ${p.expected}.`,
  enum: (field, p: {values: string}) => `${field} must be one of ${p.values}.`,
  minimum: (field, p: {limit: number; exclusive: boolean}) =>
    `${field} must be ${p.exclusive ? 'greater than' : 'at least'} ${p.limit}.`,
  maximum: (field, p: {limit: number; exclusive: boolean}) =>
    `${field} must be ${p.exclusive ? 'less than' : 'at most'} ${p.limit}.`,
  minLength: (field, p: {limit: number}) => `${field} must be at least ${p.limit} characters long.`,
  maxLength: (field, p: {limit: number}) => `${field} must be at most ${p.limit} characters long.`,
  minItems: (field, p: {limit: number}) => `${field} must have at least ${p.limit} items.`,
  maxItems: (field, p: {limit: number}) => `${field} must have at most ${p.limit} items.`,
  pattern: (field, p: {pattern: string}) => `${field} must match ${p.pattern}.`,
  format: (field, p: {format: string}) =>
    p.format === 'date-time'
      ? `${field} must be a date-time with an offset, for example 2026-11-16T00:00:00+09:00.`
      : p.format === 'date'
        ? `${field} must be a date (YYYY-MM-DD).`
        : `${field} must be a ${p.format}.`,
  additional: (field) => `${field} is not a field of this body.`,
  decimalPlaces: (field, p: {limit: number}) =>
    `${field} must have at most ${p.limit} decimal places.`,
  uniqueItems: (field) => `${field} holds the same value twice.`,
  noMatch: (field) => `${field} matches none of the allowed forms.`,
};

const japanese: Words = {
  required: (field) => `${field}は必須です。`,
  type: (field, p: {expected: string}) => `${field}は${p.expected}型にしてください。`,
  enum: (field, p: {values: string}) => `${field}は次のいずれかにしてください：${p.values}。`,
  minimum: (field, p: {limit: number; exclusive: boolean}) =>
    `${field}は${p.limit}${p.exclusive ? 'より大きく' : '以上に'}してください。`,
  maximum: (field, p: {limit: number; exclusive: boolean}) =>
    `${field}は${p.limit}${p.exclusive ? 'より小さく' : '以下に'}してください。`,
  minLength: (field, p: {limit: number}) => `${field}は${p.limit}文字以上にしてください。`,
  maxLength: (field, p: {limit: number}) => `${field}は${p.limit}文字以内にしてください。`,
  minItems: (field, p: {limit: number}) => `${field}は${p.limit}件以上にしてください。`,
  maxItems: (field, p: {limit: number}) => `${field}は${p.limit}件以内にしてください。`,
  pattern: (field, p: {pattern: string}) => `${field}の形式（${p.pattern}）に合いません。`,
  format: (field, p: {format: string}) =>
    p.format === 'date-time'
      ? `${field}はオフセット付きの日時にしてください（例：2026-11-16T00:00:00+09:00）。`
      : p.format === 'date'
        ? `${field}はYYYY-MM-DDの日付にしてください。`
        : `${field}は${p.format}の形式にしてください。`,
  additional: (field) => `${field}は定義されていないフィールドです。`,
  decimalPlaces: (field, p: {limit: number}) =>
    `${field}の小数点以下は${p.limit}桁までにしてください。`,
  uniqueItems: (field) => `${field}に同じ値が重複しています。`,
  noMatch: (field) => `${field}はどの形式にも当てはまりません。`,
};

/** A missing value or an unknown field has nothing worth quoting back. */
const quotesValue = (problem: Problem) =>
  problem.code !== 'required' && problem.code !== 'additional';

function detail(locale: TryOperation['locale'], field: string, problem: Problem, value: unknown) {
  const words = locale === 'ja' ? japanese : english;
  const text = slotAligned(problem)
    ? locale === 'ja'
      ? `${field}は毎時00分または30分にしてください。`
      : `${field} must be on :00 or :30.`
    : (words[problem.code] as (field: string, problem: Problem) => string)(field, problem);
  const sent = quotesValue(problem) ? shown(value) : undefined;
  if (sent === undefined) return text;
  return locale === 'ja'
    ? `${text}受け取った値は${sent}です。`
    : `${text.slice(0, -1)}; got ${sent}.`;
}

/** The field a detail names: the last property on the path, as the document's examples do. */
function fieldName(path: string, fallback: string): string {
  const names = tokens(path).filter((token) => !/^\d+$/.test(token));
  return names[names.length - 1] ?? fallback;
}

/**
 * Which of an input's problems the API reports: one per input, the one that
 * says most (a timestamp that is no date-time at all also breaks the slot
 * pattern; the format says why).
 */
const rank: Problem['code'][] = [
  'required',
  'additional',
  'type',
  'format',
  'enum',
  'noMatch',
  'pattern',
];

function onePerInput(problems: Problem[]): Problem[] {
  const chosen = new Map<string, Problem>();
  const weight = (problem: Problem) => {
    const index = rank.indexOf(problem.code);
    return index === -1 ? rank.length : index;
  };
  for (const problem of problems) {
    const held = chosen.get(problem.path);
    if (!held || weight(problem) < weight(held)) chosen.set(problem.path, problem);
  }
  return [...chosen.values()];
}

/** Every parameter and body problem as an `errors[]` item, parameters first, as the API checks them. */
export function problemErrors(
  operation: TryOperation,
  problems: FormProblems,
  values: {params: Record<string, string>; body: unknown},
): ProblemError[] {
  const errors: ProblemError[] = [];
  for (const [name, found] of Object.entries(problems.params))
    for (const problem of onePerInput(found))
      errors.push({
        parameter: name,
        code: errorCode(problem),
        detail: detail(operation.locale, name, problem, values.params[name]),
      });
  const body = operation.locale === 'ja' ? 'ボディ' : 'The body';
  for (const problem of onePerInput(problems.body))
    errors.push({
      pointer: pointer(problem.path),
      code: errorCode(problem),
      detail: detail(
        operation.locale,
        fieldName(problem.path, body),
        problem,
        valueAt(values.body, problem.path),
      ),
    });
  return errors;
}

/** The problem's own `detail`: how many inputs are at fault, worded as the document's 422 examples. */
export function problemDetail(locale: TryOperation['locale'], errors: ProblemError[]): string {
  const count = new Set(errors.map((error) => error.pointer ?? error.parameter)).size;
  const parameters = errors.every((error) => error.parameter !== undefined);
  if (locale === 'ja')
    return `${count}件の${parameters ? 'パラメータ' : 'フィールド'}に誤りがあります。`;
  const noun = parameters ? 'parameter' : 'field';
  return count === 1 ? `1 ${noun} is invalid.` : `${count} ${noun}s are invalid.`;
}

export function truncated(errors: ProblemError[]) {
  return errors.length > maxErrors
    ? {errors: errors.slice(0, maxErrors), errorsTruncated: true}
    : {errors};
}
