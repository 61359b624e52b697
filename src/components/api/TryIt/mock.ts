/**
 * Mock mode: the API as its document describes it, answered in the browser
 * with the document's own examples. What the reader sends decides the answer
 * the way the API would (a malformed body 400, a key of the wrong form 401,
 * an ID the examples do not hold 404, a missing If-Match 428, one that is not
 * the current ETag 412, a schema violation 422, a reused Idempotency-Key with
 * another request 409); any other documented response,
 * 429 with its Retry-After among them, can be asked for by status.
 */
import type {BuiltRequest, FormProblems} from './request';
import type {TryOperation, TryResponse} from './types';

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
  | 'key-reused'
  | 'replayed';

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
): MockAnswer {
  const response = documented(operation, status);
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
    for (const header of headers) {
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
  return operation.responses.map((response) => Number(response.status));
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
  if (problems.syntax && has(400)) return documentedAnswer(operation, 400, request, 'syntax');
  if (key !== '' && !keyPattern.test(key) && has(401))
    return documentedAnswer(operation, 401, request, 'key', 'unauthorized');
  // A missing or other If-Match is the precondition's answer (428, 412), not a malformed request.
  const paramProblems = Object.keys(problems.params).filter((name) => name !== 'If-Match');
  if (paramProblems.length)
    return documentedAnswer(operation, has(400) ? 400 : 422, request, 'params');
  const unknownId = operation.parameters.some(
    (parameter) =>
      parameter.in === 'path' &&
      parameter.example !== '' &&
      !requestPath(request).split('/').includes(encodeURIComponent(parameter.example)),
  );
  if (unknownId && has(404))
    return documentedAnswer(operation, 404, request, 'unknown-id', 'not-found');
  // The API checks the precondition before it reads the body against the schema.
  const ifMatch = operation.parameters.find((parameter) => parameter.name === 'If-Match');
  if (ifMatch) {
    const sent = request.headers.find(([name]) => name === 'If-Match')?.[1];
    if (sent === undefined && has(428))
      return documentedAnswer(operation, 428, request, 'precondition-required');
    if (sent !== undefined && sent !== (operation.currentETag ?? ifMatch.example) && has(412))
      return documentedAnswer(operation, 412, request, 'precondition-failed');
  }
  if (problems.body.length || problems.syntax)
    return documentedAnswer(operation, has(422) ? 422 : 400, request, 'body');
  const idempotencyKey = request.headers.find(([name]) => name === 'Idempotency-Key')?.[1];
  if (idempotencyKey) {
    const seen = memory.get(idempotencyKey);
    if (seen !== undefined && seen !== fingerprint(request) && has(409))
      return keyReused(documentedAnswer(operation, 409, request, 'key-reused'), idempotencyKey);
    if (seen === fingerprint(request)) {
      const replay = documentedAnswer(operation, successStatus(operation), request, 'replayed');
      replay.headers.push(['Idempotent-Replayed', 'true']);
      return replay;
    }
    memory.set(idempotencyKey, fingerprint(request));
  }
  return documentedAnswer(operation, successStatus(operation), request, 'success');
}

/** The 409's detail names the key the reader sent, not the document's. */
function keyReused(answer: MockAnswer, key: string): MockAnswer {
  if (!answer.body) return answer;
  const body = JSON.parse(answer.body) as {detail?: string};
  if (typeof body.detail === 'string')
    body.detail = body.detail.replace(/(Key '|キー「)[^'」]*/, `$1${key}`);
  return {...answer, body: JSON.stringify(body, null, 2)};
}
