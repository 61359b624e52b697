import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {readLock, writeLock} from './lock';
import {pairOf, translationPairs, type Pair} from './pairs';
import {sectionsOf} from './sections';

export class SyncError extends Error {}

/**
 * Records English pages as reconciled with their Japanese source as it is
 * now: for each section the English page has, the Japanese section's hash.
 * Files may be named from either side. Returns what it recorded.
 */
export function syncTranslations(
  siteDir: string,
  {files = [], all = false, prune = false}: {files?: string[]; all?: boolean; prune?: boolean},
): {page: string; sections: number}[] {
  const lock = readLock(siteDir);
  const pairs: Pair[] = all
    ? translationPairs(siteDir).filter((pair) => pair.jaExists && pair.enExists)
    : files.map((file) => {
        const pair = pairOf(siteDir, file);
        if (!pair)
          throw new SyncError(
            `${file} is not a page of a docs area or the release notes (src/facts/areas.ts).`,
          );
        if (!pair.jaExists)
          throw new SyncError(`${file}: its Japanese source ${pair.ja} does not exist.`);
        if (!pair.enExists)
          throw new SyncError(
            `${file}: its English twin ${pair.en} does not exist yet. Translate it first.`,
          );
        return pair;
      });
  const recorded = pairs.map((pair) => {
    const english = new Set(
      sectionsOf(readFileSync(join(siteDir, pair.en), 'utf8')).map((section) => section.id),
    );
    const sections = Object.fromEntries(
      sectionsOf(readFileSync(join(siteDir, pair.ja), 'utf8'))
        .filter((section) => english.has(section.id))
        .map((section) => [section.id, section.hash]),
    );
    lock.pages[pair.ja] = sections;
    return {page: pair.ja, sections: Object.keys(sections).length};
  });
  if (prune || all) {
    for (const page of Object.keys(lock.pages))
      if (!existsSync(join(siteDir, page))) delete lock.pages[page];
  }
  writeLock(siteDir, lock);
  return recorded;
}
