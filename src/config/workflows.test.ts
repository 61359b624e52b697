import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {test} from 'node:test';

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

test('the weekly source-link check runs lychee on every primary source and never fails a pull request', () => {
  const links = readFileSync(new URL('links.yml', dir), 'utf8');
  assert.match(links, /^on:\n {2}schedule:\n {4}- cron: '[\d*/, ]+'/m, 'runs on a schedule');
  assert.doesNotMatch(links, /pull_request|push:/, 'never on pull requests or pushes');
  assert.match(links, /npm run --silent sources:links > source-links\.txt/);
  assert.match(links, /uses: lycheeverse\/lychee-action@[0-9a-f]{40} # v2\.\d+\.\d+/);
  assert.match(links, /args: >-\n[\s\S]*source-links\.txt\n/, 'lychee reads the list of sources');
  assert.match(links, /^ {10}fail: false$/m, 'a broken source does not fail the job');
  assert.match(links, /^ {10}jobSummary: true$/m, 'broken and moved sources go to the job summary');
  const scripts = (
    JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  assert.ok(scripts['sources:links'], 'package.json has the sources:links script');
});
