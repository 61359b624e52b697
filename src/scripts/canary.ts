/**
 * `npm run tools -- canary:switch` (issue 36, item 2): moves this checkout to the
 * newest Docusaurus canary the registry can install, for the CI job that runs
 * `npm test` on it. It changes package.json and package-lock.json, nothing
 * else: the source tree builds on both versions (where they need different
 * config, the config reads the installed @docusaurus/core version).
 *
 * - Every declared @docusaurus/* package goes to the newest canary of the
 *   newest major that is published for all of them and for the @docusaurus/*
 *   packages @docusaurus/core depends on (the registry has held a canary of
 *   core whose own @docusaurus/bundler was never published: it cannot install).
 * - react and react-dom go to the newest release of the minor the canary's
 *   peer range starts at, and every declared @types/react* follows that minor.
 * - Then `npm install`; when it stops on a peer range a declared package does
 *   not meet, that package moves to the newest release of the lowest major
 *   the range accepts (TypeScript 6 for @docusaurus/tsconfig's ">=6.0"), and
 *   the install runs again.
 *
 * Usage: npm run tools -- canary:switch [--version 4.0.0-canary-6808] [--dry-run]
 * Back to the committed versions: git checkout package.json package-lock.json && npm ci
 */
import {spawnSync} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import semver from 'semver';

type Manifest = {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

const root = path.join(__dirname, '..', '..');
const manifestFile = path.join(root, 'package.json');

function npm(args: string[]): {code: number; stdout: string; stderr: string} {
  const result = spawnSync('npm', args, {cwd: root, encoding: 'utf8'});
  return {code: result.status ?? 1, stdout: result.stdout, stderr: result.stderr};
}

function view<T>(spec: string, field: string): T | undefined {
  const {code, stdout, stderr} = npm(['view', spec, field, '--json']);
  if (code !== 0) {
    if (/E404/.test(stderr)) return undefined;
    throw new Error(`npm view ${spec} ${field} failed:\n${stderr}`);
  }
  return stdout.trim() ? (JSON.parse(stdout) as T) : undefined;
}

const versionsCache = new Map<string, string[]>();
function versionsOf(name: string): string[] {
  if (!versionsCache.has(name)) {
    const found = view<string[] | string>(name, 'versions');
    versionsCache.set(name, found === undefined ? [] : [found].flat());
  }
  return versionsCache.get(name)!;
}

/** The newest version of `name` in the lowest major that satisfies `range`. */
function newestOfLowestMajor(name: string, range: string): string | undefined {
  const fitting = versionsOf(name).filter((v) => semver.satisfies(v, range));
  const lowest = semver.minSatisfying(fitting, range);
  if (!lowest) return undefined;
  return semver.maxSatisfying(fitting, `${semver.major(lowest)}.x`) ?? undefined;
}

const canaryNumber = (version: string) => Number(/-canary-(\d+)$/.exec(version)?.[1] ?? -1);

/** The newest canary every package we declare, and every @docusaurus package core needs, has. */
function newestInstallableCanary(declared: string[]): string {
  const candidates = versionsOf('@docusaurus/core').filter((v) => canaryNumber(v) >= 0);
  const newestMajor = Math.max(...candidates.map((v) => semver.major(v)));
  const ordered = candidates
    .filter((v) => semver.major(v) === newestMajor)
    .sort((a, b) => canaryNumber(b) - canaryNumber(a));
  const rejected: string[] = [];
  for (const version of ordered) {
    const needs = Object.entries(
      view<Record<string, string>>(`@docusaurus/core@${version}`, 'dependencies') ?? {},
    )
      .filter(([name]) => name.startsWith('@docusaurus/'))
      .map(([name, range]) => ({name, range}));
    const missing = [
      ...declared.filter((name) => !versionsOf(name).includes(version)),
      ...needs
        .filter(({name, range}) => !semver.maxSatisfying(versionsOf(name), range))
        .map(({name, range}) => `${name}@${range}`),
    ];
    if (missing.length === 0) {
      if (rejected.length > 0) console.log(`Skipped, not installable: ${rejected.join('; ')}`);
      return version;
    }
    rejected.push(
      `${version} (${missing.length} packages unpublished: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`,
    );
  }
  throw new Error(`No installable canary of @docusaurus/core: ${rejected.join('; ')}`);
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

function main() {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sections = [manifest.dependencies, manifest.devDependencies];
  const declared = sections.flatMap((section) => Object.keys(section));
  const set = (name: string, version: string) => {
    for (const section of sections) if (name in section) section[name] = version;
  };
  const docusaurus = declared.filter((name) => name.startsWith('@docusaurus/'));
  const canary = option('version') ?? newestInstallableCanary(docusaurus);
  for (const name of docusaurus) set(name, canary);

  const reactRange = view<Record<string, string>>(
    `@docusaurus/core@${canary}`,
    'peerDependencies',
  )?.react;
  if (!reactRange) throw new Error(`@docusaurus/core@${canary} declares no react peer range`);
  const react = newestOfLowestMajor('react', reactRange)!;
  const minor = `~${semver.major(react)}.${semver.minor(react)}.0`;
  for (const name of ['react', 'react-dom'])
    set(name, semver.maxSatisfying(versionsOf(name), minor)!);
  for (const name of declared.filter((n) => /^@types\/react(-dom)?$/.test(n))) {
    const version = semver.maxSatisfying(versionsOf(name), minor);
    if (!version) throw new Error(`${name} has no release for React ${minor}`);
    set(name, version);
  }

  const write = () => writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  write();
  console.log(`package.json: @docusaurus/* ${canary}, react ${manifest.dependencies.react}`);
  if (process.argv.includes('--dry-run')) return;

  const bumped = new Set<string>();
  for (;;) {
    const install = npm(['install', '--no-audit', '--no-fund']);
    if (install.code === 0) break;
    // npm's ERESOLVE report: "Could not resolve dependency:\nnpm error peer typescript@">=6.0" from …"
    const peer =
      /Could not resolve dependency:\s*\n(?:npm error )?peer (@?[^@\s]+)@"([^"]+)" from (\S+)/.exec(
        install.stderr,
      );
    const blocked = peer?.[1];
    if (!peer || !blocked || !declared.includes(blocked) || bumped.has(blocked)) {
      if (!/ERESOLVE/.test(install.stderr))
        throw new Error(`npm install failed:\n${install.stderr}`);
      // What is left is a peer range of a package we do not declare that a prerelease can never
      // meet (docusaurus-plugin-image-zoom's @docusaurus/theme-classic ">=3.0.0" excludes every
      // 4.0.0-canary): install as npm 6 did, without enforcing peer ranges, and say so.
      console.log('Peer ranges that exclude the canary remain: npm install --legacy-peer-deps');
      const legacy = npm(['install', '--no-audit', '--no-fund', '--legacy-peer-deps']);
      if (legacy.code !== 0) throw new Error(`npm install failed:\n${legacy.stderr}`);
      break;
    }
    const version = newestOfLowestMajor(blocked, peer[2]);
    if (!version) throw new Error(`No ${blocked} release satisfies ${peer[2]} (from ${peer[3]})`);
    console.log(`${peer[3]} needs ${blocked}@"${peer[2]}": ${blocked} ${version}`);
    bumped.add(blocked);
    set(blocked, version);
    write();
  }
  console.log('npm install: done. Back: git checkout package.json package-lock.json && npm ci');
}

main();
