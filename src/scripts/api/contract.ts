/**
 * Checks that the OpenAPI document is at least as strict as the prose
 * (issue 22 §5), one message per operation so the fix is obvious:
 *   1. an error example sits on a shared response (`components/responses`):
 *      it is then attached to every operation that references the response,
 *      including operations that cannot return it (the write-limit 429 on read
 *      endpoints); examples belong on the response of the operation itself;
 *   2. an error example names, in its `instance`, a path the operation does
 *      not serve;
 *   3. an operation has neither a `default` nor a 5xx response;
 *   4. a header parameter is declared in `components/parameters` and read by
 *      no operation;
 *   5. a `multipleOf` is not an integer: validators divide in binary floating
 *      point and reject valid decimals (0.102 is no multiple of 0.001 in
 *      IEEE 754), so a generated client or mock server would too; precision is
 *      stated with `x-decimal-places`, which the example checks count.
 */
import {isReference, type OpenApi, type Operation} from '../../openapi/document';
import type {Example, Reference, Response} from '../../openapi/types';
import {decimalPlacesKeyword} from '../../openapi/validate';

const sharedPrefix = '#/components/responses/';

/** Whether a Problem `instance` (path, maybe with a query) is a request to this operation's path. */
function servesInstance(operation: Operation, instance: string): boolean {
  const template = `${operation.serverPath}${operation.path}`
    .replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`))
    .replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${template}$`).test(instance.split('?')[0] ?? '');
}

export function checkContract(api: OpenApi): string[] {
  const problems: string[] = [];
  const say = (message: string): void => {
    problems.push(`${api.file}: ${message}`);
  };
  const usedParameters = new Set<string>();
  for (const operation of api.operations()) {
    const label = `${operation.id} (${operation.method} ${operation.path})`;
    const item = api.doc.paths?.[operation.path];
    for (const p of [...(item?.parameters ?? []), ...(operation.op.parameters ?? [])])
      if (isReference(p)) usedParameters.add(p.$ref);
    const responses = operation.op.responses ?? {};
    if (
      !Object.keys(responses).some((status) => status === 'default' || /^5(\d\d|XX)$/.test(status))
    )
      say(
        `${label} has no default or 5xx response: add default: {$ref: '#/components/responses/ServerError'}`,
      );
    for (const [status, node] of Object.entries(responses)) {
      const shared =
        isReference(node) && node.$ref.startsWith(sharedPrefix) ? node.$ref : undefined;
      const response = api.deref<Response>(node);
      for (const media of Object.values(response.content ?? {})) {
        for (const [name, exampleNode] of Object.entries(media.examples ?? {})) {
          if (shared) {
            say(
              `${label}: ${status} example "${name}" comes from the shared response ${shared.slice(sharedPrefix.length)}, ` +
                'so every operation that references it shows it; move it to the response of the operation that returns it',
            );
            continue;
          }
          const value = api.deref<Example>(exampleNode as Example).value as
            Record<string, unknown> | undefined;
          const instance = value?.instance;
          if (
            typeof instance === 'string' &&
            Number(status) >= 400 &&
            !servesInstance(operation, instance)
          )
            say(
              `${label}: ${status} example "${name}" has instance ${instance}, which this operation does not serve`,
            );
        }
      }
    }
  }
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${at}/${i}`));
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) {
        if (key === 'multipleOf' && typeof value === 'number' && !Number.isInteger(value))
          say(
            `${at}: multipleOf ${value} makes standard validators reject valid decimals; write x-decimal-places: ${String(value).split('.')[1]?.length ?? 0} instead`,
          );
        if (key === decimalPlacesKeyword && !(Number.isInteger(value) && Number(value) >= 0))
          say(`${at}: ${decimalPlacesKeyword} must be a whole number of digits`);
        walk(value, `${at}/${key}`);
      }
  };
  walk(api.doc, '#');
  for (const [key, node] of Object.entries(api.doc.components?.parameters ?? {})) {
    const parameter = api.deref(node as Reference) as {in?: string; name?: string};
    if (parameter.in === 'header' && !usedParameters.has(`#/components/parameters/${key}`))
      say(
        `header parameter ${parameter.name ?? key} is declared and read by no operation: reference it from the operations that read it, or remove it`,
      );
  }
  return problems;
}
