import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {test} from 'node:test';
import semver from 'semver';

/** The supply chain of CI and deploy (README, "Deploying"). */
const dir = new URL('../../.github/workflows/', import.meta.url);
const workflows = readdirSync(dir)
  .filter((name) => name.endsWith('.yml'))
  .map((name) => ({name, text: readFileSync(new URL(name, dir), 'utf8')}));

test('every action is pinned to a full commit SHA, with its version in a comment', () => {
  assert.ok(workflows.length >= 2);
  for (const {name, text} of workflows) {
    for (const [line] of text.matchAll(/uses:.*$/gm)) {
      assert.match(
        line,
        /uses: [\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/,
        `${name}: ${line}`,
      );
    }
  }
});

test('every workflow declares its token permissions, read-only for the repository', () => {
  for (const {name, text} of workflows) {
    assert.match(text, /^permissions:\n( {2}\w+: read.*\n)+/m, name);
    assert.doesNotMatch(text, /: write/, `${name} asks for write access`);
  }
});

test('no workflow downloads a tool at run time (npx), and the tested build gets no third-party variables', () => {
  for (const {name, text} of workflows) {
    assert.doesNotMatch(text, /\bnpx --yes\b|\bnpx [\w@/.-]+@/, name);
  }
  const ci = readFileSync(new URL('ci.yml', dir), 'utf8');
  const browserJob = ci.slice(ci.indexOf('\n  browser:'), ci.indexOf('\n  services:'));
  assert.doesNotMatch(browserJob, /GTM_|ALGOLIA_/, 'the browser job builds what deploy publishes');
});

test('the deploy tool is an exact version recorded in its own lock file', () => {
  const manifest = JSON.parse(
    readFileSync(new URL('../../.ci/deploy/package.json', import.meta.url), 'utf8'),
  ) as {dependencies: Record<string, string>};
  const lock = JSON.parse(
    readFileSync(new URL('../../.ci/deploy/package-lock.json', import.meta.url), 'utf8'),
  ) as {packages: Record<string, {version: string}>};
  for (const [pkg, version] of Object.entries(manifest.dependencies)) {
    assert.match(version, /^\d+\.\d+\.\d+$/, pkg);
    assert.equal(lock.packages[`node_modules/${pkg}`]?.version, version, pkg);
  }
});

test('CI, deploy, .ci/node and .nvmrc run the Node.js line package.json "engines" asks for', () => {
  const {engines} = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as {engines: {node: string}};
  const line = /^>=\s*(\d+)\./.exec(engines.node)?.[1];
  assert.ok(line, `package.json "engines.node" is "${engines.node}", not ">=major.minor"`);
  const used = workflows.flatMap(({name, text}) =>
    [...text.matchAll(/node-version: (\S+)|container: node:(\d+)-/g)].map((match) => ({
      name,
      version: match[1] ?? match[2],
    })),
  );
  assert.ok(
    used.length >= 3,
    'the workflows set up Node.js with setup-node or a node:<major> image',
  );
  for (const {name, version} of used)
    assert.equal(
      version,
      line,
      `${name} runs Node.js ${version}; "engines" asks for ${engines.node}`,
    );
  const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  assert.equal(read('.nvmrc').trim(), line, '.nvmrc');
  const installed = /^hinata_node_version=(\S+)$/m.exec(read('.ci/node'))?.[1];
  assert.ok(
    installed && semver.satisfies(installed, engines.node),
    `.ci/node installs ${installed}`,
  );
});

test('the weekly source-link check runs lychee on every primary source and never fails a pull request', () => {
  const links = readFileSync(new URL('links.yml', dir), 'utf8');
  assert.match(links, /^on:\n {2}schedule:\n {4}- cron: '[\d*/, ]+'/m, 'runs on a schedule');
  assert.doesNotMatch(links, /pull_request|push:/, 'never on pull requests or pushes');
  assert.match(links, /npm run --silent tools -- sources:links > source-links\.txt/);
  assert.match(links, /uses: lycheeverse\/lychee-action@[0-9a-f]{40} # v2\.\d+\.\d+/);
  assert.match(links, /args: >-\n[\s\S]*source-links\.txt\n/, 'lychee reads the list of sources');
  assert.match(links, /^ {10}fail: false$/m, 'a broken source does not fail the job');
  assert.match(links, /^ {10}jobSummary: true$/m, 'broken and moved sources go to the job summary');
  const tools = readFileSync(new URL('../scripts/tools.mjs', import.meta.url), 'utf8');
  assert.match(tools, /'sources:links': \{/, 'npm run tools has sources:links');
});
