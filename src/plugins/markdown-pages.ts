import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {mdxToMarkdown, type Locale} from '../markdown/convert';
import {createUrlResolver, type LinkContext} from '../markdown/links';
import {llmsFiles, type Area, type LlmsPage} from '../markdown/llms';
import {apiEndpointStringsFor} from '../markdown/strings';
import {areaIds as docsAreas} from '../facts/areas';

/**
 * Every docs page and release note as Markdown at its URL plus `.md`, and
 * `llms.txt` / `llms-full.txt` per locale (src/markdown/).
 *
 * The pages come from what the docs and blog plugins loaded (their
 * `allContent`): the same files, titles, descriptions, permalinks and
 * English twins as the HTML. The files are written after the build, when
 * every route of the locale is known, so site paths resolve to real pages.
 *
 * Guards: a docs area or the blog missing from the loaded content, a page
 * whose source cannot be read, or a construct the converter does not know
 * fails the build with the reason.
 */

type SourcePage = {
  area: Area;
  version?: LlmsPage['version'];
  title: string;
  description?: string;
  date?: string;
  permalink: string;
  source: string;
  /** Where a relative link of the page would point in the untranslated folder too. */
  aliases: string[];
  listed: boolean;
};

/** Docusaurus's id of each area's docs plugin instance. */
const pluginIdOf = (area: (typeof docsAreas)[number]) => (area === 'reference' ? 'default' : area);

function sidebarDocIds(version: LoadedVersion): string[] {
  const ids: string[] = [];
  const walk = (items: unknown[]): void => {
    for (const item of items as {
      type: string;
      id?: string;
      items?: unknown[];
      link?: {type: string; id?: string};
    }[]) {
      if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
        walk(item.items ?? []);
      }
    }
  };
  Object.values(version.sidebars).forEach((items) => walk(items));
  return ids;
}

function docsPages(
  area: (typeof docsAreas)[number],
  content: DocsContent,
  siteDir: string,
): SourcePage[] {
  return content.loadedVersions.flatMap((version) => {
    const order = sidebarDocIds(version);
    const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
    const docs = [...version.docs].sort(
      (a, b) => rank(a.id) - rank(b.id) || a.permalink.localeCompare(b.permalink),
    );
    return docs.map((doc): SourcePage => {
      const source = resolve(siteDir, doc.source.replace(/^@site\//, ''));
      const relativeSource = relative(version.contentPathLocalized ?? version.contentPath, source);
      const aliases = relativeSource.startsWith('..')
        ? []
        : [join(version.contentPath, relativeSource)];
      return {
        area,
        version:
          area === 'api'
            ? {name: version.versionName, label: version.label, isCurrent: version.isLast}
            : undefined,
        title: doc.title,
        description: doc.description || undefined,
        permalink: doc.permalink,
        source,
        aliases,
        listed: !doc.unlisted,
      };
    });
  });
}

function blogPages(content: BlogContent, siteDir: string): SourcePage[] {
  return content.blogPosts.map((post) => ({
    area: 'releases',
    title: post.metadata.title,
    description: post.metadata.description || undefined,
    date: post.metadata.date.toISOString().slice(0, 10),
    permalink: post.metadata.permalink,
    source: resolve(siteDir, post.metadata.source.replace(/^@site\//, '')),
    aliases: [],
    listed: !post.metadata.unlisted,
  }));
}

/** `/en/reference/x` → `reference/x.md` under the locale's output folder. */
function outputFile(outDir: string, baseUrl: string, permalink: string): string {
  if (!permalink.startsWith(baseUrl)) throw new Error(`${permalink} is outside ${baseUrl}`);
  return join(outDir, `${permalink.slice(baseUrl.length).replace(/\/$/, '') || 'index'}.md`);
}

export default function markdownPagesPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, i18n, baseUrl} = context;
  const locale = i18n.currentLocale as Locale;
  let pages: SourcePage[] = [];

  return {
    name: 'markdown-pages',

    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs'] ?? {};
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      pages = docsAreas.flatMap((area) => {
        const content = docs[pluginIdOf(area)] as DocsContent | undefined;
        if (!content?.loadedVersions) {
          throw new Error(
            `markdown-pages: no loaded content for the ${area} docs plugin (id "${pluginIdOf(area)}"); has its id or Docusaurus's allContent shape changed?`,
          );
        }
        return docsPages(area, content, siteDir);
      });
      if (!blog?.blogPosts) {
        throw new Error(
          'markdown-pages: no loaded content for the release notes (blog plugin "default")',
        );
      }
      pages.push(...blogPages(blog, siteDir));
    },

    postBuild({outDir, routesPaths}) {
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const localePrefix = baseUrl.replace(/\/$/, '');
      const staticDirs = siteConfig.staticDirectories.map((dir) => resolve(siteDir, dir));
      const sourceToPermalink = new Map<string, string>();
      for (const page of pages) {
        for (const file of [page.source, ...page.aliases])
          sourceToPermalink.set(file, page.permalink);
      }
      const links: LinkContext = {
        siteUrl,
        localePrefix,
        routes: new Set(
          routesPaths.map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)),
        ),
        sourceToPermalink,
        isStaticFile: (path) =>
          staticDirs.some((dir) => {
            const file = join(dir, path);
            return file.startsWith(dir) && existsSync(file);
          }),
      };
      const codeJson = JSON.parse(
        readFileSync(join(siteDir, 'i18n/en/code.json'), 'utf8'),
      ) as Record<string, {message: string}>;
      const endpointLabels = apiEndpointStringsFor(codeJson)[locale];

      const llmsPages = pages.map((page): LlmsPage & {listed: boolean} => {
        const markdown = mdxToMarkdown(readFileSync(page.source, 'utf8'), {
          locale,
          title: page.title,
          description: page.description,
          date: page.date,
          pageUrl: siteUrl + page.permalink,
          sourceName: relative(siteDir, page.source),
          resolveUrl: createUrlResolver(links, page.source, page.permalink),
          endpointLabels,
        });
        const file = outputFile(outDir, baseUrl, page.permalink);
        mkdirSync(dirname(file), {recursive: true});
        writeFileSync(file, markdown);
        return {
          area: page.area,
          version: page.version,
          title: page.title,
          description: page.description,
          markdownUrl: `${siteUrl}${page.permalink}.md`,
          markdown,
          listed: page.listed,
        };
      });

      const otherLocale = i18n.locales.find((other) => other !== locale) ?? locale;
      const otherPrefix = otherLocale === i18n.defaultLocale ? '' : `/${otherLocale}`;
      const {llms, llmsFull} = llmsFiles({
        locale,
        siteTitle: siteConfig.title,
        llmsFullUrl: `${siteUrl}${localePrefix}/llms-full.txt`,
        otherLocaleLlmsUrl: `${siteUrl}${otherPrefix}/llms.txt`,
        pages: llmsPages.filter((page) => page.listed),
      });
      writeFileSync(join(outDir, 'llms.txt'), llms);
      writeFileSync(join(outDir, 'llms-full.txt'), llmsFull);
    },
  };
}
