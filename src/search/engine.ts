import {
  assertFragment,
  assertShard,
  fieldNames,
  fragmentFile,
  maxQueryLength,
  positionalFields,
  type FieldName,
  type Postings,
  type SearchEntry,
  type SearchFragment,
  type SearchShard,
  type SearchVocabulary,
} from './format';
import {highlightRanges, type HighlightTerms, type MatchRange} from './highlight';
import {isStopWord, stem} from './stem';
import type {SynonymGroups} from './synonym-groups';
import {fold, isCjkText, queryPhrases, tokenize} from './tokenize';
import type {ApiVersion, SearchArea} from './types';

export type {MatchRange} from './highlight';

export {maxQueryLength} from './format';

/** How a query reaches the files of the index; the browser fetches, Node reads the disk. */
export type IndexSource = {
  entry: SearchEntry;
  load(file: string): Promise<unknown>;
};

export type SearchOptions = {area?: SearchArea; version?: ApiVersion; limit?: number};

export type SearchHit = {
  url: string;
  title: string;
  /** Title of the page a section belongs to; absent for a page. */
  pageTitle?: string;
  area: SearchArea;
  version?: ApiVersion;
  score: number;
  /** Whole matched terms in the title. */
  titleMatches: MatchRange[];
  /** A short excerpt of the content around the first match. */
  snippet: string;
  snippetMatches: MatchRange[];
  /** What to mark on the page the result leads to. */
  terms: HighlightTerms;
};

export type SearchResult = {
  hits: SearchHit[];
  /** Results after the area/version filter. */
  total: number;
  /** Results per area and per API version, before the filter. */
  facets: {area: Partial<Record<SearchArea, number>>; version: Partial<Record<ApiVersion, number>>};
  /** When the query could not be searched as typed, why (for the reader). */
  notice?: 'empty' | 'tooShort' | 'truncated';
};

/** Release notes repeat what the docs explain: they rank below a docs page that matches as well. */
const areaWeights: Partial<Record<SearchArea, number>> = {releases: 0.6};
/** A page may fill at most this many places in a result list, so other pages get a look in. */
const sectionsPerPage = 2;
/** How much a match counts that is not the word typed. */
const weights = {exact: 1, prefix: 0.7, synonym: 0.4, typo1: 0.45, typo2: 0.3} as const;
/** How much a Japanese compound counts whose words stand apart in the document (疎通を確認 for 疎通確認). */
const splitWeight = 0.5;
/** Prefix expansion of the last word stops at this many terms. */
const maxPrefixTerms = 40;

type MatchKind = keyof typeof weights;

/** One unit of a query: a run of Japanese, or a Latin word. */
type Clause =
  | {kind: 'cjk'; phrase: string; bigrams: string[]}
  | {kind: 'cjkChar'; phrase: string}
  | {kind: 'latin'; word: string; term: string; prefix: boolean};

/** One way to satisfy a slot: every clause must match. */
type Alternative = {clauses: Clause[]; kind: MatchKind};
/**
 * A part of the query a result should satisfy, in one of several ways.
 * `optional`: a lone kanji left of a verb (取 of 取れなかった, 戻 of
 * 戻したい): it adds to the score where it matches, and a result lacking it
 * is not a partial match.
 */
type Slot = {alternatives: Alternative[]; optional?: boolean};

// ---------------------------------------------------------------- query plan

/** The second word of "how long", "how much", "how often": part of the question, not its topic. */
const howWords = new Set(['long', 'much', 'many', 'often', 'soon', 'far']);
function asksHow(previous: string | undefined, word: string): boolean {
  return previous === 'how' && howWords.has(word);
}

/**
 * Quantities a question wraps around its topic ("each day", "lots of
 * assets"), which lunr's stop words lack: not searched, as the index never
 * ranks by them.
 */
const quantityWords = new Set(['each', 'lot', 'lots']);

function clausesOf(text: string, lastIsPrefix: boolean): Clause[] {
  const phrases = queryPhrases(text);
  const clauses: Clause[] = [];
  phrases.forEach((phrase, i) => {
    if (isCjkText(phrase)) {
      const tokens = tokenize(phrase);
      if (tokens.length === 1 && tokens[0].text.length === 1) {
        clauses.push({kind: 'cjkChar', phrase});
      } else {
        clauses.push({kind: 'cjk', phrase, bigrams: tokens.map((token) => token.text)});
      }
    } else {
      const words = tokenize(phrase);
      words.forEach((word, j) => {
        const isLast = lastIsPrefix && i === phrases.length - 1 && j === words.length - 1;
        if ((isStopWord(word.text) || quantityWords.has(word.text)) && !isLast) return;
        if (!isLast && asksHow(phrases[i - 1], word.text)) return;
        clauses.push({kind: 'latin', word: word.text, term: stem(word.text), prefix: isLast});
      });
    }
  });
  return clauses;
}

