import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createHistory, type ChangeDate} from './history';
import {readLock, type TranslationLock} from './lock';
import {translationPairs} from './pairs';
import {sectionsOf, type Section} from './sections';

/** An English section whose Japanese source changed since it was last reconciled. */
export type StaleSection = {
  /** Japanese source, relative to the site (`technology/simulations/fip.md`). */
  page: string;
  english: string;
  id: string;
  /** Line of the heading in the English file. */
  line: number;
  /** When the Japanese section took its current text. */
  changed: ChangeDate;
  /** Never reconciled: the lock has no hash for it. */
  unrecorded: boolean;
};

export type DriftReport = {
  stale: StaleSection[];
  /** Japanese pages with no English twin. */
  missingPages: {page: string; english: string}[];
  /** Japanese sections whose id the English twin lacks. */
  missingSections: {page: string; english: string; id: string; line: number}[];
  /** What makes the lock wrong: entries naming pages or sections that no longer exist. */
  lockErrors: string[];
};

function sectionsOfFile(siteDir: string, file: string): Section[] {
  return sectionsOf(readFileSync(join(siteDir, file), 'utf8'));
}

/** Compares every English page with its Japanese source and the lock. */
export function driftReport(
  siteDir: string,
  lock: TranslationLock = readLock(siteDir),
): DriftReport {
  const changeDate = createHistory(siteDir);
  const report: DriftReport = {stale: [], missingPages: [], missingSections: [], lockErrors: []};
  const pages = new Set<string>();
  for (const pair of translationPairs(siteDir)) {
    if (!pair.jaExists) continue;
    pages.add(pair.ja);
    const japanese = sectionsOfFile(siteDir, pair.ja);
    const recorded = lock.pages[pair.ja] ?? {};
    for (const id of Object.keys(recorded)) {
      if (!japanese.some((section) => section.id === id))
        report.lockErrors.push(
          `${pair.ja}#${id}: the lock names a section the Japanese page no longer has. Run npm run translations -- sync ${pair.en}`,
        );
    }
    if (!pair.enExists) {
      report.missingPages.push({page: pair.ja, english: pair.en});
      continue;
    }
    const english = new Map(
      sectionsOfFile(siteDir, pair.en).map((section) => [section.id, section]),
    );
    for (const section of japanese) {
      const translated = english.get(section.id);
      if (!translated) {
        report.missingSections.push({
          page: pair.ja,
          english: pair.en,
          id: section.id,
          line: section.line,
        });
        continue;
      }
      if (recorded[section.id] === section.hash) continue;
      report.stale.push({
        page: pair.ja,
        english: pair.en,
        id: section.id,
        line: translated.line,
        changed: changeDate(pair.ja, section.id, section.hash),
        unrecorded: recorded[section.id] === undefined,
      });
    }
  }
  for (const page of Object.keys(lock.pages)) {
    if (!pages.has(page))
      report.lockErrors.push(
        `${page}: the lock names a Japanese page that does not exist. Remove it with npm run translations -- sync --prune`,
      );
  }
  return report;
}

/** The report as a person reads it: stale sections, missing pages and sections, a count. */
export function formatReport(report: DriftReport): string {
  const lines: string[] = [];
  if (report.stale.length > 0) {
    lines.push('English sections whose Japanese source changed since they were last reconciled:');
    for (const item of report.stale)
      lines.push(
        `  ${item.page}#${item.id}  Japanese changed ${item.changed.date}${item.changed.source === 'git' ? '' : ` (${item.changed.source})`}${item.unrecorded ? ', never reconciled' : ''}  → ${item.english}:${item.line}`,
      );
  }
  if (report.missingPages.length > 0) {
    lines.push('Japanese pages with no English twin:');
    for (const item of report.missingPages) lines.push(`  ${item.page}  → create ${item.english}`);
  }
  if (report.missingSections.length > 0) {
    lines.push('Japanese sections missing from the English twin:');
    for (const item of report.missingSections)
      lines.push(`  ${item.page}#${item.id}  (line ${item.line})  → add it to ${item.english}`);
  }
  if (report.lockErrors.length > 0) {
    lines.push('Lock file problems:');
    for (const error of report.lockErrors) lines.push(`  ${error}`);
  }
  lines.push(
    `Translations: ${report.stale.length} stale section${report.stale.length === 1 ? '' : 's'}, ${report.missingPages.length} missing page${report.missingPages.length === 1 ? '' : 's'}, ${report.missingSections.length} missing section${report.missingSections.length === 1 ? '' : 's'}${report.lockErrors.length ? `, ${report.lockErrors.length} lock problem${report.lockErrors.length === 1 ? '' : 's'}` : ''}.`,
  );
  if (report.stale.length > 0)
    lines.push('After updating an English page: npm run translations -- sync <English file>');
  return lines.join('\n');
}
