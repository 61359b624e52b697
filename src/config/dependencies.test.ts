import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import semver from 'semver';

const root = join(__dirname, '..', '..');
const {overrides = {}} = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  overrides?: Record<string, string>;
};

type Manifest = {
  name?: string;
  version?: string;
  engines?: {node?: unknown};
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};

/** Every installed package's manifest (node_modules, nested ones included). */
function installedManifests(dir: string): Manifest[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.name.startsWith('@')) return installedManifests(path);
    const manifestFile = join(path, 'package.json');
    const manifest = existsSync(manifestFile)
      ? [JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest]
      : [];
    return [...manifest, ...installedManifests(join(path, 'node_modules'))];
  });
}

/**
 * Pins that knowingly sit outside a dependent's range, each with its reason (README's "Pinned
 * dependencies"). The test fails once the dependent's range accepts the pin again, so the
 * exception goes when it is no longer needed.
 */
const pinnedOutsideRange: Record<string, {dependent: string; reason: string}> = {
  'oxc-parser': {
    dependent: 'knip',
    reason:
      "the registry has 0.156's native binaries for Linux x64 only; knip runs on 0.154 (npm run tools -- check:deps)",
  },
};

test('each version pinned in package.json "overrides" is one its dependents accept', () => {
  assert.ok(Object.keys(overrides).length > 0);
  const manifests = installedManifests(join(root, 'node_modules'));
  for (const [name, pinned] of Object.entries(overrides)) {
    const dependents = manifests.filter((m) =>
      [m.dependencies, m.peerDependencies, m.optionalDependencies].some((deps) => deps?.[name]),
    );
    assert.ok(
      dependents.length > 0,
      `nothing installed depends on ${name} any more: remove its override and its line in README's "Pinned dependencies"`,
    );
    for (const dependent of dependents) {
      const range =
        dependent.dependencies?.[name] ??
        dependent.optionalDependencies?.[name] ??
        dependent.peerDependencies?.[name];
      const exception = pinnedOutsideRange[name];
      if (exception?.dependent === dependent.name) {
        assert.ok(
          !semver.satisfies(pinned, range!),
          `${dependent.name} accepts ${name}@${pinned} again: remove it from pinnedOutsideRange`,
        );
        continue;
      }
      assert.ok(
        semver.satisfies(pinned, range!),
        `${dependent.name}@${dependent.version} asks for ${name}@${range}, but package.json overrides pin ${pinned}: the pin now forces a version it does not accept. Move the override to a version in that range (see README's "Pinned dependencies").`,
      );
    }
  }
});

test('every installed package runs on this Node.js (its "engines" field)', () => {
  // .npmrc's engine-strict stops `npm ci` on such a package; this catches a node_modules installed
  // by another Node (Docusaurus 4 on Node 20 crashed mid-build with "RegExp.escape is not a
  // function" instead of saying what it needs).
  const unsupported = installedManifests(join(root, 'node_modules')).filter(
    ({engines}) =>
      typeof engines?.node === 'string' &&
      !semver.satisfies(process.versions.node, engines.node, {includePrerelease: true}),
  );
  assert.deepEqual(
    unsupported.map(
      ({name, version, engines}) => `${name}@${version} needs Node ${String(engines?.node)}`,
    ),
    [],
    `these packages do not support Node ${process.versions.node}: use a Node.js version they accept (and raise "engines" in package.json and the Node version in CI) or keep the older packages`,
  );
});
