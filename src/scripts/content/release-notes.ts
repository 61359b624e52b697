/**
 * Release notes are dated: what a note said on its date stays said. A correction or a later
 * change goes into a dated addendum at the end of the note, never into the published text:
 *
 *   ## 追記（2026-12-01） {/* #update-2026-12-01 *\/}      (Japanese)
 *   ## Update (2026-12-01) {/* #update-2026-12-01 *\/}     (English)
 *
 * `blog/release-notes.lock.json` records, for each note in each language, the figures (every
 * number and date) of its published text. npm run tools -- check:content fails when the published text
 * (everything before the first addendum, source markers left out) states other figures than the
 * lock, or an addendum is dated before its note. A new note is added to the lock with
 * `npm run tools -- release-notes:lock`, which never changes a note already in it. Typography and term
 * fixes change no figure, so they need no addendum.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {collections, pagesIn} from '../../plugins/translation-drift/pairs';

export const lockFile = 'blog/release-notes.lock.json';

type Lock = Record<string, string[]>;

const addendum = /^## (?:追記（(\d{4}-\d{2}-\d{2})）|Update \((\d{4}-\d{2}-\d{2})\))/m;

/** The note's body without its front matter, and the date in its file name. */
function parts(source: string, file: string) {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const date = /(\d{4}-\d{2}-\d{2})-[^/]*$/.exec(file)?.[1];
  return {body, date};
}

/** The published text: everything before the first addendum. */
export function publishedPart(body: string): string {
  const index = body.search(addendum);
  return index < 0 ? body : body.slice(0, index);
}

/** Every number and date the text states, in order of appearance; source markers are not text. */
export function figuresOf(text: string): string[] {
  return (
    text
      .replace(/<Source id="[^"]*" \/>/g, '')
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
      .match(/\d[\d,.]*\d|\d/g) ?? []
  );
}

/** The release notes of both languages, as paths relative to the site. */
function notes(root: string): string[] {
  const blog = collections(root).find((collection) => collection.isBlog);
  if (!blog) return [];
  return [blog.ja, blog.en].flatMap((dir) => pagesIn(root, dir).map((page) => `${dir}/${page}`));
}

/** What is wrong with the release notes of the site in `root`, each as `file: message`. */
export function checkReleaseNotes(root: string): string[] {
  if (!existsSync(join(root, lockFile))) return [];
  const lock = JSON.parse(readFileSync(join(root, lockFile), 'utf8')) as Lock;
  const problems: string[] = [];
  for (const file of notes(root)) {
    const {body, date} = parts(readFileSync(join(root, file), 'utf8'), file);
    const locked = lock[file];
    if (!locked) {
      problems.push(
        `${file}: not in ${lockFile}: run npm run tools -- release-notes:lock once the note is written`,
      );
      continue;
    }
    const figures = figuresOf(publishedPart(body));
    if (figures.join(' ') !== locked.join(' ')) {
      const first = figures.findIndex((figure, index) => figure !== locked[index]);
      problems.push(
        `${file}: the published text states other figures than on its date (first "${figures[first] ?? '(none)'}" where it said "${locked[first] ?? '(none)'}"): restore it, and put the change in a dated addendum at the end, "## 追記（YYYY-MM-DD）" / "## Update (YYYY-MM-DD)" (CONTRIBUTING.md)`,
      );
    }
    for (const match of body.matchAll(new RegExp(addendum.source, 'gm'))) {
      const added = match[1] ?? match[2];
      if (date && added < date)
        problems.push(`${file}: addendum dated ${added}, before the note's date ${date}`);
    }
  }
  return problems;
}

/** Adds each note not yet in the lock with the figures of its published text. */
function lockNewNotes(root: string): void {
  const path = join(root, lockFile);
  const lock = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Lock) : {};
  let added = 0;
  for (const file of notes(root)) {
    if (lock[file]) continue;
    const {body} = parts(readFileSync(join(root, file), 'utf8'), file);
    lock[file] = figuresOf(publishedPart(body));
    added += 1;
  }
  const sorted = Object.fromEntries(Object.entries(lock).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${lockFile}: ${added} notes added, ${Object.keys(sorted).length} in all.`);
}

if (process.argv[1]?.endsWith('release-notes.ts') && process.argv.includes('--lock'))
  lockNewNotes(new URL('../../..', import.meta.url).pathname);
