/**
 * knip (`npm run tools -- check:deps`, part of `npm test`): every package the code
 * imports is declared in package.json, every declared package is used, and
 * every source file is reachable from an entry point. Exports are not checked.
 *
 * A TypeScript config rather than knip.json because the content pages are
 * `.md` files that Docusaurus compiles as MDX and that import components
 * (`import ApiEndpoint from '@site/src/components/api/ApiEndpoint'`); knip's
 * built-in MDX compiler handles `.mdx` only, so `.md` gets the same one here.
 */
import type {KnipConfig} from 'knip';
import {areas, releaseNotesArea} from './src/facts/areas';

/** The import statements of an MDX page, outside code blocks. */
function mdxImports(text: string): string {
  const source = text.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^```[\s\S]*?^```/gm, '');
  return [...source.matchAll(/^import[^'"]+['"][^'"]+['"]/gm)].map((m) => m[0]).join('\n');
}

/** The content folders (src/facts/areas.ts): each area's source, older API versions, release notes, translations. */
const contentDirectories = [
  ...areas.map((area) => area.path),
  ...areas.filter((area) => area.versioned).map((area) => `${area.path}_versioned_docs`),
  releaseNotesArea.path,
  'i18n',
];

const config: KnipConfig = {
  // docusaurus.config.ts, sidebars.ts and playwright.config.ts are entries
  // through knip's Docusaurus and Playwright plugins.
  entry: [
    'src/theme/**/*.{ts,tsx}',
    'src/plugins/**/*.{ts,tsx,js,mjs}',
    'src/clientModules/**/*.{ts,tsx}',
    // Each customisation of code we do not own (ARCHITECTURE.md): plugins, files named by path,
    // declarations, and upgrade:check, which rehearses them (run by tools).
    'src/upstream/**/*.{ts,tsx,js,mjs}',
    'src/scripts/**/*.{ts,mjs}',
    // Run by tools (src/scripts/tools.mjs), which knip does not read: `mcp` and `test:dev`.
    'src/mcp/main.ts',
    'playwright.dev.config.ts',
    'e2e/**/*.{ts,tsx}',
    'src/**/*.test.ts',
    // Named by path in plugin code, not imported: the home page route's component.
    'src/components/Home/HomePage.tsx',
    // Named by path in the search plugin: the /search route's component.
    'src/components/search/LocalSearchPage.tsx',
    ...contentDirectories.map((dir) => `${dir}/**/*.{md,mdx}`),
  ],
  project: ['**/*.{ts,tsx,js,mjs,cjs}', ...contentDirectories.map((dir) => `${dir}/**/*.{md,mdx}`)],
  include: ['dependencies', 'devDependencies', 'unlisted', 'binaries', 'unresolved', 'files'],
  compilers: {md: mdxImports, mdx: mdxImports},
  textlint: {config: ['.textlintrc.ja.json', '.textlintrc.en.json']},
  // Run by the check:deps tool (src/scripts/tools.mjs, `depcruise`), which knip does not read.
  ignoreDependencies: ['dependency-cruiser'],
};

export default config;
