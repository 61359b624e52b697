import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {join} from 'node:path';

/**
 * Merging the per-locale builds into the one `build/` a single
 * `docusaurus build` writes. Each locale is built by its own process
 * (`docusaurus build --locale <l> --out-dir <parts>/<l>`): Docusaurus writes
 * the default locale at the root of that folder and any other locale into
 * `<l>/` inside it. The only files two locales share are the static host's
 * `_headers` and `_redirects` at the root (src/upstream/static-host/index.ts): in a
 * single run each locale's build adds its own to what the earlier locale
 * wrote; here the merge does the same addition, in the same order.
 */

/** Files a locale's build writes at the root of its output that every locale writes (merged, not copied). */
export const sharedRootFiles = ['_headers', '_redirects'] as const;

const hashPattern = /'sha256-[A-Za-z0-9+/=]+'/g;

/**
 * `_headers` of the whole site: the last locale's file (the one the single
 * run leaves), with the union of every locale's inline-script hashes,
 * sorted, in its script-src, as static-host writes them.
 */
export function mergeHeaders(files: readonly string[]): string {
  const hashes = new Set(files.flatMap((text) => text.match(hashPattern) ?? []));
  const last = files.at(-1);
  const run = /(script-src 'self')((?: 'sha256-[A-Za-z0-9+/=]+')+)/;
  if (!last || !run.test(last)) {
    throw new Error(
      `locale-build: the last locale's _headers has no "script-src 'self' 'sha256-…'" list to merge the other locales' inline-script hashes into. src/upstream/static-host/index.ts changed how it writes the Content-Security-Policy: update mergeHeaders() in src/upstream/locale-build/merge.ts.`,
    );
  }
  return last.replace(run, (_, head: string) => `${head} ${[...hashes].sort().join(' ')}`);
}

/**
 * `_redirects` of the whole site: every locale's page rules in build order,
 * each once, then the 404 fallbacks (the first matching rule wins, so they go last).
 */
export function mergeRedirects(files: readonly string[]): string {
  const lines = files.flatMap((text) => text.split('\n').filter(Boolean));
  const pageRules = [...new Set(lines.filter((line) => / 301!$/.test(line)))];
  const fallbacks = [...new Set(lines.filter((line) => !/ 301!$/.test(line)))];
  if (fallbacks.some((line) => !/ 404$/.test(line))) {
    throw new Error(
      `locale-build: _redirects holds a rule that is neither a page's 301! nor a 404 fallback (${fallbacks.find((line) => !/ 404$/.test(line))}); teach mergeRedirects() where it goes.`,
    );
  }
  return `${[...pageRules, ...fallbacks].join('\n')}\n`;
}

export type Part = {locale: string; dir: string};

/**
 * Moves the parts into `outDir` (emptied first) and writes the merged
 * `_headers` and `_redirects`. `parts` come in build order, the default
 * locale first. A part of a non-default locale may hold only its `<locale>/`
 * folder and the shared root files: anything else at its root would be lost
 * or clash, so the merge refuses it.
 */
export function mergeParts(parts: readonly Part[], defaultLocale: string, outDir: string): void {
  if (parts.length === 0) throw new Error('locale-build: no locale was built, nothing to merge');
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});
  const shared: Record<(typeof sharedRootFiles)[number], string[]> = {_headers: [], _redirects: []};
  for (const {locale, dir} of parts) {
    for (const name of sharedRootFiles) {
      const file = join(dir, name);
      if (!existsSync(file)) {
        throw new Error(`locale-build: the ${locale} build wrote no ${name} (${file})`);
      }
      shared[name].push(readFileSync(file, 'utf8'));
      rmSync(file);
    }
    if (locale === defaultLocale) {
      for (const name of readdirSync(dir)) renameSync(join(dir, name), join(outDir, name));
    } else {
      const extra = readdirSync(dir).filter((name) => name !== locale);
      if (extra.length > 0) {
        throw new Error(
          `locale-build: the ${locale} build wrote ${extra.join(', ')} outside ${locale}/; the merge knows only ${sharedRootFiles.join(' and ')} at the root. Add the file to sharedRootFiles with a merge rule in src/upstream/locale-build/merge.ts.`,
        );
      }
      if (existsSync(join(outDir, locale))) {
        throw new Error(
          `locale-build: the default locale's build already has a ${locale}/ folder; a page path would clash with the ${locale} site`,
        );
      }
      renameSync(join(dir, locale), join(outDir, locale));
    }
    rmSync(dir, {recursive: true, force: true});
  }
  writeFileSync(join(outDir, '_headers'), mergeHeaders(shared._headers));
  writeFileSync(join(outDir, '_redirects'), mergeRedirects(shared._redirects));
}
