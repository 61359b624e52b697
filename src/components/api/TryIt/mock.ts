/**
 * Mock mode: the API as its document describes it, answered in the browser
 * with the document's own examples. What the reader sends decides the answer
 * the way the API would (a malformed body 400, a key of the wrong form 401,
 * an ID the examples do not hold 404, a missing If-Match 428, one that is not
 * the current ETag 412, a schema violation 422, a reused Idempotency-Key with
 * another request 409, an If-None-Match equal to the ETag 304); any other
 * documented response, 429 with its Retry-After among them, can be asked for
 * by status. A 400 or 422 for the reader's own mistakes lists them in
 * `errors[]` (problem.ts).
 */
import {problemDetail, problemErrors, truncated} from './problem';
import type {BuiltRequest, FormProblems} from './request';
import type {TryError, TryOperation, TryResponse} from './types';

export interface MockAnswer {
  status: number;
  headers: [string, string][];
  body?: string;
  /** Why the mock chose this status, for the reader. */
  reason: MockReason;
}

export type MockReason =
  | 'success'
  | 'asked'
  | 'syntax'
  | 'key'
  | 'params'
  | 'body'
  | 'unknown-id'
  | 'precondition-required'
  | 'precondition-failed'
  | 'not-modified'
  | 'key-reused'
  | 'replayed'
  | 'example';

/** API keys are `hck_` and 40 base62 characters (the document's security scheme). */
export const keyPattern = /^hck_[0-9A-Za-z]{40}$/;

/** Requests seen per Idempotency-Key, kept for the panel's life only. */
export type IdempotencyMemory = Map<string, string>;

function fingerprint(request: BuiltRequest): string {
  return JSON.stringify([request.method, request.url, request.body ?? '']);
}

function documented(operation: TryOperation, status: number): TryResponse | undefined {
  return operation.responses.find((response) => Number(response.status) === status);
}

function requestPath(request: BuiltRequest): string {
  return new URL(request.url).pathname;
}

/**
 * The documented response for a status: its example, or its error built from
 * the document. `built` names the problem type (or v1 code) to build instead of
 * the example, when the example tells another story than the request (a
 * revoked key's 401 for a malformed key, a forecast not yet made for an
 * unknown asset). Mocked bodies carry the X-Request-Id header's value.
 */
export function documentedAnswer(
  operation: TryOperation,
  status: number,
  request: BuiltRequest,
  reason: MockReason,
  built?: string,
  chosen?: TryResponse,
): MockAnswer {
  const response = chosen ?? documented(operation, status);
  const headers: [string, string][] = Object.entries(response?.headers ?? {});
  const requestId = response?.headers['X-Request-Id'] ?? 'req_MOCK';
  let body: unknown = built === undefined ? response?.body : undefined;
  if (body === undefined && status >= 400) {
    const candidates = operation.errors.filter((candidate) => candidate.status === status);
    const error =
      candidates.find((candidate) => built !== undefined && candidate.type.endsWith(built)) ??
      candidates[0];
    body =
      operation.errorFormat === 'problem'
        ? {
            type: error?.type ?? 'about:blank',
            title: error?.title ?? '',
            status,
            detail: error?.detail ?? '',
            instance: requestPath(request),
            requestId,
          }
        : {error: {code: error?.type ?? 'internal_error', message: error?.detail ?? ''}};
  } else if (body && typeof body === 'object' && 'requestId' in body) {
    // The example's own request ID and path become this request's.
    body = {
      ...body,
      requestId,
      ...('instance' in body && {instance: requestPath(request)}),
    };
  }
  if (status === 429) {
    // An empty bucket: nothing remaining, full again when the reader may retry.
    const retryAfter = headers.find(([name]) => name === 'Retry-After')?.[1];
    // An example that states its own headers keeps them: a workspace cap can stop a key with room left.
    const own = new Set(response?.stated ?? []);
    for (const header of headers) {
      if (own.has(header[0])) continue;
      if (header[0] === 'X-RateLimit-Remaining') header[1] = '0';
      if (header[0] === 'X-RateLimit-Reset' && retryAfter) header[1] = retryAfter;
    }
  }
  if (body !== undefined && response?.mediaType)
    headers.unshift(['Content-Type', response.mediaType]);
  return {
    status,
    headers,
    ...(body !== undefined && {body: JSON.stringify(body, null, 2)}),
    reason,
  };
}

