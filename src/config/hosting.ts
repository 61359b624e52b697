import type {StaticHostOptions} from '../plugins/static-host';
import {searchProvider} from './search';

/**
 * Analytics stay off unless a container id is given at build time, so by
 * default the site makes no request to any other host.
 */
export const tagManagerContainerId = process.env.GTM_CONTAINER_ID || undefined;

/** Hosts the Content-Security-Policy must allow for the services switched on. */
export function staticHostOptions(): StaticHostOptions {
  const tagManager = tagManagerContainerId
    ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com']
    : [];
  const algolia =
    searchProvider === 'algolia'
      ? ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']
      : [];
  return {
    extraSources: {
      'script-src': tagManager,
      'img-src': tagManager,
      'connect-src': [...tagManager, ...algolia],
      'frame-src': tagManager,
    },
  };
}
