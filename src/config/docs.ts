import {fileURLToPath} from 'node:url';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginConfig} from '@docusaurus/types';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {areas, type AreaId} from '../facts/areas';
import {cjkRemarkPlugins} from './cjk';
import {lastUpdateTimeOption, warnOnce} from './last-update';
import rehypeStaticMath from '../plugins/rehype-static-math';
import remarkGlossary from '../plugins/remark-glossary';
import remarkSources from '../plugins/remark-sources';
import {translationNotices} from './translation-drift';
import {localizedPath} from '../facts/areas';
import {currentLocale} from '../facts/site';

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
    glossaryPath: localizedPath(currentLocale(), '/reference/glossary'),
    localizePath: (path: string) => localizedPath(currentLocale(), path),
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
  showLastUpdateTime: lastUpdate.showLastUpdateTime,
  // Every area's sidebar is generated from its folders (see the file).
  sidebarPath: './sidebars.ts',
  sidebarCollapsible: true,
  // Each area keeps a small controlled tag list beside its pages.
  tags: 'tags.yml',
  onInlineTags: 'throw',
} satisfies Partial<DocsOptions>;

type MarkdownPlugins = readonly unknown[];
type PluginList = NonNullable<DocsOptions['remarkPlugins']>;

/**
 * Markdown plugins the config adds to every area (the customisations that are
 * on, src/upstream/index.ts): the last rehype plugins of every area.
 */
export type MarkdownAdditions = {
  lastRehypePlugins?: MarkdownPlugins;
};

/** Options that differ by area, beyond what src/facts/areas.ts says. */
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

function docsOptions(area: (typeof areas)[number], added: MarkdownAdditions): DocsOptions {
  const last = added.lastRehypePlugins ?? [];
  return {
    ...commonDocsOptions,
    rehypePlugins: [...last] as PluginList,
    // Formulas (LaTeX between `$` signs), in the areas that explain calculations.
    ...(area.math && {
      remarkPlugins: [remarkMath, sourceNotes, glossaryLinks, translationNotices] as PluginList,
      rehypePlugins: [
        // MathML only: browsers lay it out natively, with no stylesheet, fonts or
        // span tree of KaTeX's to style (src/css/custom.css sets its font and layout).
        [rehypeKatex, {output: 'mathml'}],
        rehypeStaticMath,
        ...last,
      ] as PluginList,
    }),
    path: area.path,
    routeBasePath: area.id,
    ...areaOptions[area.id],
  };
}

/**
 * The Reference area (`referenceDocs`, the classic preset's `docs` option)
 * and the four areas that are not part of the preset (`areaDocsPlugins`).
 */
export function areaDocs(added: MarkdownAdditions = {}) {
  const [reference, ...otherAreas] = areas;
  return {
    referenceDocs: docsOptions(reference, added),
    areaDocsPlugins: otherAreas.map((area): PluginConfig => [
      '@docusaurus/plugin-content-docs',
      {...docsOptions(area, added), id: area.id},
    ]),
  };
}