/** The statuses a reader can ask for by name: every documented response. */
export function askableStatuses(operation: TryOperation): number[] {
  return [...new Set(operation.responses.map((response) => Number(response.status)))];
}

function sentBody(request: BuiltRequest): unknown {
  if (request.body === undefined) return undefined;
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    return undefined;
  }
}

/** Key order aside, the same JSON value. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The names of the request examples the body equals. */
function requestExampleNames(operation: TryOperation, request: BuiltRequest): string[] {
  const sent = sentBody(request);
  if (sent === undefined) return [];
  return (operation.body?.examples ?? [])
    .filter((example) => sameJson(example.value, sent))
    .map((example) => example.name);
}

/**
 * The error the document pairs with what the request sends: an error example
 * named like the request example the body equals (`inverted-range`), or like
 * a value a query parameter sends (`okinawa`).
 */
function pairedError(
  operation: TryOperation,
  request: BuiltRequest,
  from: 'body' | 'query',
): TryResponse | undefined {
  const names = new Set(
    from === 'body'
      ? requestExampleNames(operation, request)
      : [...new URL(request.url).searchParams.values()].flatMap((value) => value.split(',')),
  );
  return operation.responses.find(
    (response) =>
      response.name !== undefined && names.has(response.name) && !response.status.startsWith('2'),
  );
}

/**
 * The success example that matches the request best: never one whose field
 * contradicts a parameter sent (`validateOnly`), then one named like the
 * request example sent, else the one that holds the values the parameters
 * send (the asset's ID), else the first.
 */
function successExample(operation: TryOperation, request: BuiltRequest): TryResponse | undefined {
  const status = successStatus(operation);
  const candidates = operation.responses.filter((r) => Number(r.status) === status);
  const named = new Set(requestExampleNames(operation, request));
  const values = Object.entries(paramValues(operation, request));
  const score = (response: TryResponse): number => {
    const body = response.body as Record<string, unknown> | undefined;
    const text = JSON.stringify(response.body ?? null);
    let total = response.name !== undefined && named.has(response.name) ? 10 : 0;
    for (const [name, value] of values) {
      // A field that echoes a parameter must not contradict it, whatever else matches.
      if (body && typeof body === 'object' && name in body)
        total += String(body[name]) === value ? 2 : -100;
      else if (text.includes(JSON.stringify(value))) total += 1;
    }
    return total;
  };
  return candidates.reduce<TryResponse | undefined>(
    (best, response) => (best === undefined || score(response) > score(best) ? response : best),
    undefined,
  );
}

function successStatus(operation: TryOperation): number {
  return Number(operation.responses.find((r) => r.status.startsWith('2'))?.status ?? 200);
}

/**
 * The mock's answer to the request. `asked` is a status the reader chose;
 * `key` what they typed (empty is accepted: the mock needs none).
 */
