import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

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
  return {
    name: 'utils-common-without-tslib',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: utilsCommonEntry, resolve: {alias: {tslib$: tslibHelpers}}}],
        },
      };
    },
  };
}
