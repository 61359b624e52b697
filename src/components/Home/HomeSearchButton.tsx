import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './HomeSearchButton.module.css';

/** Focuses the navbar's search box: one search, reachable from the hero too. */
function focusNavbarSearch(): void {
  const input = document.querySelector<HTMLInputElement>(
    '.navbar input[type="search"], .navbar .navbar__search-input',
  );
  input?.focus();
}

export default function HomeSearchButton(): ReactNode {
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && /Mac|iPhone|iPad/.test(navigator.platform);
  return (
    <button type="button" className={styles.searchButton} onClick={focusNavbarSearch}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
        <path
          d="M14.4 12.9 19 17.5 17.5 19l-4.6-4.6a7.5 7.5 0 1 1 1.5-1.5ZM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11Z"
          fill="currentColor"
        />
      </svg>
      <span>
        {isMac ? (
          <Translate id="home.hero.searchMac">検索 ⌘K</Translate>
        ) : (
          <Translate id="home.hero.search">検索 Ctrl+K</Translate>
        )}
      </span>
    </button>
  );
}
