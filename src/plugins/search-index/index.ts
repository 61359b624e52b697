import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, relative} from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {areas, releaseNotesArea} from '../../config/areas';
import {buildIndex} from '../../search/engine';
import type {SearchArea, SearchDoc, SearchPluginData} from '../../search/types';

/**
 * Builds the local search index for one locale.
 *
 * docusaurus-lunr-search still does what it does well: picking the pages to
 * index and cutting each built HTML page into sections (its route filter and
 * its HTML scanner, reused here). What it cannot do is replaced: it indexes
 * Japanese with one segmenter and queries with another (compound words
 * miss), reads versions from the first docs plugin only, and writes files
 * whose names change on every build. Here one tokenizer serves index and
 * query (src/search/tokenize.ts), area and version come from each page's
 * path, and the file names carry a hash of everything the index is built
 * from, so they can be cached for ever and change when the content does.
 */
export type SearchIndexOptions = {
  /** Route globs never to index (relative to the locale's base URL). */
  excludeRoutes: string[];
};

const require = createRequire(import.meta.url);
const lunrPluginDir = join(require.resolve('docusaurus-lunr-search'), '..');
const seeArchitecture = 'See "search-index" in ARCHITECTURE.md.';

type GetFilePaths = (
  routes: string[],
  outDir: string,
  baseUrl: string,
  options: {excludeRoutes: string[]},
) => [{path: string; url: string}[], {excludedCount: number}];

/** docusaurus-lunr-search's route filter (src/utils.js), checked to be what we call. */
function loadRouteFilter(): GetFilePaths {
  const utilsFile = join(lunrPluginDir, 'utils.js');
  const scannerFile = join(lunrPluginDir, 'html-to-doc.js');
  const {getFilePaths} = (existsSync(utilsFile) ? require(utilsFile) : {}) as {
    getFilePaths?: GetFilePaths;
  };
  if (typeof getFilePaths !== 'function' || !existsSync(scannerFile)) {
    throw new Error(
      `search-index: docusaurus-lunr-search no longer has getFilePaths() in ${utilsFile} and its HTML scanner worker ${scannerFile}, the two internals this plugin reuses. Port src/plugins/search-index to its new layout or vendor the two. ${seeArchitecture}`,
    );
  }
  return getFilePaths;
}
const getFilePaths = loadRouteFilter();

/** What docusaurus-lunr-search's HTML scanner yields for a page or section. */
type ScannedSection = {
  title: string;
  pageTitle?: string;
  url: string;
  content: string;
  keywords?: string;
  type: 0 | 1;
};

function scanPages(files: {path: string; url: string}[], threads = 2): Promise<ScannedSection[]> {
  const sections: ScannedSection[] = [];
  if (files.length === 0) return Promise.resolve(sections);
  let next = 0;
  return new Promise((resolve, reject) => {
    let running = 0;
    for (let i = 0; i < Math.min(threads, files.length); i += 1) {
      const worker = new Worker(join(lunrPluginDir, 'html-to-doc.js'), {
        workerData: {loadedVersions: null},
      });
      running += 1;
      worker.on('message', ([isSection, payload]: [boolean, ScannedSection | number]) => {
        if (isSection) sections.push(payload as ScannedSection);
        else worker.postMessage(next < files.length ? files[next++] : null);
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        running -= 1;
        if (code !== 0) reject(new Error(`search scanner exited with code ${code}`));
        else if (running === 0) resolve(sections);
      });
      worker.postMessage(files[next++]);
    }
  });
}

/**
 * The scanner escapes text for an HTML template, but results are rendered as
 * text; headings also carry the zero-width space of their anchor link.
 */
function cleanText(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

function areaOf(path: string): {area: SearchArea; version?: 'v1' | 'v2'} | undefined {
  const [first, second] = path.split('/').filter(Boolean);
  if (first === releaseNotesArea.id) return {area: releaseNotesArea.id};
  const area = areas.find((candidate) => candidate.id === first);
  if (!area) return undefined;
  return area.versioned ? {area: area.id, version: second === 'v1' ? 'v1' : 'v2'} : {area: area.id};
}

/** Every file the index depends on: content, translations, components, config, locked dependencies. */
function inputFingerprint(siteDir: string, locale: string): string {
  const hash = createHash('sha256');
  const roots = [
    ...areas.flatMap((area) =>
      area.versioned ? [area.path, `${area.path}_versioned_docs`] : [area.path],
    ),
    releaseNotesArea.path,
    `i18n/${locale}`,
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

export default function searchIndexPlugin(
  context: LoadContext,
  options: SearchIndexOptions,
): Plugin {
  const {siteDir, i18n} = context;
  const fingerprint = inputFingerprint(siteDir, i18n.currentLocale);
  const data: SearchPluginData = {
    indexFile: `assets/search/lunr-index.${fingerprint}.json`,
    docsFile: `assets/search/search-doc.${fingerprint}.json`,
  };

  return {
    name: 'hinata-search-index',
    contentLoaded({actions}) {
      actions.setGlobalData(data);
    },
    async postBuild({routesPaths, outDir, baseUrl}) {
      const [files] = getFilePaths(routesPaths, outDir, baseUrl, {
        excludeRoutes: options.excludeRoutes,
      });
      if (files.length === 0) {
        throw new Error(
          `search-index: docusaurus-lunr-search's route filter selected no page of ${routesPaths.length} routes; its getFilePaths() changed how it maps routes to files. ${seeArchitecture}`,
        );
      }
      const sections = await scanPages(files);
      if (!sections.some((section) => section.type === 0 && section.title && section.url)) {
        throw new Error(
          `search-index: docusaurus-lunr-search's HTML scanner (html-to-doc.js) read ${files.length} pages and yielded no page with a title and URL: its message format or its reading of our theme's HTML changed. ${seeArchitecture}`,
        );
      }
      const docs: SearchDoc[] = [];
      for (const section of sections) {
        const place = areaOf(section.url.slice(baseUrl.length - 1));
        if (!place) continue;
        docs.push({
          title: cleanText(section.title),
          ...(section.type === 1 && {pageTitle: cleanText(section.pageTitle ?? '')}),
          url: section.url,
          content: cleanText(section.content),
          ...(section.keywords && {keywords: section.keywords}),
          ...place,
        });
      }
      if (docs.length === 0) {
        throw new Error(
          `search-index: none of the ${sections.length} scanned sections has a URL under an area (areaOf()); the scanner's URLs changed form. ${seeArchitecture}`,
        );
      }
      // Stable order: the same input gives byte-identical files.
      docs.sort((a, b) => a.url.localeCompare(b.url));
      mkdirSync(join(outDir, 'assets', 'search'), {recursive: true});
      writeFileSync(join(outDir, data.docsFile), JSON.stringify(docs));
      writeFileSync(join(outDir, data.indexFile), JSON.stringify(buildIndex(docs)));
    },
  };
}
