import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {maxQueryLength} from '@site/src/search/engine';
import Highlighted from './Highlighted';
import type {SearchNavigationState} from './SearchHighlighter';
import {placeLabel} from './labels';
import {useSearch} from './useSearch';
import styles from './LocalSearchPage.module.css';

const resultsShown = 50;

function useQueryParameter(): [string, (query: string) => void] {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query string: read it only once hydrated, so the
  // first render in the browser matches the server's.
  const isBrowser = useIsBrowser();
  const query = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const setQuery = (next: string) => {
    const params = new URLSearchParams(location.search);
    if (next) params.set('q', next);
    else params.delete('q');
    history.replace({...location, search: params.toString() ? `?${params}` : ''});
  };
  return [query, setQuery];
}

export default function LocalSearchPage(): ReactNode {
  const [query, setQuery] = useQueryParameter();
  const history = useHistory<SearchNavigationState>();
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const {status, hits, total, prepare} = useSearch(query, resultsShown);
  const {selectMessage} = usePluralForm();
  useEffect(prepare, [prepare]);

  const title = query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: '「{query}」の検索結果'},
        {query},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'ドキュメントを検索'});

  return (
    <Layout title={title}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form
          className={styles.form}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(draft.trim());
          }}>
          <label htmlFor="search-page-input" className="sr-only">
            <Translate id="theme.SearchPage.inputLabel">検索</Translate>
          </label>
          <input
            id="search-page-input"
            type="search"
            className={styles.input}
            value={draft}
            maxLength={maxQueryLength * 5}
            placeholder={translate({
              id: 'theme.SearchPage.inputPlaceholder',
              message: '検索するキーワードを入力',
            })}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            <Translate id="theme.SearchPage.inputLabel">検索</Translate>
          </button>
        </form>

        <div aria-live="polite">
          {query && status !== 'ready' && status !== 'error' && (
            <p>
              <Translate id="theme.SearchPage.fetchingNewResults">
                検索結果を読み込んでいます...
              </Translate>
            </p>
          )}
          {status === 'error' && (
            <p>
              <Translate id="search.error">
                検索インデックスを読み込めませんでした。通信状況を確認して、もう一度お試しください。
              </Translate>
            </p>
          )}
          {query && status === 'ready' && (
            <p>
              {total === 0
                ? translate({
                    id: 'theme.SearchPage.noResultsText',
                    message: '該当するページは見つかりませんでした',
                  })
                : selectMessage(
                    total,
                    translate(
                      {
                        id: 'theme.SearchPage.documentsFound.plurals',
                        message: '{count} 件のページが見つかりました',
                      },
                      {count: total},
                    ),
                  )}
            </p>
          )}
        </div>

        {status === 'ready' &&
          hits.map((hit) => (
            <article key={hit.doc.url} className={styles.result}>
              <p className={styles.place}>{placeLabel(hit.doc)}</p>
              <Heading as="h2" className={styles.title}>
                <Link
                  to={hit.doc.url}
                  onClick={(event) => {
                    // Keep the query, so the page marks the words that matched.
                    event.preventDefault();
                    history.push(hit.doc.url, {searchHighlight: query});
                  }}>
                  <Highlighted text={hit.doc.title} ranges={hit.titleMatches} />
                </Link>
              </Heading>
              {hit.doc.pageTitle && <p className={styles.pageTitle}>{hit.doc.pageTitle}</p>}
              {hit.snippet && (
                <p className={styles.snippet}>
                  <Highlighted text={hit.snippet} ranges={hit.snippetMatches} />
                </p>
              )}
            </article>
          ))}
      </main>
    </Layout>
  );
}
