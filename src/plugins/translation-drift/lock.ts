import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * The translation lock: for each English page (keyed by its Japanese source,
 * `technology/simulations/fip.md`), the hash of each Japanese section as it
 * was when the English section was last reconciled with it. Written by
 * `npm run translations -- sync`, read by `npm run translations -- status`, the content
 * check and the reader notice (remark.ts).
 */
export const lockPath = 'i18n/en/translation-lock.json';

export type TranslationLock = {
  /** Format version: bump it, and migrate, when the shape changes. */
  version: 1;
  pages: Record<string, Record<string, string>>;
};

export class LockError extends Error {}

const hash = /^[0-9a-f]{16}$/;
const sectionId = /^[a-z0-9][a-z0-9-]*$/;

/** Checks the lock's shape, naming the first thing wrong. */
export function parseLock(text: string, file = lockPath): TranslationLock {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new LockError(
      `${file} is not valid JSON (${(error as Error).message}). Restore it from Git, or regenerate it with npm run translations -- sync --all.`,
    );
  }
  const lock = data as Partial<TranslationLock>;
  if (
    typeof lock !== 'object' ||
    lock === null ||
    lock.version !== 1 ||
    typeof lock.pages !== 'object' ||
    lock.pages === null
  )
    throw new LockError(
      `${file} must be {"version": 1, "pages": {…}}. Restore it from Git, or regenerate it with npm run translations -- sync --all.`,
    );
  for (const [page, sections] of Object.entries(lock.pages)) {
    if (!/\.mdx?$/.test(page) || typeof sections !== 'object' || sections === null)
      throw new LockError(
        `${file}: "${page}" must name a Japanese source file and map section ids to hashes.`,
      );
    for (const [id, value] of Object.entries(sections)) {
      if (!sectionId.test(id) || typeof value !== 'string' || !hash.test(value))
        throw new LockError(
          `${file}: ${page}#${id} must map a section id to a 16-digit hex hash, found ${JSON.stringify(value)}.`,
        );
    }
  }
  return lock as TranslationLock;
}

/** The lock of a site; an empty lock when there is none yet. */
export function readLock(siteDir: string): TranslationLock {
  const file = join(siteDir, lockPath);
  if (!existsSync(file)) return {version: 1, pages: {}};
  return parseLock(readFileSync(file, 'utf8'));
}

/** Writes the lock with its keys sorted, so a sync changes only the lines it must. */
export function writeLock(siteDir: string, lock: TranslationLock): void {
  const pages = Object.fromEntries(
    Object.keys(lock.pages)
      .sort()
      .map((page) => [page, lock.pages[page]]),
  );
  writeFileSync(join(siteDir, lockPath), `${JSON.stringify({version: 1, pages}, null, 2)}\n`);
}