type SynonymIndex = Map<string, string[]>;

/** Synonym entries keyed by their normalised form, Latin words cut as the index cuts them and stemmed. */
function synonymKey(text: string): string {
  return queryPhrases(text)
    .flatMap((phrase) =>
      isCjkText(phrase) ? [phrase] : tokenize(phrase).map((word) => stem(word.text)),
    )
    .join(' ');
}

/**
 * A word without its last kana, as a question leaves it: 消 of 消す
 * (消せない, 消したい), 無料お試 of 無料お試し (無料お試しが終わったら).
 */
const verbStem = /^(.*[^\u3041-\u309f\s])[\u3041-\u309f]{1,2}$/;

export function synonymIndexOf(groups: SynonymGroups): SynonymIndex {
  const index: SynonymIndex = new Map();
  for (const group of groups) {
    for (const word of group) {
      const key = synonymKey(word);
      if (!key) continue;
      const others = group.filter((other) => synonymKey(other) !== key);
      const stem = verbStem.exec(key)?.[1];
      // The words as a query's clauses have them ("in one go" is on+go: lunr keeps "one",
      // then stems it to "on"), so planQuery finds the entry inside a longer query.
      const asClauses = clausesOf(word, false)
        .map((clause) => (clause.kind === 'latin' ? clause.term : clause.phrase))
        .join(' ');
      const forms = [key, ...(stem ? [stem] : []), ...(asClauses !== key ? [asClauses] : [])];
      for (const form of forms) {
        const known = index.get(form) ?? [];
        index.set(form, [...known, ...others.filter((other) => !known.includes(other))]);
      }
    }
  }
  return index;
}

/** Whether a locale's pages are written in Japanese (or another script cut into bigrams). */
export function writesCjk(locale: string): boolean {
  return /^(ja|zh|ko)\b/.test(locale);
}

/**
 * The query as slots. The whole query may be one synonym entry ("state of
 * charge"); otherwise each Japanese run or Latin word is a slot, with its
 * synonyms as alternatives. On an index whose pages are not in Japanese
 * (`cjkIndex` false), a Latin word's Japanese synonyms are left out: there
 * they match only the Japanese titles of the pages' twins, which the English
 * word already finds, and each would load shards of its own.
 */
export function planQuery(
  rawQuery: string,
  synonyms: SynonymIndex = new Map(),
  cjkIndex = true,
): Slot[] {
  const query = rawQuery.slice(0, maxQueryLength);
  const clauses = clausesOf(query, true);
  if (clauses.length === 0) return [];
  const useful = (from: string) => (word: string) =>
    cjkIndex || isCjkText(from) || !isCjkText(word);
  const whole = synonyms.get(synonymKey(query))?.filter(useful(query));
  if (whole && clauses.length > 1) {
    return [
      {
        alternatives: [
          {clauses, kind: 'exact'},
          ...whole.map((word): Alternative => ({clauses: clausesOf(word, false), kind: 'synonym'})),
        ],
      },
    ];
  }
  const hasTerms = clauses.some((clause) => clause.kind !== 'cjkChar');
  // Words of a synonym entry inside a longer query ("lost my phone cant log in") are one slot.
  const phrases = new Map<string, string>();
  for (const key of synonyms.keys()) {
    if (key.includes(' ')) phrases.set(key, key);
  }
  const slots: Slot[] = [];
  for (let i = 0; i < clauses.length; i += 1) {
    const entry = [4, 3, 2]
      .map((n) => clauses.slice(i, i + n))
      .filter((run) => run.length > 1 && run.every((clause) => clause.kind === 'latin'))
      .map((run) => ({
        run,
        key: phrases.get(run.map((clause) => (clause as {term: string}).term).join(' ')),
      }))
      .find(({key}) => key !== undefined);
    if (entry) {
      const others = (synonyms.get(entry.key!) ?? []).filter(useful('latin'));
      slots.push({
        alternatives: [
          {clauses: entry.run, kind: 'exact'},
          ...others.map((word): Alternative => ({
            clauses: clausesOf(word, false),
            kind: 'synonym',
          })),
        ],
      });
      i += entry.run.length - 1;
      continue;
    }
    slots.push(slotOf(clauses[i]));
  }
  return slots;

  function slotOf(clause: Clause): Slot {
    const key = clause.kind === 'latin' ? clause.term : clause.phrase;
    const others = (synonyms.get(key) ?? []).filter(
      useful(clause.kind === 'latin' ? clause.word : clause.phrase),
    );
    return {
      alternatives: [
        {clauses: [clause], kind: 'exact'},
        ...others.map((word): Alternative => ({clauses: clausesOf(word, false), kind: 'synonym'})),
      ],
      ...(hasTerms && clause.kind === 'cjkChar' && others.length === 0 && {optional: true}),
    };
  }
}

