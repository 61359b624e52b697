import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {loadSearchEngine} from '@site/src/search/client';
import type {SearchEngine, SearchHit} from '@site/src/search/engine';
import type {SearchPluginData} from '@site/src/search/types';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export type SearchState = {
  status: SearchStatus;
  hits: SearchHit[];
  total: number;
  /** Starts loading the index; safe to call any number of times. */
  prepare: () => void;
};

/** Runs `query` against the local index, loading it on the first `prepare()`. */
export function useSearch(query: string, limit: number): SearchState {
  const {siteConfig} = useDocusaurusContext();
  const files = usePluginData('hinata-search-index') as SearchPluginData;
  const [engine, setEngine] = useState<SearchEngine>();
  const [status, setStatus] = useState<SearchStatus>('idle');
  const started = useRef(false);

  const prepare = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setStatus('loading');
    loadSearchEngine(siteConfig.baseUrl, files).then(
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

  const [result, setResult] = useState<{hits: SearchHit[]; total: number}>({hits: [], total: 0});
  useEffect(() => {
    if (!engine || !query.trim()) {
      setResult({hits: [], total: 0});
      return;
    }
    setResult(engine.search(query, limit));
  }, [engine, query, limit]);

  return {status, prepare, ...result};
}
