import {expect, locales, localized, test} from '../support/fixtures';

const site = 'https://docs.hinata-cloud.example';

for (const locale of locales) {
  test(`a page tells search engines its description, canonical address and language twin (${locale})`, async ({
    page,
    request,
  }) => {
    const path = '/reference/assets/asset-list';
    await page.goto(localized(locale, path));
    const head = page.locator('head');
    const description = await head.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(30);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      description!,
    );
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      site + localized(locale, path),
    );
    await expect(head.locator('link[rel="alternate"][hreflang="ja-JP"]')).toHaveAttribute(
      'href',
      site + path,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
      'href',
      `${site}/en${path}`,
    );
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      site + path,
    );
    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'ja' ? 'ja-JP' : 'en-US');

    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(site + localized(locale, '/img/og-image.png'));
    const png = await request.get(localized(locale, '/img/og-image.png'));
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toContain('image/png');
  });
}
