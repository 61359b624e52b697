/**
 * The merged build must be the build a single `docusaurus build` of every
 * locale writes. `npm run tools -- check:build-split` builds the site both ways (the
 * single run into a temporary folder, the split one into `build/`) and
 * compares every file, name and bytes; `-- <dirA> <dirB>` compares two
 * existing builds. Exits 1 naming the files that differ.
 *
 * Nothing is allowed to differ: both ways share `.docusaurus/` and the
 * bundler's inputs, so chunk hashes, inline-script hashes and every page are
 * the same. If a difference must one day be allowed, list it in `allowed`
 * with the reason.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative, resolve, sep} from 'node:path';

/** Paths (relative, `/`-separated) whose contents may differ, with why. None today. */
export const allowed: ReadonlyMap<string, string> = new Map();

function files(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export type BuildDifference = {
  onlyInA: string[];
  onlyInB: string[];
  differ: string[];
  same: number;
};

export function compareBuilds(a: string, b: string): BuildDifference {
  const inA = files(a);
  const inB = new Set(files(b));
  const setA = new Set(inA);
  const differ: string[] = [];
  let same = 0;
  for (const file of inA) {
    if (!inB.has(file)) continue;
    if (!allowed.has(file) && !readFileSync(join(a, file)).equals(readFileSync(join(b, file)))) {
      differ.push(file);
    } else same += 1;
  }
  return {
    onlyInA: inA.filter((file) => !inB.has(file)),
    onlyInB: [...inB].filter((file) => !setA.has(file)),
    differ,
    same,
  };
}

export function describe(difference: BuildDifference, a: string, b: string): string {
  const list = (files: string[]) =>
    files.slice(0, 20).join(', ') + (files.length > 20 ? ', …' : '');
  return [
    `${difference.same} files identical`,
    difference.onlyInA.length &&
      `${difference.onlyInA.length} only in ${a}: ${list(difference.onlyInA)}`,
    difference.onlyInB.length &&
      `${difference.onlyInB.length} only in ${b}: ${list(difference.onlyInB)}`,
    difference.differ.length && `${difference.differ.length} differ: ${list(difference.differ)}`,
  ]
    .filter(Boolean)
    .join('\n');
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: {...process.env, WEBPACK_URL_LOADER_LIMIT: '0'},
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function main(): void {
  const root = resolve(__dirname, '..', '..', '..');
  let [a, b] = process.argv.slice(2);
  let temporary = '';
  if (!a || !b) {
    temporary = mkdtempSync(join(tmpdir(), 'hinata-single-build-'));
    a = join(temporary, 'build');
    b = join(root, 'build');
    // The single run, as `docusaurus build` does it, then the split one.
    run('npx', ['docusaurus', 'build', '--out-dir', a], root);
    run('node', ['--import', 'tsx', 'src/upstream/locale-build/build.ts'], root);
  }
  try {
    const difference = compareBuilds(a, b);
    console.log(describe(difference, a, b));
    const failed = difference.onlyInA.length + difference.onlyInB.length + difference.differ.length;
    if (failed > 0) {
      console.error(`locale-build: the merged build (${b}) is not the single-run build (${a})`);
      process.exitCode = 1;
    } else {
      console.log('locale-build: the merged build is the single-run build');
    }
  } finally {
    if (temporary) rmSync(temporary, {recursive: true, force: true});
  }
}

if (require.main === module) main();
