import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

const require = createRequire(import.meta.url);

/** The file whose `require("tslib")` this plugin answers. */
export const utilsCommonEntry = require.resolve('@docusaurus/utils-common');
export const tslibHelpers = join(__dirname, 'tslib-import-default.js');

/**
 * @docusaurus/utils-common, which the browser needs on every page (for
 * `applyTrailingSlash`), is compiled to CommonJS that requires tslib for a
 * single helper. A CommonJS require cannot be tree-shaken, so all of tslib
 * (about 3.5 KiB compressed, a tenth of what a page's own code weighs) landed
 * in every page's main bundle. For that one file, and in the browser bundle
 * only, `tslib` resolves to the helper it uses; a unit test fails if the
 * file starts calling another one.
 */
export default function utilsCommonWithoutTslib(): Plugin {
  if (!/require\("tslib"\)/.test(readFileSync(utilsCommonEntry, 'utf8'))) {
    throw new Error(
      `utils-common-without-tslib: ${utilsCommonEntry} no longer requires tslib, so this plugin's alias answers nothing. Remove the plugin, tslib-import-default.js and their ledger row in UPSTREAM.md.`,
    );
  }
  return {
    name: 'utils-common-without-tslib',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: utilsCommonEntry, resolve: {alias: {tslib$: tslibHelpers}}}],
        },
        plugins: [
          {
            // The rule matches by file: if the browser bundle took another file of the package, it would silently apply to nothing.
            // `thisCompilation`, not `compilation`: the latter also fires for child compilations (html-webpack-plugin's in the
            // development server), which never contain the file, and the guard then replaced every page with its error.
            apply(compiler: Compiler) {
              compiler.hooks.thisCompilation.tap('utils-common-without-tslib', (compilation) => {
                compilation.hooks.finishModules.tap('utils-common-without-tslib', (modules) => {
                  const resources = [...modules].map(
                    (module) => (module as {resource?: string}).resource,
                  );
                  if (!resources.includes(utilsCommonEntry)) {
                    compilation.errors.push(
                      new compiler.webpack.WebpackError(
                        `utils-common-without-tslib: the browser bundle does not contain ${utilsCommonEntry}, so the tslib alias applies to nothing. Find which file of @docusaurus/utils-common the bundle uses now and point the rule there, or remove the plugin if the package no longer needs tslib. See UPSTREAM.md.`,
                      ),
                    );
                  }
                });
              });
            },
          },
        ],
      };
    },
  };
}
