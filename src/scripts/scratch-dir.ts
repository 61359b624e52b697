import {mkdtempSync, rmSync} from 'node:fs';
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
