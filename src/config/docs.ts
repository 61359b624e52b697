import {fileURLToPath} from 'node:url';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {PluginConfig} from '@docusaurus/types';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {remarkKatexStylesheet} from './katex';
import rehypeStaticMath from '../plugins/rehype-static-math';
import remarkGlossary from '../plugins/remark-glossary';
import {currentLocale} from './site';

/** Per-page formula files, beside the bundler's cache, which holds the pages that import them. */
const formulaDirectory = fileURLToPath(
  new URL('../../node_modules/.cache/hinata-formulas', import.meta.url),
);

/**
 * The five documentation areas. Reference is the classic preset's own docs
 * instance (source folder `docs/`); the other four are extra instances whose
 * source folder has the same name as their id and route.
 */
export const docsAreas = ['reference', 'guides', 'technology', 'api', 'legal'] as const;
export type DocsArea = (typeof docsAreas)[number];

/**
 * The first use of each glossary term links to the glossary, with its
 * definition as a tooltip (src/data/glossary.ts). Docusaurus loads the config
 * once per locale, so each build links to its own language's entries.
 */
const glossaryLinks = [remarkGlossary, {locale: currentLocale()}] as [
  typeof remarkGlossary,
  Parameters<typeof remarkGlossary>[0],
];

/** Options every area shares, so the areas look and behave alike. */
export const commonDocsOptions = {
  breadcrumbs: true,
  remarkPlugins: [glossaryLinks],
  showLastUpdateTime: true,
  sidebarCollapsible: true,
  // Each area keeps a small controlled tag list beside its pages.
  tags: 'tags.yml',
  onInlineTags: 'throw',
} satisfies Partial<DocsOptions>;

/**
 * Formulas (LaTeX between `$` signs) in the areas that explain calculations.
 * The API area keeps `$` literal: its pages talk about `$HINATA_API_KEY`.
 */
const mathOptions = {
  remarkPlugins: [remarkMath, remarkKatexStylesheet, glossaryLinks],
  rehypePlugins: [rehypeKatex, [rehypeStaticMath, {directory: formulaDirectory}]],
} satisfies Partial<DocsOptions>;

/** The Reference area, passed to the classic preset as its `docs` option. */
export const referenceDocs = {
  ...commonDocsOptions,
  ...mathOptions,
  path: 'docs',
  routeBasePath: 'reference',
  sidebarPath: './sidebars.ts',
} satisfies DocsOptions;

function docsArea(
  id: Exclude<DocsArea, 'reference'>,
  extra: Partial<DocsOptions> = {},
): PluginConfig {
  return [
    '@docusaurus/plugin-content-docs',
    {
      ...commonDocsOptions,
      id,
      path: id,
      routeBasePath: id,
      sidebarPath: `./src/config/sidebars/${id}.ts`,
      ...extra,
    } satisfies DocsOptions,
  ];
}

/** The four areas that are not part of the classic preset. */
export const areaDocsPlugins: PluginConfig[] = [
  // Guides link no glossary terms for now: the longest guide links 24, and
  // their definitions in its script put its first visit 0.7 KiB over the
  // 150 KiB budget. Link them here once definitions reach the browser only
  // in the HTML, as formulas do (src/plugins/rehype-static-math.ts).
  docsArea('guides', {remarkPlugins: []}),
  docsArea('technology', mathOptions),
  docsArea('api', {
    // v2 is the current version at /api/...; v1 stays readable at /api/v1/...
    // until its sunset, flagged as unmaintained on every page.
    lastVersion: 'current',
    versions: {
      current: {label: 'v2', badge: true},
      v1: {label: 'v1（非推奨）', path: 'v1', banner: 'unmaintained', badge: true},
    },
  }),
  docsArea('legal'),
];
