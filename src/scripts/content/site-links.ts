import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, normalize, relative} from 'node:path';
import yaml from 'js-yaml';
import {areas, locales, releaseNotesArea, type Locale} from '../../facts/areas';
import {glossary} from '../../data/glossary';
import {collections, pagesIn} from '../../plugins/translation-drift/pairs';

/**
 * Broken links, anchors and images found from the sources, in seconds and
 * with the line, before any build: what the production build's link checker
 * finds only after minutes. Follows Docusaurus's URL rules for the site's
 * pages: the area's route base path, front matter `slug` and `id`, category
 * index files (`index`, `README`, or named like their folder), number
 * prefixes, release notes at /releases/YYYY/MM/DD/name, the static folder.
 */

export type Problem = {file: string; line?: number; message: string};

type Page = {file: string; permalink: string; anchors: Set<string>};

const fence = /^\s*(```|~~~)/;

/** The body's lines with code fences blanked (line numbers kept). */
function proseLines(source: string): string[] {
  let inFence = false;
  return source.split('\n').map((line) => {
    if (fence.test(line)) {
      inFence = !inFence;
      return '';
    }
    return inFence ? '' : line.replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
  });
}

function frontMatterOf(source: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return match ? ((yaml.load(match[1]) as Record<string, unknown>) ?? {}) : {};
}

/** Anchors a page defines: explicit heading ids, JSX/HTML ids, and the glossary's entries on the glossary page. */
function anchorsOf(source: string, file: string): Set<string> {
  const anchors = new Set<string>();
  for (const line of proseLines(source)) {
    const heading = /^#{2,6} .*\{\/\* #([a-z0-9][a-z0-9-]*) \*\/\}\s*$/.exec(line);
    if (heading) anchors.add(heading[1]);
    for (const match of line.matchAll(/\bid=["']([^"']+)["']/g)) anchors.add(match[1]);
  }
  if (/(^|\/)glossary\.mdx?$/.test(file)) for (const entry of glossary) anchors.add(entry.id);
  return anchors;
}

const stripNumberPrefix = (segment: string) => segment.replace(/^\d+[-_.]/, '');

function docPermalink(
  routeBase: string,
  page: string,
  frontMatter: Record<string, unknown>,
): string {
  const dir =
    dirname(page) === '.' ? '' : dirname(page).split('/').map(stripNumberPrefix).join('/');
  const name = page.replace(/^.*\//, '').replace(/\.mdx?$/, '');
  const slug = frontMatter.slug as string | undefined;
  let path: string;
  if (slug !== undefined) path = slug.startsWith('/') ? slug : `${dir ? `/${dir}` : ''}/${slug}`;
  else {
    const folder = dir.split('/').at(-1);
    const isIndex = /^(index|readme)$/i.test(name) || name === folder;
    const id = (frontMatter.id as string | undefined) ?? stripNumberPrefix(name);
    path = isIndex && frontMatter.id === undefined ? `/${dir}` : `${dir ? `/${dir}` : ''}/${id}`;
  }
  return `${routeBase}${path === '/' ? '' : path}`.replace(/\/+$/, '') || '/';
}

/** Every page of one locale ('ja' sources or 'en' twins), by site path without the locale prefix. */
export function sitePages(siteDir: string, locale: Locale): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const collection of collections(siteDir)) {
    const version = /version-([^/]+)$/.exec(collection.ja)?.[1];
    const area = areas.find(
      (candidate) =>
        collection.ja === candidate.path ||
        collection.ja.startsWith(`${candidate.path}_versioned_docs/`),
    );
    for (const page of pagesIn(siteDir, collection.ja)) {
      const localized = join(collection.en, page);
      const file =
        locale === 'en' && existsSync(join(siteDir, localized))
          ? localized
          : join(collection.ja, page);
      const source = readFileSync(join(siteDir, file), 'utf8');
      const frontMatter = frontMatterOf(source);
      let permalink: string;
      if (collection.isBlog) {
        const match = /^(\d{4})-(\d{2})-(\d{2})-(.+)\.mdx?$/.exec(page);
        const slug = frontMatter.slug as string | undefined;
        permalink = slug
          ? `/${releaseNotesArea.id}/${slug.replace(/^\//, '')}`
          : match
            ? `/${releaseNotesArea.id}/${match[1]}/${match[2]}/${match[3]}/${match[4]}`
            : `/${releaseNotesArea.id}/${page.replace(/\.mdx?$/, '')}`;
      } else {
        permalink = docPermalink(`/${area!.id}${version ? `/${version}` : ''}`, page, frontMatter);
      }
      pages.set(permalink, {file, permalink, anchors: anchorsOf(source, file)});
    }
  }
  return pages;
}

