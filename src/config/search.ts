import type {PluginConfig} from '@docusaurus/types';
import {currentLocale} from './site';

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

/** Pages that exist but must never turn up in search. */
export const unsearchablePaths = ['legal/annex-7f3a9c2e', '404.html', 'search'];

/**
 * theme-search-algolia provides the `/search` results page in both modes, and
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

/**
 * The classic preset already adds theme-search-algolia because `algolia` is
 * set. Site themes load after preset themes, so the local plugin's
 * `@theme/SearchBar` wins unless Algolia is configured.
 */
export function searchThemes(): PluginConfig[] {
  if (searchProvider === 'algolia') {
    return [];
  }
  return [
    [
      'docusaurus-lunr-search',
      {
        // Japanese pages mix in English product terms, so both are indexed there.
        languages: currentLocale() === 'ja' ? ['ja', 'en'] : ['en'],
        excludeRoutes: unsearchablePaths.map((path) => `**/${path}`),
      },
    ],
  ];
}
