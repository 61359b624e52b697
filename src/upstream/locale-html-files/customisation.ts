import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'locale-html-files',
  title:
    "The HTML pages one locale's build wrote (the default locale at the root of outDir, another in <outDir>/<locale>/), read by route-scripts, katex-font-subset and static-host in postBuild",
  reliesOn: [
    {
      package: '@docusaurus/core',
      range: '3.10.2',
      what: "loadSite() in lib/server/site.js: the default locale's outDir is the site's, another locale's is <outDir>/<locale>",
    },
  ],
  buys: 'each postBuild check reads its own locale only, once per locale, instead of the whole build twice',
  guards: [
    {
      kind: 'build',
      name: '"locale-html-files: no HTML page for locale … in …"',
      file: 'src/upstream/locale-html-files/index.ts',
    },
  ],
  removeWhen:
    'postBuild receives the list of pages it wrote (`routesPaths` per locale is close: it lacks the file names)',
  upstream: {
    none: "None filed: no facebook/docusaurus issue asks for postBuild to be told which HTML files the build wrote (it gets `routesPaths` and `routesBuildMetadata`, not file names). Worth proposing: each route's output file in `routesBuildMetadata`",
  },
};
