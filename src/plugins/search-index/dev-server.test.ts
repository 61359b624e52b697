import test from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';

/**
 * Guard of the search plugin's development-server path: the plugin serves
 * the index built from the sources by adding a static directory through
 * `configureWebpack` → `devServer.static`. That works because `docusaurus
 * start` merges the plugins' `devServer` into its own with webpack-merge,
 * which appends arrays. If a Docusaurus release stops doing so, search in
 * `npm start` would silently 404: this test says so first.
 */
test('docusaurus start still merges the devServer options plugins return', () => {
  const require = createRequire(__filename);
  const core = join(require.resolve('@docusaurus/core/package.json'), '..');
  const source = readFileSync(join(core, 'lib', 'commands', 'start', 'webpack.js'), 'utf8');
  assert.match(
    source,
    /webpack_merge_1\.default\)\(\[defaultDevServerConfig, config\.devServer\]/,
    'Docusaurus no longer merges config.devServer: serve the dev search index another way (src/plugins/search-index)',
  );
  assert.match(
    source,
    /static: siteConfig\.staticDirectories\.map/,
    'the default static option is no longer an array',
  );
});