/** Routes that are not pages of a docs area or a release note. */
const otherRoutes = ['/', '/search', `/${releaseNotesArea.id}`, `/${releaseNotesArea.id}/archive`];

const markdownLink = /(!?)\[((?:[^\]\\]|\\.)*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const jsxLink = /\b(href|to|src)=["']([^"']+)["']/g;

/** Checks every link, anchor and image of every page in both locales. */
export function checkSiteLinks(siteDir: string): Problem[] {
  const problems: Problem[] = [];
  for (const locale of locales) {
    const pages = sitePages(siteDir, locale);
    const byFile = new Map([...pages.values()].map((page) => [page.file, page]));
    for (const page of pages.values()) {
      if (locale === 'en' && !page.file.startsWith('i18n/')) continue; // the Japanese source, checked as 'ja'
      const source = readFileSync(join(siteDir, page.file), 'utf8');
      proseLines(source).forEach((line, index) => {
        const at = {file: page.file, line: index + 1};
        const links = [
          ...[...line.matchAll(markdownLink)].map((m) => ({
            image: m[1] === '!',
            text: m[2],
            target: m[3],
          })),
          ...[...line.matchAll(jsxLink)].map((m) => ({
            image: m[1] === 'src',
            text: undefined,
            target: m[2],
          })),
        ];
        if (/<img\b(?![^>]*\balt=["'][^"']+["'])[^>]*>/.test(line))
          problems.push({
            ...at,
            message:
              'an <img> without alt text: describe the image in the page’s language (alt="…")',
          });
        for (const {image, text, target} of links) {
          if (image && text !== undefined && text.trim() === '')
            problems.push({
              ...at,
              message: `image ${target} has no alt text: write ![what it shows](${target}) in the page’s language`,
            });
          const problem = checkTarget(siteDir, locale, page, target, pages, byFile);
          if (problem) problems.push({...at, message: problem});
        }
      });
    }
  }
  return problems;
}

function checkTarget(
  siteDir: string,
  locale: Locale,
  page: Page,
  target: string,
  pages: Map<string, Page>,
  byFile: Map<string, Page>,
): string | undefined {
  if (/^(?:[a-z][a-z+.-]*:|\/\/|\{)/i.test(target)) return undefined; // https:, mailto:, pathname:, protocol-relative, JSX expressions
  const [path, anchor] = target.split('#') as [string, string | undefined];
  let linked: Page | undefined;
  if (path === '') linked = page;
  else if (!path.startsWith('/')) {
    // A file path, resolved from the page's folder (an English page may link to a file of its Japanese source folder).
    const resolved = normalize(join(dirname(page.file), path.split('?')[0]));
    if (!/\.mdx?$/.test(resolved)) {
      return existsSync(join(siteDir, resolved))
        ? undefined
        : `${target}: no file at ${resolved}. Link pages of the same area by their file path (./page.md) and other areas by site path (/area/page)`;
    }
    linked =
      byFile.get(resolved) ??
      [...pages.values()].find((candidate) => sameSource(siteDir, candidate.file, resolved));
    if (!linked)
      return `${target}: no page at ${resolved}. Check the file name (relative to ${dirname(page.file)}/), or link another area by its site path`;
  } else {
    const sitePath = path.replace(/^\/en(?=\/|$)/, '').replace(/\/$/, '') || '/';
    if (locale === 'en' && path.startsWith('/en/'))
      return `${target}: write site paths without the locale (${path.slice(3)}); Docusaurus adds /en/ on English pages`;
    if (/\.\w+$/.test(sitePath) && !/\.mdx?$/.test(sitePath)) {
      return existsSync(join(siteDir, 'static', sitePath))
        ? undefined
        : `${target}: no file static${sitePath}. Put the file under static/ or fix the path`;
    }
    linked = pages.get(sitePath);
    if (!linked) {
      if (otherRoutes.includes(sitePath) || /\/tags(\/|$)/.test(sitePath)) return undefined;
      return `${target}: no page has the site path ${sitePath}. Link to a page’s URL (its folder path in the area, or its front matter slug)`;
    }
  }
  if (anchor && !linked.anchors.has(anchor))
    return `${target}: ${linked.file} has no heading or element with the id "${anchor}". Use one of its heading ids ({/* #id */})`;
  return undefined;
}

/** Whether an English twin and a Japanese source path name the same page. */
function sameSource(siteDir: string, file: string, resolved: string): boolean {
  return collections(siteDir).some(
    (collection) =>
      file.startsWith(`${collection.en}/`) &&
      resolved === join(collection.ja, relative(collection.en, file)),
  );
}
