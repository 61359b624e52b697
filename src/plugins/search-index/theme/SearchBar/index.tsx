import React, {type ReactNode} from 'react';
import LocalSearchBar from '@site/src/components/search/LocalSearchBar';

/**
 * The navbar's search box, provided by the local search plugin's theme
 * directory (theme-classic's own SearchBar renders nothing). The plugin is
 * loaded only when Algolia is not configured; otherwise theme-search-algolia
 * provides this component.
 */
export default function SearchBar(): ReactNode {
  return <LocalSearchBar />;
}
