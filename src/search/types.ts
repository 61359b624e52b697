import {siteAreaIds, type ApiVersion, type SiteAreaId} from '../config/areas';

/** The documentation areas a search result can belong to (src/config/areas.ts). */
export type SearchArea = SiteAreaId;

export const searchAreas: readonly SearchArea[] = siteAreaIds;

/** API versions (src/config/areas.ts); only API pages carry one. */
export type {ApiVersion};

/** A section of a page under an h2/h3 heading. */
export type SourceSection = {anchor: string; title: string; content: string};

/**
 * One page as the index builder receives it, from the built HTML
 * (production) or from the Markdown sources (development server).
 */
export type SourcePage = {
  /** Site path including the locale prefix, without anchor. */
  url: string;
  title: string;
  /** Text before the first section heading (the whole text when there is none). */
  content: string;
  keywords?: string;
  sections: SourceSection[];
  area: SearchArea;
  version?: ApiVersion;
};

/** What the search plugin shares with the browser through global data. */
export type SearchPluginData = {
  /** Path of the entry file under the site's base URL, named by a hash of every input. */
  entryFile: string;
  /**
   * The other locales' indexes, searched when a query finds nothing in the
   * reader's language; production builds only (the development server serves
   * one locale).
   */
  otherLanguages: {locale: string; baseUrl: string; entryFile: string}[];
};
