import type {ApiVersion, SearchArea} from './types';

/**
 * The files of the search index, all JSON under `assets/search/`, all named
 * by a hash of their content (the entry by a hash of every input of the
 * build), so they are cached for ever:
 *
 * - the entry file (`entry.<hash>.json`): the term range of each shard, the
 *   document count and field statistics, per page its fragment file, area and
 *   API version, the facet counts, and the synonym groups (src/search/
 *   synonyms.ts: the listed ones and the glossary's). Small: loaded on the
 *   reader's first sign of intent.
 * - shards (`shard.<hash>.json`): the lunr-style inverted index
 *   (`invertedIndex: [[term, postings], …]`, terms sorted) cut into ranges of
 *   roughly equal size in bytes. A query loads the shards its terms fall in.
 * - fragments (`fragment.<page hash>-<n>.json`): one per page and per
 *   section, its title and text, loaded only for results shown.
 * - the vocabulary (`vocabulary.<hash>.json`): the Latin words of the site,
 *   loaded only when a word of a query is in no shard (a typo).
 */
export const formatVersion = 'hinata-search/2';

/** Longer queries are cut: nobody types more, and the cost grows with terms. */
export const maxQueryLength = 200;

export const fieldNames = ['title', 'pageTitle', 'keywords', 'content'] as const;
export type FieldName = (typeof fieldNames)[number];
/** Fields whose postings carry token positions, to tell a whole phrase from scattered bigrams. */
export const positionalFields: readonly FieldName[] = ['title', 'pageTitle'];
export const fieldBoosts: Record<FieldName, number> = {
  title: 10,
  keywords: 6,
  pageTitle: 2,
  content: 1,
};

/** [first term, last term, file name]. */
export type ShardRange = [from: string, to: string, file: string];
/** [id of the page's first document, hash of the page's fragments, index in `areas`, index in `versions`]. */
export type PageEntry = [firstDoc: number, pageHash: string, area: number, version: number];

export type SearchEntry = {
  format: typeof formatVersion;
  locale: string;
  documentCount: number;
  fields: Record<FieldName, {boost: number; averageLength: number}>;
  shards: ShardRange[];
  vocabulary: string;
  areas: SearchArea[];
  /** '' for pages without a version. */
  versions: ('' | ApiVersion)[];
  pages: PageEntry[];
  /** Documents per area and per API version, over the whole index. */
  facets: {area: Partial<Record<SearchArea, number>>; version: Partial<Record<ApiVersion, number>>};
  /** Groups of words for one idea (src/search/synonyms.ts); absent in indexes built before them. */
  synonyms?: string[][];
};

/**
 * Postings of one term. Per field, a flat list: for each document the gap
 * from the previous document id, the BM25 term weight ×10 (length
 * normalisation included), and for positional fields the number of positions
 * followed by the positions (token index in the field).
 */
export type Postings = {df: number} & Partial<Record<FieldName, number[]>>;

export type SearchShard = {format: typeof formatVersion; invertedIndex: [string, Postings][]};

/** One document: the page itself, or one of its sections (with the page's title). */
export type SearchFragment = {url: string; title: string; pageTitle?: string; content: string};

/** Document `index` of a page (0 = the page itself, then its sections in order). */
export function fragmentFile(pageHash: string, index: number): string {
  return `fragment.${pageHash}-${index}.json`;
}

export type SearchVocabulary = {words: string[]};

export class SearchIndexError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchIndexError';
  }
}

export function assertShard(value: unknown, file: string): asserts value is SearchShard {
  const shard = value as SearchShard;
  if (!shard || shard.format !== formatVersion || !Array.isArray(shard.invertedIndex)) {
    throw new SearchIndexError(`search index file ${file} is damaged or of another version`);
  }
}

export function assertEntry(value: unknown, file: string): asserts value is SearchEntry {
  const entry = value as SearchEntry;
  if (!entry || entry.format !== formatVersion || !Array.isArray(entry.shards)) {
    throw new SearchIndexError(`search entry file ${file} is damaged or of another version`);
  }
}

export function assertFragment(value: unknown, file: string): asserts value is SearchFragment {
  const fragment = value as SearchFragment;
  if (!fragment || typeof fragment.url !== 'string' || typeof fragment.content !== 'string') {
    throw new SearchIndexError(`search fragment ${file} is damaged`);
  }
}
