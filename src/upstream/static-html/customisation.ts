import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'static-html',
  title:
    "Formulas and glossary markup out of the page's JavaScript: the last rehype plugin moves the HTML of our raw HTML elements (src/plugins/mdx-html.ts) to a per-page file in node_modules/.cache/hinata-static-html/ and makes the page's MDX module `await` it (top-level await)",
  files: [
    'src/plugins/mdx-html.ts',
    'src/plugins/rehype-static-math.ts',
    'src/plugins/remark-glossary.ts',
  ],
  needs: ['server-html'],
  reliesOn: [
    {
      package: '@mdx-js/mdx',
      range: '^3.1.1',
      what: 'an `mdxjsEsm` node with a top-level `await` accepted and kept',
    },
    {
      package: '@docusaurus/core',
      range: '3.10.2 || 4.0.0-canary-6808',
      what: "Rspack compiling top-level await (async modules) and the SSR awaiting a route's modules; node_modules/.cache/ surviving from MDX compile to bundling",
    },
    {
      package: 'rehype-katex',
      range: '^7.0.1',
      what: 'formulas rendered as MathML in an element with the class `katex` (output mathml)',
    },
  ],
  buys: "battery page 153.5 → 141.7 KiB, FIP page 149 → 140 KiB first load; the FIP page's chunk 457 → 320 KB raw; Guides link glossary terms within the 150 KiB budget",
  guards: [
    {
      kind: 'unit',
      name: '"the page’s raw HTML elements are written to one file, which the page’s module awaits"',
      file: 'src/upstream/static-html/index.test.ts',
    },
    {
      kind: 'build',
      name: 'a missing markup file is "Module not found"',
    },
    {kind: 'e2e', name: 'the per-page budgets', file: 'e2e/specs/performance-budget.spec.ts'},
  ],
  removeWhen:
    'MDX or Docusaurus keeps static subtrees out of the page module (React Server Components in Docusaurus)',
  upstream: 'https://github.com/facebook/docusaurus/issues/9089',
  switchOff: 'HINATA_WITHOUT_STATIC_HTML',
};
