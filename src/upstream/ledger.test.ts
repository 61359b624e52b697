import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {test} from 'node:test';
import semver from 'semver';
import {customisations} from '.';
import {currentLedger, declarationFile, ledger, siteRoot, upstreamProblem} from './ledger';
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

test('UPSTREAM.md is the table the declarations make (run `npm run tools -- upstream:ledger` after editing one)', () => {
  assert.equal(
    currentLedger(),
    ledger(),
    'UPSTREAM.md is stale: run `npm run tools -- upstream:ledger` and commit it',
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
        `${c.id} relies on ${name} ${range}, but ${version} is installed: run its guards (UPSTREAM.md) against ${version}, then widen the range in ${declarationFile(c)}`,
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

test('every customisation and swizzle names its upstream issue, or says why there is none and what to propose', () => {
  for (const c of customisations) {
    const problem = upstreamProblem(c.upstream);
    assert.equal(problem, undefined, `${c.id}: ${problem}: fix ${declarationFile(c)}`);
  }
});

test('an upstream that is missing, not a GitHub issue, pull request or discussion, or a bare {none} is refused', () => {
  for (const good of [
    'https://github.com/facebook/docusaurus/issues/7256',
    'https://github.com/KaTeX/KaTeX/pull/3940',
    'https://github.com/facebook/docusaurus/discussions/8758',
    {none: 'None filed: nobody asked yet; worth proposing: a config option.'},
  ]) {
    assert.equal(upstreamProblem(good), undefined, JSON.stringify(good));
  }
  for (const bad of [
    undefined,
    '',
    'facebook/docusaurus#7256',
    'https://github.com/facebook/docusaurus/issues/7256#issuecomment-1',
    'https://github.com/facebook/docusaurus/blob/main/README.md',
    'https://github.com/facebook/docusaurus/issues/',
    'https://gitlab.com/a/b/issues/1',
    {none: ''},
    {none: 'none found'},
    {none: 'None filed.'},
    {},
  ]) {
    assert.ok(upstreamProblem(bad), `${JSON.stringify(bad)} should be refused`);
  }
});

test('src/theme/README.md gives each swizzle the upstream its declaration names', () => {
  const readme = readFileSync(join(siteRoot, 'src', 'theme', 'README.md'), 'utf8').split('\n');
  for (const c of customisations.filter((each) => each.swizzle)) {
    for (const component of c.swizzle?.component.split(', ') ?? []) {
      const row = readme.find((line) => line.startsWith(`| \`${component}\` |`));
      assert.ok(row, `src/theme/README.md has no row for ${component} (${c.id})`);
      const cell = row.split(' | ').at(-1) ?? '';
      if (typeof c.upstream === 'string') {
        assert.ok(
          cell.includes(`(${c.upstream})`),
          `src/theme/README.md's row for ${component} should link ${c.upstream}, as ${declarationFile(c)} does`,
        );
      } else {
        assert.match(
          cell,
          /^None\b/,
          `src/theme/README.md's row for ${component} should say there is no upstream issue, as ${declarationFile(c)} does`,
        );
      }
    }
  }
});
