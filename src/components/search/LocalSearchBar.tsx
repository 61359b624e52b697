import React, {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Highlighted from './Highlighted';
import SearchHighlighter, {type SearchNavigationState} from './SearchHighlighter';
import {languageName, noticeText, otherLanguageNotice, placeLabel, resultName} from './labels';
import {useSearch} from './useSearch';
import styles from './LocalSearchBar.module.css';

const resultsShown = 8;
const searchOptions = {limit: resultsShown};

function usePlaceholder(loading: boolean): string {
  const isBrowser = useIsBrowser();
  if (loading) return translate({id: 'search.loading', message: '読み込んでいます…'});
  return isBrowser && /Mac|iPhone|iPad/.test(navigator.platform)
    ? translate({id: 'search.placeholderMac', message: '検索 ⌘K'})
    : translate({id: 'search.placeholder', message: '検索 Ctrl+K'});
}

/** Ctrl+K (⌘K on a Mac) focuses the box from anywhere on the page. */
function useSearchShortcut(onShortcut: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onShortcut();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onShortcut]);
}

export default function LocalSearchBar(): ReactNode {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const history = useHistory<SearchNavigationState>();
  const searchPage = useBaseUrl('/search');
  const listboxId = useId();
  const {status, pending, hits, total, notice, fromLocale, prepare} = useSearch(
    query,
    searchOptions,
  );
  const noticeMessage = noticeText(notice);
  const placeholder = usePlaceholder(status === 'loading');

  const focusBox = () => {
    prepare();
    inputRef.current?.focus();
    inputRef.current?.select();
  };
  const shortcut = useRef(focusBox);
  shortcut.current = focusBox;
  const [onShortcut] = useState(() => () => shortcut.current());
  useSearchShortcut(onShortcut);

  // A new query starts again from the top of the list.
  useEffect(() => setActive(-1), [query]);
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const seeAllUrl = `${searchPage}?q=${encodeURIComponent(query.trim())}`;
  const optionCount = hits.length + (total > 0 ? 1 : 0);
  const showPanel = open && query.trim().length > 0;

  const go = (url: string, highlight: SearchNavigationState['searchHighlight']) => {
    close();
    setQuery('');
    inputRef.current?.blur();
    history.push(url, highlight ? {searchHighlight: highlight} : undefined);
  };

  const choose = (index: number) => {
    if (index < hits.length && fromLocale) {
      // The other language is another site build: a full page load, not a route of this one.
      close();
      window.location.assign(hits[index].url);
    } else if (index < hits.length) go(hits[index].url, hits[index].terms);
    else go(seeAllUrl, undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (optionCount > 0) setActive((current) => (current + 1) % optionCount);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (optionCount > 0) setActive((current) => (current <= 0 ? optionCount - 1 : current - 1));
        break;
      case 'Enter':
        if (active >= 0) {
          event.preventDefault();
          choose(active);
        } else if (query.trim()) {
          event.preventDefault();
          go(seeAllUrl, undefined);
        }
        break;
      case 'Escape':
        if (showPanel) {
          event.preventDefault();
          close();
        } else if (query) {
          setQuery('');
        } else {
          inputRef.current?.blur();
        }
        break;
      default:
    }
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const noResults = translate({
    id: 'theme.SearchPage.noResultsText',
    message: '該当するページは見つかりませんでした',
  });

  return (
    <div className={clsx('navbar__search', styles.searchBox)} role="search">
      <SearchHighlighter />
      <input
        ref={inputRef}
        type="search"
        className={clsx('navbar__search-input', styles.input)}
        placeholder={placeholder}
        aria-label={translate({id: 'search.label', message: 'ドキュメントを検索'})}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showPanel}
        aria-controls={listboxId}
        aria-activedescendant={showPanel && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        maxLength={1000}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          prepare();
        }}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onMouseEnter={prepare}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <div className={clsx(styles.panel, !showPanel && styles.hidden)}>
        {status === 'loading' && (
          <p className={styles.message}>
            <Translate id="search.loading">読み込んでいます…</Translate>
          </p>
        )}
        {status === 'error' && (
          <p className={styles.message}>
            <Translate id="search.error">
              検索インデックスを読み込めませんでした。通信状況を確認して、もう一度お試しください。
            </Translate>
          </p>
        )}
        {status === 'ready' && !pending && noticeMessage && (
          <p className={styles.message}>{noticeMessage}</p>
        )}
        {status === 'ready' &&
          !pending &&
          hits.length === 0 &&
          notice !== 'empty' &&
          notice !== 'tooShort' && <p className={styles.message}>{noResults}</p>}
        {status === 'ready' && !pending && fromLocale && (
          <p className={styles.message}>{otherLanguageNotice(fromLocale)}</p>
        )}
        <ul
          id={listboxId}
          role="listbox"
          aria-busy={status === 'loading' || pending}
          aria-label={translate({id: 'search.resultsLabel', message: '検索結果'})}
          className={styles.results}>
          {hits.map((hit, index) => (
            <li
              key={hit.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              aria-label={
                fromLocale ? `${resultName(hit)} — ${languageName(fromLocale)}` : resultName(hit)
              }
              data-url={hit.url}
              className={clsx(styles.result, index === active && styles.active)}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(index)}>
              <span className={styles.place}>
                {fromLocale ? `${placeLabel(hit)} · ${languageName(fromLocale)}` : placeLabel(hit)}
              </span>
              <span className={styles.title} lang={fromLocale}>
                <Highlighted text={hit.title} ranges={hit.titleMatches} />
              </span>
              {hit.pageTitle && (
                <span className={styles.pageTitle} lang={fromLocale}>
                  {hit.pageTitle}
                </span>
              )}
              {hit.snippet && (
                <span className={styles.snippet} lang={fromLocale}>
                  <Highlighted text={hit.snippet} ranges={hit.snippetMatches} />
                </span>
              )}
            </li>
          ))}
          {total > 0 && (
            <li
              id={optionId(hits.length)}
              role="option"
              aria-selected={active === hits.length}
              className={clsx(
                styles.result,
                styles.seeAll,
                active === hits.length && styles.active,
              )}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(hits.length)}
              onClick={() => choose(hits.length)}>
              <Translate id="theme.SearchBar.seeAll" values={{count: total}}>
                {'検索結果{count}件をすべて表示'}
              </Translate>
            </li>
          )}
        </ul>
      </div>
      <div className="sr-only" aria-live="polite">
        {showPanel && status === 'error'
          ? translate({
              id: 'search.error',
              message:
                '検索インデックスを読み込めませんでした。通信状況を確認して、もう一度お試しください。',
            })
          : showPanel && status === 'ready' && !pending
            ? noticeMessage && hits.length === 0
              ? noticeMessage
              : hits.length > 0 && fromLocale
                ? `${otherLanguageNotice(fromLocale)} ${translate(
                    {id: 'search.resultCount', message: '検索結果{count}件'},
                    {count: total},
                  )}`
                : hits.length > 0
                  ? translate(
                      {id: 'search.resultCount', message: '検索結果{count}件'},
                      {count: total},
                    )
                  : noResults
            : ''}
      </div>
    </div>
  );
}
