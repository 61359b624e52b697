import type {SearchEngine} from './engine';
import {assertEntry, SearchIndexError} from './format';

/**
 * Loads a locale's search engine once per page session, and only when a
 * reader shows an intent to search (focus, hover, Ctrl+K): the engine's code
 * and the small entry file, nothing else. Each query then fetches the shards
 * its terms fall in and the fragments of the results shown, each once. The
 * reader's own locale is loaded first; another locale's index (under its own
 * base URL) only when a query finds nothing in the reader's language
 * (`other-language.ts`).
 */
const loaded = new Map<string, Promise<SearchEngine>>();

export function loadSearchEngine(baseUrl: string, entryFile: string): Promise<SearchEngine> {
  const key = `${baseUrl}assets/search/${entryFile}`;
  let pending = loaded.get(key);
  if (!pending) {
    const load = async (file: string): Promise<unknown> => {
      const response = await fetch(`${baseUrl}assets/search/${file}`);
      if (!response.ok) throw new SearchIndexError(`${file}: HTTP ${response.status}`);
      try {
        return await response.json();
      } catch {
        throw new SearchIndexError(`search index file ${file} is damaged`);
      }
    };
    pending = Promise.all([import('./engine'), load(entryFile)]).then(
      ([{createSearchEngine}, entry]) => {
        assertEntry(entry, entryFile);
        return createSearchEngine({entry, load});
      },
    );
    loaded.set(key, pending);
    // A failed download may be retried on the next attempt.
    pending.catch(() => {
      loaded.delete(key);
    });
  }
  return pending;
}
