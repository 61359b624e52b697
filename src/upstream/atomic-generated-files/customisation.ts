import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'atomic-generated-files',
  title:
    'In the development server, Docusaurus’s generated files (`.docusaurus/**`) are written to a temporary file and renamed into place',
  plugin: './src/upstream/atomic-generated-files/index.ts',
  reliesOn: [
    {
      package: '@docusaurus/utils',
      range: '3.10.2',
      what: '`generate()` exported by lib/emitUtils.js (writable CommonJS export) and re-exported by lib/index.js through a getter, which is how @docusaurus/core and the content plugins call it',
    },
  ],
  buys: 'no "JSON parse error: Unexpected end of JSON" overlay after a save: the compile a save starts no longer reads a metadata or sidebar file the debounced reload has truncated but not yet rewritten. Seen in the writers’ story when a page and its English twin are added together and in bench:dev at 10× (1 run in 3); none since',
  guards: [
    {
      kind: 'dev',
      name: 'installAtomicGenerate(): "atomic-generated-files: … Docusaurus changed how it writes .docusaurus/" when the patch would not reach the callers',
    },
    {
      kind: 'unit',
      name: '"once installed, every caller of Docusaurus’s generate() gets the atomic one"',
      file: 'src/upstream/atomic-generated-files/patch.test.ts',
    },
    {
      kind: 'e2e',
      name: 'the writers’ story fails on any compile error or overlay',
      file: 'e2e/dev-server/preview.spec.ts',
    },
  ],
  removeWhen:
    'generate() in @docusaurus/utils writes atomically (a temporary file, then rename); a small change upstream, worth proposing to facebook/docusaurus with patch.ts as the diff',
  upstream: {
    none: 'None filed: no facebook/docusaurus issue reports the development server reading a .docusaurus/ file that generate() has truncated but not yet rewritten (facebook/docusaurus#3561 and facebook/docusaurus#7851 are other JSON parse errors). Worth proposing: generate() in @docusaurus/utils writes a temporary file and renames it into place; patch.ts is the diff',
  },
  switchOff: 'HINATA_WITHOUT_ATOMIC_GENERATED_FILES',
};
