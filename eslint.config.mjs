// @ts-check
/**
 * ESLint (flat config): typescript-eslint with type information for the
 * TypeScript files, Docusaurus's recommended rules, React hooks, JSX
 * accessibility and React, and eslint-config-prettier last, so that no rule
 * argues with Prettier. `npm run tools -- lint` allows no warning. A rule is turned
 * off or down only here, each with the reason on its line.
 */
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// @docusaurus/eslint-plugin ships its recommended config in the eslintrc
// format only (`plugins: ['@docusaurus']`); flat config takes its rules.
const docusaurusRecommended = docusaurus.configs?.recommended?.rules;
if (!docusaurusRecommended || Object.keys(docusaurusRecommended).length === 0) {
  throw new Error(
    'eslint.config.mjs: @docusaurus/eslint-plugin no longer has configs.recommended.rules; use its flat config instead.',
  );
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-parts/',
      '.docusaurus/',
      'node_modules/',
      'static/',
      'test-results/',
      'playwright-report/',
      'i18n/',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test tracks the promises its test() and suite() return.
        {
          allowForKnownSafeCalls: [
            {from: 'package', package: 'node:test', name: ['test', 'suite']},
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {globals: {...globals.node}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurusRecommended,
      // Components import React as Docusaurus's own (and swizzled) components do; JSX uses it.
      'react/jsx-uses-react': 'error',
      // Scroll containers (code blocks, chart groups) are focusable so keyboard users can scroll them (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['group']}],
      // React Compiler diagnostics (the site does not run the compiler): latest-callback refs written during render are deliberate.
      'react-hooks/refs': 'off',
      // React Compiler diagnostic: state set after mount (hydrated vs server HTML, a query's first results) is deliberate.
      'react-hooks/set-state-in-effect': 'off',
    },
    languageOptions: {globals: {...globals.browser}},
    settings: {react: {version: 'detect'}},
  },
  {
    files: ['src/components/search/LocalSearchBar.tsx'],
    rules: {
      // Combobox options: the input handles the keys (aria-activedescendant); options take clicks only.
      'jsx-a11y/click-events-have-key-events': 'off',
    },
  },
  {
    files: ['src/components/explainers/FipPremium/FipFields.tsx'],
    rules: {
      // fieldRenderer returns a render function called as field({...}), not a component.
      'react/display-name': 'off',
    },
  },
  {
    files: ['src/components/PageActions/Menu.tsx'],
    rules: {
      // The .md twin is a file, not a route (<Link> would navigate client-side
      // to the 404 page), and the assistants are other sites.
      '@docusaurus/no-html-links': 'off',
    },
  },
  {
    files: ['src/components/Home/HomePage.tsx'],
    rules: {
      // The support mailto: link: Docusaurus's <Link> would open it in a new tab.
      '@docusaurus/no-html-links': 'off',
    },
  },
  prettier,
);
