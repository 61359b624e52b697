/**
 * knip (`npm run check:deps`, part of `npm test`): every package the code
 * imports is declared in package.json, every declared package is used, and
 * every source file is reachable from an entry point. Exports are not checked.
 *
 * A TypeScript config rather than knip.json because the content pages are
 * `.md` files that Docusaurus compiles as MDX and that import components
 * (`import ApiEndpoint from '@site/src/components/api/ApiEndpoint'`); knip's
 * built-in MDX compiler handles `.mdx` only, so `.md` gets the same one here.
 */
import type {KnipConfig} from 'knip';

/** The import statements of an MDX page, outside code blocks. */
function mdxImports(text: string): string {
  const source = text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^```[\s\S]*?^```/gm, '');
  return [...source.matchAll(/^import[^'"]+['"][^'"]+['"]/gm)].map((m) => m[0]).join('\n');
}

const contentDirectories = [
  'docs',
  'guides',
  'technology',
  'api',
  'api_versioned_docs',
  'legal',
  'blog',
  'i18n',
];

const config: KnipConfig = {
  // docusaurus.config.ts, sidebars.ts and playwright.config.ts are entries
  // through knip's Docusaurus and Playwright plugins.
  entry: [
    'src/theme/**/*.{ts,tsx}',
    'src/plugins/**/*.{ts,tsx,js,mjs}',
    'src/clientModules/**/*.{ts,tsx}',
    'src/scripts/**/*.{ts,mjs}',
    // Each customisation's declaration (src/upstream/types.ts), read by the ledger.
    'src/upstream/*/customisation.ts',
    // Started by path, one process per locale (src/upstream/locale-build/build.ts).
    'src/upstream/locale-build/locale-process.mjs',
    'e2e/**/*.{ts,tsx}',
    'src/**/*.test.ts',
    // Named by path in plugin code, not imported: the home page route's component.
    'src/components/Home/HomePage.tsx',
    // Named by path in the search plugin: the /search route's component.
    'src/components/search/LocalSearchPage.tsx',
    // Imported by the code static-html writes into each page with formulas or glossary terms.
    'src/components/StaticHtml/index.tsx',
    ...contentDirectories.map((dir) => `${dir}/**/*.{md,mdx}`),
  ],
  project: ['**/*.{ts,tsx,js,mjs,cjs}', ...contentDirectories.map((dir) => `${dir}/**/*.{md,mdx}`)],
  include: ['dependencies', 'devDependencies', 'unlisted', 'binaries', 'unresolved', 'files'],
  compilers: {md: mdxImports, mdx: mdxImports},
  textlint: {config: ['.textlintrc.ja.json', '.textlintrc.en.json']},
  ignoreDependencies: [
    // Part of the stack the project chose; our search plugin (src/plugins/search-index) replaced
    // its index, scanner and UI, so no code imports it (ARCHITECTURE.md, search rows).
    'docusaurus-lunr-search',
    // A bundler alias set by src/plugins/explainer-translations: the locale's explainers.json.
    '@explainer-translations',
  ],
};

export default config;
