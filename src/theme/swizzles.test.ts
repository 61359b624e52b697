import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, relative} from 'node:path';
import {test} from 'node:test';

const require = createRequire(import.meta.url);
const here = __dirname;

/** The themes whose components we replace, by where their components live. */
const themeDirs = {
  '@docusaurus/theme-classic': join(dirname(require.resolve('@docusaurus/theme-classic')), 'theme'),
  '@docusaurus/theme-search-algolia': join(
    dirname(require.resolve('@docusaurus/theme-search-algolia')),
    'theme',
  ),
  // Root (and Layout, NotFound…) fall back to the core's own theme.
  '@docusaurus/core': join(
    dirname(require.resolve('@docusaurus/core/package.json')),
    'lib/client/theme-fallback',
  ),
};

/** Files here that are ours, not replacements of a theme component. */
const ownModules = new Set(['CodeBlock/HighlightedCodeBlock']);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

function componentName(file: string): string {
  return relative(here, file)
    .replace(/\.tsx?$/, '')
    .replace(/\/index$/, '');
}

function original(component: string): string | undefined {
  for (const dir of Object.values(themeDirs)) {
    for (const candidate of [`${component}.js`, `${component}/index.js`]) {
      if (existsSync(join(dir, candidate))) return join(dir, candidate);
    }
  }
  return undefined;
}

const swizzled = componentFiles(here)
  .map((file) => ({file, component: componentName(file)}))
  .filter(({component}) => !ownModules.has(component));

test('every component we replace still exists in the theme it comes from', () => {
  assert.ok(swizzled.length > 0);
  for (const {component} of swizzled) {
    assert.ok(
      original(component),
      `src/theme/${component} replaces a component that ${Object.keys(themeDirs).join(' and ')} no longer have: the theme renamed or removed it, so ours is never used (or renders a component that no longer exists). Find its successor and port the wrapper (see src/theme/README.md and ARCHITECTURE.md).`,
    );
  }
});

test('every @theme-original and @theme import of ours names a component the themes still ship', () => {
  for (const file of componentFiles(here)) {
    const source = readFileSync(file, 'utf8');
    for (const [, component] of source.matchAll(/from '@theme(?:-original)?\/([^']+)'/g)) {
      if (ownModules.has(component) || existsSync(join(here, component))) continue;
      assert.ok(
        original(component) ??
          existsSync(join(themeDirs['@docusaurus/theme-classic'], `${component}.js`)),
        `${relative(here, file)} imports @theme…/${component}, which no theme ships any more.`,
      );
    }
  }
});

test('every replaced component says why in src/theme/README.md', () => {
  const readme = readFileSync(join(here, 'README.md'), 'utf8');
  for (const {component} of swizzled) {
    assert.ok(
      readme.includes(`| \`${component}\` |`),
      `src/theme/README.md has no row for ${component}`,
    );
  }
});

test("the announcement bar wrapper resets the attribute theme-classic's inline script sets", () => {
  const inlineScripts = readFileSync(
    join(dirname(require.resolve('@docusaurus/theme-classic')), 'inlineScripts.js'),
    'utf8',
  );
  const ours = readFileSync(join(here, 'AnnouncementBar', 'index.tsx'), 'utf8');
  const attribute = /'(data-announcement-bar-initially-dismissed)'/.exec(ours)?.[1];
  assert.ok(attribute, 'src/theme/AnnouncementBar names the attribute it resets');
  assert.ok(
    inlineScripts.includes(`'${attribute}'`),
    `theme-classic's inline script (lib/inlineScripts.js) no longer sets ${attribute}: src/theme/AnnouncementBar resets nothing. See how a dismissed bar is hidden now and adapt or remove the wrapper.`,
  );
});
