import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'static-host',
  title:
    '`_headers` (security headers, the CSP with hashes of the inline scripts, Markdown and plain-text types) and `_redirects` (per-locale 404s, forced 301! from `.html` and `/index` spellings to the plain path) written after each build',
  files: ['src/config/hosting.ts', 'src/scripts/serve.mjs'],
  reliesOn: [
    {
      package: '@docusaurus/core',
      range: '3.10.2',
      what: 'the default locale built into outDir and another into <outDir>/<locale>/; `trailingSlash: false` writing x.html',
    },
  ],
  buys: 'security headers and per-locale 404s are part of the build; the same files serve tests (src/scripts/serve.mjs) and production; no 404 or hydration error (#418/#423) at `/index` spellings',
  guards: [
    {
      kind: 'build',
      name: '"static-host: found no inline <script> in the … pages", "static-host: no HTML page found to redirect to"',
      file: 'src/upstream/static-host/index.ts',
    },
    {
      kind: 'unit',
      name: '"the host serves Markdown twins and llms.txt files as UTF-8 Markdown and plain text", "every page answers only at its plain path…"',
      file: 'src/upstream/static-host/index.test.ts',
    },
    {kind: 'e2e', name: 'the security headers', file: 'e2e/specs/security.spec.ts'},
  ],
  removeWhen: 'the host reads its security and redirect rules from elsewhere',
  upstream: {
    none: "None needed: the headers and redirects are this site's hosting rules, not a gap in Docusaurus, so there is nothing to propose upstream",
  },
};
