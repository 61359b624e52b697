import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/**
 * theme-classic loads the extra Prism grammars from a client module, which
 * pulls Prism into the main bundle of every page. This swaps that module for
 * an empty one; src/theme/CodeBlock registers the grammars in the chunk it
 * loads with the first code block.
 */
export default function deferredPrism(): Plugin {
  return {
    name: 'deferred-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')]: join(
              __dirname,
              'empty-client-module.js',
            ),
          },
        },
      };
    },
  };
}
