import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'images-as-files',
  title:
    '`WEBPACK_URL_LOADER_LIMIT=0` in every script that runs Docusaurus (npm scripts, src/scripts/build.mjs), checked after each build by a plugin that fails on images inlined as base64',
  plugin: './src/upstream/images-as-files/index.ts',
  files: ['package.json', 'src/scripts/build.mjs'],
  reliesOn: [
    {
      package: '@docusaurus/utils',
      range: '3.10.2 || 4.0.0-canary-6808',
      what: 'WEBPACK_URL_LOADER_LIMIT read from the environment when lib/constants.js loads, used by getFileLoaderUtils() in lib/webpackUtils.js',
    },
  ],
  buys: '−2.5 to −3.4 KiB of JavaScript on pages with diagrams and 8–9 KiB less HTML (overview page 138.6 vs 141.1 KiB, longest guide 145.1 vs 148.5 KiB)',
  guards: [
    {
      kind: 'build',
      name: 'postBuild: "images-as-files: N scripts carry images inlined as base64 …"',
      file: 'src/upstream/images-as-files/index.ts',
    },
  ],
  removeWhen: 'Docusaurus offers a config option for the inlining limit',
  upstream: {
    none: 'None open: facebook/docusaurus#5493 (closed) was answered by facebook/docusaurus#5498 with the WEBPACK_URL_LOADER_LIMIT environment variable this customisation sets in every script. Worth proposing: the same limit as a docusaurus.config option, so no script needs the variable',
  },
  switchOff: 'HINATA_WITHOUT_IMAGES_AS_FILES',
};
