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
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {
  bump,
  compareVersions,
  diff,
  elements,
  label,
  levelOf,
  parseVersion,
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

/**
 * Groups revisions into releases. `before` is the document the first revision
 * replaced (v1 for v2), so its changes form the first release.
 */
export function history(before: Revision | undefined, revs: Revision[]): History {
  const targets = revs.map((r, i) => {
    if (i === 0 || r.version !== revs[i - 1]?.version) return r.version;
    return revs.slice(i).find((x) => x.version !== r.version)?.version ?? unreleased;
  });
  /** Consecutive revisions with the same target, by the index of the last one. */
  const ends = targets.flatMap((t, i) => (targets[i + 1] === t ? [] : [i]));
  const newest = revs.at(-1);
  const current = newest ? elements(newest.api) : new Map<string, Element>();
  const releases: Release[] = [];
  const states: {version: string; keys: Set<string>}[] = [];
  if (before) states.push({version: before.version, keys: new Set(elements(before.api).keys())});
  let from = before;
  let previous = before?.version;
  for (const end of ends) {
    const to = revs[end];
    const version = targets[end] ?? unreleased;
    if (!to) continue;
    // Declaring what the API already took (`x-since` in the newest document) adds nothing to it.
    const changes = (from ? diff(from.api, to.api) : []).filter(
      (change) => !(change.kind === 'added' && current.get(change.element.key)?.since),
    );
    if (version !== unreleased || changes.length > 0)
      releases.push({version, previous: previous ?? version, changes});
    states.push({version, keys: new Set(elements(to.api).keys())});
    from = to;
    if (version !== unreleased) previous = version;
  }
  const result = new Map<string, ElementHistory>();
  for (const key of current.keys()) {
    const first = states.find((s) => s.keys.has(key));
    const since = current.get(key)?.since;
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

/** The release note of each locale that is tagged `api` and names `API v<major>`, if there is one. */
export function releaseNotes(major: number): Partial<Record<Locale, string>> {
  const find = (dir: string): string | undefined => {
    if (!existsSync(join(root, dir))) return undefined;
    return git(['ls-files', '--cached', '--others', '--exclude-standard', dir])
      .split('\n')
      .filter((f) => /\.mdx?$/.test(f))
      .find((f) => {
        const text = readFileSync(join(root, f), 'utf8');
        const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
        return /^tags:.*\bapi\b/m.test(front) && new RegExp(`API v${major}\\b`).test(text);
      });
  };
  return Object.fromEntries(locales.map((locale) => [locale, find(releaseNoteFolder(locale))]));
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
