/**
 * The optional hosted services and the hosts each one needs. Each stays off
 * unless its build-time variables are set, so by default the site makes no
 * request to any other host. The Content-Security-Policy (src/config/hosting.ts)
 * and the end-to-end suite's host check (e2e/support/fixtures.ts) both read
 * the hosts from here, so the tested build allows exactly the hosts configured.
 */

type Env = Record<string, string | undefined>;

export function tagManagerContainerIdIn(env: Env): string | undefined {
  return env.GTM_CONTAINER_ID || undefined;
}

export function algoliaCredentialsIn(
  env: Env,
): {appId: string; apiKey: string; indexName: string} | undefined {
  const {
    ALGOLIA_APP_ID: appId,
    ALGOLIA_SEARCH_API_KEY: apiKey,
    ALGOLIA_INDEX_NAME: indexName,
  } = env;
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : undefined;
}

export type ServiceSources = Record<
  'script-src' | 'img-src' | 'connect-src' | 'frame-src',
  string[]
>;

/** The CSP sources the configured services need, per directive. */
export function serviceSourcesIn(env: Env): ServiceSources {
  const tagManager = tagManagerContainerIdIn(env)
    ? ['https://www.googletagmanager.com', 'https://www.google-analytics.com']
    : [];
  const algolia = algoliaCredentialsIn(env)
    ? ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io']
    : [];
  return {
    'script-src': tagManager,
    'img-src': tagManager,
    'connect-src': [...tagManager, ...algolia],
    'frame-src': tagManager,
  };
}

/** Whether a URL belongs to a host one of the configured services needs (`*.` matches subdomains). */
export function isConfiguredServiceUrl(url: URL, env: Env): boolean {
  const sources = new Set(Object.values(serviceSourcesIn(env)).flat());
  return [...sources].some((source) => {
    const {protocol, hostname} = new URL(source.replace('*.', 'wildcard.'));
    if (url.protocol !== protocol) return false;
    return source.includes('*.')
      ? url.hostname.endsWith(hostname.slice('wildcard'.length))
      : url.hostname === hostname;
  });
}
