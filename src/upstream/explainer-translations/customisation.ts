import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'explainer-translations',
  title:
    "The explainers' strings kept out of code.json: `@explainer-translations` is aliased to the locale's i18n/<locale>/explainers.json, which travels in the explainers' own chunk",
  plugin: './src/upstream/explainer-translations/index.ts',
  files: ['src/components/explainers/shared/translate.ts'],
  reliesOn: [
    {
      package: '@docusaurus/core',
      range: '3.10.2',
      what: "all of i18n/<locale>/code.json in every page's main bundle (`@generated/codeTranslations`)",
    },
  ],
  buys: 'English main bundle −3 KiB (a third of the English UI strings)',
  guards: [
    {
      kind: 'build',
      name: '"explainer-translations: … explainers.json is missing, so the en explainers would show their Japanese defaults"',
      file: 'src/upstream/explainer-translations/index.ts',
    },
    {kind: 'e2e', name: 'the explainers in English', file: 'e2e/specs/explainers.spec.ts'},
  ],
  removeWhen: 'Docusaurus splits code translations by chunk',
  upstream: {
    none: 'None filed: no facebook/docusaurus issue asks to split code.json, which `@generated/codeTranslations` puts whole in the main bundle. Worth proposing: code translations bundled with the chunks whose components use them',
  },
};
