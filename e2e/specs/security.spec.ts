import {expect, test} from '../support/fixtures';

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
