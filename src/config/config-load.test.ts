import assert from 'node:assert/strict';
import fs from 'node:fs';
import {syncBuiltinESMExports} from 'node:module';
import {tmpdir} from 'node:os';
import {test} from 'node:test';

/**
 * Loading docusaurus.config.ts writes nothing: work with side effects happens
 * in plugin lifecycles, so tools that only read
 * the config (knip, the typecheck's tests, the upgrade check) change no file.
 */
test('loading the site config writes no file and creates no directory', async () => {
  const writes: string[] = [];
  const names = [
    'writeFileSync',
    'mkdirSync',
    'cpSync',
    'copyFileSync',
    'rmSync',
    'appendFileSync',
  ] as const;
  const originals = names.map((name) => [name, fs[name]] as const);
  for (const name of names) {
    (fs as unknown as Record<string, unknown>)[name] = (path: unknown) => {
      // tsx, which runs this test, caches compiled files in the temporary directory.
      if (!String(path).startsWith(tmpdir())) writes.push(`${name} ${String(path)}`);
    };
  }
  // ES module imports of node:fs see the patched functions only after this.
  syncBuiltinESMExports();
  try {
    const config = (await import('../../docusaurus.config')).default;
    assert.ok(config.plugins?.length, 'the config loaded');
  } finally {
    for (const [name, original] of originals) {
      (fs as unknown as Record<string, unknown>)[name] = original;
    }
    syncBuiltinESMExports();
  }
  assert.deepEqual(writes, []);
});
