import {expect, localized, test, waitForHydration} from '../support/fixtures';
import {search} from '../support/search';

test.describe('Security headers, as the host sends them', () => {
  for (const path of ['/', '/en/api/get-assets', '/en/no-such-page']) {
    test(`${path} is served with the site's security policy`, async ({request}) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toContain('camera=()');
    });
  }
});

test('reading, searching and switching language never contacts another host', async ({
  page,
  baseURL,
}) => {
  const otherHosts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseURL!).origin)
      otherHosts.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await search(page, 'ja', '出力制御');
  await page.goto(localized('en', '/technology/simulations/fip'));
  await waitForHydration(page);
  await page.goto(localized('en', '/api/introduction'));
  await page.waitForLoadState('networkidle');
  expect(otherHosts).toEqual([]);
});
