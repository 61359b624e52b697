import assert from 'node:assert/strict';
import {test} from 'node:test';
import {appScripts, checkBuiltPage, withModuleOrigins, type ClientManifest} from '.';

// The shape Docusaurus generates in .docusaurus/registry.js.
const registry = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "aba21aa0": [() => import(/* webpackChunkName: "aba21aa0" */ "@site/docs/assets/asset-list.md"), "@site/docs/assets/asset-list.md", require.resolveWeak("@site/docs/assets/asset-list.md")],
  "ffffffff": [() => import(/* webpackChunkName: "ffffffff" */ "@theme/Unbuilt"), "@theme/Unbuilt", require.resolveWeak("@theme/Unbuilt")],
};`;

const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['4014', '9783', '1889'], '17896441': ['4929', '6680', '106'], aba21aa0: ['311']},
  assets: {},
};

test('module paths the server reports lead to the chunks of their registry entry', () => {
  const origins = withModuleOrigins(manifest, registry).origins;
  assert.deepEqual(origins['@theme/DocItem'], ['4929', '6680', '106']);
  assert.deepEqual(origins['@site/docs/assets/asset-list.md'], ['311']);
});

test('chunk-name keys stay, and a registry entry without a chunk adds nothing', () => {
  const origins = withModuleOrigins(manifest, registry).origins;
  assert.deepEqual(origins.main, manifest.origins.main);
  assert.deepEqual(origins['17896441'], manifest.origins['17896441']);
  assert.equal('@theme/Unbuilt' in origins, false);
});

test('running twice changes nothing (the dev server may rewrite an old manifest)', () => {
  const once = withModuleOrigins(manifest, registry);
  assert.deepEqual(withModuleOrigins(once, registry), once);
});

test('a registry in a format the pattern no longer reads stops the build instead of adding nothing', () => {
  const rewritten = registry.replaceAll('/* webpackChunkName: ', '/* webpackChunkName:');
  assert.throws(
    () => withModuleOrigins(manifest, rewritten),
    /no line of \.docusaurus\/registry\.js matches/,
  );
});

test('a manifest keyed by something other than chunk names stops the build instead of adding nothing', () => {
  const keyedByFile = {...manifest, origins: {'main.js': ['4014'], 'DocItem.js': ['4929']}};
  assert.throws(() => withModuleOrigins(keyedByFile, registry), /the patch would add nothing/);
});

test("a built page lists its route's own chunks beside the runtime and the main bundle", () => {
  const page = (scripts: string) => `<html><head>${scripts}</head><body></body></html>`;
  const ok = page(
    '<script src=/assets/js/runtime~main.9ac7eef5.js defer></script><script src="/assets/js/main.18b77b79.js" defer></script><script src=/assets/js/311.a1b2c3d4.js defer></script>',
  );
  assert.deepEqual(appScripts(ok), [
    '/assets/js/runtime~main.9ac7eef5.js',
    '/assets/js/main.18b77b79.js',
    '/assets/js/311.a1b2c3d4.js',
  ]);
  assert.doesNotThrow(() => checkBuiltPage('ok.html', ok));
  assert.throws(
    () =>
      checkBuiltPage(
        'unpatched.html',
        page(
          '<script src=/assets/js/runtime~main.9ac7eef5.js defer></script><script src=/assets/js/main.18b77b79.js defer></script>',
        ),
      ),
    /not its route's own chunks/,
  );
  assert.throws(
    () =>
      checkBuiltPage(
        'renamed.html',
        page('<script src=/assets/js/app.18b77b79.js defer></script>'),
      ),
    /starts no main bundle/,
  );
});
