/**
 * `npm run tools -- api:diff [<old> <new>]`: the changes between two OpenAPI
 * documents as the API pages' history sees them (src/scripts/api/diff.ts),
 * breaking ones marked. Each side is a file or `<git revision>:<path>`;
 * without arguments, static/openapi/v1.yaml → static/openapi/v2.yaml.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {diff, label, levelOf, type Change} from './api/diff';
import {OpenApi, root} from '../openapi/document';

async function load(spec: string): Promise<OpenApi> {
  const [rev, path] = spec.includes(':') ? spec.split(':', 2) : [undefined, spec];
  const file = path ?? spec;
  const text = rev
    ? execFileSync('git', ['show', `${rev}:${file}`], {cwd: root, encoding: 'utf8'})
    : readFileSync(join(root, file), 'utf8');
  return OpenApi.parse(text, file);
}

function line(c: Change): string {
  const details = c.details
    .map((d) => `${d.aspect}${d.keyword ? ` ${d.keyword}` : ''} ${d.from ?? '—'} → ${d.to ?? '—'}`)
    .join('; ');
  return `${c.breaking ? 'BREAKING ' : ''}${c.kind} ${label(c.element)}${details ? `: ${details}` : ''}`;
}

async function main(): Promise<void> {
  const [before = 'static/openapi/v1.yaml', after = 'static/openapi/v2.yaml'] =
    process.argv.slice(2);
  const a = await load(before);
  const b = await load(after);
  const changes = diff(a, b);
  for (const c of changes) console.log(line(c));
  const count = (kind: string): number => changes.filter((c) => c.kind === kind).length;
  console.log(
    `\n${before} (${a.doc.info.version}) → ${after} (${b.doc.info.version}): ${changes.length} changes ` +
      `(${count('added')} added, ${count('removed')} removed, ${count('changed')} changed, ${count('deprecated')} deprecated; ` +
      `${changes.filter((c) => c.breaking).length} breaking); needs a ${levelOf(changes) ?? 'no'} version bump.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
