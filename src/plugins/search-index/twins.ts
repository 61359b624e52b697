import {existsSync, readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {locales} from '../../facts/areas';
import {pairOf} from '../translation-drift/pairs';
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

const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Where a source file of `locale` (site-relative, `@site/` or not) has its
 * twin in `other`: the translation pairs of src/plugins/translation-drift/pairs.ts
 * (every docs area, each older version of a versioned area, the release notes).
 * Undefined when the file is not a page of `locale` (an English page that
 * falls back to its Japanese source has no English twin to read).
 */
export function twinSourcePath(
  source: string,
  locale: string,
  other: string,
  siteDir = siteRoot,
): string | undefined {
  const path = source.replace(/^@site\//, '');
  const pair = pairOf(siteDir, path);
  if (!pair || locale === other) return undefined;
  const sides: Record<string, string> = {ja: pair.ja, en: pair.en};
  return sides[locale] === path ? sides[other] : undefined;
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
    const path = twinSourcePath(source, locale, other, siteDir);
    if (!path) continue;
    const file = join(siteDir, path);
    if (existsSync(file)) twins.push(twinOfSource(readFileSync(file, 'utf8')));
  }
  return twins;
}
