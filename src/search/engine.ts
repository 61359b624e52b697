import lunr from 'lunr';
import {fold, queryPhrases, tokenize, type Token} from './tokenize';
import type {SearchDoc} from './types';

/** Longer queries are cut: nobody types more, and lunr's cost grows with terms. */
export const maxQueryLength = 200;

export type MatchRange = [start: number, end: number];

export type SearchHit = {
  doc: SearchDoc;
  score: number;
  /** Where the query matches in the title. */
  titleMatches: MatchRange[];
  /** A short excerpt of the content around the first match. */
  snippet: string;
  snippetMatches: MatchRange[];
};

const fieldBoosts = {title: 10, keywords: 6, pageTitle: 2, content: 1} as const;

/** Release notes repeat what the docs explain: they rank below a docs page that matches as well. */
const areaWeights: Partial<Record<SearchDoc['area'], number>> = {releases: 0.6};

/** A page may fill at most this many places in a result list, so other pages get a look in. */
const sectionsPerPage = 2;

/**
 * lunr 2.3.9 merges token-set nodes whose `toString()` collide, and that
 * string concatenates edge labels with numeric node ids: with digits as
 * labels ("1" + id 23 vs "12" + id 3) different nodes merge, and a query for
 * a number expands to terms that are not in the index and throws. A
 * separator makes the key unambiguous (our tokens never contain ':' or ';').
 */
lunr.TokenSet.prototype.toString = function tokenSetKey(this: lunr.TokenSet & {final: boolean}) {
  const edges = (this as unknown as {edges: Record<string, {id: number}>}).edges;
  let key = this.final ? '1' : '0';
  for (const label of Object.keys(edges).sort()) {
    key += `${label}:${edges[label].id};`;
  }
  return key;
};

function toLunrTokens(value: string | null | undefined, metadata: object = {}): lunr.Token[] {
  return tokenize(value == null ? '' : String(value)).map(
    (token) => new lunr.Token(token.text, {...metadata}),
  );
}

function stem(word: string): string {
  return lunr.stemmer(new lunr.Token(word, {})).toString();
}

function isStopWord(word: string): boolean {
  return lunr.stopWordFilter(new lunr.Token(word, {})) === undefined;
}

/** Builds the serialisable lunr index (build time). Ref = position in `docs`. */
export function buildIndex(docs: SearchDoc[]): lunr.Index {
  return lunr(function configure() {
    this.ref('id');
    for (const [field, boost] of Object.entries(fieldBoosts)) {
      this.field(field, {boost});
    }
    // lunr's own tokenizer splits on spaces only and its trimmer drops every
    // non-ASCII character: both are replaced, the English stemmer stays.
    (this as unknown as {tokenizer: typeof toLunrTokens}).tokenizer = toLunrTokens;
    this.pipeline.reset();
    this.pipeline.add(lunr.stopWordFilter, lunr.stemmer);
    this.searchPipeline.reset();
    this.searchPipeline.add(lunr.stemmer);
    docs.forEach((doc, id) => {
      this.add({
        id,
        title: doc.title,
        pageTitle: doc.pageTitle,
        keywords: doc.keywords,
        content: doc.content,
      });
    });
  });
}

type Presence = lunr.Query.presence;

function addClauses(query: lunr.Query, tokens: Token[], presence: Presence): void {
  tokens.forEach((token, position) => {
    const isLast = position === tokens.length - 1;
    if (token.script === 'latin' && isLast) {
      // The reader may still be typing the last word: match it as a prefix,
      // and rank whole-word matches higher.
      query.term(stem(token.text), {
        usePipeline: false,
        wildcard: lunr.Query.wildcard.TRAILING,
        presence,
      });
      query.term(token.text, {boost: 3, presence: lunr.Query.presence.OPTIONAL});
    } else if (token.script === 'cjk' && token.text.length === 1) {
      // A lone kanji or kana is indexed only inside bigrams.
      query.term(token.text, {
        usePipeline: false,
        wildcard: lunr.Query.wildcard.TRAILING,
        presence,
      });
    } else {
      query.term(token.text, {presence});
    }
  });
}

