import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {tools} from './tools.mjs';

const root = join(__dirname, '..', '..');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {scripts: object})
  .scripts;

test('`npm run` shows a newcomer at most 12 scripts; the specialist ones are tools', () => {
  const names = Object.keys(scripts);
  assert.ok(
    names.length <= 12,
    `package.json has ${names.length} scripts (${names.join(', ')}): make the specialist ones tools (src/scripts/tools.mjs)`,
  );
  const both = names.filter((name) => Object.hasOwn(tools, name));
  assert.deepEqual(both, [], 'a name is either a script or a tool');
});

test('each tool says what it does in one line and runs a file that exists', () => {
  for (const [name, {does, run}] of Object.entries(tools)) {
    assert.match(does, /^[^\n]{10,90}$/, `${name}: one line of what it does`);
    for (const file of run.filter((arg) => /^src\/.+\.\w+$/.test(arg)))
      assert.ok(existsSync(join(root, file)), `${name} runs ${file}, which does not exist`);
  }
});

/**
 * `npm run <name>`, `npm run --silent <name>`, `npm run tools -- <name>`: the
 * script names a reader is told to run, a tool as `tools -- <name>`.
 */
export function scriptsNamed(text: string): string[] {
  return [
    ...text.matchAll(
      /npm run (?:--silent )?(?:--prefix \S+ )?(tools -- [a-z][\w:-]*[\w-]|[a-z](?:[\w:-]*[\w-])?)/g,
    ),
  ].map((match) => match[1]);
}

test('a command check that finds nothing to check would pass anything', () => {
  assert.deepEqual(
    scriptsNamed('`npm run --silent tools -- content:due:` then npm run build, npm run tools.'),
    ['tools -- content:due', 'build', 'tools'],
  );
});

/** Where a reader meets `npm run …`: the maintainer documents, code, messages, workflows. */
function filesMentioningCommands(): string[] {
  const top = readdirSync(root).filter(
    (name) => /\.(md|ts|mjs|json)$/.test(name) && name !== 'package-lock.json',
  );
  const nested = ['src', 'e2e', '.github', '.ci'].flatMap((dir) =>
    readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'})
      .filter((path) => !path.includes('node_modules') && !path.endsWith('package-lock.json'))
      .map((path) => join(dir, path)),
  );
  return [...top, ...nested, '.ci/run', '.ci/node'].filter((path) =>
    statSync(join(root, path)).isFile(),
  );
}

test('every `npm run <script>` and `npm run tools -- <tool>` the repository mentions exists', () => {
  const files = filesMentioningCommands();
  assert.ok(files.includes('.github/workflows/ci.yml') && files.includes('README.md'));
  const missing = files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        scriptsNamed(line)
          .filter((name) =>
            name.startsWith('tools -- ')
              ? !Object.hasOwn(tools, name.slice('tools -- '.length))
              : !Object.hasOwn(scripts, name),
          )
          .map((name) => `${file}:${index + 1}: npm run ${name}`),
      ),
  );
  assert.deepEqual(missing, [], 'name a script of package.json or a tool of src/scripts/tools.mjs');
});
