#!/usr/bin/env node
/**
 * Content checks that the build cannot make: every Japanese page has an
 * English twin with the same heading structure, front matter is complete,
 * tags come from the area's controlled list, no placeholder text slipped in,
 * and every file compiles as MDX. `--stats` also prints the size of each page.
 *
 * Usage: node --import tsx src/scripts/check-content.mjs [--stats] [path-filter]
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import yaml from 'js-yaml';
import {areas, releaseNotesArea} from '../config/areas.ts';

const root = new URL('../..', import.meta.url).pathname;

/** The older versions of a versioned area, from `<area>_versions.json`. */
function versionsOf(area) {
  return JSON.parse(readFileSync(join(root, `${area.path}_versions.json`), 'utf8'));
}
const args = process.argv.slice(2);
const showStats = args.includes('--stats');
const filter = args.find((arg) => !arg.startsWith('--')) ?? '';

/** Japanese source folder → English twin folder, and the rules for its pages (src/config/areas.ts). */
const collections = [
  ...areas.flatMap((area) => [
    {ja: area.path, en: `i18n/en/${area.i18nFolder}/current`, minSections: 2},
    ...(area.versioned ? versionsOf(area) : []).map((version) => ({
      ja: `${area.path}_versioned_docs/version-${version}`,
      en: `i18n/en/${area.i18nFolder}/version-${version}`,
      minSections: 2,
    })),
  ]),
  {
    ja: releaseNotesArea.path,
    en: `i18n/en/${releaseNotesArea.i18nFolder}`,
    minSections: 1,
    isBlog: true,
  },
];

const placeholder =
  /lorem ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|coming soon|placeholder text|準備中|近日公開|ダミー|（仮）/i;
const headingLine = /^(#{2,3}) (.+?)\s*$/;
const explicitId = /\{\/\* #([a-z0-9][a-z0-9-]*) \*\/\}$/;

const problems = [];
const report = (file, message) => problems.push(`${relative(root, file)}: ${message}`);

function pagesIn(dir) {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  const out = [];
  for (const entry of readdirSync(abs)) {
    const path = join(abs, entry);
    if (statSync(path).isDirectory())
      out.push(...pagesIn(join(dir, entry)).map((p) => join(entry, p)));
    else if (/\.mdx?$/.test(entry) && !entry.startsWith('_')) out.push(entry);
  }
  return out.sort();
}

function splitFrontMatter(file, source) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) {
    report(file, 'no front matter');
    return {frontMatter: {}, body: source};
  }
  return {frontMatter: yaml.load(match[1]) ?? {}, body: source.slice(match[0].length)};
}

/** The `##`/`###` headings outside code fences, with their explicit ids. */
function headings(body) {
  const out = [];
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const match = headingLine.exec(line);
    if (match)
      out.push({level: match[1].length, text: match[2], id: explicitId.exec(match[2])?.[1]});
  }
  return out;
}

function tagList(dir, isBlog) {
  const file = join(root, dir, 'tags.yml');
  return existsSync(file)
    ? Object.keys(yaml.load(readFileSync(file, 'utf8')) ?? {})
    : isBlog
      ? []
      : null;
}

function stats(lang, body) {
  const text = body.replace(/```[\s\S]*?```/g, '').replace(/<[^>]+>/g, '');
  return lang === 'en'
    ? `${text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length} words`
    : `${(text.match(/[\u3040-\u30ff\u3400-\u9fff]/g) ?? []).length} 字`;
}

async function checkPage(collection, lang, file) {
  const source = readFileSync(file, 'utf8');
  const {frontMatter, body} = splitFrontMatter(file, source);
  if (!frontMatter.title) report(file, 'front matter has no title');
  if (!frontMatter.description || String(frontMatter.description).length < 20)
    report(file, 'front matter needs a description of a sentence or more');
  const tags = tagList(lang === 'ja' ? collection.ja : collection.en, collection.isBlog);
  for (const tag of frontMatter.tags ?? []) {
    if (tags && !tags.includes(tag)) report(file, `tag "${tag}" is not in the area's tags.yml`);
  }
  const placeholderHit = placeholder.exec(body);
  if (placeholderHit) report(file, `placeholder text "${placeholderHit[0]}"`);
  const found = headings(body);
  const sections = found.filter((h) => h.level === 2).length;
  if (sections < collection.minSections)
    report(file, `needs at least ${collection.minSections} "##" sections, has ${sections}`);
  for (const h of found.filter((h) => !h.id))
    report(file, `heading "${h.text}" has no explicit id {/* #id */}`);
  if (collection.isBlog && !body.includes('{/* truncate */}'))
    report(file, 'release note has no {/* truncate */} marker');
  try {
    await compile(source.replace(/^---\n[\s\S]*?\n---\n/, ''), {
      remarkPlugins: [remarkGfm, remarkMath, remarkDirective],
    });
  } catch (error) {
    report(file, `does not compile as MDX: ${error.message}`);
  }
  if (showStats) console.log(`${relative(root, file).padEnd(100)} ${stats(lang, body)}`);
  return found.map((h) => `${h.level}:${h.id ?? '?'}`);
}

for (const collection of collections) {
  const jaPages = pagesIn(collection.ja);
  const enPages = pagesIn(collection.en);
  for (const page of new Set([...jaPages, ...enPages])) {
    const jaFile = join(root, collection.ja, page);
    const enFile = join(root, collection.en, page);
    if (filter && !jaFile.includes(filter) && !enFile.includes(filter)) continue;
    if (!existsSync(jaFile)) {
      report(enFile, `has no Japanese source at ${collection.ja}/${page}`);
      continue;
    }
    if (!existsSync(enFile)) {
      report(jaFile, `has no English twin at ${collection.en}/${page}`);
      continue;
    }
    const jaStructure = await checkPage(collection, 'ja', jaFile);
    const enStructure = await checkPage(collection, 'en', enFile);
    if (jaStructure.join() !== enStructure.join()) {
      report(
        jaFile,
        `heading structure differs from its English twin:\n    ja: ${jaStructure.join(' ')}\n    en: ${enStructure.join(' ')}`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`Content check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Content check passed.');
