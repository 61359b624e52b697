import {createHash} from 'node:crypto';
import {
  fieldBoosts,
  fieldNames,
  formatVersion,
  positionalFields,
  type FieldName,
  type PageEntry,
  type Postings,
  type SearchEntry,
  type SearchFragment,
  type SearchShard,
  type SearchVocabulary,
  type ShardRange,
  fragmentFile,
} from './format';
import {apiVersions} from '../facts/areas';
import {isStopWord, stem} from './stem';
import {siteSynonymGroups, type SynonymGroups} from './synonym-groups';
import {writesCjk} from './engine';
import {isCjkText, tokenize} from './tokenize';
import {searchAreas, type ApiVersion, type SourcePage} from './types';

/**
 * Builds the sharded index of one locale from its pages (Node only). The
 * output is a map of file names (relative to `assets/search/`) to JSON text;
 * the caller writes them to the build or serves them from the dev server.
 */
export type BuildOptions = {
  locale: string;
  /** Name of the entry file: a hash of every input, known before the build. */
  entryName: string;
  /** Target size of a shard in bytes of JSON (shards hold whole terms, so some are larger). */
  shardBytes?: number;
  /** Synonym groups for the entry; by default the site's (listed and glossary). */
  synonyms?: SynonymGroups;
};

export type BuiltIndex = {entryName: string; files: Map<string, string>; entry: SearchEntry};

/** BM25 parameters. */
const k1 = 1.2;
const b = 0.75;

export const defaultShardBytes = 12_000;

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** The index term of a token, or undefined for a stop word. */
export function termOf(token: {text: string; script: 'cjk' | 'latin'}): string | undefined {
  if (token.script === 'cjk') return token.text;
  if (isStopWord(token.text)) return undefined;
  return stem(token.text);
}

type DocFields = Record<FieldName, string>;

const joined = (...parts: (string | undefined)[]): string => parts.filter(Boolean).join(' ');

/**
 * The words of `twin` (the page's title in another language) that `own`
 * lacks, as text to index: a Latin word both titles share (API, Shift_JIS)
 * would otherwise count twice. Tokens are joined by spaces, which index as
 * the same terms (a Japanese bigram standing alone is that bigram).
 */
export function translationOf(twin: string, own: string): string {
  const known = new Set(tokenize(own).map((token) => termOf(token)));
  return tokenize(twin)
    .filter((token) => !known.has(termOf(token)))
    .map((token) => token.text)
    .join(' ');
}

/**
 * The synonym groups an index's entry carries. An index whose pages are not
 * in Japanese keeps the Latin words only: there the engine never searches a
 * Latin word's Japanese synonyms (engine.ts, planQuery), and a Japanese
 * query finds the Japanese titles of the pages' twins, indexed with each
 * page, without them. Every first query loads the entry, so the Japanese
 * words would cost every English reader bytes (PERFORMANCE.md, Search).
 */
export function groupsForLocale(groups: SynonymGroups, locale: string): SynonymGroups {
  if (writesCjk(locale)) return groups;
  return groups
    .map((group) => group.filter((word) => !isCjkText(word)))
    .filter((group) => group.length > 1);
}

