import assert from 'node:assert/strict';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';
import {apiVersions, locales, siteAreas} from './areas';

/**
 * src/facts/areas.ts is the one list of areas, locales, labels and API
 * versions. This finds copies: a label or an area-id list retyped in code
 * (the copies had already drifted: "Releases" in one, "Release notes" in
 * another). Read the value from areas.ts instead.
 */
const root = join(import.meta.dirname, '../..');
// Labels are looked for in the site's code; the e2e specs may state the text a
// reader sees (a test that read it from areas.ts could not catch a wrong one).
const code = ['src', 'knip.config.ts', 'docusaurus.config.ts', 'sidebars.ts'];
const scanned = [...code, 'e2e'];
const own = new Set(['src/facts/areas.ts']);
/** Copies that must stay literal (Docusaurus's translate() messages), held to areas.ts below. */
const heldCopies = new Set(['src/components/search/labels.ts']);

function files(path: string): string[] {
  const full = join(root, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full).flatMap((name) => files(join(path, name)));
}

const sources = scanned
  .flatMap(files)
  .filter((path) => /\.(ts|tsx|mjs|js)$/.test(path) && !/\.test\.ts$/.test(path))
  .filter((path) => !own.has(path))
  .map((path) => ({
    path: relative(root, join(root, path)),
    text: readFileSync(join(root, path), 'utf8'),
  }));

/** A quoted literal of exactly this text. */
const literal = (text: string) =>
  new RegExp(`['"\`]${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);

test('no area label is retyped outside areas.ts', () => {
  // "API" is also an ordinary word in strings; its label is checked through the lists below.
  const labels = siteAreas.flatMap((area) => locales.map((locale) => area.label[locale]));
  const distinctive = labels.filter((label) => label !== 'API');
  const copies = sources
    .filter(({path}) => !path.startsWith('e2e/') && !heldCopies.has(path))
    .flatMap(({path, text}) =>
      distinctive
        .filter((label) => literal(label).test(text))
        .map((label) => `${path}: '${label}'`),
    );
  assert.deepEqual(copies, []);
});

test('no list of area ids, locales or API versions is retyped outside areas.ts', () => {
  const lists = [
    siteAreas.map((area) => `'${area.id}'`).slice(0, 3),
    locales.map((locale) => `'${locale}'`),
    apiVersions.map((version) => `'${version}'`),
    [...apiVersions].reverse().map((version) => `'${version}'`),
  ].map((items) => new RegExp(`\\[${items.join(',\\s*')}\\]`));
  const copies = sources.flatMap(({path, text}) =>
    lists.filter((list) => list.test(text)).map((list) => `${path}: ${list.source}`),
  );
  assert.deepEqual(copies, []);
});

test('the search labels, which must be literal for translate(), are the labels areas.ts gives', () => {
  const text = readFileSync(join(root, 'src/components/search/labels.ts'), 'utf8');
  for (const area of siteAreas) {
    assert.match(
      text,
      new RegExp(`id: 'search\\.area\\.${area.id}', message: '${area.label.ja}'`),
      area.id,
    );
  }
});
