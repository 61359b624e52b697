import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  areaChunkMap,
  CHUNK_MAP_PLACEHOLDER,
  chunksByTable,
  runtimeWithout,
  tableWithChunkMap,
  type GraphChunk,
  type GraphGroup,
} from './chunk-map';

type Group = {name?: string; initial?: boolean; parents: Group[]};
const group = (name: string | undefined, parents: Group[], initial = false): Group => ({
  name,
  parents,
  initial,
});
const asGraph = (g: Group): GraphGroup => ({
  name: g.name,
  isInitial: () => Boolean(g.initial),
  getParents: () => g.parents.map(graphOf),
});

// The chunk graph of a site with an entry point, two area tables, their pages and a shared chunk.
const main = group('main', [], true);
const reference = group('route-table-reference', [main]);
const api = group('route-table-api', [main]);
const referencePage = group('17896441', [reference]);
const apiPage = group('a7bd4aaa', [api]);
const search = group('search', [main]);

const groupObjects = new Map<Group, GraphGroup>();
const graphOf = (g: Group) => {
  if (!groupObjects.has(g)) groupObjects.set(g, asGraph(g));
  return groupObjects.get(g)!;
};

function chunk(
  id: string,
  name: string | undefined,
  groups: Group[],
  file = `${name ?? id}.1a2b3c4d.js`,
): GraphChunk {
  return {
    id,
    name,
    files: new Set([`assets/js/${file}`]),
    groupsIterable: groups.map(graphOf),
    hasRuntime: () => false,
    canBeInitial: () => groups.some((g) => g.initial),
  };
}

const tables = new Set(['route-table-reference', 'route-table-api']);

test('a chunk only an area’s table can load moves to that table; shared and entry chunks stay', () => {
  const chunks = [
    chunk('1', 'main', [main]),
    chunk('2', 'route-table-reference', [reference]),
    chunk('3', '17896441', [referencePage]),
    chunk('4', 'a7bd4aaa', [apiPage]),
    // Split out of both pages: either area may need it first.
    chunk('5', undefined, [referencePage, apiPage]),
    // Loaded by main.js directly (the search page), not through a table.
    chunk('6', 'search', [search]),
  ];
  const byTable = chunksByTable(chunks, tables);
  assert.deepEqual(
    byTable.get('route-table-reference')!.map((c) => c.id),
    ['3'],
  );
  assert.deepEqual(
    byTable.get('route-table-api')!.map((c) => c.id),
    ['4'],
  );
});

test('an area’s chunk map names each chunk’s script by id, and its id by name', () => {
  const map = areaChunkMap([
    chunk('3', '17896441', [referencePage]),
    chunk('7', undefined, [referencePage]),
  ]);
  assert.deepEqual(map, {
    files: {'3': 'assets/js/17896441.1a2b3c4d.js', '7': 'assets/js/7.1a2b3c4d.js'},
    ids: {'17896441': '3'},
  });
});

// What Rspack 1.7 and Docusaurus 3.10 write into runtime~main.js before minification.
const runtime = `__webpack_require__.u = (chunkId) => {
  // return url for filenames not based on template

  // return url for filenames based on template
  return "assets/js/" + ({"2": "route-table-reference","3": "17896441","6": "search",}[chunkId] || chunkId) + "." + {"2": "aaaa1111","3": "bbbb2222","6": "cccc3333","7": "dddd4444",}[chunkId] + ".js"
}
})();
(() => {
// Docusaurus function to get chunk asset
__webpack_require__.gca = function(chunkId) { chunkId = {"route-table-reference":"2","17896441":"3","search":"6"}[chunkId]||chunkId; return __webpack_require__.p + __webpack_require__.u(chunkId); };
})();`;

test('the moved chunks leave all three runtime maps, and nothing else does', () => {
  const result = runtimeWithout(runtime, new Set(['3', '7']), new Set(['17896441']));
  assert.match(result, /\{"2": "route-table-reference","6": "search",\}\[chunkId\]/);
  assert.match(result, /\{"2": "aaaa1111","6": "cccc3333",\}\[chunkId\]/);
  assert.match(result, /\{"route-table-reference":"2","search":"6"\}\[chunkId\]/);
  assert.doesNotMatch(result, /bbbb2222|dddd4444|17896441/);
});

// Rspack 2 (Docusaurus 4) leaves numeric chunk ids unquoted in `.u`; Docusaurus's `.gca` quotes them.
const rspack2Runtime = runtime.replaceAll(/"(\d+)": "/g, '$1: "');

test('on Rspack 2 too, the moved chunks leave all three maps, and nothing else does', () => {
  assert.match(rspack2Runtime, /\{2: "route-table-reference",3: "17896441"/);
  const result = runtimeWithout(rspack2Runtime, new Set(['3', '7']), new Set(['17896441']));
  assert.match(result, /\{2: "route-table-reference",6: "search",\}\[chunkId\]/);
  assert.match(result, /\{2: "aaaa1111",6: "cccc3333",\}\[chunkId\]/);
  assert.match(result, /\{"route-table-reference":"2","search":"6"\}\[chunkId\]/);
  assert.doesNotMatch(result, /bbbb2222|dddd4444|17896441/);
});

test('a runtime in another form stops the build, naming what it looked for and the switch', () => {
  assert.throws(
    () =>
      runtimeWithout(
        runtime.replace('__webpack_require__.gca', '__webpack_require__.gcb'),
        new Set(),
        new Set(),
      ),
    /__webpack_require__\.gca \(Docusaurus’s ChunkAssetPlugin\).*chunk-map\.ts.*HINATA_WITHOUT_ROUTE_TABLE=1/s,
  );
  assert.throws(
    () => runtimeWithout(runtime, new Set(['99']), new Set()),
    /chunk id 99 not found in its maps/,
  );
});

test('the table’s placeholder becomes its chunk map; a table without one stops the build', () => {
  const map = {files: {'3': 'assets/js/17896441.bbbb2222.js'}, ids: {'17896441': '3'}};
  const table = `const chunkMap = "${CHUNK_MAP_PLACEHOLDER}";`;
  assert.equal(
    tableWithChunkMap(table, 'route-table-reference', map),
    `const chunkMap = ${JSON.stringify(map)};`,
  );
  assert.throws(
    () => tableWithChunkMap('const chunkMap = {};', 'route-table-reference', map),
    /no __HINATA_ROUTE_TABLE_CHUNK_MAP__ string.*route-table-reference/,
  );
});
