import {expect, localized, test, locales} from '../support/fixtures';
import {switchedOff} from '../support/switches';

/** The HTML pages name their twins through the Metadata wrappers (src/upstream/swizzles). */
const alternateLinks = !switchedOff('swizzles/Metadata');

/**
 * A reader's AI tool asks for the site's index (llms.txt) or a page's
 * Markdown twin (its URL plus `.md`), and gets text built from the same
 * sources as the HTML, in the page's language.
 */
const site = 'https://docs.hinata-cloud.example';

const samples = [
  {
    path: '/technology/simulations/fip',
    title: {ja: '# FIP収入の計算方法', en: '# FIP revenue model'},
    // A formula stays LaTeX; the explainer becomes a sentence linking to the page.
    contains: ['$$\nPR_m = BP - RP_m\n$$', '/technology/simulations/fip)'],
  },
  {
    path: '/api/get-asset',
    title: {ja: '# アセットの取得', en: '# Get an asset'},
    // The generated endpoint header and the code tabs.
    contains: [
      '`GET https://api.hinata-cloud.example/v2/assets/{assetId}`',
      '**Python**\n\n```python',
    ],
  },
  {
    path: '/reference/assets/asset-list',
    title: {ja: '# アセット一覧', en: '# Asset list'},
    contains: [],
  },
];

for (const locale of locales) {
  test(`llms.txt lists every area's pages with their Markdown URLs (${locale})`, async ({
    request,
  }) => {
    const response = await request.get(localized(locale, '/llms.txt'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      locale === 'ja' ? '# Hinata Cloudドキュメント' : '# Hinata Cloud Documentation',
    );
    expect(lines[2]).toMatch(/^> Hinata Cloud/);
    const headings = lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
    expect(headings).toEqual(
      locale === 'ja'
        ? ['リファレンス', 'ガイド', 'テクノロジー', 'API v2', '規約・ポリシー', 'リリースノート']
        : ['Reference', 'Guides', 'Technology', 'API v2', 'Legal', 'Release notes'],
    );
    expect(text).toMatch(/\n### API v1/);
    const pageLines = lines.filter((line) => line.startsWith('- ['));
    for (const line of pageLines) {
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/docs\.hinata-cloud\.example\/\S+\.md\): \S/);
    }
    // Every listed Markdown URL exists on this server.
    const first = pageLines[0].match(/\((https:[^)]+)\)/)![1];
    expect((await request.get(first.replace(site, ''))).status()).toBe(200);
  });

  test(`llms-full.txt holds every page's Markdown (${locale})`, async ({request}) => {
    const [index, full] = await Promise.all([
      request.get(localized(locale, '/llms.txt')).then((r) => r.text()),
      request.get(localized(locale, '/llms-full.txt')),
    ]);
    expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await full.text();
    const listed = [...index.matchAll(/^- \[(.+?)\]\(/gm)].map((m) =>
      m[1].replace(/\\([[\]])/g, '$1'),
    );
    // Each page starts with its title as H1, in the order of the index.
    let from = 0;
    for (const title of listed) {
      const at = text.indexOf(`\n# ${title}\n`, from);
      expect(at, `${title} follows the page before it`).toBeGreaterThan(-1);
      from = at + 1;
    }
  });

  for (const sample of samples) {
    test(`${sample.path}.md is the page in Markdown (${locale})`, async ({request, page}) => {
      const url = localized(locale, `${sample.path}.md`);
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      const markdown = await response.text();
      expect(markdown.split('\n')[0]).toBe(sample.title[locale]);
      expect(markdown.split('\n')[2]).toMatch(/^> \S/);
      for (const text of sample.contains) expect(markdown).toContain(text);
      // No MDX left outside code samples: imports, JSX, heading-id comments.
      const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
      expect(prose).not.toMatch(/^import /m);
      expect(prose).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]/);
      expect(prose).not.toMatch(/\{\/\*/);
      // Links are absolute, on the site in the page's language.
      const siteLinks = [
        ...markdown.matchAll(/\]\((https:\/\/docs\.hinata-cloud\.example[^)]*)\)/g),
      ].map((m) => m[1]);
      expect(markdown).not.toMatch(/\]\((?!https?:|mailto:)/);
      for (const link of siteLinks.filter((l) => !/\.(svg|yaml|png)$/.test(l))) {
        expect(link.startsWith(`${site}/en/`)).toBe(locale === 'en');
      }

      // The HTML page names its twin.
      if (!alternateLinks) return;
      await page.goto(localized(locale, sample.path));
      await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
        'href',
        url,
      );
    });
  }

  test(`a diagram keeps its alt text and an absolute URL in its language (${locale})`, async ({
    request,
  }) => {
    const markdown = await (
      await request.get(localized(locale, '/reference/getting-started/overview.md'))
    ).text();
    const image = markdown.match(/!\[([^\]]+)\]\((\S+)\)/);
    expect(image, 'the overview page has a diagram').not.toBeNull();
    expect(image![2]).toMatch(new RegExp(`^${site}/img/diagrams/[\\w-]+\\.${locale}\\.svg$`));
    const file = await request.get(image![2].replace(site, ''));
    expect(file.status()).toBe(200);
  });

  test(`a release note is available as Markdown too (${locale})`, async ({page, request}) => {
    await page.goto(localized(locale, '/releases'));
    const href = await page.locator('article h2 a').first().getAttribute('href');
    await page.goto(href!);
    const twin = alternateLinks
      ? await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href')
      : `${href}.md`;
    expect(twin).toBe(`${href}.md`);
    const markdown = await (await request.get(twin!)).text();
    expect(markdown).toMatch(
      locale === 'ja' ? /\n公開日：\d{4}-\d{2}-\d{2}\n/ : /\nPublished: \d{4}-\d{2}-\d{2}\n/,
    );
  });
}
