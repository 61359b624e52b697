/**
 * The docs as Model Context Protocol tools: search with the site's own engine
 * and index, and each page's Markdown twin, both read from a built site.
 * src/mcp/main.ts serves them over stdio (`npm run tools -- mcp`).
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {defaultLocale, locales, siteAreaIds} from '../facts/areas';
import {siteUrl} from '../facts/product';
import {searchBuiltSite} from '../search/node';
import {assertBuilt, readPage, sitePathOf} from './pages';

export function createDocsServer(buildDir: string): McpServer {
  const server = new McpServer({name: 'hinata-cloud-docs', version: '1.0.0'});

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Hinata Cloud docs',
      description:
        'Searches the Hinata Cloud documentation (Japanese by default, or English) with the site’s own search engine. Returns the title, URL and a snippet of each matching page or section; pass the URL’s path to get_page for the whole page.',
      inputSchema: {
        query: z.string().min(1).describe('Words to search for, in the language of the locale.'),
        locale: z.enum(locales).default(defaultLocale).describe('ja (default) or en.'),
        area: z.enum(siteAreaIds).optional().describe('Limit results to one area of the site.'),
        limit: z.number().int().min(1).max(50).default(10).describe('Most hits to return.'),
      },
    },
    async ({query, locale, area, limit}) => {
      assertBuilt(buildDir);
      const hits = await searchBuiltSite({buildDir, locale, query, area, limit});
      const results = hits.map((hit) => ({
        title: hit.title,
        url: siteUrl + hit.url,
        path: hit.url.replace(/#.*/, ''),
        snippet: hit.snippet,
        area: hit.area,
        ...(hit.version && {version: hit.version}),
      }));
      const text =
        results.length === 0
          ? `No results for "${query}" (${locale}${area ? `, ${area}` : ''}).`
          : results
              .map((hit, n) => `${n + 1}. ${hit.title}\n   ${hit.url}\n   ${hit.snippet}`)
              .join('\n\n');
      return {content: [{type: 'text', text}], structuredContent: {results}};
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Get a docs page as Markdown',
      description:
        'Returns one page of the Hinata Cloud docs as Markdown. `path` is a site path such as /reference/assets/asset-list or /en/api/get-asset (English pages start with /en/); a trailing .md or a full URL of the site also works.',
      inputSchema: {
        path: z.string().describe('Site path or URL of the page, e.g. /en/api/get-asset.'),
      },
    },
    ({path}) => {
      const sitePath = sitePathOf(path, siteUrl);
      return {content: [{type: 'text', text: readPage(buildDir, sitePath)}]};
    },
  );

  return server;
}
