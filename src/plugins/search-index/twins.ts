import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {areas, defaultLocale, locales, releaseNotesArea} from '../../config/areas';
import type {TwinPage} from '../../search/types';
import {extractSource, markdownLineToText} from './sources';

/**
 * The same page in the site's other languages, read from their Markdown
 * sources: its title, keywords and section headings (our headings carry the
 * same explicit anchors in every language). The index adds their words to
 * the page's (src/search/build.ts), so a reader who types the other
 * language's name of a page or section ("solar forecast" on the Japanese
 * site, 太陽光発電量予測 on the English one) finds it. Sources, not built
 * HTML: each locale is built by a process of its own, perhaps on another
 * runner, and its index cannot wait for the other locale's pages.
 */

type Folder = {original: string; localized: string; versioned?: string};

const folders: Folder[] = [
  ...areas.map((area) => ({
    original: area.path,
    localized: area.i18nFolder,
    ...(area.versioned && {versioned: `${area.id}_versioned_docs`}),
  })),
  {original: releaseNotesArea.path, localized: releaseNotesArea.i18nFolder},
];

/**
 * Where a source file of `locale` (site-relative, `@site/` or not) has its
 * twin in `other`: the default locale's sources are the originals
 * (`docs/x.md`, `api_versioned_docs/version-v1/x.md`), the others'
 * translations sit under `i18n/<locale>/<plugin folder>/current/` (docs) or
 * directly under the plugin folder (release notes).
 */
export function twinSourcePath(source: string, locale: string, other: string): string | undefined {
  const path = source.replace(/^@site\//, '');
  for (const folder of folders) {
    const isBlog = folder.original === releaseNotesArea.path;
    let version: string | undefined;
    let rest: string | undefined;
    const localizedPrefix = `i18n/${locale}/${folder.localized}/`;
    if (path.startsWith(localizedPrefix)) {
      rest = path.slice(localizedPrefix.length);
      if (!isBlog)
        [version, rest] = [rest.slice(0, rest.indexOf('/')), rest.slice(rest.indexOf('/') + 1)];
    } else if (locale === defaultLocale && path.startsWith(`${folder.original}/`)) {
      rest = path.slice(folder.original.length + 1);
      version = 'current';
    } else if (
      locale === defaultLocale &&
      folder.versioned &&
      path.startsWith(`${folder.versioned}/`)
    ) {
      rest = path.slice(folder.versioned.length + 1);
      [version, rest] = [rest.slice(0, rest.indexOf('/')), rest.slice(rest.indexOf('/') + 1)];
    }
    if (rest === undefined) continue;
    if (isBlog) {
      return other === defaultLocale
        ? `${folder.original}/${rest}`
        : `i18n/${other}/${folder.localized}/${rest}`;
    }
    if (other !== defaultLocale) return `i18n/${other}/${folder.localized}/${version}/${rest}`;
    return version === 'current'
      ? `${folder.original}/${rest}`
      : `${folder.versioned}/${version}/${rest}`;
  }
  return undefined;
}

/** A front-matter value: quotes dropped. */
const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2');

/** The title, keywords and headings of a Markdown source. */
export function twinOfSource(source: string): TwinPage {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const title =
    unquote(/^title:\s*(.+)$/m.exec(frontMatter)?.[1] ?? '') ||
    markdownLineToText(/^#\s+(.+)$/m.exec(source.slice(frontMatter.length))?.[1] ?? '');
  const inline = /^keywords:\s*\[(.*)\]\s*$/m.exec(frontMatter)?.[1];
  const block = /^keywords:\s*\r?\n((?:\s+-\s+.*\r?\n?)+)/m.exec(frontMatter)?.[1];
  const keywords = (
    inline !== undefined
      ? inline.split(',')
      : (block ?? '').split(/\r?\n/).map((line) => line.replace(/^\s*-\s*/, ''))
  )
    .map(unquote)
    .filter(Boolean)
    .join(' ');
  const {sections} = extractSource(source);
  return {
    title,
    ...(keywords && {keywords}),
    sections: sections.map(({anchor, title: heading}) => ({anchor, title: heading})),
  };
}

/** The page's twins in every other locale whose source exists. */
export function twinsOf(siteDir: string, source: string, locale: string): TwinPage[] {
  const twins: TwinPage[] = [];
  for (const other of locales) {
    if (other === locale) continue;
    const path = twinSourcePath(source, locale, other);
    if (!path) continue;
    const file = join(siteDir, path);
    if (existsSync(file)) twins.push(twinOfSource(readFileSync(file, 'utf8')));
  }
  return twins;
}
