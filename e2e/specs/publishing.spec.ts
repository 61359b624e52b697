import {fromHtml} from 'hast-util-from-html';
import type {SearchEntry} from '../../src/search/format';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {searchBuiltSite, searchDirectory} from '../../src/search/node';
import {releasePaths, releasesInFeeds} from '../support/content';
import {documentedRoutes} from '../support/routes';
import {expect, type Locale, locales, localized, test, waitForHydration} from '../support/fixtures';

const annex = '/legal/annex-7f3a9c2e';
const site = 'https://docs.hinata-cloud.example';

/** The `lang` of a page's <html> element, parsed as a browser would (quoted or not). */
function documentLanguage(html: string): unknown {
  const root = fromHtml(html);
  const element = root.children.find((node) => node.type === 'element' && node.tagName === 'html');
  return element?.type === 'element' ? element.properties.lang : undefined;
}

for (const locale of locales) {
  test(`the sitemap lists every documented page and nothing unlisted (${locale})`, async ({
    request,
  }) => {
    const sitemap = await (await request.get(localized(locale, '/sitemap.xml'))).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const route of documentedRoutes.filter((r) => r.path !== annex)) {
      expect(urls).toContain(site + localized(locale, route.path));
    }
    expect(urls).not.toContain(site + localized(locale, annex));
    expect(urls.some((url) => /\/search$|\/tags\//.test(url))).toBe(false);
  });

  test(`the unlisted annex is reachable by its link only (${locale})`, async ({page}) => {
    const response = await page.goto(localized(locale, annex));
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    // Neither it nor the not-found page is in the search index, which covers every documented page.
    const {pages} = readSearchEntry(locale);
    expect(pages.length, 'a search entry for each documented page at least').toBeGreaterThanOrEqual(
      documentedRoutes.length,
    );
    const title = await page.getByRole('heading', {level: 1}).textContent();
    const hits = await searchBuiltSite({buildDir: 'build', locale, query: title ?? '', limit: 50});
    expect(hits.length, `a search for "${title}" runs`).toBeGreaterThan(0);
    expect(hits.map((hit) => hit.url).filter((url) => /annex-7f3a9c2e|404/.test(url))).toEqual([]);
  });

  test(`every release note exists in this language (${locale})`, async ({request}) => {
    expect(releasePaths.length, 'release notes found in blog/').toBeGreaterThan(0);
    for (const path of releasePaths) {
      const response = await request.get(localized(locale, path));
      expect(response.status(), localized(locale, path)).toBe(200);
      expect(documentLanguage(await response.text()), localized(locale, path)).toBe(
        locale === 'ja' ? 'ja-JP' : 'en-US',
      );
    }
  });

  test(`the home page lists the three newest release notes, also after client-side navigation (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/releases'));
    const newest = (await page.locator('article header h2 a').allTextContents()).slice(0, 3);
    expect(newest).toHaveLength(3);

    await page.goto(localized(locale, '/'));
    const section = page.getByRole('region', {
      name: locale === 'ja' ? '最新のリリース' : 'Latest releases',
    });
    await expect(section.locator('li > a')).toHaveText(newest);

    // Back from a docs page through the logo: React renders the list from the home page's route data.
    await page.goto(localized(locale, '/reference/getting-started/overview'));
    await waitForHydration(page);
    await page.locator('.navbar__brand').click();
    await expect(section.locator('li > a')).toHaveText(newest);
    await section.getByRole('link', {name: newest[0]}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(newest[0]);
  });

  test(`the RSS and Atom feeds are well-formed and list every release (${locale})`, async ({
    page,
    request,
  }) => {
    await page.goto(localized(locale, '/'));
    for (const [feed, entry] of [
      ['rss.xml', 'item'],
      ['atom.xml', 'entry'],
    ] as const) {
      const xml = await (await request.get(localized(locale, `/releases/${feed}`))).text();
      const result = await page.evaluate(
        ([source, tag]) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          return {
            error: doc.querySelector('parsererror')?.textContent ?? null,
            entries: doc.getElementsByTagName(tag).length,
          };
        },
        [xml, entry] as const,
      );
      expect(result.error, `${feed} parses as XML`).toBeNull();
      expect(result.entries).toBe(releasesInFeeds);
    }
  });
}

/** The search index's entry file of the build under test. */
function readSearchEntry(locale: Locale): SearchEntry {
  const dir = searchDirectory('build', locale);
  const [entryFile] = readdirSync(dir).filter((name) => /^entry\.[0-9a-f]+\.json$/.test(name));
  if (!entryFile) throw new Error(`no search entry file in ${dir}`);
  return JSON.parse(readFileSync(join(dir, entryFile), 'utf8')) as SearchEntry;
}
