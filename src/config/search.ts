import type {PluginConfig} from '@docusaurus/types';
import type {SearchIndexOptions} from '../plugins/search-index';

/**
 * DocSearch (Algolia) replaces the local index only when its credentials are
 * given at build time. Without them nothing calls a hosted service: the search
 * box and the results page read the local lunr index.
 */
const algoliaFromEnv = {
  appId: process.env.ALGOLIA_APP_ID,
  apiKey: process.env.ALGOLIA_SEARCH_API_KEY,
  indexName: process.env.ALGOLIA_INDEX_NAME,
};

export const searchProvider: 'algolia' | 'local' =
  algoliaFromEnv.appId && algoliaFromEnv.apiKey && algoliaFromEnv.indexName ? 'algolia' : 'local';

/**
 * theme-search-algolia provides the `/search` results page in both modes and
 * validates its config even when the local index serves the queries; the
 * local values below are never sent anywhere.
 */
export const algoliaThemeConfig = {
  appId: algoliaFromEnv.appId ?? 'local-index',
  apiKey: algoliaFromEnv.apiKey ?? 'local-index',
  indexName: algoliaFromEnv.indexName ?? 'hinata-cloud-docs',
  contextualSearch: true,
  searchPagePath: 'search',
};

/** Pages that exist but must never turn up in search: lists, tags, the unlisted annex, errors. */
const searchIndexOptions: SearchIndexOptions = {
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
    ? [['./src/plugins/search-index/index.ts', searchIndexOptions]]
    : [];
}
