import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {isAbsolute, join, relative, sep} from 'node:path';
import {areas, releaseNotesArea} from '../../facts/areas';

/**
 * Where each Japanese source folder's English twins live (src/facts/areas.ts):
 * every docs area, each older version of a versioned area, and the release notes.
 */
export type Collection = {ja: string; en: string; isBlog: boolean};

export function collections(siteDir: string): Collection[] {
  return [
    ...areas.flatMap((area) => [
      {ja: area.path, en: `i18n/en/${area.i18nFolder}/current`, isBlog: false},
      ...(area.versioned ? versionsOf(siteDir, area.path) : []).map((version) => ({
        ja: `${area.path}_versioned_docs/version-${version}`,
        en: `i18n/en/${area.i18nFolder}/version-${version}`,
        isBlog: false,
      })),
    ]),
    {ja: releaseNotesArea.path, en: `i18n/en/${releaseNotesArea.i18nFolder}`, isBlog: true},
  ];
}

function versionsOf(siteDir: string, areaPath: string): string[] {
  const file = join(siteDir, `${areaPath}_versions.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/** Pages of a folder, as paths relative to it (`_`-prefixed partials are not pages). */
export function pagesIn(siteDir: string, dir: string): string[] {
  const abs = join(siteDir, dir);
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(abs)) {
    const path = join(abs, entry);
    if (statSync(path).isDirectory())
      out.push(...pagesIn(siteDir, join(dir, entry)).map((p) => `${entry}/${p}`));
    else if (/\.mdx?$/.test(entry) && !entry.startsWith('_')) out.push(entry);
  }
  return out.sort();
}

/** A Japanese page and where its English twin is (or would be), both relative to the site. */
export type Pair = {ja: string; en: string; jaExists: boolean; enExists: boolean};

export function translationPairs(siteDir: string): Pair[] {
  return collections(siteDir).flatMap((collection) => {
    const pages = new Set([...pagesIn(siteDir, collection.ja), ...pagesIn(siteDir, collection.en)]);
    return [...pages].sort().map((page) => {
      const ja = `${collection.ja}/${page}`;
      const en = `${collection.en}/${page}`;
      return {
        ja,
        en,
        jaExists: existsSync(join(siteDir, ja)),
        enExists: existsSync(join(siteDir, en)),
      };
    });
  });
}

/** The pair a file belongs to, from either side's path (absolute or relative to the site). */
export function pairOf(siteDir: string, file: string): Pair | undefined {
  const path = relative(siteDir, isAbsolute(file) ? file : join(siteDir, file))
    .split(sep)
    .join('/');
  for (const collection of collections(siteDir)) {
    for (const [side, other] of [
      [collection.en, collection.ja],
      [collection.ja, collection.en],
    ] as const) {
      if (!path.startsWith(`${side}/`)) continue;
      const page = path.slice(side.length + 1);
      const [ja, en] =
        side === collection.ja ? [path, `${other}/${page}`] : [`${other}/${page}`, path];
      return {
        ja,
        en,
        jaExists: existsSync(join(siteDir, ja)),
        enExists: existsSync(join(siteDir, en)),
      };
    }
  }
  return undefined;
}
