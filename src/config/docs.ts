import {fileURLToPath} from 'node:url';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginConfig} from '@docusaurus/types';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {areas, type AreaId} from './areas';
import {cjkRemarkPlugins} from './cjk';
import {remarkKatexStylesheet} from '../upstream/katex-static/katex';
import {lastUpdateTimeOption, warnOnce} from './last-update';
import rehypeStaticMath from '../plugins/rehype-static-math';
import rehypeStaticHtml from '../upstream/static-html';
import remarkGlossary from '../plugins/remark-glossary';
import remarkSources from '../plugins/remark-sources';
import {translationNotices} from './translation-drift';
import {currentLocale, localizedPath} from './site';

/**
 * Writes what formulas and glossary terms kept out of the page's script
 * (src/upstream/static-html/index.ts). It must be the last rehype plugin of every
 * area that links glossary terms; `docs.test.ts` checks it is.
 */
export const staticHtmlWriter = rehypeStaticHtml;

export {areaIds as docsAreas, type AreaId as DocsArea} from './areas';

const siteDir = fileURLToPath(new URL('../..', import.meta.url));

// Last-update dates need Git history: without it (a source archive) they are
// left out, with one warning (src/config/last-update.ts).
const lastUpdate = lastUpdateTimeOption(siteDir);
if (lastUpdate.warning) warnOnce(lastUpdate.warning);
/** Whether Git history is at hand for last-update dates (docs pages, sitemap). */
export const hasGitHistory = lastUpdate.showLastUpdateTime;

/**
 * The first use of each glossary term links to the glossary, with its
 * definition as a tooltip (src/data/glossary.ts). Docusaurus loads the config
 * once per locale, so each build links to its own language's entries. The
 * glossary page's lists render from the same data, as static markup.
 */
const glossaryLinks = [
  remarkGlossary,
  {
    locale: currentLocale(),
    glossaryPath: localizedPath('/reference/glossary'),
    localizePath: localizedPath,
  },
] as [typeof remarkGlossary, Parameters<typeof remarkGlossary>[0]];

/**
 * `<Source id="…" />` after a regulatory or market figure: a marker showing its primary source and
 * check date (src/data/sources.yml), in this locale's words. Shared with the release notes.
 */
export const sourceNotes = [remarkSources, {locale: currentLocale()}] as [
  typeof remarkSources,
  Parameters<typeof remarkSources>[0],
];

/** Options every area shares, so the areas look and behave alike. */
export const commonDocsOptions = {
  beforeDefaultRemarkPlugins: cjkRemarkPlugins,
  breadcrumbs: true,
  remarkPlugins: [sourceNotes, glossaryLinks, translationNotices],
  rehypePlugins: [staticHtmlWriter],
  showLastUpdateTime: lastUpdate.showLastUpdateTime,
  // Every area's sidebar is generated from its folders (see the file).
  sidebarPath: './sidebars.ts',
  sidebarCollapsible: true,
  // Each area keeps a small controlled tag list beside its pages.
  tags: 'tags.yml',
  onInlineTags: 'throw',
} satisfies Partial<DocsOptions>;

/** Formulas (LaTeX between `$` signs), in the areas that explain calculations. */
const mathOptions = {
  remarkPlugins: [
    remarkMath,
    remarkKatexStylesheet,
    sourceNotes,
    glossaryLinks,
    translationNotices,
  ],
  rehypePlugins: [rehypeKatex, rehypeStaticMath, staticHtmlWriter],
} satisfies Partial<DocsOptions>;

/** Options that differ by area, beyond what src/config/areas.ts says. */
const areaOptions: Partial<Record<AreaId, Partial<DocsOptions>>> = {
  api: {
    // v2 is the current version at /api/...; v1 stays readable at /api/v1/...
    // until its sunset, flagged as unmaintained on every page.
    lastVersion: 'current',
    versions: {
      current: {label: 'v2', badge: true},
      v1: {label: 'v1（非推奨）', path: 'v1', banner: 'unmaintained', badge: true},
    },
  },
};

function docsOptions(area: (typeof areas)[number]): DocsOptions {
  return {
    ...commonDocsOptions,
    ...(area.math && mathOptions),
    path: area.path,
    routeBasePath: area.id,
    ...areaOptions[area.id],
  };
}

const [reference, ...otherAreas] = areas;

/** The Reference area, passed to the classic preset as its `docs` option. */
export const referenceDocs = docsOptions(reference);

/** The four areas that are not part of the classic preset. */
export const areaDocsPlugins: PluginConfig[] = otherAreas.map((area) => [
  '@docusaurus/plugin-content-docs',
  {...docsOptions(area), id: area.id},
]);
