import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'server-html',
  title:
    "React keeps the server's HTML of an element rendered with `dangerouslySetInnerHTML={{__html: ''}}` and `suppressHydrationWarning`: code blocks and the Technology explainers (`deferredComponent()`) hydrate when they near the viewport, formulas and glossary markup (static-html) never render in the browser on the page the reader opened",
  plugin: './src/upstream/server-html/index.ts',
  files: ['src/components/HydrateWhenVisible/index.tsx', 'src/theme/CodeBlock/index.tsx'],
  reliesOn: [
    {
      package: 'react-dom',
      range: '^18.3.0 || ^19.3.0',
      what: 'hydration leaves the children of such an element as the server wrote them, and later renders leave them alone (19.0 to 19.2 empty them)',
    },
  ],
  buys: 'what static-html and the CodeBlock swizzle measure rests on it: battery page 153.5 → 141.7 KiB first load; TBT 337–413 → 117–140 ms on API pages',
  guards: [
    {
      kind: 'unit',
      name: '"the server\'s HTML survives hydration" (the real components rendered on the server and hydrated in jsdom)',
      file: 'src/upstream/server-html/server-html-survives-hydration.test.ts',
    },
  ],
  removeWhen:
    'Docusaurus hydrates parts of a page lazily itself (React Server Components, or islands)',
  upstream: 'https://github.com/facebook/docusaurus/issues/9089',
  switchOff: 'HINATA_WITHOUT_SERVER_HTML',
};
