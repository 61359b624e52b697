/**
 * Where a link or image of a page points, as an absolute URL on the site:
 * the Markdown twin is read outside the site, where a relative path means
 * nothing. Resolves the way Docusaurus does for the HTML:
 * - a relative `.md`/`.mdx` file path → the page built from that file;
 * - a site path (`/api/get-asset`) → the page in the same language
 *   (`/en/api/get-asset` on English pages), or a static file (`/img/…`),
 *   which has no language prefix;
 * - `pathname:///openapi/v2.yaml` → the file, as is;
 * - `#anchor` → the page itself.
 * A target that is none of these throws: the build checks links too, so a
 * throw here means the two disagree.
 */
import {dirname, resolve} from 'node:path';

export type LinkContext = {
  siteUrl: string;
  /** '' for the default locale, '/en' for English. */
  localePrefix: string;
  /** Every route of the locale's build, with its prefix, no trailing slash. */
  routes: ReadonlySet<string>;
  /** Absolute source file → permalink (with the locale prefix). */
  sourceToPermalink: ReadonlyMap<string, string>;
  /** Whether a site path (`/img/x.svg`) is a file of the static directories. */
  isStaticFile: (sitePath: string) => boolean;
};

const schemePattern = /^[a-z][a-z0-9+.-]*:/i;

function splitHash(url: string): [path: string, rest: string] {
  const at = url.search(/[?#]/);
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function createUrlResolver(
  context: LinkContext,
  sourceFile: string,
  pagePath: string,
): (url: string, kind: 'link' | 'image') => string {
  const {siteUrl, localePrefix, routes, sourceToPermalink, isStaticFile} = context;
  return (url, kind) => {
    if (url.startsWith('pathname://')) return siteUrl + url.slice('pathname://'.length);
    if (schemePattern.test(url) || url.startsWith('//')) return url;
    if (url.startsWith('#') || url.startsWith('?')) return siteUrl + pagePath + url;
    const [path, rest] = splitHash(url);
    if (path.startsWith('/')) {
      const sitePath = withoutTrailingSlash(path);
      if (kind === 'link' && routes.has(localePrefix + sitePath)) {
        return siteUrl + localePrefix + sitePath + rest;
      }
      if (isStaticFile(decodeURI(sitePath))) return siteUrl + sitePath + rest;
      throw new Error(`${sourceFile}: ${url} is neither a page nor a static file`);
    }
    if (/\.mdx?$/.test(path)) {
      const target = resolve(dirname(sourceFile), decodeURI(path));
      const permalink = sourceToPermalink.get(target);
      if (!permalink) throw new Error(`${sourceFile}: ${url} is not a page of the site`);
      return siteUrl + permalink + rest;
    }
    return new URL(url, siteUrl + pagePath).href;
  };
}
