import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildSearchIndex} from '../../search/build';
import type {SearchPluginData, SourcePage, TwinPage} from '../../search/types';
import type {ScannedPage} from './scan-html.mjs';
import {extractSource} from './sources';
import {twinsOf} from './twins';
import {areaOfPath} from '../../facts/areas';

/**
 * The local search, as one plugin: it owns the `/search` route and the
 * navbar's search box (its theme directory), and builds the sharded index
 * (src/search/build.ts) of its locale:
 * - in a production build, after the build, from the built HTML (worker
 *   threads parse it with hast-util-from-html; each file must be read within
 *   a time limit, or the build stops with the file's name);
 * - in the development server, from the Markdown sources of the docs and
 *   release notes as they are loaded, rebuilt on every change and served from
 *   the same URLs, so writers find what readers will.
 * The entry file's name carries a hash of every input, known before the
 * build, so pages can refer to it; every other file is named by its content.
 */
export type SearchIndexOptions = {
  /** Route globs never to index (relative to the locale's base URL). */
  excludeRoutes: string[];
  /** Time one HTML file may take to scan, in ms (default 30 s). */
  scanTimeoutMs?: number;
};

const pluginDir = fileURLToPath(new URL('.', import.meta.url));
const searchPageComponent = join(
  pluginDir,
  '..',
  '..',
  'components',
  'search',
  'LocalSearchPage.tsx',
);

/** A glob of the options (`**` any path, `*` one segment) as a regular expression. */
export function globToRegExp(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      pattern += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') pattern += '[^/]*';
    else pattern += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

/** Every file the index depends on: content, every locale's translations, components, config, locked dependencies. */
function inputFingerprint(siteDir: string, locale: string, mode: string): string {
  const hash = createHash('sha256').update(mode).update(locale);
  const roots = [
    'docs',
    'api',
    'api_versioned_docs',
    'guides',
    'technology',
    'legal',
    'blog',
    // Every locale's: a page's index holds the words of its twins (twins.ts).
    'i18n',
    'src',
  ];
  const visit = (path: string): void => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else {
      hash.update(relative(siteDir, path)).update(readFileSync(path));
    }
  };
  roots.forEach((root) => visit(join(siteDir, root)));
  ['docusaurus.config.ts', 'package-lock.json'].forEach((file) => visit(join(siteDir, file)));
  return hash.digest('hex').slice(0, 12);
}

/** Scans built HTML files in worker threads, each file within `timeoutMs`. */
export function scanFiles(
  files: string[],
  {threads = 2, timeoutMs = 30_000}: {threads?: number; timeoutMs?: number} = {},
): Promise<Map<string, ScannedPage>> {
  const pages = new Map<string, ScannedPage>();
  if (files.length === 0) return Promise.resolve(pages);
  let next = 0;
  const workers: Worker[] = [];
  return new Promise<Map<string, ScannedPage>>((resolvePromise, reject) => {
    let running = 0;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      workers.forEach((worker) => void worker.terminate());
      reject(error);
    };
    for (let i = 0; i < Math.min(threads, files.length); i += 1) {
      const worker = new Worker(join(pluginDir, 'scan-worker.mjs'));
      workers.push(worker);
      running += 1;
      let timer: NodeJS.Timeout | undefined;
      const send = () => {
        const file = next < files.length ? files[next++] : null;
        clearTimeout(timer);
        if (file) {
          timer = setTimeout(
            () =>
              fail(
                new Error(
                  `search index: scanning ${file} took longer than ${timeoutMs} ms; the HTML scan stopped. ` +
                    'Is the file unusually large, or the machine overloaded? (option scanTimeoutMs)',
                ),
              ),
            timeoutMs,
          );
        }
        worker.postMessage(file);
      };
      worker.on('message', (message: {file: string; page?: ScannedPage | null; error?: string}) => {
        if (message.error) {
          fail(new Error(`search index: could not scan ${message.file}: ${message.error}`));
          return;
        }
        if (message.page) pages.set(message.file, message.page);
        send();
      });
      worker.on('error', (error: Error) =>
        fail(new Error(`search index: the HTML scanner failed: ${error.message}`)),
      );
      worker.on('exit', () => {
        clearTimeout(timer);
        running -= 1;
        if (running === 0 && !failed) resolvePromise(pages);
      });
      send();
    }
  });
}

/** The HTML file a route was written to (`trailingSlash: false` writes `path.html`). */
function htmlFileOf(outDir: string, routePath: string): string | undefined {
  const candidates = routePath.endsWith('/')
    ? [join(outDir, routePath, 'index.html')]
    : [join(outDir, `${routePath}.html`), join(outDir, routePath, 'index.html')];
  return candidates.find((file) => existsSync(file));
}

