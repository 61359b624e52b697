import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {test} from 'node:test';
import semver from 'semver';
import {customisations} from '.';
import {currentLedger, ledger, siteRoot} from './ledger';
import {switchOffVariable} from './switches';

const require = createRequire(join(siteRoot, 'package.json'));

/** The version installed in node_modules, as the site resolves it. */
function installedVersion(name: string): string {
  // Some packages export no ./package.json: look in the folders Node would search.
  const entry = (require.resolve.paths(name) ?? [])
    .map((dir) => join(dir, name, 'package.json'))
    .find((file) => existsSync(file));
  assert.ok(entry, `${name} is not installed`);
  return (JSON.parse(readFileSync(entry, 'utf8')) as {version: string}).version;
}

test('UPSTREAM.md is the table the declarations make (run `npm run upstream:ledger` after editing one)', () => {
  assert.equal(
    currentLedger(),
    ledger(),
    'UPSTREAM.md is stale: run `npm run upstream:ledger` and commit it',
  );
});

test('every declared folder, file and guard file exists', () => {
  for (const c of customisations) {
    const folder = join(siteRoot, 'src', 'upstream', c.swizzle ? dirname(c.id) : c.id);
    assert.ok(existsSync(folder), `${c.id}: its folder ${folder} is missing`);
    if (!c.swizzle) {
      assert.ok(
        existsSync(join(folder, 'customisation.ts')),
        `${c.id}: no customisation.ts in ${folder}`,
      );
    }
    for (const file of [...(c.files ?? []), ...(c.plugin ? [c.plugin] : [])]) {
      assert.ok(
        existsSync(join(siteRoot, file)),
        `${c.id} declares ${file}, which does not exist: fix its customisation.ts`,
      );
    }
    for (const guard of c.guards) {
      if (guard.file) {
        assert.ok(
          existsSync(join(siteRoot, guard.file)),
          `${c.id}: guard file ${guard.file} does not exist: fix its customisation.ts`,
        );
      }
    }
  }
});

test('every package a customisation relies on is installed within the range its guards were run against', () => {
  for (const c of customisations) {
    for (const {package: name, range} of c.reliesOn) {
      const version = installedVersion(name);
      assert.ok(
        semver.satisfies(version, range),
        `${c.id} relies on ${name} ${range}, but ${version} is installed: run its guards (UPSTREAM.md) against ${version}, then widen the range in src/upstream/${c.swizzle ? 'swizzles/index.ts' : `${c.id}/customisation.ts`}`,
      );
    }
  }
});

test('ids are unique, and each switch is named HINATA_WITHOUT_<ID>', () => {
  const ids = customisations.map((c) => c.id);
  assert.deepEqual(ids, [...new Set(ids)]);
  for (const c of customisations.filter((each) => each.switchOff)) {
    assert.equal(
      c.switchOff,
      switchOffVariable(c.id),
      `${c.id}: its switchOff must be ${switchOffVariable(c.id)}`,
    );
  }
});
