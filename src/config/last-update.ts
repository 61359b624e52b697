import {execFileSync} from 'node:child_process';

/**
 * Last-update dates come from Git history, and Docusaurus fails the build
 * ("This Docusaurus site is outside any Git worktree") when a page asks for
 * one outside a Git worktree: a release tarball, a container build context.
 * There the pages are built without dates, and the build says so once.
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

const warned = new Set<string>();

/** Prints a warning once per process, however often the config is evaluated. */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}
