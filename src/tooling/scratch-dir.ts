import {mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** Scratch folders of the unit tests' fixtures, removed when the process exits. */
const scratchDirs: string[] = [];
process.once('exit', () => {
  for (const dir of scratchDirs) rmSync(dir, {recursive: true, force: true});
});

/** A new folder under the system's temporary folder, named `<prefix>…`, gone after the run. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
}

/**
 * A `node_modules/` in `dir` that links each of the repository's packages
 * (`root`'s) but has no `.cache`: the bundler's persistent cache and jiti's
 * start empty there, as on a new clone, and nothing is written into the
 * repository's own node_modules.
 */
export function linkPackagesWithOwnCache(root: string, dir: string): void {
  const packages = join(root, 'node_modules');
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(packages)) {
    if (name !== '.cache') symlinkSync(join(packages, name), join(dir, 'node_modules', name));
  }
}