/** Where the words of `query` occur in `text`: whole phrases first, then their parts. */
export function matchRanges(text: string, query: string): MatchRange[] {
  const folded = fold(text);
  const ranges: MatchRange[] = [];
  const textTokens = tokenize(text);
  for (const phrase of queryPhrases(query)) {
    const isLatin = !tokenize(phrase).some((token) => token.script === 'cjk');
    if (isLatin) {
      const phraseStem = stem(phrase);
      for (const token of textTokens) {
        if (
          token.script === 'latin' &&
          (token.text.startsWith(phrase) || stem(token.text) === phraseStem)
        ) {
          ranges.push([token.start, token.end]);
        }
      }
      continue;
    }
    let found = false;
    for (
      let at = folded.indexOf(phrase);
      at >= 0;
      at = folded.indexOf(phrase, at + phrase.length)
    ) {
      ranges.push([at, at + phrase.length]);
      found = true;
    }
    if (!found) {
      for (const part of tokenize(phrase)) {
        for (const token of textTokens) {
          if (token.text === part.text) ranges.push([token.start, token.end]);
        }
      }
    }
  }
  return mergeRanges(ranges);
}

function mergeRanges(ranges: MatchRange[]): MatchRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: MatchRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** About `radius` characters either side of the first match, cut at word-ish boundaries. */
function snippetAround(
  content: string,
  ranges: MatchRange[],
  radius = 60,
): {snippet: string; matches: MatchRange[]} {
  if (!content) return {snippet: '', matches: []};
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - radius);
  let end = Math.min(content.length, first + radius * 2);
  if (start > 0) {
    const space = content.indexOf(' ', start);
    if (space > 0 && space < first) start = space + 1;
  }
  if (end < content.length) {
    const space = content.lastIndexOf(' ', end);
    if (space > first + radius) end = space;
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < content.length ? '…' : '';
  const shift = prefix.length - start;
  const matches = ranges
    .filter(([a, b]) => a >= start && b <= end)
    .map(([a, b]): MatchRange => [a + shift, b + shift]);
  return {snippet: prefix + content.slice(start, end) + suffix, matches};
}

export type SearchEngine = {
  search(query: string, limit?: number): {hits: SearchHit[]; total: number};
};

export function createSearchEngine(serializedIndex: object, docs: SearchDoc[]): SearchEngine {
  const index = lunr.Index.load(serializedIndex);
  return {
    search(rawQuery, limit = 8) {
      const query = rawQuery.slice(0, maxQueryLength);
      const tokens = tokenize(query).filter(
        (token) => token.script === 'cjk' || !isStopWord(token.text),
      );
      // A single Latin letter matches a large share of the site and tells
      // nothing yet; wait for the second one.
      const tooShort =
        tokens.length === 1 && tokens[0].script === 'latin' && tokens[0].text.length < 2;
      if (tokens.length === 0 || tooShort) return {hits: [], total: 0};
      let results: lunr.Index.Result[];
      try {
        results = index.query((q) => addClauses(q, tokens, lunr.Query.presence.REQUIRED));
        if (results.length === 0 && tokens.length > 1) {
          // Nothing has every word: fall back to pages that have most of them.
          results = index.query((q) => addClauses(q, tokens, lunr.Query.presence.OPTIONAL));
        }
      } catch {
        // Whatever a reader types, the answer is results or "no results", never a crash.
        return {hits: [], total: 0};
      }
      const ranked = results
        .map((result) => ({
          doc: docs[Number(result.ref)],
          score: result.score * (areaWeights[docs[Number(result.ref)].area] ?? 1),
        }))
        .sort((a, b) => b.score - a.score);
      const perPage = new Map<string, number>();
      const shown = ranked.filter(({doc}) => {
        const page = doc.url.replace(/#.*/, '');
        perPage.set(page, (perPage.get(page) ?? 0) + 1);
        return perPage.get(page)! <= sectionsPerPage;
      });
      const hits = shown.slice(0, limit).map(({doc, score}): SearchHit => {
        const {snippet, matches} = snippetAround(doc.content, matchRanges(doc.content, query));
        return {
          doc,
          score,
          titleMatches: matchRanges(doc.title, query),
          snippet,
          snippetMatches: matches,
        };
      });
      return {hits, total: shown.length};
    },
  };
}
