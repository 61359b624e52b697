import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'translated-pages-watch',
  title:
    'In the development server, a saved page under `i18n/` reloads the content plugin that owns it, not the whole site',
  plugin: './src/upstream/translated-pages-watch/index.ts',
  reliesOn: [
    {
      package: '@docusaurus/core',
      range: '3.10.2 || 4.0.0-canary-6808',
      what: 'lib/commands/start/watcher.js exports createPollingOptions(), watch(), getSitePathsToWatch(), getPluginPathsToWatch() and setupSiteFileWatchers(), which start.js calls through the module’s exports after the plugins are loaded; the site-level watch covers the localization folder',
    },
  ],
  buys: 'an English edit on screen in about the time of a Japanese one: 8.0–9.6 s before (every plugin reloaded, three compiles), 1.1–1.3 s for a Japanese save (npm run start:en and npm start on a scratch copy, two saves each, 2026-11-27; the writers’ story measured 17.2 s for an English save while it was deleted, 2026-11-28)',
  guards: [
    {
      kind: 'dev',
      name: 'installTranslatedPagesWatch(): "translated-pages-watch: … Docusaurus changed how the development server watches files" when watcher.js lacks what the patch replaces',
    },
    {
      kind: 'build',
      name: 'loadWatcher(): the same message in the build, which installs nothing but checks what the patch relies on',
    },
    {
      kind: 'unit',
      name: '"a saved English page reloads its plugin only; a translation file still reloads the site"',
      file: 'src/upstream/translated-pages-watch/patch.test.ts',
    },
    {
      kind: 'e2e',
      name: 'the writers’ story: a saved English page does not reload the site',
      file: 'e2e/dev-server/preview.spec.ts',
    },
  ],
  removeWhen:
    'the development server’s site-level watch stops covering the pages of the localization folder (getSitePathsToWatch() watching only the translation JSON files), or reloads only the plugin that owns a changed page',
  upstream: {
    none: 'None filed: no facebook/docusaurus issue reports that a save of a translated page reloads the whole site. Worth proposing: getSitePathsToWatch() in lib/commands/start/watcher.js ignores *.md and *.mdx under the localization folder, which the content plugins already watch; patch.ts is the diff',
  },
  switchOff: 'HINATA_WITHOUT_TRANSLATED_PAGES_WATCH',
};
