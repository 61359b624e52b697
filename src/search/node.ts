import {readFile, readdir, stat} from 'node:fs/promises';
import {join} from 'node:path';
import {createSearchEngine, type SearchEngine} from './engine';
import {assertEntry, SearchIndexError} from './format';
import type {ApiVersion, SearchArea} from './types';

/**
 * Search a built site from Node, reading the index files from disk exactly
 * as the browser fetches them: the entry, then the shards a query touches,
 * then the fragments of the results returned. Used by the tests and by
 * tools (an MCP server) that answer questions from the built docs.
 */
export type BuiltSiteQuery = {
  /** The `build/` directory of `docusaurus build`. */
  buildDir: string;
  locale: string;
  query: string;
  area?: SearchArea;
  version?: ApiVersion;
  limit?: number;
};

export type BuiltSiteHit = {
  title: string;
  url: string;
  snippet: string;
  area: SearchArea;
  version?: ApiVersion;
  score: number;
};

const defaultLocale = 'ja';
const engines = new Map<string, {entryFile: string; engine: SearchEngine}>();

/** The search files of a locale's build (the default locale sits at the root of `build/`). */
export function searchDirectory(buildDir: string, locale: string): string {
  return join(buildDir, ...(locale === defaultLocale ? [] : [locale]), 'assets', 'search');
}

async function entryFileOf(dir: string): Promise<string> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    throw new SearchIndexError(`no search index in ${dir}: build the site first (npm run build)`);
  }
  const entries = names.filter((name) => /^entry\.[0-9a-f]+\.json$/.test(name));
  if (entries.length === 0) throw new SearchIndexError(`no search entry file in ${dir}`);
  // A build directory holds one entry; after builds into the same directory, the newest.
  const times = await Promise.all(
    entries.map(async (name) => (await stat(join(dir, name))).mtimeMs),
  );
  return entries[times.indexOf(Math.max(...times))];
}

export async function openBuiltSite(buildDir: string, locale: string): Promise<SearchEngine> {
  const dir = searchDirectory(buildDir, locale);
  const entryFile = await entryFileOf(dir);
  const cached = engines.get(dir);
  if (cached?.entryFile === entryFile) return cached.engine;
  const load = async (file: string): Promise<unknown> => {
    if (!/^[a-z]+\.[0-9a-f]+(?:-\d+)?\.json$/.test(file))
      throw new SearchIndexError(`bad index file name ${file}`);
    try {
      return JSON.parse(await readFile(join(dir, file), 'utf8'));
    } catch (error) {
      throw new SearchIndexError(`search index file ${file}: ${(error as Error).message}`);
    }
  };
  const entry = await load(entryFile);
  assertEntry(entry, entryFile);
  const engine = createSearchEngine({entry, load});
  engines.set(dir, {entryFile, engine});
  return engine;
}

export async function searchBuiltSite({
  buildDir,
  locale,
  query,
  area,
  version,
  limit = 10,
}: BuiltSiteQuery): Promise<BuiltSiteHit[]> {
  const engine = await openBuiltSite(buildDir, locale);
  const {hits} = await engine.search(query, {area, version, limit});
  return hits.map((hit) => ({
    title: hit.pageTitle ? `${hit.title} — ${hit.pageTitle}` : hit.title,
    url: hit.url,
    snippet: hit.snippet,
    area: hit.area,
    ...(hit.version && {version: hit.version}),
    score: hit.score,
  }));
}