export function mockAnswer(
  operation: TryOperation,
  request: BuiltRequest,
  problems: FormProblems,
  key: string,
  memory: IdempotencyMemory,
  asked?: number,
): MockAnswer {
  if (asked !== undefined) return documentedAnswer(operation, asked, request, 'asked');
  const has = (status: number) => documented(operation, status) !== undefined;
  // A request the document pairs with one of its error examples gets that example.
  const pairedAnswer = (where: 'query' | 'body'): MockAnswer | undefined => {
    const paired = pairedError(operation, request, where);
    return paired
      ? documentedAnswer(operation, Number(paired.status), request, 'example', undefined, paired)
      : undefined;
  };
  if (problems.syntax && has(400)) return documentedAnswer(operation, 400, request, 'syntax');
  if (key !== '' && !keyPattern.test(key) && has(401))
    return documentedAnswer(operation, 401, request, 'key', 'unauthorized');
  const namedByQuery = pairedAnswer('query');
  if (namedByQuery) return namedByQuery;
  // A missing or other If-Match is the precondition's answer (428, 412), not a malformed request.
  const paramProblems = Object.fromEntries(
    Object.entries(problems.params).filter(([name]) => name !== 'If-Match'),
  );
  if (Object.keys(paramProblems).length)
    return validationAnswer(
      operation,
      has(400) ? 400 : 422,
      request,
      'params',
      {params: paramProblems, body: []},
      undefined,
    );
  const ruled = ruledError(operation, request);
  if (ruled)
    return documentedAnswer(
      operation,
      ruled.status,
      request,
      'params',
      ruled.type.split('/').pop(),
    );
  const values = paramValues(operation, request);
  const unknownId = operation.parameters.some((parameter) => {
    if (parameter.in !== 'path' || parameter.example === '') return false;
    const known = parameter.known ?? [parameter.example];
    return !known.includes(values[parameter.name] ?? '');
  });
  if (unknownId && has(404)) {
    // A 404 example about this very ID (an asset not operating yet) is the API's answer for it.
    const sent = operation.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => values[parameter.name] ?? '');
    const about = operation.responses.find(
      (response) =>
        response.status === '404' &&
        sent.some(
          (value) => value !== '' && JSON.stringify(response.body ?? '').includes(`${value}`),
        ),
    );
    return about
      ? documentedAnswer(operation, 404, request, 'unknown-id', undefined, about)
      : documentedAnswer(operation, 404, request, 'unknown-id', 'not-found');
  }
  const sentHeader = (name: string) => request.headers.find(([header]) => header === name)?.[1];
  // The API checks the precondition before it reads the body against the schema.
  const ifMatch = operation.parameters.find((parameter) => parameter.name === 'If-Match');
  if (ifMatch) {
    const sent = sentHeader('If-Match');
    const current =
      currentState(operation, request)?.etag ?? operation.currentETag ?? ifMatch.example;
    if (sent === undefined && has(428))
      return documentedAnswer(operation, 428, request, 'precondition-required');
    if (sent !== undefined && sent !== current && has(412))
      return preconditionFailed(
        documentedAnswer(operation, 412, request, 'precondition-failed'),
        sent,
        current,
      );
  }
  const etag = documented(operation, successStatus(operation))?.headers.ETag;
  const ifNoneMatch = sentHeader('If-None-Match');
  if (
    etag !== undefined &&
    ifNoneMatch !== undefined &&
    has(304) &&
    matchesETag(ifNoneMatch, etag)
  ) {
    const answer = documentedAnswer(operation, 304, request, 'not-modified');
    answer.headers = [['ETag', etag], ...answer.headers.filter(([name]) => name !== 'ETag')];
    return answer;
  }
  if (problems.syntax) return documentedAnswer(operation, has(422) ? 422 : 400, request, 'body');
  const namedByBody = pairedAnswer('body');
  if (namedByBody) return namedByBody;
  if (problems.body.length)
    return validationAnswer(
      operation,
      has(422) ? 422 : 400,
      request,
      'body',
      {params: {}, body: problems.body},
      request.body === undefined ? undefined : (JSON.parse(request.body) as unknown),
    );
  const readOnly = readOnlyChanged(operation, request);
  if (readOnly.length && has(422)) return readOnlyAnswer(operation, request, readOnly);
  const idempotencyKey = request.headers.find(([name]) => name === 'Idempotency-Key')?.[1];
  if (idempotencyKey) {
    const seen = memory.get(idempotencyKey);
    if (seen !== undefined && seen !== fingerprint(request) && has(409))
      return keyReused(documentedAnswer(operation, 409, request, 'key-reused'), idempotencyKey);
    if (seen === fingerprint(request)) {
      const replay = documentedAnswer(
        operation,
        successStatus(operation),
        request,
        'replayed',
        undefined,
        successExample(operation, request),
      );
      replay.headers.push(['Idempotent-Replayed', 'true']);
      return replay;
    }
    memory.set(idempotencyKey, fingerprint(request));
  }
  return appliedBody(
    operation,
    request,
    echoedIds(
      operation,
      request,
      documentedAnswer(
        operation,
        successStatus(operation),
        request,
        'success',
        undefined,
        successExample(operation, request),
      ),
    ),
  );
}

/** A success names the resource asked for, whichever example it was built from. */
function echoedIds(operation: TryOperation, request: BuiltRequest, answer: MockAnswer): MockAnswer {
  if (!answer.body) return answer;
  const body = JSON.parse(answer.body) as unknown;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return answer;
  const values = paramValues(operation, request);
  const echoed: Record<string, unknown> = {...(body as Record<string, unknown>)};
  for (const parameter of operation.parameters)
    if (parameter.in === 'path' && parameter.name in echoed && values[parameter.name])
      echoed[parameter.name] = values[parameter.name];
  return {...answer, body: JSON.stringify(echoed, null, 2)};
}

/**
 * An error the document ties to the values sent (`x-when`: `series=generation`
 * on the battery ast-004, `asOf` with `issue=day-ahead`) or to a range longer
 * than it allows (`x-max-range`).
 */
