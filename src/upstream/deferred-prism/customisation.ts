import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'deferred-prism',
  title:
    "theme-classic's Prism client module (lib/prism-include-languages.js) aliased to an empty module; the grammars register in the lazily loaded code-block chunk (src/theme/CodeBlock)",
  plugin: './src/upstream/deferred-prism/index.ts',
  // The grammars register in the swizzled CodeBlock's lazy chunk.
  needs: ['swizzles/CodeBlock'],
  files: ['src/theme/CodeBlock/HighlightedCodeBlock.tsx'],
  reliesOn: [
    {
      package: '@docusaurus/theme-classic',
      range: '3.10.2 || 4.0.0-canary-6808',
      what: "getClientModules() in lib/index.js listing './prism-include-languages', whose file calls prismIncludeLanguages(Prism); the `@theme/prism-include-languages` component",
    },
  ],
  buys: "Prism and its grammars (25 KiB gzip) out of every page's main bundle",
  guards: [
    {
      kind: 'build',
      name: 'checkPrismClientModule() when the plugin loads: "deferred-prism: … is gone", "… no longer calls prismIncludeLanguages(Prism)", "… no longer lists \'./prism-include-languages\'"',
      file: 'src/upstream/deferred-prism/index.ts',
    },
    {
      kind: 'unit',
      name: '"every @theme-original and @theme import of ours names a component the themes still ship"',
      file: 'src/theme/swizzles.test.ts',
    },
    {
      kind: 'e2e',
      name: '"pages without code or math load neither Prism nor KaTeX"',
      file: 'e2e/specs/performance-budget.spec.ts',
    },
  ],
  removeWhen: 'theme-classic loads Prism lazily itself',
  upstream: {
    none: "None filed: no facebook/docusaurus issue asks to take Prism and its grammars out of the main bundle, where theme-classic's client module lib/prism-include-languages.js puts them (facebook/docusaurus#1879, configurable languages, was closed). Worth proposing: the grammars registered in CodeBlock's own chunk, loaded when a code block renders",
  },
  switchOff: 'HINATA_WITHOUT_DEFERRED_PRISM',
};
