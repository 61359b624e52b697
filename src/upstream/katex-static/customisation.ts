import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'katex-static',
  title:
    "KaTeX's stylesheet copied with `font-display:block` rewritten to `swap` into node_modules/.cache/hinata-katex-static (a static directory), written in the plugin's loadContent, and linked from the body of pages with math only",
  plugin: './src/upstream/katex-static/index.ts',
  files: ['src/config/docs.ts', 'src/plugins/rehype-static-math.ts'],
  reliesOn: [
    {
      package: 'katex',
      range: '^0.16.47',
      what: 'dist/katex.min.css writing `font-display:block` in its @font-face rules; fonts in dist/fonts/*.woff2',
    },
    {
      package: 'remark-math',
      range: '^6.0.0',
      what: 'math nodes named `math` and `inlineMath` (remarkKatexStylesheet finds pages with math by them)',
    },
  ],
  buys: 'formula text readable before its fonts arrive; no KaTeX CSS or fonts on pages without math (bundled, about 140 KiB of CSS on every page); no unstyled re-layout of every formula during hydration (two layouts of about 180 ms at 4× CPU on the solar page)',
  guards: [
    {
      kind: 'build',
      name: '"katex/dist/katex.min.css (katex …) no longer contains "font-display:block""; checkSameKatex(): "rehype-katex renders formulas with the KaTeX in …"',
      file: 'src/upstream/katex-static/katex.ts',
    },
    {
      kind: 'unit',
      name: '"KaTeX\'s fonts swap in…", "a page with math must have both the stylesheet link and KaTeX output" (checkMathPipeline(), run on every page by rehypeKatexCheck), "the KaTeX whose stylesheet we serve is the one rehype-katex renders with"',
      file: 'src/upstream/katex-static/katex.test.ts',
    },
    {
      kind: 'unit',
      name: '"loading the site config writes no file and creates no directory"',
      file: 'src/config/config-load.test.ts',
    },
  ],
  removeWhen: 'KaTeX uses `swap` itself, or formulas need no fonts (MathML only)',
  upstream: 'https://github.com/KaTeX/KaTeX/issues/2242',
  switchOff: 'HINATA_WITHOUT_KATEX_STATIC',
};