function ruledError(operation: TryOperation, request: BuiltRequest): TryError | undefined {
  const values = paramValues(operation, request);
  const day = 24 * 60 * 60 * 1000;
  return operation.errors.find((error) => {
    if (error.maxRange) {
      const from = Date.parse(values[error.maxRange.from] ?? '');
      const to = Date.parse(values[error.maxRange.to] ?? '');
      if (to - from > error.maxRange.days * day) return true;
    }
    return (
      error.when !== undefined &&
      Object.entries(error.when).every(([name, causes]) => {
        const value = values[name];
        return Boolean(value) && (causes.includes('*') || causes.includes(value));
      })
    );
  });
}

/** The read-only fields a write sends with another value than the resource holds. */
function readOnlyChanged(operation: TryOperation, request: BuiltRequest): string[] {
  const sent = sentBody(request);
  const state = currentState(operation, request)?.body as Record<string, unknown> | undefined;
  if (!state || sent === null || typeof sent !== 'object') return [];
  return (operation.readOnly ?? []).filter(
    (name) => name in sent && !sameJson((sent as Record<string, unknown>)[name], state[name]),
  );
}

/** The 422 `read-only-field` for each read-only field sent with another value. */
function readOnlyAnswer(
  operation: TryOperation,
  request: BuiltRequest,
  fields: string[],
): MockAnswer {
  const answer = documentedAnswer(operation, 422, request, 'body', 'validation-error');
  if (operation.errorFormat !== 'problem' || !answer.body) return answer;
  const state = currentState(operation, request)?.body as Record<string, unknown>;
  const errors = fields.map((name) => {
    const current = JSON.stringify(state[name]);
    return {
      pointer: `/${name}`,
      code: 'read-only-field',
      detail:
        operation.locale === 'ja'
          ? `${name}は読み取り専用です。送る場合は現在の値（${current}）にしてください。`
          : `${name} is read-only; send it only with its current value, ${current}.`,
    };
  });
  const problem = JSON.parse(answer.body) as Record<string, unknown>;
  return {
    ...answer,
    body: JSON.stringify(
      {...problem, detail: problemDetail(operation.locale, errors), ...truncated(errors)},
      null,
      2,
    ),
  };
}

/** RFC 7396: a JSON merge patch applied to a JSON value; `null` removes, or here sets a nullable field to null. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const result: Record<string, unknown> =
    target !== null && typeof target === 'object' && !Array.isArray(target)
      ? {...(target as Record<string, unknown>)}
      : {};
  for (const [name, value] of Object.entries(patch as Record<string, unknown>)) {
    // The document's merge patches set optional targets to null rather than dropping them: the GET shows them as null.
    result[name] = value === null ? null : mergePatch(result[name], value);
  }
  return result;
}

/** The resource a conditional write changes: the documented one whose ID the path carries. */
function currentState(operation: TryOperation, request: BuiltRequest) {
  const ids = Object.values(paramValues(operation, request));
  return (
    operation.current?.find((state) =>
      ids.some((id) => JSON.stringify(state.body).includes(JSON.stringify(id))),
    ) ?? operation.current?.[0]
  );
}

/**
 * A success that reports what the body changed says so for the body sent, not
 * the example's: a merge patch is applied to the resource the GET documents
 * (revision and ETag one on), and a batch of records is counted and spanned.
 * A body equal to a request example that has a success example of its name keeps that answer.
 */
