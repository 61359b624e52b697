import type {SearchEngine, SearchOptions, SearchResult} from './engine';

/** Another locale's index, which the reader's page can search when its own finds nothing. */
export type OtherLanguageIndex = {
  locale: string;
  /** Loads that locale's engine (its entry file under its own base URL). */
  engine: () => Promise<SearchEngine>;
};

/**
 * A result, and the locale its pages are written in when they are not the
 * reader's: `fromLocale` is set only when the reader's own pages had nothing
 * and another language's did.
 */
export type LanguageResult = SearchResult & {fromLocale?: string};

/**
 * Searches the reader's own language first. When that finds nothing for a
 * query that could be searched (no "type more" notice), the same query and
 * filters run against each other language in turn, and the first one with
 * results answers, marked with its locale: a reader who typed the other
 * language's term, or a page not yet translated, gets pages rather than an
 * empty list. The other language's index is only downloaded then. If its
 * files cannot be loaded, the reader is told what is true: nothing in their
 * language.
 */
export async function searchOwnLanguageFirst(
  own: SearchEngine,
  others: readonly OtherLanguageIndex[],
  query: string,
  options: SearchOptions,
): Promise<LanguageResult> {
  const result = await own.search(query, options);
  if (result.hits.length > 0 || result.notice === 'empty' || result.notice === 'tooShort') {
    return result;
  }
  for (const other of others) {
    try {
      const found = await (await other.engine()).search(query, options);
      if (found.hits.length > 0) return {...found, fromLocale: other.locale};
    } catch {
      // The other language is a bonus; its failure is not the reader's search failing.
    }
  }
  return result;
}
