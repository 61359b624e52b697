import {cpSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {readLock, writeLock} from '../plugins/translation-drift/lock';

/** The Reference area in both languages: what the scale benchmarks copy. */
const referenceDirs = ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'];

/** Copy k of the Reference area: same pages, own folder, category keys made unique. */
export function copyReference(dir: string, k: number): number {
  let pages = 0;
  for (const base of referenceDirs) pages += copyFolder(join(dir, base), k);
  reconcileCopy(dir, k);
  return pages;
}

/**
 * Copy k of one folder of pages, into `<source>/copy-<k>/`: every category
 * key and label gets the copy's number (a category's key, or its label when
 * it has none, is its translation id, and two equal ones in one sidebar fail
 * the build), and the copy is a collapsed category of its own. bench:bare
 * copies the bare site's Reference folder with it, so both benchmarks grow
 * their sites the same way.
 */
export function copyFolder(source: string, k: number): number {
  let pages = 0;
  const target = join(source, `copy-${k}`);
  const visit = (from: string, to: string) => {
    mkdirSync(to, {recursive: true});
    for (const name of readdirSync(from)) {
      if (name.startsWith('copy-') || name === 'tags.yml') continue;
      const path = join(from, name);
      if (statSync(path).isDirectory()) visit(path, join(to, name));
      else if (name === '_category_.json') {
        const category = JSON.parse(readFileSync(path, 'utf8')) as {key?: string; label: string};
        if (category.key) category.key = `${category.key}-copy-${k}`;
        category.label = `${category.label} (${k})`;
        writeFileSync(join(to, name), JSON.stringify(category));
      } else {
        cpSync(path, join(to, name));
        if (/\.mdx?$/.test(name)) pages += 1;
      }
    }
  };
  visit(source, target);
  writeFileSync(
    join(target, '_category_.json'),
    JSON.stringify({key: `copy-${k}`, label: `Copy ${k}`, position: 100 + k, collapsed: true}),
  );
  return pages;
}

/**
 * The copy's English pages are as reconciled as their originals: without
 * lock entries every copied section would be stale, so the 30× English build
 * would render a notice under every heading and ask Git for every page's
 * history, work a real site of that size does not do.
 */
function reconcileCopy(dir: string, k: number): void {
  const lock = readLock(dir);
  for (const [page, sections] of Object.entries(lock.pages)) {
    if (page.startsWith('docs/') && !page.startsWith('docs/copy-'))
      lock.pages[page.replace(/^docs\//, `docs/copy-${k}/`)] = sections;
  }
  writeLock(dir, lock);
}
