/**
 * The site's own search, run in Node against a built site: the same engine
 * (src/search/engine.ts) and index files the search box downloads, so the
 * MCP server ranks pages exactly as the site does.
 *
 * This module is the only place the MCP server touches the search engine.
 * Its one export has the signature of `searchBuiltSite` in src/search/node.ts
 * (the sharded index): when that lands, the server imports it from there
 * instead and this file goes.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {createSearchEngine, type SearchEngine} from '../search/engine';
import type {SearchArea, SearchDoc} from '../search/types';

export type SearchBuiltSiteOptions = {
  buildDir: string;
  locale: 'ja' | 'en';
  query: string;
  area?: SearchArea;
  version?: 'v1' | 'v2';
  limit?: number;
};

export type BuiltSiteHit = {
  title: string;
  /** Site path with the locale prefix and the section's anchor, as in the index. */
  url: string;
  snippet: string;
  area: SearchArea;
  version?: 'v1' | 'v2';
  score: number;
};

const engines = new Map<string, SearchEngine>();

/** The one file of a kind the search plugin wrote (`<name>.<hash>.json`). */
function indexFile(dir: string, name: string): string {
  const files = existsSync(dir)
    ? readdirSync(dir).filter((file) => file.startsWith(`${name}.`) && file.endsWith('.json'))
    : [];
  if (files.length !== 1) {
    throw new Error(
      files.length === 0
        ? `No search index (${name}.*.json) in ${dir}: build the site first (npm run build).`
        : `Several ${name}.*.json files in ${dir}: rebuild the site into an empty folder.`,
    );
  }
  return join(dir, files[0]);
}

function engineFor(buildDir: string, locale: 'ja' | 'en'): SearchEngine {
  const dir = join(buildDir, locale === 'ja' ? '' : locale, 'assets', 'search');
  const docsFile = indexFile(dir, 'search-doc');
  const lunrFile = indexFile(dir, 'lunr-index');
  const key = `${docsFile}\n${lunrFile}`;
  let engine = engines.get(key);
  if (!engine) {
    const docs = JSON.parse(readFileSync(docsFile, 'utf8')) as SearchDoc[];
    engine = createSearchEngine(JSON.parse(readFileSync(lunrFile, 'utf8')) as object, docs);
    engines.set(key, engine);
  }
  return engine;
}

// eslint-disable-next-line @typescript-eslint/require-await -- the signature of src/search/node.ts, which this adapter stands in for
export async function searchBuiltSite({
  buildDir,
  locale,
  query,
  area,
  version,
  limit = 10,
}: SearchBuiltSiteOptions): Promise<BuiltSiteHit[]> {
  const engine = engineFor(buildDir, locale);
  // The engine ranks the whole site; filters apply to its ranking.
  const filtered = area !== undefined || version !== undefined;
  const {hits} = engine.search(query, filtered ? Number.MAX_SAFE_INTEGER : limit);
  return hits
    .filter(
      ({doc}) =>
        (area === undefined || doc.area === area) &&
        (version === undefined || doc.version === version),
    )
    .slice(0, limit)
    .map(({doc, snippet, score}) => ({
      title: doc.pageTitle ? `${doc.pageTitle} › ${doc.title}` : doc.title,
      url: doc.url,
      snippet,
      area: doc.area,
      ...(doc.version && {version: doc.version}),
      score,
    }));
}