type DocsContent = {
  loadedVersions: {
    docs: {
      source: string;
      permalink: string;
      title: string;
      unlisted?: boolean;
      frontMatter: {keywords?: string[]};
    }[];
  }[];
};
type BlogContent = {
  blogPosts: {
    content: string;
    metadata: {permalink: string; title: string; source: string; unlisted?: boolean};
  }[];
};

/**
 * Each page's twins in the other locales (twins.ts), by its site path
 * without the base URL, from the loaded docs and release notes.
 */
export function twinsByPath(
  allContent: Record<string, Record<string, unknown> | undefined>,
  siteDir: string,
  baseUrl: string,
  locale: string,
): Map<string, TwinPage[]> {
  const found = new Map<string, TwinPage[]>();
  const add = (permalink: string, source: string) => {
    const twins = twinsOf(siteDir, source, locale);
    if (twins.length > 0) found.set(permalink.slice(baseUrl.length), twins);
  };
  for (const instance of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (instance as DocsContent).loadedVersions) {
      for (const doc of version.docs) add(doc.permalink, doc.source);
    }
  }
  for (const instance of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    for (const post of (instance as BlogContent).blogPosts) {
      add(post.metadata.permalink, post.metadata.source);
    }
  }
  return found;
}

/** The pages of the docs and release notes, read from their sources (development server). */
/**
 * extractSource's result per source text: in the development server an edit
 * changes one page, and re-reading the other thousand from scratch made the
 * index rebuild, not the page, what a writer waited for at 10×. Texts not seen
 * in the latest rebuild are dropped, so the cache holds one site's pages.
 */
let extracted = new Map<string, ReturnType<typeof extractSource>>();
let extractedNow = new Map<string, ReturnType<typeof extractSource>>();
function extractedOnce(source: string): ReturnType<typeof extractSource> {
  const found = extracted.get(source) ?? extractSource(source);
  extractedNow.set(source, found);
  return found;
}

