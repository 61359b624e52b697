import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'utils-common-without-tslib',
  title:
    'In the browser bundle, `require("tslib")` in @docusaurus/utils-common/lib/index.js resolves to the one helper it calls',
  plugin: './src/upstream/utils-common-without-tslib/index.ts',
  reliesOn: [
    {
      package: '@docusaurus/utils-common',
      range: '3.10.2 || 4.0.0-canary-6808',
      what: 'compiled to CommonJS with `const tslib_1 = require("tslib")`, calling only `__importDefault`; the bundle taking lib/index.js (no `browser`/`exports` remap)',
    },
  ],
  buys: 'main bundle −3.7 KiB gzip on every page (106.8 vs 110.5 KiB, built with and without the plugin)',
  guards: [
    {
      kind: 'build',
      name: '"… no longer requires tslib, so this plugin\'s alias answers nothing"; finishModules: "the browser bundle does not contain …/utils-common/lib/index.js"',
      file: 'src/upstream/utils-common-without-tslib/index.ts',
    },
    {
      kind: 'unit',
      name: '"the helpers given to @docusaurus/utils-common are every tslib helper it calls"',
      file: 'src/upstream/utils-common-without-tslib/index.test.ts',
    },
  ],
  removeWhen: 'utils-common is published as ES modules or without tslib (the first guard says so)',
  upstream: 'https://github.com/facebook/docusaurus/issues/6520',
  switchOff: 'HINATA_WITHOUT_UTILS_COMMON_WITHOUT_TSLIB',
};
