/**
 * npm run tools -- sources:links: every primary-source address the site relies on, one per line, for the
 * weekly link check (.github/workflows/links.yml, lychee): each fact's `source` in
 * src/data/sources.yml, and each external link in the pages (both languages) whose host is one of
 * its `primaryDomains`. Secondary sources (`via`, news sites) are not checked: a page never rests
 * on them.
 *
 * Usage: node --import tsx src/scripts/source-links.ts [--site <dir>] > source-links.txt
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import yaml from 'js-yaml';
import {parseFacts} from '../data/sources';
import {translationPairs} from '../plugins/translation-drift/pairs';

const index = process.argv.indexOf('--site');
const root = index > 0 ? process.argv[index + 1] : new URL('../..', import.meta.url).pathname;

const text = readFileSync(join(root, 'src/data/sources.yml'), 'utf8');
const {primaryDomains} = yaml.load(text) as {primaryDomains: string[]};
const isPrimary = (url: string) => {
  const host = new URL(url).hostname;
  return primaryDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
};

const urls = new Set(parseFacts(text).map((fact) => fact.source));
for (const {ja, en, jaExists, enExists} of translationPairs(root)) {
  for (const [file, exists] of [
    [ja, jaExists],
    [en, enExists],
  ] as const) {
    if (!exists) continue;
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(
      /\]\((https?:\/\/[^)\s]+)\)|href="(https?:\/\/[^"]+)"/g,
    )) {
      const url = match[1] ?? match[2];
      if (isPrimary(url)) urls.add(url);
    }
  }
}
console.log([...urls].sort().join('\n'));
