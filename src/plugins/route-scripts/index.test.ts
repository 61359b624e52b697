import assert from 'node:assert/strict';
import {test} from 'node:test';
import {withModuleOrigins, type ClientManifest} from './index';

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
