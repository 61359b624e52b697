import type {AreaId, releaseNotesArea} from '../config/areas';

/** The documentation areas a search result can belong to (src/config/areas.ts). */
export type SearchArea = AreaId | (typeof releaseNotesArea)['id'];

/** One searchable unit: a page, or a section of a page under an h2/h3 heading. */
export type SearchDoc = {
  /** Section heading, or the page title for the page itself. */
  title: string;
  /** Title of the page a section belongs to; absent for the page itself. */
  pageTitle?: string;
  /** Site path including the locale prefix, with the section's anchor. */
  url: string;
  content: string;
  keywords?: string;
  area: SearchArea;
  /** API version, only on API pages, where v1 and v2 pages share titles. */
  version?: 'v1' | 'v2';
};

/** What the search plugin shares with the browser through global data. */
export type SearchPluginData = {
  /** Paths under the site's base URL, content-hashed. */
  indexFile: string;
  docsFile: string;
};
