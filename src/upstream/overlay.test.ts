import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {customisations, isOn, upstreamMarkdown, upstreamPlugins} from '.';
import {siteRoot} from './ledger';
import {plainDocusaurusVariable, switchOffVariable} from './switches';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js|cjs)$/.test(entry) ? [path] : [];
  });
}

/** Who may name src/upstream/ in an import: the config's one entry point, and the e2e switches. */
const allowed: {file: RegExp; request: RegExp; why: string}[] = [
  {file: /^docusaurus\.config\.ts$/, request: /^\.\/src\/upstream$/, why: 'the config entry point'},
  {
    file: /^e2e\//,
    request: /\/src\/upstream\/switches$/,
    why: 'a test that skips itself when a customisation is off',
  },
];

test('nothing outside src/upstream/ imports it but the config entry point and the e2e switches', () => {
  const files = [
    ...['src', 'e2e'].flatMap((dir) => sourceFiles(join(siteRoot, dir))),
    ...readdirSync(siteRoot)
      .filter((entry) => /\.(ts|mjs|cjs|js)$/.test(entry))
      .map((entry) => join(siteRoot, entry)),
  ];
  const wrong: string[] = [];
  for (const path of files) {
    const file = relative(siteRoot, path);
    if (file.startsWith('src/upstream/')) continue;
    const text = readFileSync(path, 'utf8');
    for (const [, request] of text.matchAll(
      /(?:from|import\(|require\()\s*'([^']*upstream[^']*)'/g,
    )) {
      if (!allowed.some((rule) => rule.file.test(file) && rule.request.test(request))) {
        wrong.push(`${file} imports ${request}`);
      }
    }
  }
  assert.deepEqual(
    wrong,
    [],
    'src/upstream/ is an overlay (ARCHITECTURE.md): our own code emits plain Docusaurus input, and only docusaurus.config.ts takes the customisations, from src/upstream/index.ts',
  );
});

test('every customisation, swizzles included, has its switch', () => {
  for (const c of customisations) {
    assert.equal(
      c.switchOff,
      switchOffVariable(c.id),
      `${c.id}: its switchOff must be ${switchOffVariable(c.id)}`,
    );
    assert.equal(isOn(c, {}), true, `${c.id} is on by default`);
    assert.equal(isOn(c, {[c.switchOff]: '1'}), false, `${c.id}: ${c.switchOff}=1 switches it off`);
  }
});

test('a customisation is off while one it needs is off', () => {
  for (const c of customisations.filter((each) => each.needs)) {
    for (const id of c.needs!) {
      assert.equal(isOn(c, {[switchOffVariable(id)]: '1'}), false, `${c.id} needs ${id}`);
    }
  }
});

test('plain Docusaurus: no plugin or Markdown plugin of a customisation is left', () => {
  const plain = {[plainDocusaurusVariable]: '1'};
  const plainPlugins = new Set(
    customisations.flatMap((c) => (c.plainPlugin ? [c.plainPlugin] : [])),
  );
  assert.deepEqual(
    upstreamPlugins(plain).filter((plugin) => !plainPlugins.has(plugin)),
    [],
  );
  assert.deepEqual(upstreamMarkdown(plain), {lastRehypePlugins: []});
});
