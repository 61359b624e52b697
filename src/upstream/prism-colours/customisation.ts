import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'prism-colours',
  title:
    "The token colours of prism-react-renderer's `github` and `vsDark` themes that miss 4.5:1 contrast replaced (withColours())",
  reliesOn: [
    {
      package: 'prism-react-renderer',
      range: '^2.4.1',
      what: 'the colours of its `github` and `vsDark` themes',
    },
  ],
  buys: 'every token reaches 4.5:1 in both colour modes (Lighthouse accessibility 98–99 → 100)',
  guards: [
    {
      kind: 'build',
      name: 'when the config loads: "prism-react-renderer\'s github theme no longer uses #999988, which we replace for WCAG contrast…"',
      file: 'src/upstream/prism-colours/index.ts',
    },
    {
      kind: 'unit',
      name: '"a code theme colour we no longer find stops the build instead of leaving low contrast"',
      file: 'src/upstream/prism-colours/index.test.ts',
    },
    {kind: 'e2e', name: 'the accessibility specs', file: 'e2e/specs/accessibility.spec.ts'},
  ],
  removeWhen: 'we ship our own full code themes, or the upstream themes reach 4.5:1',
  upstream: {
    none: 'None open: FormidableLabs/prism-react-renderer#62 (its themes fail colour contrast) and FormidableLabs/prism-react-renderer#86 (faded comments) were closed; its maintainers keep the converted themes as they are and would take accessible variants. Worth proposing: WCAG AA variants of `github` and `vsDark`',
  },
  switchOff: 'HINATA_WITHOUT_PRISM_COLOURS',
};
