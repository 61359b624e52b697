import {cpSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

/** The Reference area in both languages: what the scale benchmarks copy. */
const referenceDirs = ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'];

/** Copy k of the Reference area: same pages, own folder, category keys made unique. */
export function copyReference(dir: string, k: number): number {
  let pages = 0;
  for (const base of referenceDirs) {
    const source = join(dir, base);
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
  }
  return pages;
}