// ---------------------------------------------------------------- postings

type DocPosting = {weights: number[]; positions: Partial<Record<FieldName, number[]>>};
type DecodedTerm = {df: number; docs: Map<number, DocPosting>};

function decode(postings: Postings): DecodedTerm {
  const docs = new Map<number, DocPosting>();
  fieldNames.forEach((field, f) => {
    const list = postings[field];
    if (!list) return;
    const positional = positionalFields.includes(field);
    let id = 0;
    for (let i = 0; i < list.length;) {
      id += list[i];
      const weight = list[i + 1];
      i += 2;
      let doc = docs.get(id);
      if (!doc) docs.set(id, (doc = {weights: [0, 0, 0, 0], positions: {}}));
      doc.weights[f] = weight / 10;
      if (positional) {
        const count = list[i];
        doc.positions[field] = list.slice(i + 1, i + 1 + count);
        i += 1 + count;
      }
    }
  });
  return {df: postings.df, docs};
}

/** Terms of the loaded shards, sorted, with their postings decoded on first use. */
class TermTable {
  private readonly raw = new Map<string, Postings>();
  private readonly decoded = new Map<string, DecodedTerm>();
  private sortedTerms: string[] | undefined;

  add(shard: SearchShard): void {
    for (const [term, postings] of shard.invertedIndex) this.raw.set(term, postings);
    this.sortedTerms = undefined;
  }

  get(term: string): DecodedTerm | undefined {
    let decoded = this.decoded.get(term);
    if (!decoded) {
      const raw = this.raw.get(term);
      if (!raw) return undefined;
      this.decoded.set(term, (decoded = decode(raw)));
    }
    return decoded;
  }

