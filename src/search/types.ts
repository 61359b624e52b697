import {siteAreaIds, type ApiVersion, type SiteAreaId} from '../facts/areas';

/** The documentation areas a search result can belong to (src/facts/areas.ts). */
export type SearchArea = SiteAreaId;

export const searchAreas: readonly SearchArea[] = siteAreaIds;

/** API versions (src/facts/areas.ts); only API pages carry one. */
export type {ApiVersion};

/** A section of a page under an h2/h3 heading. */
export type SourceSection = {
  anchor: string;
  title: string;
  content: string;
  /** For an h3, the title of the h2 it stands under (収入 under タブ is the revenue tab). */
  parent?: string;
};

/**
 * The same page in another language, as far as search needs it: its title,
 * keywords and section headings (sections share their anchors across
 * languages). A reader who types the other language's words finds the page.
 */
export type TwinPage = {
  title: string;
  keywords?: string;
  sections: Pick<SourceSection, 'anchor' | 'title'>[];
};

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
  /** The page in the site's other languages, when it exists there. */
  twins?: TwinPage[];
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
