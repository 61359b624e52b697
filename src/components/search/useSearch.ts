import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {loadSearchEngine} from '@site/src/search/client';
import type {SearchEngine, SearchOptions} from '@site/src/search/engine';
import {searchOwnLanguageFirst, type LanguageResult} from '@site/src/search/other-language';
import type {SearchPluginData} from '@site/src/search/types';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export type SearchState = LanguageResult & {
  status: SearchStatus;
  /**
   * The results shown are those of an earlier query while this one's files
   * load (they stay on screen rather than flicker): say nothing about
   * "no results" yet, and mark the list busy.
   */
  pending: boolean;
  /** Starts loading the engine; safe to call any number of times. */
  prepare: () => void;
};

const noResults: LanguageResult = {hits: [], total: 0, facets: {area: {}, version: {}}};

/**
 * Runs `query` against the local index, loading the engine on the first
 * `prepare()`; when the reader's language has nothing, against the other
 * language's (`fromLocale` says which). Each query fetches the shards and fragments it needs (once);
 * a failed or damaged file puts the state in 'error', and the next query
 * tries again.
 */
export function useSearch(query: string, options: SearchOptions): SearchState {
  const {siteConfig} = useDocusaurusContext();
  const files = usePluginData('hinata-search-index') as SearchPluginData;
  const [engine, setEngine] = useState<SearchEngine>();
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [result, setResult] = useState<LanguageResult & {key: string}>({...noResults, key: ''});
  const started = useRef(false);
  const latest = useRef(0);

  const prepare = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setStatus('loading');
    loadSearchEngine(siteConfig.baseUrl, files.entryFile).then(
      (loaded) => {
        setEngine(() => loaded);
        setStatus('ready');
      },
      () => {
        started.current = false;
        setStatus('error');
      },
    );
  }, [files, siteConfig.baseUrl]);
  const otherLanguages = useMemo(
    () =>
      files.otherLanguages.map(({locale, baseUrl, entryFile}) => ({
        locale,
        engine: () => loadSearchEngine(baseUrl, entryFile),
      })),
    [files],
  );

  const {area, version, limit} = options;
  const key = JSON.stringify([query, area, version, limit]);
  useEffect(() => {
    const run = ++latest.current;
    if (!query.trim()) {
      setResult({...noResults, key});
      return;
    }
    // Until the engine is there, the query has no result yet (not "no results").
    if (!engine) return;
    searchOwnLanguageFirst(engine, otherLanguages, query, {area, version, limit}).then(
      (next) => {
        if (run !== latest.current) return;
        setResult({...next, key});
        setStatus('ready');
      },
      () => {
        if (run !== latest.current) return;
        setResult({...noResults, key});
        setStatus('error');
      },
    );
  }, [engine, otherLanguages, query, area, version, limit, key]);

  const {key: resultKey, ...shown} = result;
  const pending = status === 'ready' && query.trim() !== '' && resultKey !== key;
  return {status, pending, prepare, ...shown};
}
