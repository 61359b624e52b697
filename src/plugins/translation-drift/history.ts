import {execFileSync} from 'node:child_process';
import {statSync} from 'node:fs';
import {join} from 'node:path';
import {sectionsOf} from './sections';

/**
 * When a Japanese section took the text it has now. With Git: the date of the
 * oldest commit, in the unbroken run of commits back from HEAD, whose file
 * has the section as it is now (so a later edit elsewhere in the page does
 * not move the date); a section edited but not committed yet is dated by the
 * file's modification time. Without Git (a source archive), or past the
 * start of a shallow clone, the date comes from the file's modification time
 * or the oldest commit at hand, and `source` says so.
 */
export type ChangeDate = {
  date: string;
  source: 'git' | 'working tree' | 'file time' | 'shallow history';
};

function git(siteDir: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    });
  } catch {
    return undefined;
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function createHistory(siteDir: string) {
  const inGit = git(siteDir, ['rev-parse', '--is-inside-work-tree'])?.trim() === 'true';
  const shallow =
    inGit && git(siteDir, ['rev-parse', '--is-shallow-repository'])?.trim() === 'true';
  const commitsOf = new Map<string, {sha: string; day: string}[]>();
  const hashesAt = new Map<string, Map<string, string>>();

  function commits(file: string) {
    let list = commitsOf.get(file);
    if (!list) {
      list = (git(siteDir, ['log', '--format=%H %cs', '--', file]) ?? '')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [sha, day] = line.split(' ');
          return {sha, day};
        });
      commitsOf.set(file, list);
    }
    return list;
  }

  function sectionHashAt(sha: string, file: string, id: string): string | undefined {
    const key = `${sha}:${file}`;
    let hashes = hashesAt.get(key);
    if (!hashes) {
      const source = git(siteDir, ['show', key]);
      hashes = new Map(
        (source ? sectionsOf(source) : []).map((section) => [section.id, section.hash]),
      );
      hashesAt.set(key, hashes);
    }
    return hashes.get(id);
  }

  const fileTime = (file: string) => isoDay(statSync(join(siteDir, file)).mtime);

  /** When section `id` of Japanese page `file` (relative to the site) took the text whose hash is `hash`. */
  return function changeDate(file: string, id: string, hash: string): ChangeDate {
    if (!inGit) return {date: fileTime(file), source: 'file time'};
    const list = commits(file);
    if (list.length === 0 || sectionHashAt('HEAD', file, id) !== hash)
      return {date: fileTime(file), source: 'working tree'};
    let since = list[0];
    for (const commit of list.slice(1)) {
      if (sectionHashAt(commit.sha, file, id) !== hash) return {date: since.day, source: 'git'};
      since = commit;
    }
    return {date: since.day, source: shallow ? 'shallow history' : 'git'};
  };
}
