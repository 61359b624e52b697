import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import {resolve} from 'node:path';

/**
 * The development server watches the site's localization folder
 * (`i18n/<locale>/`) and reloads the whole site on any change in it
 * (getSitePathsToWatch() in @docusaurus/core/lib/commands/start/watcher.js).
 * That watch is meant for the translation JSON files (`code.json`, the
 * navbar's and the sidebars' labels), but the English pages live in that
 * folder too (`i18n/en/docusaurus-plugin-content-docs/…`). So each save of an
 * English page reloaded every plugin, rewrote every generated file and
 * compiled three times: 8.0–9.6 s to see the edit, where a save of a Japanese
 * page takes 1.1–1.3 s. The docs and blog plugins already watch those pages
 * and reload only themselves, as they do for a Japanese page.
 *
 * This setupSiteFileWatchers() is Docusaurus's, with one difference: the
 * site-level watch ignores Markdown and MDX files.
 */
type WatchEvent = {name: string; path: string};
type Callback = (change: {plugin: unknown; event: WatchEvent}) => void;
type Props = {siteDir: string; plugins: unknown[]};
export type Watcher = {
  createPollingOptions: (cliOptions: unknown) => Record<string, unknown>;
  watch: (
    params: {pathsToWatch: string[]; siteDir: string; [option: string]: unknown},
    callback: (event: WatchEvent) => void,
  ) => () => Promise<void>;
  getSitePathsToWatch: (params: {props: Props}) => string[];
  getPluginPathsToWatch: (params: {siteDir: string; plugin: unknown}) => string[];
  setupSiteFileWatchers: (params: {props: Props; cliOptions: unknown}, callback: Callback) => void;
};

/** What the site-level watch leaves to the content plugins: their pages. */
export const isPage = (path: string) => /\.mdx?$/i.test(path);

const patched = Symbol.for('hinata.translatedPagesWatch');

export function watcherPath(siteDir: string): string {
  const require = createRequire(resolve(siteDir, 'package.json'));
  return require.resolve('@docusaurus/core/lib/commands/start/watcher.js');
}

/**
 * Checks that Docusaurus's watcher still has the shape the patch relies on,
 * naming what changed. The build runs this check too, so an upgrade that
 * breaks the patch fails there, not only in the development server.
 */
export function loadWatcher(siteDir: string): Watcher {
  const path = watcherPath(siteDir);
  const fail = (what: string) =>
    new Error(
      `translated-pages-watch: ${what} (${path}). Docusaurus changed how the development server watches files. If it no longer reloads the whole site when a page under i18n/ changes, delete src/upstream/translated-pages-watch/; otherwise update its patch.ts.`,
    );
  let watcher: Partial<Watcher>;
  try {
    watcher = createRequire(path)(path) as Partial<Watcher>;
  } catch (error) {
    throw fail(
      existsSync(path)
        ? `lib/commands/start/watcher.js does not load: ${(error as Error).message}`
        : 'lib/commands/start/watcher.js is gone',
    );
  }
  for (const name of [
    'createPollingOptions',
    'watch',
    'getSitePathsToWatch',
    'getPluginPathsToWatch',
    'setupSiteFileWatchers',
  ] as const) {
    if (typeof watcher[name] !== 'function') throw fail(`watcher.js exports no ${name}()`);
  }
  return watcher as Watcher;
}

/** Puts the setupSiteFileWatchers() above in place of Docusaurus's; start.js calls it through the module's exports. */
export function installTranslatedPagesWatch(siteDir: string): Watcher {
  const watcher = loadWatcher(siteDir);
  if ((watcher.setupSiteFileWatchers as {[patched]?: true})[patched]) return watcher;
  const setupSiteFileWatchers: Watcher['setupSiteFileWatchers'] = (
    {props, cliOptions},
    callback,
  ) => {
    const polling = watcher.createPollingOptions(cliOptions);
    watcher.watch(
      {
        pathsToWatch: watcher.getSitePathsToWatch({props}),
        siteDir: props.siteDir,
        ...polling,
        ignored: isPage,
      },
      (event) => callback({plugin: null, event}),
    );
    for (const plugin of props.plugins) {
      watcher.watch(
        {
          pathsToWatch: watcher.getPluginPathsToWatch({plugin, siteDir: props.siteDir}),
          siteDir: props.siteDir,
          ...polling,
        },
        (event) => callback({plugin, event}),
      );
    }
  };
  Object.assign(setupSiteFileWatchers, {[patched]: true});
  watcher.setupSiteFileWatchers = setupSiteFileWatchers;
  return watcher;
}
