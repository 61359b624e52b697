import assert from 'node:assert/strict';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {readLock, writeLock} from '../plugins/translation-drift/lock';
import {copyReference} from './scale-copy';
import {scratchDir} from '../tooling/scratch-dir';

/** The benchmarks' copy of the Reference area: a site grown, not a site gone stale. */
test('a copy of the Reference area is as reconciled with Japanese as the original', () => {
  const dir = scratchDir('hinata-scale-copy-');
  const english = join(dir, 'i18n/en/docusaurus-plugin-content-docs/current');
  for (const base of [join(dir, 'docs'), english]) {
    mkdirSync(join(base, 'assets'), {recursive: true});
    writeFileSync(join(base, 'assets/asset-list.md'), '# Asset list\n\n## Columns {#columns}\n');
    writeFileSync(
      join(base, 'assets/_category_.json'),
      JSON.stringify({key: 'assets', label: 'Assets'}),
    );
  }
  writeLock(dir, {
    version: 1,
    pages: {
      'docs/assets/asset-list.md': {columns: '0123456789abcdef'},
      'api/get-assets.md': {request: 'fedcba9876543210'},
    },
  });

  assert.equal(copyReference(dir, 2), 2);

  assert.ok(existsSync(join(english, 'copy-2/assets/asset-list.md')));
  const category = JSON.parse(
    readFileSync(join(dir, 'docs/copy-2/assets/_category_.json'), 'utf8'),
  ) as {key: string};
  assert.equal(category.key, 'assets-copy-2');
  assert.deepEqual(readLock(dir).pages, {
    'api/get-assets.md': {request: 'fedcba9876543210'},
    'docs/assets/asset-list.md': {columns: '0123456789abcdef'},
    'docs/copy-2/assets/asset-list.md': {columns: '0123456789abcdef'},
  });
});
