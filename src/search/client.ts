import type {SearchEngine} from './engine';
import {assertEntry, SearchIndexError} from './format';
import type {SearchPluginData} from './types';

/**
 * Loads the search engine once per page session, and only when a reader
 * shows an intent to search (focus, hover, Ctrl+K): the engine's code and the
 * small entry file, nothing else. Each query then fetches the shards its
 * terms fall in and the fragments of the results shown, each once.
 */
let pending: Promise<SearchEngine> | undefined;

export function loadSearchEngine(baseUrl: string, files: SearchPluginData): Promise<SearchEngine> {
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
    pending = Promise.all([import('./engine'), load(files.entryFile)]).then(
      ([{createSearchEngine}, entry]) => {
        assertEntry(entry, files.entryFile);
        return createSearchEngine({entry, load});
      },
    );
    // A failed download may be retried on the next attempt.
    pending.catch(() => {
      pending = undefined;
    });
  }
  return pending;
}
