import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'locale-build',
  title:
    '`npm run build` builds each locale in its own `docusaurus build` process and merges the outputs (and `_headers`/`_redirects`) into the `build/` one process writes',
  reliesOn: [
    {
      package: '@docusaurus/core',
      range: '3.10.2',
      what: '`buildLocale({siteDir, locale, cliOptions: {outDir}})` exported by lib/commands/build/buildLocale.js (what build.js calls per locale), writing the default locale at the root of outDir and another locale into <outDir>/<l>/ (loadSite() in lib/server/site.js), and emptying only that folder (clearPath)',
    },
  ],
  buys: 'peak memory per process is one locale’s instead of both (Docusaurus frees little between locales in one process); the locales can build on separate CI runners; figures in PERFORMANCE.md, "A site 30× larger"',
  guards: [
    {
      kind: 'build',
      name: 'mergeParts(): "the <locale> build wrote … outside <locale>/" and "… wrote no _headers"',
    },
    {
      kind: 'unit',
      name: 'src/upstream/locale-build/merge.test.ts "the merged locales are the single run: same files, same _headers and _redirects"',
    },
    {
      kind: 'build',
      name: '`npm run tools -- check:build-split`: the merged build is byte for byte the single-run build',
    },
  ],
  removeWhen:
    'Docusaurus builds each locale in a process of its own and offers a merge of separately built locales (build.js: "in the future we could try to enable concurrent localized site builds")',
  upstream: 'https://github.com/facebook/docusaurus/issues/10944',
};
