import {staticHostOptions} from '../../src/config/hosting';
import {expect, test, waitForHydration} from '../support/fixtures';

/**
 * The build with the optional services switched on (CI's `services` job sets
 * GTM_CONTAINER_ID and the ALGOLIA_* variables for both the build and this
 * spec). The fixture lets pages call exactly the hosts those services need
 * (src/config/services.ts); this spec checks that the served policy allows
 * them. In the tested default build no service is configured and it skips.
 */
const sources = staticHostOptions().extraSources ?? {};
const configured = Object.values(sources).flat().length > 0;

test.skip(!configured, 'no optional service is configured for this build');

test('the security policy allows exactly the hosts of the configured services', async ({
  request,
}) => {
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  for (const [directive, hosts] of Object.entries(sources)) {
    const allowed = csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive);
    const extra = (allowed ?? []).slice(1).filter((s) => s.startsWith('https://'));
    expect(extra.sort(), directive).toEqual([...hosts].sort());
  }
});

test('a page with the configured services loads and calls no other host', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
});