function appliedBody(
  operation: TryOperation,
  request: BuiltRequest,
  answer: MockAnswer,
): MockAnswer {
  const sent = sentBody(request);
  const named = new Set(requestExampleNames(operation, request));
  const answeredByName = operation.responses.some(
    (response) => response.status.startsWith('2') && named.has(response.name ?? ''),
  );
  if (!answer.body || sent === undefined || answeredByName) return answer;
  const documentedBody = JSON.parse(answer.body) as Record<string, unknown>;
  const state = currentState(operation, request);
  if (state && operation.body?.mediaType === 'application/merge-patch+json') {
    const merged = mergePatch(state.body, sent) as Record<string, unknown>;
    const revision = Number((state.body as {revision?: unknown}).revision) + 1;
    const body = {
      ...merged,
      // The write's own fields come from the documented answer: when and by whom it was made.
      ...Object.fromEntries(
        ['updatedAt', 'updatedBy', 'nextRunAt']
          .filter((name) => name in documentedBody)
          .map((name) => [name, documentedBody[name]]),
      ),
      ...(Number.isFinite(revision) && {revision}),
    };
    const headers = answer.headers.map(([name, value]): [string, string] => [
      name,
      name === 'ETag' && Number.isFinite(revision) ? `"rev-${revision}"` : value,
    ]);
    return {...answer, headers, body: JSON.stringify(body, null, 2)};
  }
  const records = (sent as {records?: unknown}).records;
  if (Array.isArray(records) && 'received' in documentedBody) {
    const slots = records
      .map((record) => (record as {slotStart?: unknown}).slotStart)
      .filter((slot): slot is string => typeof slot === 'string')
      .sort((a, b) => Date.parse(a) - Date.parse(b));
    // The mock stores nothing, so every slot sent is new (or would be, with validateOnly=true).
    const body = {
      ...documentedBody,
      received: records.length,
      created: new Set(slots).size,
      updated: 0,
      unchanged: 0,
      firstSlotStart: slots[0] ?? null,
      lastSlotStart: slots.at(-1) ?? null,
    };
    return {...answer, body: JSON.stringify(body, null, 2)};
  }
  return answer;
}

/** The 409's detail names the key the reader sent, not the document's. */
function keyReused(answer: MockAnswer, key: string): MockAnswer {
  if (!answer.body) return answer;
  const body = JSON.parse(answer.body) as {detail?: string};
  if (typeof body.detail === 'string')
    body.detail = body.detail.replace(/(Key '|キー「)[^'」]*/, `$1${key}`);
  return {...answer, body: JSON.stringify(body, null, 2)};
}

/** RFC 9110 §13.1.2: a list of ETags or `*`, compared weakly. */
function matchesETag(header: string, etag: string): boolean {
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => weak(tag) === weak(etag));
}

/** The 412 names the ETag the reader sent and the current one, which its header carries. */
function preconditionFailed(answer: MockAnswer, sent: string, current: string): MockAnswer {
  answer.headers = answer.headers.map(([name, value]) => [name, name === 'ETag' ? current : value]);
  if (!answer.headers.some(([name]) => name === 'ETag')) answer.headers.push(['ETag', current]);
  if (!answer.body) return answer;
  const body = JSON.parse(answer.body) as {detail?: string};
  // The documented detail quotes two ETags: the one sent, then the current one.
  const quoted = [sent, current];
  if (typeof body.detail === 'string')
    body.detail = body.detail.replace(/"[^"]*"/g, (tag) => quoted.shift() ?? tag);
  return {...answer, body: JSON.stringify(body, null, 2)};
}

/**
 * A 400 or 422 whose `errors[]` are the reader's own problems (parameters or
 * body), shaped as the document's Problem schema; v1 keeps its documented body.
 */
function validationAnswer(
  operation: TryOperation,
  status: number,
  request: BuiltRequest,
  reason: MockReason,
  problems: FormProblems,
  body: unknown,
): MockAnswer {
  const answer = documentedAnswer(
    operation,
    status,
    request,
    reason,
    operation.errorFormat === 'problem'
      ? status === 422
        ? 'validation-error'
        : 'invalid-request'
      : undefined,
  );
  if (operation.errorFormat !== 'problem' || !answer.body) return answer;
  const errors = problemErrors(operation, problems, {
    params: paramValues(operation, request),
    body,
  });
  const problem = JSON.parse(answer.body) as Record<string, unknown>;
  return {
    ...answer,
    body: JSON.stringify(
      {...problem, detail: problemDetail(operation.locale, errors), ...truncated(errors)},
      null,
      2,
    ),
  };
}

/** Each parameter's value as the request carries it (path, query or header). */
function paramValues(operation: TryOperation, request: BuiltRequest): Record<string, string> {
  const url = new URL(request.url);
  const serverPath = new URL(operation.server).pathname.replace(/\/$/, '');
  const segments = url.pathname.slice(serverPath.length).split('/');
  const template = operation.path.split('/');
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    let value: string | null | undefined;
    if (parameter.in === 'path') {
      const index = template.indexOf(`{${parameter.name}}`);
      value =
        index >= 0 && segments[index] !== undefined
          ? decodeURIComponent(segments[index])
          : undefined;
    } else if (parameter.in === 'query') value = url.searchParams.get(parameter.name);
    else value = request.headers.find(([name]) => name === parameter.name)?.[1];
    if (value !== undefined && value !== null) values[parameter.name] = value;
  }
  return values;
}
