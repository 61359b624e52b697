import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'route-scripts',
  title:
    "After the client compile, each route module's path becomes a key of `.docusaurus/client-manifest.json`, so every page's HTML lists its route's chunks; `postBuild` checks every built page starts its scripts through the SSR template",
  plugin: './src/upstream/route-scripts/index.ts',
  reliesOn: [
    {
      package: '@docusaurus/core',
      range: '3.10.2 || 4.0.0-canary-6808',
      what: 'genRegistry() in lib/server/codegen/codegenRoutes.js writing `[() => import(/* webpackChunkName: "<chunk>" */ "<module>")` lines; getScriptsAndStylesheets() in lib/ssg/ssgTemplate.js reading the manifest after the compilers finish',
    },
    {
      package: 'react-loadable-ssr-addon-v5-slorber',
      range: '1.0.3',
      what: 'the client manifest written on `emit`, its `origins` keyed by chunk name',
    },
  ],
  buys: "every page's HTML lists its route's chunks (11 scripts on a docs page instead of 5), so they download with the main bundle instead of one round trip after it",
  guards: [
    {
      kind: 'build',
      name: 'withModuleOrigins(): "no line of .docusaurus/registry.js matches …", "… the patch would add nothing …"; afterEmit: "Docusaurus wrote no client manifest …", "the client manifest already maps module paths to chunks"; postBuild checkBuiltPage(): "… starts no main bundle …", "… lists only the runtime and the main bundle, not its route\'s own chunks"',
    },
    {
      kind: 'unit',
      name: 'route-scripts unit tests',
      file: 'src/upstream/route-scripts/index.test.ts',
    },
    {
      kind: 'e2e',
      name: '"the page\'s HTML lists every script it needs to start, so they download at once"',
      file: 'e2e/specs/performance-budget.spec.ts',
    },
  ],
  removeWhen:
    "Docusaurus lists a route's chunks in the HTML under Rspack by itself (the last build guard says so)",
  upstream: {
    none: "None filed: no facebook/docusaurus issue reports that under Rspack a page's HTML lists none of its route's chunks (the client manifest is keyed by chunk name, so getScriptsAndStylesheets() finds no route module in it). Worth proposing: the manifest keyed by the module paths registry.js imports; this plugin's afterEmit is the diff",
  },
  switchOff: 'HINATA_WITHOUT_ROUTE_SCRIPTS',
};
