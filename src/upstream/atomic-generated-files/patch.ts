import {createHash} from 'node:crypto';
import {createRequire} from 'node:module';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import {dirname, resolve} from 'node:path';

/**
 * Docusaurus writes its generated files (`.docusaurus/**`: the route
 * registry, each page's metadata JSON, the sidebars) with generate() in
 * @docusaurus/utils/lib/emitUtils.js, which calls fs-extra's outputFile: the
 * file is truncated, then written. In the development server a save starts a
 * compile at once while the reload Docusaurus debounces rewrites those files a
 * moment later, so the compile could read a file in between and show "JSON
 * parse error: Unexpected end of JSON" over the page until the next compile.
 * The writers' story (npm run tools -- test:dev) and bench:dev at 10× hit it.
 *
 * This generate() has the same contract (write only when the content changed,
 * unless skipCache) but writes a temporary file and renames it into place, so
 * a reader sees the old file or the new one, never half of one.
 */
const written = new Map<string, string>();
const hashOf = (content: string) => createHash('md5').update(content).digest('hex');

export async function atomicGenerate(
  generatedFilesDir: string,
  file: string,
  content: string,
  skipCache: boolean = process.env.NODE_ENV === 'production',
): Promise<void> {
  const path = resolve(generatedFilesDir, file);
  const hash = hashOf(content);
  if (!skipCache) {
    if (!written.has(path)) {
      try {
        written.set(path, hashOf(await readFile(path, 'utf8')));
      } catch {
        // Not written yet.
      }
    }
    if (written.get(path) === hash) return;
  }
  await mkdir(dirname(path), {recursive: true});
  const temporary = `${path}.${process.pid}.${hash.slice(0, 8)}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, path);
  written.set(path, hash);
}

type EmitUtils = {generate: (...args: never[]) => Promise<void>};

/**
 * Puts atomicGenerate() in place of Docusaurus's generate(). Throws, naming
 * what changed, when the patch would not reach Docusaurus's callers: they call
 * `utils_1.generate`, which @docusaurus/utils/lib/index.js re-exports from
 * emitUtils.js with a getter, so replacing emitUtils' export reaches them all.
 */
export function installAtomicGenerate(siteDir: string): void {
  const require = createRequire(resolve(siteDir, 'package.json'));
  const fromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
  const utilsPath = fromCore.resolve('@docusaurus/utils');
  const emitUtilsPath = resolve(dirname(utilsPath), 'emitUtils.js');
  const fail = (what: string) =>
    new Error(
      `atomic-generated-files: ${what}. Docusaurus changed how it writes .docusaurus/ (generate() in ${emitUtilsPath}). If it now writes atomically (temporary file, then rename), delete src/upstream/atomic-generated-files/; otherwise point the patch at the new writer.`,
    );
  let emitUtils: EmitUtils;
  try {
    emitUtils = fromCore(emitUtilsPath) as EmitUtils;
  } catch {
    throw fail('lib/emitUtils.js is gone');
  }
  if (typeof emitUtils.generate !== 'function') throw fail('emitUtils.js exports no generate()');
  if (emitUtils.generate === (atomicGenerate as unknown)) return;
  emitUtils.generate = atomicGenerate;
  const utils = fromCore('@docusaurus/utils') as EmitUtils;
  if (utils.generate !== (atomicGenerate as unknown)) {
    throw fail(
      '@docusaurus/utils no longer re-exports generate() from emitUtils.js through a getter, so its callers would keep the old one',
    );
  }
}