  withPrefix(prefix: string): string[] {
    this.sortedTerms ??= [...this.raw.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    const terms = this.sortedTerms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (terms[mid] < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < terms.length && terms[i].startsWith(prefix); i += 1) found.push(terms[i]);
    return found;
  }
}

// ---------------------------------------------------------------- ranking

type Scored = Map<number, number>;

function idf(entry: SearchEntry, df: number): number {
  return Math.log(1 + (entry.documentCount - df + 0.5) / (df + 0.5));
}

function fieldScore(entry: SearchEntry, doc: DocPosting, skip: Set<FieldName>): number {
  let sum = 0;
  fieldNames.forEach((field, f) => {
    if (!skip.has(field)) sum += entry.fields[field].boost * doc.weights[f];
  });
  return sum;
}

/** Whether the bigrams of a phrase occur one after the other in a positional field. */
function adjacent(postings: DocPosting[], field: FieldName): boolean {
  const first = postings[0].positions[field];
  if (!first) return false;
  return first.some((start) =>
    postings.every((doc, i) => doc.positions[field]?.includes(start + i) ?? false),
  );
}

function termScores(entry: SearchEntry, table: TermTable, term: string): Scored {
  const scored: Scored = new Map();
  const decoded = table.get(term);
  if (!decoded) return scored;
  const weight = idf(entry, decoded.df);
  for (const [id, doc] of decoded.docs) scored.set(id, weight * fieldScore(entry, doc, new Set()));
  return scored;
}

function maxMerge(into: Scored, from: Scored, factor: number): void {
  for (const [id, score] of from) into.set(id, Math.max(into.get(id) ?? 0, score * factor));
}

/**
 * Where a Japanese phrase may be cut into words written apart: between two
 * kanji (疎通確認 is 疎通 and 確認, written 疎通を確認する) and where kanji
 * and katakana meet (収入タブ, 収入 under the heading タブ). Never inside a
 * katakana word: インバランス is not イン, バラ and ンス.
 */
const kanji = /[\u3005\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const katakanaChar = /[\u30a1-\u30ff]/;
function isSeam(before: string, after: string): boolean {
  if (kanji.test(before) && kanji.test(after)) return true;
  return (
    (kanji.test(before) && katakanaChar.test(after)) ||
    (katakanaChar.test(before) && kanji.test(after))
  );
}

/**
 * The pieces of a phrase (as ranges of its bigrams) when a document lacks
 * only bigrams that straddle a seam, each piece two characters or more; else
 * undefined.
 */
export function piecesOf(phrase: string, present: boolean[]): [number, number][] | undefined {
  const chars = [...phrase];
  if (chars.length !== present.length + 1) return undefined;
  const pieces: [number, number][] = [];
  let start = 0;
  for (let i = 0; i <= present.length; i += 1) {
    if (i < present.length && present[i]) continue;
    if (i < present.length && !isSeam(chars[i], chars[i + 1])) return undefined;
    // Bigrams start..i-1 are present: the piece is characters start..i.
    if (i === start) return undefined;
    pieces.push([start, i]);
    start = i + 1;
  }
  return pieces.length > 1 ? pieces : undefined;
}

/**
 * Scores of the documents matching a clause. A Japanese phrase needs all its
 * bigrams; its title and page-title weight counts only where the whole phrase
 * stands in the title, so インバランス does not rank a section titled
 * バランシングコスト for sharing バラ and ラン with it. A document that has
 * the phrase's words but apart (疎通を確認 for 疎通確認) matches it too, at
 * `splitWeight`, each word counting in a title where it stands whole
 * there. With `partial`, a document with only some bigrams scores in
 * proportion.
 */
function clauseScores(
  entry: SearchEntry,
  table: TermTable,
  clause: Clause,
  partial: boolean,
): Scored {
  if (clause.kind === 'latin') {
    const scored = termScores(entry, table, clause.term);
    if (clause.prefix && clause.word.length >= 2) {
      for (const term of table.withPrefix(clause.word).slice(0, maxPrefixTerms)) {
        if (term !== clause.term) maxMerge(scored, termScores(entry, table, term), weights.prefix);
      }
    }
    return scored;
  }
  if (clause.kind === 'cjkChar') {
    const scored = termScores(entry, table, clause.phrase);
    for (const term of table.withPrefix(clause.phrase).slice(0, maxPrefixTerms)) {
      maxMerge(scored, termScores(entry, table, term), 1);
    }
    return scored;
  }
  const terms = clause.bigrams.map((bigram) => table.get(bigram));
  const scored: Scored = new Map();
  const candidates = new Set<number>();
  for (const term of terms) for (const id of term?.docs.keys() ?? []) candidates.add(id);
  for (const id of candidates) {
    const postings = terms.map((term) => term?.docs.get(id));
    const present = postings.filter((doc): doc is DocPosting => Boolean(doc));
    const complete = present.length === terms.length;
    const pieces = complete
      ? [[0, terms.length] as [number, number]]
      : piecesOf(
          clause.phrase,
          postings.map((doc) => Boolean(doc)),
        );
    if (!pieces && !partial) continue;
    let score = 0;
    for (const [from, to] of pieces ?? [[0, terms.length]]) {
      const piece = postings.slice(from, to);
      const skip = new Set<FieldName>();
      for (const field of positionalFields) {
        if (!pieces || !adjacent(piece as DocPosting[], field)) skip.add(field);
      }
      piece.forEach((doc, i) => {
        const term = terms[from + i];
        if (term && doc) score += idf(entry, term.df) * fieldScore(entry, doc, skip);
      });
    }
    score /= Math.max(1, terms.length / 2);
    if (!pieces) score *= (present.length / terms.length) ** 2 * 0.5;
    else if (!complete) score *= splitWeight;
    scored.set(id, score);
  }
  return scored;
}

function alternativeScores(
  entry: SearchEntry,
  table: TermTable,
  alternative: Alternative,
  partial: boolean,
  sentence = false,
): Scored {
  let result: Scored | undefined;
  for (const clause of alternative.clauses) {
    let scores = clauseScores(entry, table, clause, partial);
    // In a sentence, a compound no page has whole (欠測扱い) is matched by its parts.
    if (scores.size === 0 && sentence && !partial)
      scores = clauseScores(entry, table, clause, true);
    if (!result) {
      result = scores;
      continue;
    }
    const next: Scored = new Map();
    for (const [id, score] of result) {
      const other = scores.get(id);
      if (other !== undefined) next.set(id, score + other);
    }
    result = next;
  }
  const factor = weights[alternative.kind];
  const scored: Scored = new Map();
  for (const [id, score] of result ?? []) scored.set(id, score * factor);
  return scored;
}

/**
 * Below this many documents matching every part of the query, documents
 * matching most parts follow them ("GK-TK scheme": a page that says GK-TK
 * structure is worth showing when only one says scheme too).
 */
const fillBelow = 5;
/**
 * From this many slots the query is read as a sentence (a question, a
 * description): a document lacking one of its words competes with those
 * having all, by the share of the query it covers, instead of following
 * them; questions carry words no page uses (変えられる, "lost my phone").
 */
const softFrom = 3;
/** A word typed that this many documents use is searched without its synonyms. */
const widelyUsed = 60;

/** `partial`: matches only some slots, or some bigrams of a phrase; listed after every full match. */
type Ranked = {id: number; score: number; matched: Alternative[]; partial: boolean};

/**
 * Ranks the documents for a planned query over the loaded terms: a pure
 * function of the index data and the query. Every slot must match; when
 * fewer than `fillBelow` documents match them all, documents matching most
 * of them (or most of a Japanese phrase's bigrams) follow, lower.
 */
function rank(entry: SearchEntry, table: TermTable, slots: Slot[]): Ranked[] {
  const run = (partial: boolean): Ranked[] => {
    const perSlot = slots.map((slot) =>
      slot.alternatives.map((alternative) => ({
        alternative,
        scores: alternativeScores(entry, table, alternative, partial, slots.length >= softFrom),
      })),
    );
    const totals = new Map<number, Omit<Ranked, 'partial'> & {slots: number; weight: number}>();
    let required = 0;
    let requiredWeight = 0;
    perSlot.forEach((alternatives, i) => {
      const best = new Map<number, {score: number; alternative: Alternative}>();
      for (const {alternative, scores} of alternatives) {
        for (const [id, score] of scores) {
          if (score > (best.get(id)?.score ?? 0)) best.set(id, {score, alternative});
        }
      }
      // A slot no document matches (a word the site never uses) cannot be required of any.
      const counts = !slots[i].optional && best.size > 0;
      const weight = counts ? idf(entry, best.size) : 0;
      if (counts) {
        required += 1;
        requiredWeight += weight;
      }
      for (const [id, {score, alternative}] of best) {
        const total = totals.get(id) ?? {id, score: 0, matched: [], slots: 0, weight: 0};
        total.score += score;
        total.matched.push(alternative);
        if (counts) {
          total.slots += 1;
          total.weight += weight;
        }
        totals.set(id, total);
      }
    });
    return [...totals.values()]
      .filter((total) => total.slots > 0 || required === 0)
      .filter((total) => partial || total.slots === required || slots.length >= softFrom)
      .map((total) => {
        const complete = total.slots === required;
        // The share of the query's rarer words a document has: a question's content
        // words matter, in proportion to how much they single a page out.
        const coverage = required === 0 ? 1 : total.weight / requiredWeight;
        return {
          id: total.id,
          matched: total.matched,
          partial: partial || (!complete && slots.length < softFrom),
          score: complete && !partial ? total.score : total.score * coverage ** 2,
        };
      });
  };
  const ranked = run(false);
  if (ranked.length >= fillBelow) return ranked;
  const full = new Set(ranked.map(({id}) => id));
  return [...ranked, ...run(true).filter(({id}) => !full.has(id))];
}

// ---------------------------------------------------------------- typos

/** Edits allowed for a word of this length: none under 5 letters, one up to 7, two from 8. */
export function typoBudget(word: string): number {
  if (!/^[a-z]+$/.test(word) || word.length < 5) return 0;
  return word.length < 8 ? 1 : 2;
}

/** Optimal string alignment distance (a transposition counts as one edit), capped at max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2] + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}

/** Words of the vocabulary within the typo budget of `word`, nearest first. */
export function typoCandidates(
  word: string,
  vocabulary: string[],
): {word: string; distance: number}[] {
  const budget = typoBudget(word);
  if (budget === 0) return [];
  return vocabulary
    .map((candidate) => ({word: candidate, distance: editDistance(word, candidate, budget)}))
    .filter((candidate) => candidate.distance > 0 && candidate.distance <= budget)
    .sort((x, y) => x.distance - y.distance || (x.word < y.word ? -1 : 1))
    .slice(0, 5);
}

// ---------------------------------------------------------------- the engine

export type SearchEngine = {
  search(query: string, options?: SearchOptions): Promise<SearchResult>;
};

function shardsFor(entry: SearchEntry, terms: string[], prefixes: string[]): string[] {
  const files = new Set<string>();
  for (const [from, to, file] of entry.shards) {
    if (terms.some((term) => from <= term && term <= to)) files.add(file);
    if (prefixes.some((prefix) => to >= prefix && from <= `${prefix}\uffff`)) files.add(file);
  }
  return [...files];
}

function clauseTerms(slots: Slot[]): {terms: string[]; prefixes: string[]} {
  const terms: string[] = [];
  const prefixes: string[] = [];
  for (const slot of slots) {
    for (const {clauses} of slot.alternatives) {
      for (const clause of clauses) {
        if (clause.kind === 'latin') {
          terms.push(clause.term);
          if (clause.prefix && clause.word.length >= 2) prefixes.push(clause.word);
        } else if (clause.kind === 'cjk') terms.push(...clause.bigrams);
        else prefixes.push(clause.phrase);
      }
    }
  }
  return {terms, prefixes};
}

function highlightTermsOf(alternatives: Alternative[]): HighlightTerms {
  const terms: HighlightTerms = {phrases: [], stems: [], prefixes: []};
  for (const {clauses} of alternatives) {
    for (const clause of clauses) {
      if (clause.kind === 'latin') {
        terms.stems.push(clause.term);
        if (clause.prefix && clause.word.length >= 2) terms.prefixes.push(clause.word);
      } else terms.phrases.push(clause.phrase);
    }
  }
  return terms;
}

/** About `radius` characters either side of the first match, cut at word-ish boundaries. */
function snippetAround(content: string, ranges: MatchRange[], radius = 60) {
  if (!content) return {snippet: '', matches: [] as MatchRange[]};
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

/** The page a document belongs to: index into `entry.pages` (pages are in document order). */
function pageOf(entry: SearchEntry, id: number): number {
  let low = 0;
  let high = entry.pages.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (entry.pages[mid][0] <= id) low = mid;
    else high = mid - 1;
  }
  return low;
}

export function createSearchEngine(source: IndexSource): SearchEngine {
  const {entry} = source;
  // The groups travel in the entry file (format.ts), so the engine's code carries none.
  const synonyms = synonymIndexOf(entry.synonyms ?? []);
  const cjkIndex = writesCjk(entry.locale);
  const table = new TermTable();
  const loaded = new Map<string, Promise<void>>();
  const fragments = new Map<string, Promise<SearchFragment>>();
  let vocabulary: Promise<SearchVocabulary> | undefined;

  const loadShards = (files: string[]) =>
    Promise.all(
      files.map((file) => {
        let pending = loaded.get(file);
        if (!pending) {
          pending = source.load(file).then((shard) => {
            assertShard(shard, file);
            table.add(shard);
          });
          // A failed download may be tried again by the next query.
          pending.catch(() => loaded.delete(file));
          loaded.set(file, pending);
        }
        return pending;
      }),
    );
  const loadFragment = (file: string) => {
    let pending = fragments.get(file);
    if (!pending) {
      pending = source.load(file).then((fragment) => {
        assertFragment(fragment, file);
        return fragment;
      });
      pending.catch(() => fragments.delete(file));
      fragments.set(file, pending);
    }
    return pending;
  };

  /** Latin words in no shard are probably typos: add the nearest words of the site. */
  const addTypoAlternatives = async (slots: Slot[]): Promise<Slot[]> => {
    const missing = slots.flatMap((slot) =>
      slot.alternatives[0].clauses.filter(
        (clause): clause is Extract<Clause, {kind: 'latin'}> =>
          clause.kind === 'latin' &&
          !table.get(clause.term) &&
          (!clause.prefix || table.withPrefix(clause.word).length === 0) &&
          typoBudget(clause.word) > 0,
      ),
    );
    if (missing.length === 0) return slots;
    vocabulary ??= source.load(entry.vocabulary) as Promise<SearchVocabulary>;
    const {words} = await vocabulary;
    const next = slots.map((slot) => {
      const [exact] = slot.alternatives;
      if (exact.clauses.length !== 1 || !missing.includes(exact.clauses[0] as never)) return slot;
      const clause = exact.clauses[0] as Extract<Clause, {kind: 'latin'}>;
      const typos = typoCandidates(clause.word, words).map(({word, distance}): Alternative => ({
        clauses: [{kind: 'latin', word, term: stem(word), prefix: false}],
        kind: distance === 1 ? 'typo1' : 'typo2',
      }));
      return {alternatives: [...slot.alternatives, ...typos]};
    });
    const {terms, prefixes} = clauseTerms(next);
    await loadShards(shardsFor(entry, terms, prefixes));
    return next;
  };

  return {
    async search(rawQuery, options = {}) {
      const limit = options.limit ?? 8;
      const empty: SearchResult = {hits: [], total: 0, facets: {area: {}, version: {}}};
      let slots = planQuery(rawQuery, synonyms, cjkIndex);
      if (slots.length === 0) return {...empty, notice: 'empty'};
      // A single Latin letter matches a large share of the site and tells nothing yet.
      const [only] = slots;
      const first = only.alternatives[0].clauses[0];
      const single = slots.length === 1 && only.alternatives[0].clauses.length === 1;
      if (single && first.kind === 'latin' && first.word.length < 2) {
        return {...empty, notice: 'tooShort'};
      }
      // The words as typed first: a word many documents use needs no synonyms, whose
      // shards would cost bytes and bring pages that never use the reader's word.
      const typed = clauseTerms(slots.map((slot) => ({alternatives: [slot.alternatives[0]]})));
      await loadShards(shardsFor(entry, typed.terms, typed.prefixes));
      slots = slots.map((slot) =>
        slot.alternatives.length > 1 &&
        slot.alternatives[0].clauses.length === 1 &&
        alternativeScores(entry, table, slot.alternatives[0], false).size >= widelyUsed
          ? {...slot, alternatives: [slot.alternatives[0]]}
          : slot,
      );
      const {terms, prefixes} = clauseTerms(slots);
      await loadShards(shardsFor(entry, terms, prefixes));
      slots = await addTypoAlternatives(slots);

      const ranked = rank(entry, table, slots)
        .map((result) => {
          const page = entry.pages[pageOf(entry, result.id)];
          const area = entry.areas[page[2]];
          return {...result, page, area, score: result.score * (areaWeights[area] ?? 1)};
        })
        .sort((x, y) => Number(x.partial) - Number(y.partial) || y.score - x.score || x.id - y.id);
      const perPage = new Map<string, number>();
      const shown = ranked.filter(({page}) => {
        perPage.set(page[1], (perPage.get(page[1]) ?? 0) + 1);
        return perPage.get(page[1])! <= sectionsPerPage;
      });
      const facets: SearchResult['facets'] = {area: {}, version: {}};
      for (const {page, area} of shown) {
        facets.area[area] = (facets.area[area] ?? 0) + 1;
        const version = entry.versions[page[3]];
        if (version) facets.version[version] = (facets.version[version] ?? 0) + 1;
      }
      const filtered = shown.filter(
        ({page, area}) =>
          (!options.area || area === options.area) &&
          (!options.version || entry.versions[page[3]] === options.version),
      );
      const top = filtered.slice(0, limit);
      const loadedFragments = await Promise.all(
        top.map(({id, page}) => loadFragment(fragmentFile(page[1], id - page[0]))),
      );
      const hits = top.map(({score, page, area, matched}, i): SearchHit => {
        const doc = loadedFragments[i];
        const terms = highlightTermsOf(matched);
        const {snippet, matches} = snippetAround(doc.content, highlightRanges(doc.content, terms));
        const version = entry.versions[page[3]] || undefined;
        return {
          url: doc.url,
          title: doc.title,
          ...(doc.pageTitle && {pageTitle: doc.pageTitle}),
          area,
          ...(version && {version}),
          score,
          titleMatches: highlightRanges(doc.title, terms),
          snippet,
          snippetMatches: matches,
          terms,
        };
      });
      return {
        hits,
        total: filtered.length,
        facets,
        ...(rawQuery.length > maxQueryLength && {notice: 'truncated' as const}),
      };
    },
  };
}

/** The normalised query, for comparing what the reader typed. */
export function normalizeQuery(query: string): string {
  return fold(query).trim();
}
