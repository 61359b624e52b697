/**
 * Each area's chunk map travels with its route table. Webpack's runtime
 * (`runtime~main.js`) names every lazily loaded chunk of the site twice (its
 * file name and its content hash, in `__webpack_require__.u`) and Docusaurus
 * adds a third map, chunk name → id (`__webpack_require__.gca`,
 * ChunkAssetPlugin). At 30× that was 38.7 KiB of gzip in every first visit.
 *
 * After the compile, a chunk that only an area's route table can load (its
 * pages, their metadata and props) leaves those three maps and is written
 * into that table's chunk instead, in place of CHUNK_MAP_PLACEHOLDER;
 * ./client/preload.js adds it to `.u` and `.gca` when the table loads. This
 * runs before Rspack's real content hash step, which then renames the table
 * and the runtime after their new content and rewrites the references.
 */
export class ChunkMapFormatError extends Error {
  constructor(where: string, what: string) {
    super(
      `route-table: ${what} in ${where}. Rspack or Docusaurus changed the webpack runtime or the chunk graph this step reads. Update src/upstream/route-table/chunk-map.ts, or switch the route table off with HINATA_WITHOUT_ROUTE_TABLE=1.`,
    );
  }
}

/** What a route table module exports as `chunkMap`, until processAssets fills it in. */
export const CHUNK_MAP_PLACEHOLDER = '__HINATA_ROUTE_TABLE_CHUNK_MAP__';

export type AreaChunkMap = {
  /** chunk id → file, relative to the public path (what `__webpack_require__.u` returns) */
  files: Record<string, string>;
  /** chunk name → chunk id (what `__webpack_require__.gca` looks up) */
  ids: Record<string, string>;
};

/** The bits of Rspack's (and webpack's) chunk graph this file reads. */
export type GraphGroup = {name?: string; isInitial(): boolean; getParents(): GraphGroup[]};
export type GraphChunk = {
  id?: string | null;
  name?: string;
  files: ReadonlySet<string>;
  groupsIterable: Iterable<GraphGroup>;
  hasRuntime(): boolean;
  canBeInitial(): boolean;
};

const MAIN = '';

/**
 * Which area table each lazily loaded chunk belongs to: a chunk whose every
 * way in passes through one table (and never through the entry point or
 * another table) moves to that table. Shared chunks stay in the runtime.
 */
export function chunksByTable(
  chunks: Iterable<GraphChunk>,
  tableNames: Set<string>,
): Map<string, GraphChunk[]> {
  const owners = new Map<GraphGroup, Set<string>>();
  const ownersOf = (group: GraphGroup, seen: Set<GraphGroup>): Set<string> => {
    const known = owners.get(group);
    if (known) return known;
    if (group.isInitial()) return new Set([MAIN]);
    if (group.name && tableNames.has(group.name)) return new Set([group.name]);
    if (seen.has(group)) return new Set();
    seen.add(group);
    const found = new Set<string>();
    for (const parent of group.getParents()) for (const o of ownersOf(parent, seen)) found.add(o);
    // A group with no parent is loaded from somewhere this file cannot see: keep it in the runtime.
    if (found.size === 0) found.add(MAIN);
    owners.set(group, found);
    return found;
  };
  const byTable = new Map<string, GraphChunk[]>([...tableNames].map((name) => [name, []]));
  for (const chunk of chunks) {
    if (chunk.hasRuntime() || chunk.canBeInitial() || chunk.id == null) continue;
    if (chunk.name && tableNames.has(chunk.name)) continue;
    const found = new Set<string>();
    for (const group of chunk.groupsIterable)
      for (const owner of ownersOf(group, new Set())) found.add(owner);
    const [only] = found;
    if (found.size === 1 && only !== MAIN) byTable.get(only)!.push(chunk);
  }
  return byTable;
}

