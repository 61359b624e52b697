/**
 * The change history of an API version, derived from the documents alone:
 * every committed revision of the document (`git log --follow`), the working
 * copy when it differs from the last commit, and, before the first revision
 * of v2, the final v1 document.
 *
 * A version is released by the first revision that carries its
 * `info.version`. Changes made by later revisions that keep that number
 * belong to the next number the document takes, or are "unreleased" when
 * there is none yet, which `api:check` rejects: every change the differ sees
 * needs a new `info.version`.
 *
 * The git history starts after v2 had been released several times, so the
 * first revision holds additions of later 2.x releases. Their `x-since:
 * {version, date}` (on the operation, parameter or property, and on `info`
 * for the first release's date) makes each a release of its own; a revision
 * numbered at or below such a version releases nothing, its changes belong to
 * the next number above them.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  bump,
  compareVersions,
  diff,
  elements,
  isUnder,
  label,
  levelOf,
  parseVersion,
  sinceOf,
  type Change,
  type Element,
} from './diff';
import {
  currentApiVersion,
  defaultLocale,
  locales,
  releaseNotesArea,
  type ApiVersion as ApiVersionId,
} from '../../facts/areas';
import {OpenApi, root} from '../../openapi/document';
import type {Locale} from '../../openapi/types';

export interface Revision {
  /** The commit, or undefined for the working copy. */
  commit?: string;
  version: string;
  api: OpenApi;
}

/** One version of the history with the changes it made to the one before. */
export interface Release {
  /** `2.1.0`, or `unreleased` for changes no `info.version` accounts for yet. */
  version: string;
  /** The version it was compared with. */
  previous: string;
  /** `2026-03-17`: the `x-since` date given for the version, else `info.x-release-date` of its last revision. */
  date?: string;
  changes: Change[];
}

export interface ElementHistory {
  addedIn: string;
  changedIn: string[];
  deprecatedIn?: string;
}

export interface History {
  /** The version of the document the first revision replaced (v1's last, for v2). */
  origin?: string;
  releases: Release[];
  /** By element key (see `Element.key`), for the elements of the newest revision. */
  elements: Map<string, ElementHistory>;
  /** The elements of the newest revision. */
  current: Map<string, Element>;
}

export const unreleased = 'unreleased';

