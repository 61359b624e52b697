import {execFileSync} from 'node:child_process';

/**
 * Last-update dates come from Git history, and Docusaurus fails the build
 * ("This Docusaurus site is outside any Git worktree") when a page or the
 * sitemap asks for one outside a Git worktree: a release tarball, a container
 * build context. There the docs are built with `showLastUpdateTime: false`
 * and the sitemap with `lastmod: null` (both documented options), and the
 * build says so once.
 */
export function insideGitWorktree(dir: string): boolean {
  try {
    // The check Docusaurus makes (isGitInsideWorktree in @docusaurus/utils).
    execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: dir, stdio: 'ignore'});
    return true;
  } catch {
    // Not a worktree, or no git at all.
    return false;
  }
}

export const noGitWarning =
  '[WARNING] Not inside a Git worktree (built from an archive?): pages are built without their last-update dates.';

/** The docs areas' `showLastUpdateTime`, and the warning to print when it is off. */
export function lastUpdateTimeOption(
  dir: string,
  isWorktree: (dir: string) => boolean = insideGitWorktree,
): {showLastUpdateTime: boolean; warning?: string} {
  return isWorktree(dir)
    ? {showLastUpdateTime: true}
    : {showLastUpdateTime: false, warning: noGitWarning};
}

/**
 * Prints a warning once per process: Docusaurus evaluates the config again
 * for each locale, each time with fresh modules, so the record is global.
 */
export function warnOnce(message: string): void {
  const key = Symbol.for('hinata-cloud-docs.warnings');
  const scope = globalThis as typeof globalThis & {[key]?: Set<string>};
  const warned = (scope[key] ??= new Set<string>());
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
