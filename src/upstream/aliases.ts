import type {Plugin} from '@docusaurus/types';

/**
 * A plugin that resolves each request in `aliases` (exact match) to another
 * module, in the client and the server bundle. Ours go first: Docusaurus's
 * own aliases (`@site`, `@theme/…`) match by prefix and would win otherwise.
 */
export function aliasPlugin(name: string, aliases: Record<string, string>): Plugin {
  return {
    name,
    configureWebpack(config) {
      const exact = Object.fromEntries(
        Object.entries(aliases).map(([request, target]) => [`${request}$`, target]),
      );
      config.resolve = {
        ...config.resolve,
        alias: {...exact, ...(config.resolve?.alias as Record<string, string> | undefined)},
      };
      return {};
    },
  };
}
