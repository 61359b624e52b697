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

/**
 * Where the feedback widget posts a reader's vote or report instead of
 * opening a pre-filled issue (src/components/PageFeedback): only for a host
 * that runs an endpoint of its own; a static CDN needs none.
 */
export function feedbackEndpointIn(env: Env): string | undefined {
  const endpoint = env.HINATA_FEEDBACK_ENDPOINT;
  if (!endpoint) return undefined;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(
      `HINATA_FEEDBACK_ENDPOINT is "${endpoint}": give an absolute https:// URL, or unset it (src/config/services.ts).`,
    );
  }
  if (url.protocol !== 'https:') {
    throw new Error(
      `HINATA_FEEDBACK_ENDPOINT must be an https:// URL, not "${endpoint}" (src/config/services.ts).`,
    );
  }
  return url.href;
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
  const feedbackEndpoint = feedbackEndpointIn(env);
  const feedback = feedbackEndpoint ? [new URL(feedbackEndpoint).origin] : [];
  return {
    'script-src': tagManager,
    'img-src': tagManager,
    'connect-src': [...tagManager, ...algolia, ...feedback],
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
