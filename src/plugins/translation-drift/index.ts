import {createRequire} from 'node:module';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LockError, lockPath, readLock} from './lock';
import {translationPairs} from './pairs';
import {driftReport, formatReport} from './report';

/**
 * Translation drift (README.md beside this file): the Docusaurus side.
 * - Learns each English page's URL from the loaded content, so the remark
 *   plugin's notices link to the same section of the Japanese page.
 * - Makes each English page depend on its Japanese source and the lock
 *   (dependency-loader.js), for the development server and the build cache.
 * - Checks the lock when the site loads (a build fails on a malformed lock;
 *   the development server prints the error and shows no notices) and, in
 *   the development server, prints the drift report once when it starts.
 */

const require = createRequire(import.meta.url);

/**
 * English source (relative to the site) → the Japanese page's URL path,
 * filled when content loads. Kept on `globalThis`: Docusaurus loads this
 * plugin from its path and the config imports the remark plugin, and the two
 * need not share one module instance.
 */
const permalinkKey = Symbol.for('hinata.translationDrift.japanesePermalinks');
const japanesePermalinks = ((globalThis as Record<symbol, unknown>)[permalinkKey] ??=
  new Map()) as Map<string, string>;

export function japanesePermalink(englishFile: string): string | undefined {
  return japanesePermalinks.get(englishFile);
}

type LoadedDoc = {source: string; permalink: string};
type AllContent = Record<string, Record<string, unknown>>;

function loadedPages(allContent: unknown): LoadedDoc[] {
  const content = allContent as AllContent;
  const docs = Object.values(content['docusaurus-plugin-content-docs'] ?? {}).flatMap((content) =>
    (content as {loadedVersions: {docs: LoadedDoc[]}[]}).loadedVersions.flatMap(
      (version) => version.docs,
    ),
  );
  const posts = Object.values(content['docusaurus-plugin-content-blog'] ?? {}).flatMap((content) =>
    (content as {blogPosts: {metadata: LoadedDoc}[]}).blogPosts.map((post) => post.metadata),
  );
  return [...docs, ...posts];
}

let reportedOnStart = false;

export default function translationDrift(context: LoadContext): Plugin {
  const {siteDir, i18n} = context;
  const isDevServer = process.env.NODE_ENV === 'development';
  const localePrefix = i18n.currentLocale === i18n.defaultLocale ? '' : `/${i18n.currentLocale}`;
  try {
    readLock(siteDir);
  } catch (error) {
    if (!(error instanceof LockError) || !isDevServer) throw error;
    console.error(
      `[translation-drift] ${error.message} (development server: English pages show no translation notices until it is fixed)`,
    );
  }
  return {
    name: 'translation-drift',
    allContentLoaded({allContent}) {
      japanesePermalinks.clear();
      if (!localePrefix) return;
      for (const page of loadedPages(allContent)) {
        const source = page.source.replace(/^@site\//, '');
        if (!source.startsWith('i18n/') || !page.permalink.startsWith(`${localePrefix}/`)) continue;
        japanesePermalinks.set(source, page.permalink.slice(localePrefix.length));
      }
    },
    loadContent() {
      if (!isDevServer || reportedOnStart) return;
      reportedOnStart = true;
      try {
        console.log(
          `[translation-drift] ${formatReport(driftReport(siteDir)).replace(/\n/g, '\n[translation-drift] ')}`,
        );
      } catch (error) {
        if (!(error instanceof LockError)) throw error;
      }
    },
    configureWebpack() {
      if (!localePrefix) return {};
      const japaneseSourceOf = Object.fromEntries(
        translationPairs(siteDir)
          .filter((pair) => pair.jaExists)
          .map((pair) => [join(siteDir, pair.en), join(siteDir, pair.ja)]),
      );
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/,
              include: [join(siteDir, 'i18n')],
              enforce: 'pre' as const,
              use: [
                {
                  loader: require.resolve('./dependency-loader.js'),
                  options: {lockFile: join(siteDir, lockPath), japaneseSourceOf},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
