/**
 * Turns what an MCP client asks for (`/en/api/get-asset`, `….md`, or a full
 * URL of the site) into the Markdown file the build wrote for that page, and
 * refuses anything else: another host, `..` or `.` segments (encoded or
 * not), characters no page path has, absolute file paths that are not
 * pages. Only `<buildDir>/<page path>.md` files can ever be read.
 */
import {existsSync, readFileSync, realpathSync, statSync} from 'node:fs';
import {join, resolve, sep} from 'node:path';

export class PageError extends Error {}

/** Segments of page paths: letters, digits, `-`, `_`, `.` (never `.` or `..` alone). */
const segmentPattern = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

export function assertBuilt(buildDir: string): void {
  if (!existsSync(join(buildDir, 'index.html'))) {
    throw new PageError(
      `No built site in ${buildDir}. Run "npm run build" first (or pass --build-dir).`,
    );
  }
}

/** The site path (`/en/api/get-asset`) a request names, or a PageError. */
export function sitePathOf(input: string, siteUrl: string): string {
  const raw = input.trim();
  if (!raw) throw new PageError('Give a site path such as /reference/assets/asset-list.');
  let pathname: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new PageError(`${raw} is not a URL.`);
    }
    if (url.origin !== new URL(siteUrl).origin) {
      throw new PageError(`${raw} is not a page of this site (${siteUrl}).`);
    }
    pathname = url.pathname;
  } else {
    pathname = raw.replace(/[?#].*$/, '');
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new PageError(`${raw} is not a valid site path.`);
  }
  if (!decoded.startsWith('/')) decoded = `/${decoded}`;
  const segments = decoded.replace(/\/+$/, '').replace(/\.md$/, '').split('/').slice(1);
  if (segments.length === 0 || (segments.length === 1 && segments[0] === '')) {
    throw new PageError('The home page has no Markdown version; give the path of a docs page.');
  }
  if (!segments.every((segment) => segmentPattern.test(segment))) {
    throw new PageError(
      `${raw} is not a site path: use letters, digits, "-", "_" and "/" only, with no "." or ".." segments.`,
    );
  }
  return `/${segments.join('/')}`;
}

/** The Markdown of the page at `sitePath`, read from the build. */
export function readPage(buildDir: string, sitePath: string): string {
  assertBuilt(buildDir);
  const root = realpathSync(buildDir);
  const file = resolve(root, `.${sitePath}.md`);
  const unknown = () =>
    new PageError(`No page at ${sitePath}. Use search_docs to find the path of a page.`);
  if (!file.startsWith(root + sep) || !existsSync(file)) throw unknown();
  const real = realpathSync(file);
  if (!real.startsWith(root + sep) || !statSync(real).isFile()) throw unknown();
  return readFileSync(real, 'utf8');
}