function git(args: string[]): string {
  return execFileSync('git', args, {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

/** The committed revisions of a document, oldest first, each with its path at that commit. */
export function committedRevisions(file: string): {commit: string; path: string}[] {
  if (git(['rev-parse', '--is-shallow-repository']).trim() === 'true')
    throw new Error(
      `${file}: the change history needs the whole git history (git fetch --unshallow, or fetch-depth: 0 in CI)`,
    );
  const log = git(['log', '--follow', '--format=commit %H', '--name-only', '--', file]);
  const out: {commit: string; path: string}[] = [];
  for (const block of log.split('commit ').filter((b) => b.trim())) {
    const [commit = '', ...paths] = block.split('\n').filter(Boolean);
    out.push({commit, path: paths.at(-1) ?? file});
  }
  return out.reverse();
}

/** Every revision of the document: committed ones, then the working copy if it differs. */
export async function revisions(file: string): Promise<Revision[]> {
  const out: Revision[] = [];
  let last = '';
  for (const {commit, path} of committedRevisions(file)) {
    last = git(['show', `${commit}:${path}`]);
    const api = await OpenApi.parse(last, file);
    out.push({commit, version: api.doc.info.version, api});
  }
  const working = readFileSync(join(root, file), 'utf8');
  if (working !== last) {
    const api = await OpenApi.parse(working, file);
    out.push({version: api.doc.info.version, api});
  }
  return out;
}

/** `info.x-release-date` of a revision: the day its version was released, as its release note is dated. */
function releaseDate(revision: Revision | undefined): string | undefined {
  const value = (revision?.api.doc.info as Record<string, unknown> | undefined)?.['x-release-date'];
  return value instanceof Date ? value.toISOString().slice(0, 10) : (value as string | undefined);
}

/**
 * Groups revisions into releases. `before` is the document the first revision
 * replaced (v1 for v2), so its changes form the first release.
 */
export function history(before: Revision | undefined, revs: Revision[]): History {
  const newest = revs.at(-1);
  const current = newest ? elements(newest.api) : new Map<string, Element>();
  /** Releases the `x-since` notes of the newest revision name: their dates and the elements they added. */
  const declared = new Map<string, {date?: string; added: Element[]}>();
  const declare = (version: string, date: string | undefined): {added: Element[]} => {
    const entry = declared.get(version) ?? {added: []};
    if (date && entry.date && entry.date !== date)
      throw new Error(`x-since: ${version} is dated both ${entry.date} and ${date}`);
    declared.set(version, {...entry, date: entry.date ?? date});
    return declared.get(version) ?? entry;
  };
  const opening = sinceOf(
    (newest?.api.doc.info as Record<string, unknown> | undefined)?.['x-since'],
  );
  if (opening) declare(opening.version, opening.date);
  for (const e of current.values())
    if (e.since) declare(e.since.version, e.since.date).added.push(e);

  // A revision releases its number only when it is above every version released before it.
  let top = revs[0]?.version;
  for (const version of declared.keys())
    if (top && compareVersions(version, top) > 0) top = version;
  const targets = revs.map((r, i) => {
    if (i === 0) return r.version;
    const next = revs.slice(i).find((x) => !top || compareVersions(x.version, top) > 0);
    if (next === r) top = r.version;
    return next?.version ?? unreleased;
  });
  /** Consecutive revisions with the same target, by the index of the last one. */
  const ends = targets.flatMap((t, i) => (targets[i + 1] === t ? [] : [i]));
  const releases: Release[] = [];
  const states: {version: string; keys: Set<string>}[] = [];
  if (before) states.push({version: before.version, keys: new Set(elements(before.api).keys())});
  let from = before;
  for (const end of ends) {
    const to = revs[end];
    const version = targets[end] ?? unreleased;
    if (!to) continue;
    // An addition `x-since` dates to another release belongs to that one.
    const changes = (from ? diff(from.api, to.api) : []).filter((change) => {
      const since = current.get(change.element.key)?.since;
      return !(change.kind === 'added' && since && since.version !== version);
    });
    const date =
      declared.get(version)?.date ?? releaseDate(revs.filter((r) => r.version === version).at(-1));
    if (version !== unreleased || changes.length > 0)
      releases.push({version, previous: version, ...(date && {date}), changes});
    states.push({version, keys: new Set(elements(to.api).keys())});
    from = to;
  }
  for (const [version, {date, added}] of declared) {
    if (releases.some((r) => r.version === version)) continue;
    const changes = added
      .filter((e) => !added.some((parent) => isUnder(e, parent)))
      .map((element): Change => ({kind: 'added', element, details: [], breaking: false}));
    releases.push({version, previous: version, ...(date && {date}), changes});
  }
  releases.sort((a, b) =>
    a.version === unreleased
      ? 1
      : b.version === unreleased
        ? -1
        : compareVersions(a.version, b.version),
  );
  releases.forEach((release, i) => {
    release.previous = releases[i - 1]?.version ?? before?.version ?? release.version;
  });
  const result = new Map<string, ElementHistory>();
  for (const key of current.keys()) {
    const first = states.find((s) => s.keys.has(key));
    const since = current.get(key)?.since?.version;
    result.set(key, {addedIn: since ?? first?.version ?? unreleased, changedIn: []});
  }
  for (const release of releases) {
    for (const change of release.changes) {
      const entry = result.get(change.element.key);
      if (!entry) continue;
      if (change.kind === 'changed' && !entry.changedIn.includes(release.version))
        entry.changedIn.push(release.version);
      if (change.kind === 'deprecated') entry.deprecatedIn ??= release.version;
    }
  }
  return {origin: before?.version, releases, elements: result, current};
}

/**
 * The history of v2 (v1 is frozen and has none): its revisions, after the
 * final v1 document.
 */
export async function versionHistory(id: ApiVersionId): Promise<History | undefined> {
  if (id !== currentApiVersion) return undefined;
  const v1 = await OpenApi.load('static/openapi/v1.yaml');
  return history(
    {version: v1.doc.info.version, api: v1},
    await revisions('static/openapi/v2.yaml'),
  );
}

/** The folder of the release notes in a locale: the blog's source, or its translation. */
function releaseNoteFolder(locale: Locale): string {
  return locale === defaultLocale
    ? releaseNotesArea.path
    : `i18n/${locale}/${releaseNotesArea.i18nFolder}`;
}

export interface ApiNote {
  file: string;
  /** `2026-03-17`, from the file name. */
  date: string;
  text: string;
}

/** The release notes of a locale tagged `api`: the ones that announce changes of the API. */
export function apiNotes(locale: Locale): ApiNote[] {
  const dir = releaseNoteFolder(locale);
  if (!existsSync(join(root, dir))) return [];
  return git(['ls-files', '--cached', '--others', '--exclude-standard', dir])
    .split('\n')
    .filter((f) => /\.mdx?$/.test(f))
    .flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
      const date = /(?:^|\/)(\d{4}-\d{2}-\d{2})-[^/]*$/.exec(file)?.[1];
      return /^tags:.*\bapi\b/m.test(front) && date ? [{file, date, text}] : [];
    });
}

/** The release note of each locale that is tagged `api` and names `API v<major>`, if there is one. */
export function releaseNotes(major: number): Partial<Record<Locale, string>> {
  const find = (locale: Locale): string | undefined =>
    apiNotes(locale).find((note) => new RegExp(`API v${major}\\b`).test(note.text))?.file;
  return Object.fromEntries(locales.map((locale) => [locale, find(locale)]));
}

/**
 * Release notes and versions answer for each other: every note tagged `api`
 * is dated like a version of the history, and every version that adds or
 * breaks something (minor or major) has a note of its date in each locale.
 * A version without a date (no `info.x-release-date` yet) is claimed by a
 * note after the previous version's date that no other version claims, and
 * is asked for its date.
 */
export function checkReleaseNotes(file: string, h: History, notes = apiNotes): string[] {
  const problems: string[] = [];
  const dated = h.releases.filter((r) => r.date);
  for (const locale of locales) {
    const own = notes(locale);
    const undatedAfter = h.releases.flatMap((r, i) =>
      r.date || r.version === unreleased ? [] : [h.releases[i - 1]?.date ?? ''],
    );
    for (const note of own)
      if (!dated.some((r) => r.date === note.date) && !undatedAfter.some((d) => note.date > d))
        problems.push(
          `${note.file} is tagged api but no version of ${file} is dated ${note.date}: date what it announces with x-since {version, date: '${note.date}'}, or release a version on that day`,
        );
    h.releases.forEach((release, i) => {
      const level = levelOf(release.changes);
      if (release.version === unreleased || (level !== 'minor' && level !== 'major')) return;
      const after = h.releases[i - 1]?.date ?? '';
      const found = release.date
        ? own.some((note) => note.date === release.date)
        : own.some((note) => note.date > after && !dated.some((r) => r.date === note.date));
      if (!release.date && locale === defaultLocale)
        problems.push(
          `${file}: ${release.version} has no date: set info.x-release-date to the date of its release note`,
        );
      if (!found)
        problems.push(
          `${file}: ${release.version} (${level}${release.date ? `, ${release.date}` : ''}) has no release note tagged api ${release.date ? `dated ${release.date}` : `after ${after}`} in ${releaseNoteFolder(locale)}/`,
        );
    });
  }
  return problems;
}

/** What keeps `info.version` honest: one message per problem. */
export function checkVersions(file: string, h: History): string[] {
  const problems: string[] = [];
  for (const release of h.releases) {
    const level = levelOf(release.changes);
    if (!level) continue;
    const needed = bump(release.previous, level);
    const sample = release.changes
      .slice(0, 3)
      .map((c) => `${c.kind} ${label(c.element)}`)
      .join('; ');
    if (release.version === unreleased) {
      problems.push(
        `${file}: ${release.changes.length} change(s) since ${release.previous} have no version (${sample}…): set info.version to ${needed} and run npm run api:generate`,
      );
      continue;
    }
    if (compareVersions(release.version, needed) < 0)
      problems.push(
        `${file}: ${release.version} follows ${release.previous} but its changes need ${needed} (${sample}…)`,
      );
    if (level === 'major') {
      const [major] = parseVersion(release.version);
      const notes = releaseNotes(major);
      for (const locale of locales)
        if (!notes[locale])
          problems.push(
            `${file}: ${release.version} breaks clients (${release.changes.filter((c) => c.breaking).length} breaking changes), so it needs a release note tagged api that names "API v${major}" in ${releaseNoteFolder(locale)}/`,
          );
    }
  }
  return problems;
}
