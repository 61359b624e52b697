import React, {lazy, Suspense, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchPage from '@site/src/components/search/LocalSearchPage';

// Only loaded when DocSearch credentials were given at build time.
const AlgoliaSearchPage = lazy(() => import('@theme-original/SearchPage'));

/**
 * The /search results page. theme-search-algolia's page queries the hosted
 * service (and spins forever offline), so the local index serves it unless
 * DocSearch is configured.
 */
export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.searchProvider === 'algolia') {
    return (
      <Suspense fallback={null}>
        <AlgoliaSearchPage />
      </Suspense>
    );
  }
  return <LocalSearchPage />;
}
