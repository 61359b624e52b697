/**
 * The one list of the site's languages and documentation areas. Config,
 * search, content checks and the end-to-end tests all read it; nothing else
 * retypes an area id, a source folder or a locale list. Plain data, no
 * imports: it loads in Node (config, scripts, Playwright) and in the browser.
 */

export const locales = ['ja', 'en'] as const;
export type Locale = (typeof locales)[number];
/** Japanese is served at `/`, every other locale under `/<locale>/`. */
export const defaultLocale: Locale = 'ja';

export const localeConfigs = {
  ja: {label: '日本語', htmlLang: 'ja-JP'},
  en: {label: 'English', htmlLang: 'en-US'},
} as const satisfies Record<Locale, {label: string; htmlLang: string}>;

export type DocsAreaConfig = {
  /** Docs plugin id, also the area's route base path and its search area. */
  id: string;
  /** Japanese source folder. */
  path: string;
  /** Folder of the English translation under `i18n/en/`. */
  i18nFolder: string;
  /** Navbar and search label per locale. */
  label: Record<Locale, string>;
  /** Older versions live in `<id>_versioned_docs/` (listed in `<id>_versions.json`). */
  versioned: boolean;
  /** Formulas (`$…$`) are rendered. */
  math: boolean;
};

/**
 * The five documentation areas, in navbar order. Reference is the classic
 * preset's own docs instance (plugin id `default`, source folder `docs/`);
 * the others are extra instances whose source folder is named like their id.
 */
export const areas = [
  {
    id: 'reference',
    path: 'docs',
    i18nFolder: 'docusaurus-plugin-content-docs',
    label: {ja: 'リファレンス', en: 'Reference'},
    versioned: false,
    math: true,
  },
  {
    id: 'guides',
    path: 'guides',
    i18nFolder: 'docusaurus-plugin-content-docs-guides',
    label: {ja: 'ガイド', en: 'Guides'},
    versioned: false,
    math: false,
  },
  {
    id: 'technology',
    path: 'technology',
    i18nFolder: 'docusaurus-plugin-content-docs-technology',
    label: {ja: 'テクノロジー', en: 'Technology'},
    versioned: false,
    math: true,
  },
  {
    id: 'api',
    path: 'api',
    i18nFolder: 'docusaurus-plugin-content-docs-api',
    label: {ja: 'API', en: 'API'},
    versioned: true,
    // The API area keeps `$` literal: its pages talk about `$HINATA_API_KEY`.
    math: false,
  },
  {
    id: 'legal',
    path: 'legal',
    i18nFolder: 'docusaurus-plugin-content-docs-legal',
    label: {ja: '規約・ポリシー', en: 'Legal'},
    versioned: false,
    math: false,
  },
] as const satisfies readonly DocsAreaConfig[];

export type AreaId = (typeof areas)[number]['id'];
export const areaIds = areas.map((area) => area.id);

/** Release notes: the classic preset's blog, at `/releases`. */
export const releaseNotesArea = {
  id: 'releases',
  path: 'blog',
  i18nFolder: 'docusaurus-plugin-content-blog',
  label: {ja: 'リリースノート', en: 'Release notes'},
} as const;

/** Every area a page can belong to (search filters, llms.txt sections, the MCP server's `area`), in navbar order. */
export const siteAreas = [...areas, releaseNotesArea] as const;
export type SiteAreaId = (typeof siteAreas)[number]['id'];
export const siteAreaIds = siteAreas.map((area) => area.id) as unknown as readonly [
  SiteAreaId,
  ...SiteAreaId[],
];

/** A site area by id. */
export function siteArea<Id extends SiteAreaId>(
  id: Id,
): Extract<(typeof siteAreas)[number], {id: Id}> {
  return siteAreas.find((area) => area.id === id) as Extract<(typeof siteAreas)[number], {id: Id}>;
}

/**
 * The API area's versions, newest first: the first is the docs plugin's
 * `current` version (folder `api/`), the others are in `api_versions.json`.
 */
export const apiVersions = ['v2', 'v1'] as const;
export type ApiVersion = (typeof apiVersions)[number];
export const currentApiVersion: ApiVersion = apiVersions[0];

/**
 * Every area's sidebar is Docusaurus's default: one sidebar, generated from
 * the folders (`sidebar_position`, `_category_.json`), with this id. Its
 * English category labels are keyed `sidebar.<id>.category.<name>`.
 */
export const sidebarId = 'defaultSidebar';

/** Site path of a page in a locale: the default locale has no prefix. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/**
 * The area a site path (without the locale prefix) belongs to, and for the
 * API its version: `/api/v1/x` → api v1, `/api/x` → api v2. The one place an
 * area id is read off a path.
 */
export function areaOfPath(path: string): {area: SiteAreaId; version?: ApiVersion} | undefined {
  const [first, second] = path.split('/').filter(Boolean);
  const area = siteAreas.find((candidate) => candidate.id === first);
  if (!area) return undefined;
  if (area.id !== 'api') return {area: area.id};
  const older = apiVersions.find((version) => version === second && version !== currentApiVersion);
  return {area: 'api', version: older ?? currentApiVersion};
}
