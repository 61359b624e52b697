import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

const seeArchitecture = 'See "deferred-prism" in UPSTREAM.md.';

/** theme-classic's client module that registers the extra Prism grammars. */
export const prismClientModule = join(
  dirname(require.resolve('@docusaurus/theme-classic')),
  'prism-include-languages.js',
);

/**
 * Throws unless theme-classic still loads Prism's grammars from that client
 * module, the one this plugin swaps out: otherwise the alias would silently
 * point at nothing and Prism would be back in every page's main bundle (or
 * the plugin would be useless).
 */
export function checkPrismClientModule(): void {
  if (!existsSync(prismClientModule)) {
    throw new Error(
      `deferred-prism: ${prismClientModule} is gone. theme-classic now loads its Prism grammars some other way: find where (its getClientModules() in lib/index.js), alias that instead, or remove the plugin if Prism no longer reaches the main bundle. ${seeArchitecture}`,
    );
  }
  if (!readFileSync(prismClientModule, 'utf8').includes('prismIncludeLanguages(Prism)')) {
    throw new Error(
      `deferred-prism: ${prismClientModule} no longer calls prismIncludeLanguages(Prism); replacing it by an empty module may now drop something else. Read the new file and decide again. ${seeArchitecture}`,
    );
  }
  const themeIndex = readFileSync(require.resolve('@docusaurus/theme-classic'), 'utf8');
  if (!themeIndex.includes("'./prism-include-languages'")) {
    throw new Error(
      `deferred-prism: theme-classic's getClientModules() no longer lists './prism-include-languages', so the alias replaces nothing. Check whether Prism is still in the main bundle; if not, remove the plugin. ${seeArchitecture}`,
    );
  }
}

/**
 * theme-classic loads the extra Prism grammars from a client module, which
 * pulls Prism into the main bundle of every page. This swaps that module for
 * an empty one; src/theme/CodeBlock registers the grammars in the chunk it
 * loads with the first code block.
 */
export default function deferredPrism(): Plugin {
  checkPrismClientModule();
  return {
    name: 'deferred-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {[prismClientModule]: join(__dirname, 'empty-client-module.js')},
        },
      };
    },
  };
}
