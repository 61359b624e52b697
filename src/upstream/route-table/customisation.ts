import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'route-table',
  title:
    'The production client bundle carries the route table of each docs area, and of each larger folder in it, in a chunk of its own, loaded when a reader reaches it, instead of every route in main.js; each table names its chunk files (no longer in the webpack runtime), and a collapsed sidebar category’s items load with its pages or when a reader opens it',
  plugin: './src/upstream/route-table/index.ts',
  files: [
    'e2e/specs/route-table.spec.ts',
    'src/upstream/route-table/theme/DocSidebarItems/index.tsx',
  ],
  reliesOn: [
    {
      package: '@docusaurus/core',
      range: '3.10.2 || 4.0.0-canary-6808',
      what: 'the formats of .docusaurus/routes.js, registry.js and routesChunkNames.json (lib/server/codegen/codegenRoutes.js); the client importing them as @generated/routes, @generated/registry and @generated/routesChunkNames, and preload.js and docusaurus.js as ./preload and ./docusaurus from lib/client/; Rspack 1.7’s runtime writing __webpack_require__.u as two object literals (chunk id → name, chunk id → hash) before minification, and real content hashing after processAssets’ optimize stage; the docs plugin’s version props (version.docsSidebars, version.docs) as one JSON module the client mutates in place, theme-classic’s DocSidebarItems props ({items, activePath, level, onItemClick}; not listed in its swizzle config, so "unsafe") and Collapsible rendering a collapsed category’s items only once opened; App.js creating the top-level <Route> elements once, with each route’s children read at render time; clientEntry.js and PendingNavigation.js waiting for preload() before they render; __webpack_require__.gca (ChunkAssetPlugin); Rspack’s persistent cache (future.faster) keyed on the config file only (lib/webpack/base.js getCacheBuildDependencies), to which this plugin adds its own folder',
    },
  ],
  buys: '30×, gzip, first visit (ja): every page kind 134–147 KiB where Docusaurus’s registry gave 191–229 KiB (home 190.9 → 114.8, Reference page 228.5 → 141.7, longest guide 222.3 → 147.4); main.js 155.4 → 108.0 KiB, webpack runtime 38.4 → 5.1 KiB. 1×: main.js 109.5 → 102.3 KiB. An area’s table costs 0.9–2.9 KiB and a folder’s 0.6–1.8 KiB when a reader first reaches it. Figures in PERFORMANCE.md, "A site 30× larger"',
  guards: [
    {
      kind: 'build',
      name: 'RouteTableFormatError: "route-table: … Docusaurus changed how it writes its route registry" (split.ts), and "the client bundle is not split as planned: … it never imported our replacement, or kept Docusaurus’s original" (index.ts, afterCompile)',
    },
    {
      kind: 'build',
      name: 'ChunkMapFormatError: "route-table: … Rspack or Docusaurus changed the webpack runtime or the chunk graph this step reads" (chunk-map.ts), when __webpack_require__.u or .gca is not in the form it rewrites, a moved chunk is missing from them, or a table lacks its placeholder',
    },
    {
      kind: 'dev',
      name: 'RouteTableFormatError when `npm start` compiles: the development server keeps Docusaurus’s registry but reads it the same way once',
    },
    {
      kind: 'unit',
      name: '"a registry or route list in a format the parser no longer reads stops the build, naming the file and the switch"',
      file: 'src/upstream/route-table/split.test.ts',
    },
    {
      kind: 'unit',
      name: '"a runtime in another form stops the build, naming what it looked for and the switch"',
      file: 'src/upstream/route-table/chunk-map.test.ts',
    },
    {
      kind: 'unit',
      name: '"a collapsed top-level category keeps its label and a link to its first page; its items and pages move to a part"',
      file: 'src/upstream/route-table/sidebars.test.ts',
    },
    {
      kind: 'e2e',
      name: '"A collapsed sidebar category … loads its pages when the reader opens it, and only then" (desktop and phone)',
      file: 'e2e/specs/route-table.spec.ts',
    },
    {
      kind: 'e2e',
      name: '"a reader crosses from Reference into API and back without a page load", and the whole browser suite with the split in place',
      file: 'e2e/specs/route-table.spec.ts',
    },
  ],
  removeWhen:
    'Docusaurus loads its route registry lazily (facebook/docusaurus#7256); README.md in this folder is written as the proposal',
  upstream: 'https://github.com/facebook/docusaurus/issues/7256',
  switchOff: 'HINATA_WITHOUT_ROUTE_TABLE',
};