export function buildSearchIndex(pages: SourcePage[], options: BuildOptions): BuiltIndex {
  const files = new Map<string, string>();
  const sorted = [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const docs: DocFields[] = [];
  const pageEntries: PageEntry[] = [];
  const versions: ('' | ApiVersion)[] = ['', ...apiVersions];
  const facets: SearchEntry['facets'] = {area: {}, version: {}};

  for (const page of sorted) {
    // One small file per document, named by the hash of the whole page: a
    // result loads its own section only, and the names change with the page.
    const fragments: SearchFragment[] = [
      {url: page.url, title: page.title, content: page.content},
      ...page.sections.map((section) => ({
        url: `${page.url}#${section.anchor}`,
        title: section.title,
        pageTitle: page.title,
        content: section.content,
      })),
    ];
    const texts = fragments.map((fragment) => JSON.stringify(fragment));
    const pageHash = contentHash(texts.join('\n'));
    texts.forEach((text, i) => files.set(fragmentFile(pageHash, i), text));
    pageEntries.push([
      docs.length,
      pageHash,
      searchAreas.indexOf(page.area),
      versions.indexOf(page.version ?? ''),
    ]);
    // Index-only words, never shown: a section's h2 (収入 under タブ), and the
    // title, keywords and headings of the page in the other languages, as
    // keywords (a reader may type "solar forecast" on the Japanese site).
    const twins = page.twins ?? [];
    docs.push({
      title: page.title,
      pageTitle: joined(
        ...twins.map((twin) => translationOf(twin.title, joined(page.title, page.keywords))),
      ),
      keywords: page.keywords ?? '',
      content: page.content,
    });
    for (const section of page.sections) {
      docs.push({
        title: section.title,
        pageTitle: joined(
          page.title,
          ...twins.map((twin) =>
            translationOf(
              twin.sections.find(({anchor}) => anchor === section.anchor)?.title ?? '',
              joined(section.title, page.title),
            ),
          ),
        ),
        keywords: '',
        content: joined(section.parent, section.content),
      });
    }
    const count = 1 + page.sections.length;
    facets.area[page.area] = (facets.area[page.area] ?? 0) + count;
    if (page.version) facets.version[page.version] = (facets.version[page.version] ?? 0) + count;
  }

  // Term → document → per-field term frequency and positions.
  type Occurrence = {
    tf: Partial<Record<FieldName, number>>;
    positions: Partial<Record<FieldName, number[]>>;
  };
  const index = new Map<string, Map<number, Occurrence>>();
  const lengths: Record<FieldName, number[]> = {
    title: [],
    pageTitle: [],
    keywords: [],
    content: [],
  };
  const words = new Set<string>();
  docs.forEach((doc, id) => {
    for (const field of fieldNames) {
      const tokens = tokenize(doc[field]);
      lengths[field][id] = tokens.length;
      tokens.forEach((token, position) => {
        if (token.script === 'latin' && /^[a-z]{3,}$/.test(token.text)) words.add(token.text);
        const term = termOf(token);
        if (!term) return;
        let byDoc = index.get(term);
        if (!byDoc) index.set(term, (byDoc = new Map<number, Occurrence>()));
        let occurrence = byDoc.get(id);
        if (!occurrence) byDoc.set(id, (occurrence = {tf: {}, positions: {}}));
        occurrence.tf[field] = (occurrence.tf[field] ?? 0) + 1;
        if (positionalFields.includes(field)) (occurrence.positions[field] ??= []).push(position);
      });
    }
  });

  const averages = Object.fromEntries(
    fieldNames.map((field) => {
      const present = lengths[field].filter((length) => length > 0);
      const average = present.reduce((sum, n) => sum + n, 0) / Math.max(1, present.length);
      return [field, Math.max(1, average)];
    }),
  ) as Record<FieldName, number>;

  const terms = [...index.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const serialized: [string, string][] = terms.map((term) => {
    const byDoc = index.get(term)!;
    const postings: Postings = {df: byDoc.size};
    for (const field of fieldNames) {
      const list: number[] = [];
      let previous = 0;
      for (const id of [...byDoc.keys()].sort((x, y) => x - y)) {
        const tf = byDoc.get(id)!.tf[field];
        if (!tf) continue;
        const norm = 1 - b + (b * lengths[field][id]) / averages[field];
        const weight = Math.max(1, Math.round(((tf * (k1 + 1)) / (tf + k1 * norm)) * 10));
        list.push(id - previous, weight);
        previous = id;
        if (positionalFields.includes(field)) {
          const positions = byDoc.get(id)!.positions[field] ?? [];
          list.push(positions.length, ...positions);
        }
      }
      if (list.length > 0) postings[field] = list;
    }
    return [term, JSON.stringify([term, postings])];
  });

  // Shards: consecutive term ranges of roughly equal size in bytes.
  const target = options.shardBytes ?? defaultShardBytes;
  const shards: ShardRange[] = [];
  let current: string[] = [];
  let currentTerms: string[] = [];
  let size = 0;
  const flush = () => {
    if (currentTerms.length === 0) return;
    const json = `{"format":${JSON.stringify(formatVersion)},"invertedIndex":[${current.join(',')}]}`;
    JSON.parse(json) as SearchShard; // fail the build, not the reader, on a malformed shard
    const name = `shard.${contentHash(json)}.json`;
    files.set(name, json);
    shards.push([currentTerms[0], currentTerms.at(-1)!, name]);
    current = [];
    currentTerms = [];
    size = 0;
  };
  for (const [term, json] of serialized) {
    current.push(json);
    currentTerms.push(term);
    size += json.length + 1;
    if (size >= target) flush();
  }
  flush();

  const vocabulary: SearchVocabulary = {words: [...words].sort()};
  const vocabularyJson = JSON.stringify(vocabulary);
  const vocabularyName = `vocabulary.${contentHash(vocabularyJson)}.json`;
  files.set(vocabularyName, vocabularyJson);

  const entry: SearchEntry = {
    format: formatVersion,
    locale: options.locale,
    documentCount: docs.length,
    fields: Object.fromEntries(
      fieldNames.map((field) => [
        field,
        {boost: fieldBoosts[field], averageLength: averages[field]},
      ]),
    ) as SearchEntry['fields'],
    shards,
    vocabulary: vocabularyName,
    areas: [...searchAreas],
    versions,
    pages: pageEntries,
    facets,
    synonyms: groupsForLocale(options.synonyms ?? siteSynonymGroups(), options.locale),
  };
  files.set(options.entryName, JSON.stringify(entry));
  return {entryName: options.entryName, files, entry};
}
