import React, {lazy, Suspense, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/components/search/LocalSearchBar';

// Only loaded when DocSearch credentials were given at build time.
const AlgoliaSearchBar = lazy(() => import('@theme-original/SearchBar'));

/** The navbar's search box: the local index unless DocSearch is configured. */
export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.searchProvider === 'algolia') {
    return (
      <Suspense fallback={null}>
        <AlgoliaSearchBar />
      </Suspense>
    );
  }
  return <LocalSearchBar />;
}