/** The chunk map a table carries: each chunk's script file and, if it has one, its name. */
export function areaChunkMap(chunks: GraphChunk[]): AreaChunkMap {
  const map: AreaChunkMap = {files: {}, ids: {}};
  // In id order, whatever order the compilation lists its chunks in: the table's content, and
  // so its hash and the runtime's, must not depend on it (the merged build is compared with
  // a single run's, byte for byte).
  const byId = [...chunks].sort((a, b) => String(a.id).localeCompare(String(b.id), 'en'));
  for (const chunk of byId) {
    const id = String(chunk.id);
    const scripts = [...chunk.files].filter((file) => file.endsWith('.js'));
    if (scripts.length !== 1) {
      throw new ChunkMapFormatError(
        'the client compilation',
        `chunk ${id} has ${scripts.length} script files (${scripts.join(', ')}), where one was expected`,
      );
    }
    map.files[id] = scripts[0];
    if (chunk.name) map.ids[chunk.name] = id;
  }
  map.ids = Object.fromEntries(
    Object.entries(map.ids).sort(([a], [b]) => a.localeCompare(b, 'en')),
  );
  return map;
}

/**
 * `"key": "value",` entries of an object literal as the runtime prints it. Rspack 1 quotes every
 * key; Rspack 2 leaves a numeric chunk id bare (`{1010: "c9e4790e",}`), and Docusaurus's `.gca`
 * map quotes its keys on both.
 */
const entry = /(?:"([^"\\]+)"|(?<=[{,\s])(\d+)): ?"([^"\\]*)",?/g;

function withoutKeys(literal: string, keys: Set<string>, removed: Set<string>): string {
  return literal.replace(entry, (whole: string, quoted?: string, bare?: string) => {
    const key = quoted ?? bare!;
    if (!keys.has(key)) return whole;
    removed.add(key);
    return '';
  });
}

/**
 * Removes the moved chunks from the runtime's three maps. The runtime is read
 * before minification, as Rspack 1.7 writes it (Rspack 2 writes `{12: "name",}`):
 *   __webpack_require__.u = (chunkId) => { … return "assets/js/" + ({"12": "name",}[chunkId] || chunkId) + "." + {"12": "hash",}[chunkId] + ".js" }
 *   __webpack_require__.gca = function(chunkId) { chunkId = {"name":"12"}[chunkId]||chunkId; …
 */
export function runtimeWithout(source: string, ids: Set<string>, names: Set<string>): string {
  const filename =
    /(__webpack_require__\.u = \(chunkId\) => \{[\s\S]*?return [^\n]*\[chunkId\][^\n]*\n\})/;
  const getChunkAsset =
    /(__webpack_require__\.gca = function\(chunkId\) \{ chunkId = )(\{[^}]*\})(\[chunkId\]\|\|chunkId;)/;
  const u = filename.exec(source);
  const gca = getChunkAsset.exec(source);
  if (!u || !gca) {
    throw new ChunkMapFormatError(
      'the webpack runtime chunk',
      `no ${u ? '' : '__webpack_require__.u (Rspack’s GetChunkFilenameRuntimeModule) '}${gca ? '' : '__webpack_require__.gca (Docusaurus’s ChunkAssetPlugin) '}in the expected form`,
    );
  }
  const removedIds = new Set<string>();
  const removedNames = new Set<string>();
  const result = source
    .replace(u[1], () => withoutKeys(u[1], ids, removedIds))
    .replace(gca[0], () => `${gca[1]}${withoutKeys(gca[2], names, removedNames)}${gca[3]}`);
  const missing = [
    ...[...ids].filter((id) => !removedIds.has(id)).map((id) => `chunk id ${id}`),
    ...[...names].filter((name) => !removedNames.has(name)).map((name) => `chunk name ${name}`),
  ];
  if (missing.length > 0) {
    throw new ChunkMapFormatError(
      'the webpack runtime chunk',
      `${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ` and ${missing.length - 3} more` : ''} not found in its maps`,
    );
  }
  return result;
}

/** The table's chunk with its chunk map in place of the placeholder string. */
export function tableWithChunkMap(source: string, chunkName: string, map: AreaChunkMap): string {
  const placeholder = new RegExp(`(["'])${CHUNK_MAP_PLACEHOLDER}\\1`);
  if (!placeholder.test(source)) {
    throw new ChunkMapFormatError(
      `the chunk ${chunkName}`,
      `no ${CHUNK_MAP_PLACEHOLDER} string to put the area’s chunk map in`,
    );
  }
  return source.replace(placeholder, () => JSON.stringify(map));
}
