import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {apiVersions} from '@site/src/facts/areas';
import {maxQueryLength} from '@site/src/search/format';
import {searchAreas, type ApiVersion, type SearchArea} from '@site/src/search/types';
import Highlighted from './Highlighted';
import type {SearchNavigationState} from './SearchHighlighter';
import {areaLabel, languageName, noticeText, otherLanguageNotice, placeLabel} from './labels';
import {useSearch} from './useSearch';
import styles from './LocalSearchPage.module.css';

const pageSize = 20;

type Filters = {q: string; area?: SearchArea; version?: ApiVersion};

/**
 * The query and the filters live in the URL (`?q=…&area=api&version=v1`), so
 * a filtered search can be shared and the browser's back button undoes a
 * filter. Unknown values are ignored.
 */
function useFilters(): [Filters, (next: Filters) => void] {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query string: read it only once hydrated, so the
  // first render in the browser matches the server's.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const area = params.get('area') as SearchArea | null;
  const version = params.get('version') as ApiVersion | null;
  const filters: Filters = {
    q: params.get('q') ?? '',
    ...(area && searchAreas.includes(area) && {area}),
    ...(version && (apiVersions as readonly string[]).includes(version) && {version}),
  };
  const setFilters = (next: Filters) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.area) search.set('area', next.area);
    if (next.version) search.set('version', next.version);
    history.push({...location, search: search.toString() ? `?${search}` : ''});
  };
  return [filters, setFilters];
}

function FilterGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: {value: T | ''; label: string; count?: number}[];
  value: T | '';
  onChange: (value: T | '') => void;
}): ReactNode {
  const id = useId();
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value || 'all'}
          className={styles.filter}
          htmlFor={`${id}-${option.value || 'all'}`}>
          <input
            id={`${id}-${option.value || 'all'}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
          {option.count !== undefined && (
            <span className={styles.count}>{` (${option.count})`}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}

export default function LocalSearchPage(): ReactNode {
  const [filters, setFilters] = useFilters();
  const {q: query, area, version} = filters;
  const history = useHistory<SearchNavigationState>();
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const [limit, setLimit] = useState(pageSize);
  useEffect(() => setLimit(pageSize), [query, area, version]);
  const options = useMemo(() => ({area, version, limit}), [area, version, limit]);
  const {status, pending, hits, total, facets, notice, fromLocale, prepare} = useSearch(
    query,
    options,
  );
  const ready = status === 'ready' && !pending;
  const {selectMessage} = usePluralForm();
  useEffect(prepare, [prepare]);

  const title = query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: '「{query}」の検索結果'},
        {query},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'ドキュメントを検索'});
  const allCount = Object.values(facets.area).reduce((sum, n) => sum + (n ?? 0), 0);
  const showVersions = (!area || area === 'api') && Object.keys(facets.version).length > 0;
  const noticeMessage = noticeText(notice);

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
            setFilters({...filters, q: draft.trim()});
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

        {query && ready && allCount > 0 && (
          <div className={styles.filterBar}>
            <FilterGroup<SearchArea>
              legend={translate({id: 'search.filter.area', message: 'エリアで絞り込む'})}
              name="area"
              value={area ?? ''}
              onChange={(next) =>
                setFilters({
                  q: query,
                  ...(next && {area: next}),
                  ...(next === 'api' && version && {version}),
                })
              }
              options={[
                {
                  value: '',
                  label: translate({id: 'search.filter.all', message: 'すべて'}),
                  count: allCount,
                },
                ...searchAreas
                  .filter((candidate) => facets.area[candidate] || candidate === area)
                  .map((candidate) => ({
                    value: candidate,
                    label: areaLabel(candidate),
                    count: facets.area[candidate] ?? 0,
                  })),
              ]}
            />
            {showVersions && (
              <FilterGroup<ApiVersion>
                legend={translate({id: 'search.filter.version', message: 'APIのバージョン'})}
                name="version"
                value={version ?? ''}
                onChange={(next) =>
                  setFilters({q: query, area: 'api', ...(next && {version: next})})
                }
                options={[
                  {
                    value: '',
                    label: translate({
                      id: 'search.filter.allVersions',
                      message: 'すべてのバージョン',
                    }),
                  },
                  ...apiVersions.map((candidate) => ({
                    value: candidate,
                    label: candidate,
                    count: facets.version[candidate] ?? 0,
                  })),
                ]}
              />
            )}
          </div>
        )}

        <div aria-live="polite" aria-atomic="true" className={styles.status}>
          {query && !ready && status !== 'error' && (
            <p>
              <Translate id="theme.SearchPage.fetchingNewResults">
                検索結果を読み込んでいます…
              </Translate>
            </p>
          )}
          {status === 'error' && (
            <p role="alert">
              <Translate id="search.error">
                検索インデックスを読み込めませんでした。通信状況を確認して、もう一度お試しください。
              </Translate>
            </p>
          )}
          {query && ready && noticeMessage && <p>{noticeMessage}</p>}
          {query && ready && fromLocale && <p>{otherLanguageNotice(fromLocale)}</p>}
          {query && ready && notice !== 'empty' && notice !== 'tooShort' && (
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
                        message: '{count}件のページが見つかりました',
                      },
                      {count: total},
                    ),
                  )}
            </p>
          )}
        </div>

        {ready &&
          hits.map((hit) => (
            <article key={hit.url} className={styles.result}>
              <p className={styles.place}>
                {fromLocale ? `${placeLabel(hit)} · ${languageName(fromLocale)}` : placeLabel(hit)}
              </p>
              <Heading as="h2" className={styles.title} lang={fromLocale}>
                {fromLocale ? (
                  // The other language is another site build, whose routes this one's
                  // router does not know: a plain link loads the page.
                  // eslint-disable-next-line @docusaurus/no-html-links
                  <a href={hit.url} hrefLang={fromLocale}>
                    <Highlighted text={hit.title} ranges={hit.titleMatches} />
                  </a>
                ) : (
                  <Link
                    to={hit.url}
                    onClick={(event) => {
                      // Keep the matched terms, so the page marks them.
                      event.preventDefault();
                      history.push(hit.url, {searchHighlight: hit.terms});
                    }}>
                    <Highlighted text={hit.title} ranges={hit.titleMatches} />
                  </Link>
                )}
              </Heading>
              {hit.pageTitle && (
                <p className={styles.pageTitle} lang={fromLocale}>
                  {hit.pageTitle}
                </p>
              )}
              {hit.snippet && (
                <p className={styles.snippet} lang={fromLocale}>
                  <Highlighted text={hit.snippet} ranges={hit.snippetMatches} />
                </p>
              )}
            </article>
          ))}
        {ready && hits.length < total && (
          <button
            type="button"
            className={`button button--secondary ${styles.more}`}
            onClick={() => setLimit((current) => current + pageSize)}>
            <Translate id="search.showMore">さらに表示</Translate>
          </button>
        )}
      </main>
    </Layout>
  );
}
