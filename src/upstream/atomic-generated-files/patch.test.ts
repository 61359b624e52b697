import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {test, type TestContext} from 'node:test';
import {atomicGenerate, installAtomicGenerate} from './patch';

const siteDir = resolve(__dirname, '..', '..', '..');

/** A scratch folder, removed when the test ends. */
function scratch(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'atomic-generate-'));
  t.after(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}

test('a generated file is written whole, and rewritten only when its content changed', async (t) => {
  const dir = scratch(t);
  await atomicGenerate(dir, 'p/metadata.json', '{"a":1}', false);
  assert.equal(readFileSync(join(dir, 'p/metadata.json'), 'utf8'), '{"a":1}');
  // Someone else changed the file; the same content again is not rewritten (the cache holds it).
  writeFileSync(join(dir, 'p/metadata.json'), 'edited');
  await atomicGenerate(dir, 'p/metadata.json', '{"a":1}', false);
  assert.equal(readFileSync(join(dir, 'p/metadata.json'), 'utf8'), 'edited');
  await atomicGenerate(dir, 'p/metadata.json', '{"a":2}', false);
  assert.equal(readFileSync(join(dir, 'p/metadata.json'), 'utf8'), '{"a":2}');
  assert.deepEqual(readdirSync(join(dir, 'p')), ['metadata.json'], 'no temporary file is left');
});

test('a compile reading while the server rewrites a sidebar never sees half a file', async (t) => {
  const dir = scratch(t);
  const sidebar = (n: number) =>
    JSON.stringify({items: Array.from({length: 20_000}, (_, i) => i + n)});
  await atomicGenerate(dir, 'sidebar.json', sidebar(0), false);
  let reads = 0;
  let writing = true;
  const reader = (async () => {
    while (writing) {
      JSON.parse(readFileSync(join(dir, 'sidebar.json'), 'utf8'));
      reads += 1;
      await new Promise((done) => setImmediate(done));
    }
  })();
  for (let n = 1; n <= 30; n += 1) await atomicGenerate(dir, 'sidebar.json', sidebar(n), false);
  writing = false;
  await reader;
  assert.ok(reads > 0);
});

test('once installed, every caller of Docusaurus’s generate() gets the atomic one', () => {
  installAtomicGenerate(siteDir);
  const fromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
  const utils = fromCore('@docusaurus/utils') as {generate: unknown};
  assert.equal(utils.generate, atomicGenerate);
});
