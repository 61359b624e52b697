import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

/**
 * A local plugin whose options only the build needs. Docusaurus serializes
 * every plugin's options into the site config that the main bundle carries
 * to every reader; a plugin given as a function keeps them in its closure.
 * (Plugins as functions are a documented form of the `plugins` option.)
 */
export function withBuildOnlyOptions<Options>(
  plugin: (context: LoadContext, options: Options) => Plugin,
  options: Options,
): PluginModule {
  return function localPluginWithBuildOnlyOptions(context: LoadContext | undefined) {
    // knip calls the config's plugin functions without a context to list
    // their files (it finds these through the config's imports anyway).
    // Docusaurus always passes one; a plugin that stopped running would fail
    // the e2e tests of what it builds (the CSP headers, the search index).
    if (!context) return null;
    return plugin(context, options);
  };
}
