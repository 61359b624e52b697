import type {SearchEngine} from './engine';
import type {SearchDoc, SearchPluginData} from './types';

/**
 * Loads the search engine once per page session, and only when a reader
 * shows an intent to search (focus, hover, Ctrl+K): lunr, the index and the
 * documents are fetched in parallel, nothing before that.
 */
let pending: Promise<SearchEngine> | undefined;

export function loadSearchEngine(baseUrl: string, files: SearchPluginData): Promise<SearchEngine> {
  if (!pending) {
    const fetchJson = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${baseUrl}${path}`);
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return (await response.json()) as T;
    };
    pending = Promise.all([
      import('./engine'),
      fetchJson<object>(files.indexFile),
      fetchJson<SearchDoc[]>(files.docsFile),
    ]).then(([{createSearchEngine}, index, docs]) => createSearchEngine(index, docs));
    // A failed download may be retried on the next attempt.
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}
