import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'katex-font-subset',
  title:
    "After each locale's build, KaTeX's fonts are cut to the characters that locale's formulas use (plus ASCII and basic Greek), with subset-font over HarfBuzz",
  plugin: './src/upstream/katex-font-subset/index.ts',
  needs: ['katex-static'],
  reliesOn: [
    {
      package: 'katex',
      range: '^0.16.47',
      what: 'fonts shipped as fonts/*.woff2; pages with math linking katex.min.css (katex-static)',
    },
    {package: 'subset-font', range: '^2.9.0', what: 'glyph metrics kept when subsetting'},
  ],
  buys: 'the five fonts the FIP page loads 57 → 38 KiB, formulas pixel-identical',
  guards: [
    {
      kind: 'build',
      name: 'checkSubsetInputs(): "no built page links katex.min.css…", "no .woff2 font in …"',
      file: 'src/upstream/katex-font-subset/index.ts',
    },
    {
      kind: 'unit',
      name: '"KaTeX fonts are never cut without pages with math to read or fonts to cut"',
      file: 'src/upstream/katex-font-subset/index.test.ts',
    },
    {
      kind: 'e2e',
      name: '"formulas look the same with the site\'s trimmed fonts as with KaTeX\'s full ones"',
      file: 'e2e/specs/formulas.spec.ts',
    },
  ],
  removeWhen: 'formulas are MathML only',
  upstream: {
    none: "None open: KaTeX ships whole fonts by design (KaTeX/KaTeX#2088, 'Reducing fonts number and size', closed: each font serves general TeX input). Worth proposing: nothing to KaTeX; this goes when the site renders MathML only (rehype-katex `output: 'mathml'`), which needs no fonts",
  },
  switchOff: 'HINATA_WITHOUT_KATEX_FONT_SUBSET',
};
