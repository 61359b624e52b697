import {glossary, type GlossaryEntry} from '../data/glossary';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * The synonym groups the engine uses: the hand-written groups of
 * `synonyms.json` (everyday words for the docs' terms), then one group per
 * glossary entry (`src/data/glossary.ts`): its term and aliases in both
 * languages, so an abbreviation finds the page that spells it out (BG →
 * バランシンググループ) and a term typed in the other language finds its
 * twin. A new glossary entry feeds search without any edit here.
 *
 * The groups travel in the index's entry file (format.ts), written by the
 * search plugin: the browser never loads the glossary's definitions, and
 * the engine's code carries no list.
 */
export type SynonymGroups = string[][];

// This module runs in Node only (the index builder, the plugin, tests): read from disk.
export const listedGroups: SynonymGroups = (
  JSON.parse(readFileSync(join(__dirname, 'synonyms.json'), 'utf8')) as {groups: SynonymGroups}
).groups;

/** The surface forms of one glossary term: "日本卸電力取引所（JEPX）" gives both names. */
function namesOf(term: string): string[] {
  const match = /^(.+?)\s*[（(]([^）)]+)[）)]\s*$/.exec(term);
  if (!match) return [term];
  // A parenthesis that lists several things (p10／p50／p90) explains the term, it does not rename it.
  const inside = /[・、，,／/]/.test(match[2]) ? [] : [match[2]];
  return [match[1], ...inside];
}

export function glossaryGroups(glossary: readonly GlossaryEntry[]): SynonymGroups {
  return glossary.map((entry) => {
    const names = [
      ...namesOf(entry.ja.term),
      ...entry.ja.aliases,
      ...namesOf(entry.en.term),
      ...entry.en.aliases,
    ];
    const seen = new Set<string>();
    return names.filter((name) => {
      const key = name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
}

/** The groups of the site's index: the listed ones, then the glossary's. */
export function siteSynonymGroups(): SynonymGroups {
  return [...listedGroups, ...glossaryGroups(glossary)];
}