export function pagesFromSources(
  allContent: Record<string, Record<string, unknown> | undefined>,
  siteDir: string,
  baseUrl: string,
  isExcluded: (path: string) => boolean,
  twins: Map<string, TwinPage[]> = new Map(),
): SourcePage[] {
  const pages: SourcePage[] = [];
  extractedNow = new Map();
  const add = (permalink: string, title: string, source: string, keywords?: string[]) => {
    const path = permalink.slice(baseUrl.length - 1);
    const place = areaOfPath(path);
    if (!place || isExcluded(path.replace(/^\//, ''))) return;
    const {content, sections} = extractedOnce(source);
    const pageTwins = twins.get(permalink.slice(baseUrl.length));
    pages.push({
      url: permalink,
      title,
      content,
      sections,
      ...place,
      ...(keywords?.length && {keywords: keywords.join(' ')}),
      ...(pageTwins && {twins: pageTwins}),
    });
  };
  for (const instance of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (instance as DocsContent).loadedVersions) {
      for (const doc of version.docs) {
        const file = resolve(siteDir, doc.source.replace(/^@site\//, ''));
        add(doc.permalink, doc.title, readFileSync(file, 'utf8'), doc.frontMatter.keywords);
      }
    }
  }
  for (const instance of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {})) {
    for (const post of (instance as BlogContent).blogPosts) {
      add(post.metadata.permalink, post.metadata.title, post.content);
    }
  }
  extracted = extractedNow;
  return pages;
}

/**
 * The development index, rebuilt in a worker thread (dev-index-worker.mjs)
 * after every change: the latest pages win, so a burst of saves costs one
 * rebuild after the one running. The page a writer edits is on screen before
 * the index follows (measured by bench:dev, PERFORMANCE.md). A failed rebuild
 * keeps the previous index and says why in the console.
 */
function developmentIndex(locale: string, entryName: string, dir: string) {
  let worker: Worker | undefined;
  let busy = false;
  let waiting: SourcePage[] | undefined;
  let built = 0;
  const send = (pages: SourcePage[]) => {
    busy = true;
    worker!.postMessage({pages, locale, entryName, dir});
  };
  const start = () => {
    worker = new Worker(join(pluginDir, 'dev-index-worker.mjs'));
    worker.unref();
    worker.on('message', (message: {ready?: true; ms?: number; pages?: number; error?: string}) => {
      if (message.ready) return;
      busy = false;
      if (message.error) {
        console.error(
          `[search index] the development index was not rebuilt; search shows the previous one. Fix the cause and save again:\n${message.error}`,
        );
      } else if (built++ === 0) {
        console.log(
          `[search index] development index of ${message.pages} pages (${locale}) in ${message.ms} ms`,
        );
      }
      if (waiting) {
        const pages = waiting;
        waiting = undefined;
        send(pages);
      }
    });
    worker.on('error', (error: Error) => {
      console.error(
        `[search index] the development index worker stopped (src/plugins/search-index/dev-index-worker.mjs): ${error.message}. Search in npm start keeps the last index; restart the server.`,
      );
      worker = undefined;
      busy = false;
    });
  };
  return {
    update(pages: SourcePage[]) {
      if (!worker) start();
      if (busy) waiting = pages;
      else send(pages);
    },
  };
}

function writeIndex(dir: string, files: Map<string, string>): void {
  mkdirSync(dir, {recursive: true});
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
}

export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexOptions,
): Plugin {
  const {siteDir, i18n, baseUrl, generatedFilesDir} = context;
  const isDev = process.env.NODE_ENV !== 'production';
  const locale = i18n.currentLocale;
  const mode = isDev ? 'dev' : 'build';
  const entryFile = `entry.${inputFingerprint(siteDir, locale, mode)}.json`;
  // Every locale's build hashes the same inputs, so each can name the others' entry files.
  const otherLanguages = isDev
    ? []
    : i18n.locales
        .filter((other) => other !== locale)
        .map((other) => {
          const otherBaseUrl = i18n.localeConfigs[other]?.baseUrl;
          if (!otherBaseUrl) {
            throw new Error(
              `search index: no baseUrl for locale "${other}" in the site's i18n.localeConfigs (src/facts/areas.ts)`,
            );
          }
          return {
            locale: other,
            baseUrl: otherBaseUrl,
            entryFile: `entry.${inputFingerprint(siteDir, other, mode)}.json`,
          };
        });
  const data: SearchPluginData = {entryFile, otherLanguages};
  const exclude = options.excludeRoutes.map(globToRegExp);
  const isExcluded = (path: string) => exclude.some((pattern) => pattern.test(path));
  // The development server serves this directory at the site's base URL.
  const devRoot = join(generatedFilesDir, 'hinata-search-dev', locale);
  const devSearchDir = join(devRoot, 'assets', 'search');
  const devIndex = isDev ? developmentIndex(locale, entryFile, devSearchDir) : undefined;
  let twins = new Map<string, TwinPage[]>();

  return {
    name: 'hinata-search-index',

    getThemePath() {
      return join(pluginDir, 'theme');
    },

    contentLoaded({actions}) {
      actions.setGlobalData(data);
      actions.addRoute({path: `${baseUrl}search`, component: searchPageComponent, exact: true});
    },

    allContentLoaded({allContent}) {
      twins = twinsByPath(allContent, siteDir, baseUrl, locale);
      devIndex?.update(pagesFromSources(allContent, siteDir, baseUrl, isExcluded, twins));
    },

    configureWebpack(_config, isServer) {
      if (!isDev || isServer) return {};
      mkdirSync(devSearchDir, {recursive: true});
      // webpack-merge appends to the dev server's static directories.
      return {
        devServer: {static: [{directory: devRoot, publicPath: baseUrl, watch: false}]},
      } as object;
    },

    async postBuild({routesPaths, outDir}) {
      const files: {file: string; url: string}[] = [];
      for (const route of routesPaths) {
        if (!route.startsWith(baseUrl)) continue;
        const path = route.slice(baseUrl.length);
        if (isExcluded(path) || !areaOfPath(path)) continue;
        const file = htmlFileOf(outDir, path);
        if (file) files.push({file, url: route});
      }
      const scanned = await scanFiles(
        files.map(({file}) => file),
        {timeoutMs: options.scanTimeoutMs},
      );
      const pages: SourcePage[] = [];
      for (const {file, url} of files) {
        const page = scanned.get(file);
        const pageTwins = twins.get(url.slice(baseUrl.length));
        if (page) {
          pages.push({
            url,
            ...page,
            ...areaOfPath(url.slice(baseUrl.length))!,
            ...(pageTwins && {twins: pageTwins}),
          });
        }
      }
      if (pages.length === 0) {
        throw new Error(
          `search index: no page of ${outDir} could be indexed (did the theme's article markup change?)`,
        );
      }
      const {files: indexFiles} = buildSearchIndex(pages, {locale, entryName: entryFile});
      writeIndex(join(outDir, 'assets', 'search'), indexFiles);
    },
  };
}
