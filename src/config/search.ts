import type {PluginConfig} from '@docusaurus/types';
import searchIndexPlugin, {type SearchIndexOptions} from '../plugins/search-index';
import {withBuildOnlyOptions} from './build-only-options';
import {algoliaCredentialsIn} from './services';

/**
 * DocSearch (Algolia) replaces the local index only when its credentials are
 * given at build time. Without them nothing calls a hosted service: the local
 * search plugin (src/plugins/search-index/) provides the search box, the
 * `/search` page and the sharded index they read.
 */
const algoliaFromEnv = algoliaCredentialsIn(process.env);

export const searchProvider: 'algolia' | 'local' = algoliaFromEnv ? 'algolia' : 'local';

/**
 * DocSearch's theme config, only when its credentials are set: the classic
 * preset loads theme-search-algolia exactly when `themeConfig.algolia` is
 * present, and no placeholder values are ever sent anywhere.
 */
export const algoliaThemeConfig = algoliaFromEnv
  ? {
      ...algoliaFromEnv,
      contextualSearch: true,
      searchPagePath: 'search',
    }
  : undefined;

/** Pages that exist but must never turn up in search: lists, tags, the unlisted annex, errors. */
export const searchIndexOptions: SearchIndexOptions = {
  excludeRoutes: [
    '**/404.html',
    '**/search',
    '**/legal/annex-7f3a9c2e',
    '**/tags/**',
    '**/releases',
    '**/releases/page/**',
    '**/releases/archive',
    '**/releases/authors/**',
  ],
};

export function searchPlugins(): PluginConfig[] {
  return searchProvider === 'local'
    ? [withBuildOnlyOptions(searchIndexPlugin, searchIndexOptions)]
    : [];
}
