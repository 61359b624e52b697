/**
 * Splits Docusaurus's route registry by area: the generated route tree
 * (`.docusaurus/routes.js`), the chunk names of each route
 * (`routesChunkNames.json`) and the loaders of each chunk (`registry.js`).
 * Docusaurus bundles all three into main.js, so every page a site adds makes
 * every first visit heavier (facebook/docusaurus#7256). Here each top-level
 * route with child routes (a docs area: `/reference`, `/en/api`, …) keeps its
 * own path and component in the main bundle and moves its children, their
 * chunk names and their loaders into a chunk of their own, which the client
 * loads before it matches a path in that area (./client/preload.js).
 */

import {CHUNK_MAP_PLACEHOLDER} from './chunk-map';

type Creator = {path: string; hash: string};
export type RouteNode = {
  path: string;
  component: Creator;
  exact?: boolean;
  routes?: RouteNode[];
  [key: string]: unknown;
};
export type ChunkNames = Record<string, unknown>;

export type RouteGroup = {
  /** The top-level route's path: every path equal to it or under it belongs to the group. */
  prefix: string;
  /** Position of the group's top-level route in the route list. */
  index: number;
  /** Webpack chunk name of the group's chunk. */
  chunkName: string;
  routes: RouteNode[];
  chunkNames: ChunkNames;
  registry: Map<string, string>;
  /** The area's collapsed sidebar categories, each in a chunk of its own (./sidebars.ts). */
  sidebarParts: {key: string; chunkName: string}[];
  /** The pages of the area's larger folders, each folder's in a table of its own. */
  folders: FolderTable[];
};

/**
 * The pages of one folder of an area (`/reference/assets/…`): their routes,
 * chunk names and loaders, loaded after the area's table, when a path in the
 * folder is reached. `at` leads from the area's top-level route, by the paths
 * of routes with children, to the route whose `routes` the pages join.
 */
export type FolderTable = {
  prefix: string;
  chunkName: string;
  at: string[];
  routes: RouteNode[];
  chunkNames: ChunkNames;
  registry: Map<string, string>;
};

/** A folder gets a table of its own from this many pages: fewer are not worth a request. */
export const FOLDER_TABLE_MIN_PAGES = 3;

export class RouteTableFormatError extends Error {
  constructor(file: string, what: string) {
    super(
      `route-table: ${what} in ${file}. Docusaurus changed how it writes its route registry (@docusaurus/core/lib/server/codegen/codegenRoutes.js). Update src/upstream/route-table/split.ts to the new format, or remove the plugin if Docusaurus now loads routes lazily (facebook/docusaurus#7256). Switch it off meanwhile with HINATA_WITHOUT_ROUTE_TABLE=1.`,
    );
  }
}

/** Reads `.docusaurus/routes.js` as data, with ComponentCreator(path, hash) kept as {path, hash}. */
export function parseRoutes(source: string): RouteNode[] {
  const imports =
    /^import (React from 'react'|ComponentCreator from '@docusaurus\/ComponentCreator');\n/gm;
  const body = source.replace(imports, '');
  if (!/^export default \[/m.test(body) || /^import /m.test(body)) {
    throw new RouteTableFormatError(
      'routes.js',
      'the route list is not `export default [...]` after the two known imports',
    );
  }
  let routes: unknown;
  try {
    // Written by Docusaurus from our own content, at build time.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const evaluate = new Function(
      'ComponentCreator',
      body.replace(/^export default /m, 'return '),
    ) as (creator: (path: string, hash: string) => Creator) => unknown;
    routes = evaluate((path, hash) => ({path, hash}));
  } catch (error) {
    throw new RouteTableFormatError(
      'routes.js',
      `the route list could not be read (${String(error)})`,
    );
  }
  if (!Array.isArray(routes) || routes.length === 0) {
    throw new RouteTableFormatError('routes.js', 'no route list');
  }
  return routes as RouteNode[];
}

/** One line of `.docusaurus/registry.js` per chunk name, kept as written. */
const registryLine =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\), "[^"]+", require\.resolveWeak\("[^"]+"\)\],?(\};)?$/;

export function parseRegistry(source: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of source.split('\n')) {
    const match = registryLine.exec(line);
    // The last entry closes the object on its own line: `...)],};`.
    if (match) entries.set(match[1], line.replace(/\],?(\};)?$/, ']'));
  }
  if (entries.size === 0)
    throw new RouteTableFormatError('registry.js', 'no line matches the registry entry pattern');
  return entries;
}

/** The module a registry line imports (`"<chunk>": [() => import(…), "<module>", …]`). */
export function moduleOfRegistryLine(line: string | undefined): string | undefined {
  return line ? /, "([^"]+)", require\.resolveWeak/.exec(line)?.[1] : undefined;
}

/** Every chunk name a route's chunk-name tree refers to. */
function chunkNamesIn(tree: unknown, into = new Set<string>()): Set<string> {
  if (typeof tree === 'string') into.add(tree);
  else if (tree && typeof tree === 'object')
    for (const value of Object.values(tree)) chunkNamesIn(value, into);
  return into;
}

const keyOf = (route: RouteNode) => `${route.component.path}-${route.component.hash}`;

function descendants(route: RouteNode): RouteNode[] {
  return (route.routes ?? []).flatMap((child) => [child, ...descendants(child)]);
}

/** The group's chunk name: the area's path, readable in the network panel. */
export function groupChunkName(prefix: string): string {
  return `route-table${prefix.replace(/[^a-zA-Z0-9]+/g, '-')}`;
}

export type SplitRoutes = {
  main: RouteNode[];
  mainChunkNames: ChunkNames;
  mainRegistry: Map<string, string>;
  groups: RouteGroup[];
};

/**
 * Splits the registry. `baseUrl` (`/` or `/en/`) is never a group's prefix:
 * a group there would hold every page.
 */
export function splitRoutes(
  routes: RouteNode[],
  routesChunkNames: ChunkNames,
  registry: Map<string, string>,
  baseUrl: string,
): SplitRoutes {
  const chunkNamesOf = (route: RouteNode) => {
    if (route.component.path === '*') return undefined;
    const names = routesChunkNames[keyOf(route)];
    if (names === undefined)
      throw new RouteTableFormatError(
        'routesChunkNames.json',
        `no chunk names for the route ${keyOf(route)}`,
      );
    return names;
  };
  const registryFor = (names: Set<string>) => {
    const entries = new Map<string, string>();
    for (const name of names) {
      const line = registry.get(name);
      if (!line)
        throw new RouteTableFormatError('registry.js', `no loader for the chunk "${name}"`);
      entries.set(name, line);
    }
    return entries;
  };
  const isGroup = (route: RouteNode) =>
    (route.routes?.length ?? 0) > 0 &&
    route.path !== baseUrl &&
    route.path !== baseUrl.replace(/\/$/, '');

  const main: RouteNode[] = [];
  const mainChunkNames: ChunkNames = {};
  const mainNames = new Set<string>();
  const groups: RouteGroup[] = [];
  routes.forEach((route, index) => {
    const keep = (node: RouteNode) => {
      const names = chunkNamesOf(node);
      if (names !== undefined) {
        mainChunkNames[keyOf(node)] = names;
        chunkNamesIn(names, mainNames);
      }
    };
    keep(route);
    if (!isGroup(route)) {
      descendants(route).forEach(keep);
      main.push(route);
      return;
    }
    main.push({...route, routes: []});
    const {areaRoutes, folders} = splitFolders(route.path, route.routes!);
    const areaNames = new Set<string>();
    const areaChunkNames: ChunkNames = {};
    for (const node of areaRoutes.flatMap((child) => [child, ...descendants(child)])) {
      const nodeNames = chunkNamesOf(node);
      if (nodeNames === undefined) continue;
      areaChunkNames[keyOf(node)] = nodeNames;
      chunkNamesIn(nodeNames, areaNames);
    }
    // A loader two folders need stays in the area's table (the page component, for one).
    const folderNames = folders.map((folder) => {
      const folderNames = new Set<string>();
      for (const leaf of folder.routes) chunkNamesIn(chunkNamesOf(leaf), folderNames);
      return folderNames;
    });
    const uses = new Map<string, number>();
    for (const set of folderNames)
      for (const name of set) uses.set(name, (uses.get(name) ?? 0) + 1);
    for (const [name, count] of uses) if (count > 1) areaNames.add(name);
    groups.push({
      prefix: route.path,
      index,
      chunkName: groupChunkName(route.path),
      routes: areaRoutes,
      chunkNames: areaChunkNames,
      registry: registryFor(areaNames),
      sidebarParts: [],
      folders: folders.map((folder, i) => ({
        prefix: folder.prefix,
        // Two folders of one path under different parents (a version's tags and its pages'
        // folder of that name) are two tables.
        chunkName: `${groupChunkName(folder.prefix)}${folders.findIndex((f) => f.prefix === folder.prefix) === i ? '' : `-${i}`}`,
        at: folder.at,
        routes: folder.routes,
        chunkNames: Object.fromEntries(
          folder.routes.map((leaf) => [keyOf(leaf), chunkNamesOf(leaf)]),
        ),
        registry: registryFor(new Set([...folderNames[i]].filter((name) => !areaNames.has(name)))),
      })),
    });
  });
  const mainRegistry = registryFor(mainNames);
  // A loader the main bundle already has is not repeated in a group.
  for (const group of groups) {
    for (const name of mainRegistry.keys()) {
      group.registry.delete(name);
      for (const folder of group.folders) folder.registry.delete(name);
    }
  }
  return {main, mainChunkNames, mainRegistry, groups};
}

/**
 * Takes the pages (exact routes without children) of each folder with at
 * least FOLDER_TABLE_MIN_PAGES pages out of an area's route tree. The area
 * keeps the rest; its tree is a copy, so Docusaurus's list is not changed.
 */
export function splitFolders(
  prefix: string,
  children: RouteNode[],
): {areaRoutes: RouteNode[]; folders: {prefix: string; at: string[]; routes: RouteNode[]}[]} {
  const areaRoutes = structuredClone(children);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found: {prefix: string; parent: RouteNode[]; routes: RouteNode[]}[] = [];
  // A folder is the first path segment below the route whose children the pages are.
  const visit = (nodes: RouteNode[], parentPath: string) => {
    const inFolder = new RegExp(`^${escape(parentPath.replace(/\/$/, ''))}/([^/]+)/.`);
    for (const node of nodes) {
      if (node.routes?.length) {
        visit(node.routes, node.path);
        continue;
      }
      const folder = inFolder.exec(node.path)?.[1];
      if (!node.exact || !folder) continue;
      const folderPrefix = `${parentPath.replace(/\/$/, '')}/${folder}`;
      const existing = found.find((f) => f.parent === nodes && f.prefix === folderPrefix);
      if (existing) existing.routes.push(node);
      else found.push({prefix: folderPrefix, parent: nodes, routes: [node]});
    }
  };
  visit(areaRoutes, prefix);
  const kept = found.filter((f) => f.routes.length >= FOLDER_TABLE_MIN_PAGES);
  for (const folder of kept) {
    for (const leaf of folder.routes) folder.parent.splice(folder.parent.indexOf(leaf), 1);
  }
  // Each folder's parent route, by the paths of the routes that lead to it from the area's
  // top-level route (indexes would shift as other folders' pages join the same lists).
  const pathTo = new Map<RouteNode[], string[]>([[areaRoutes, []]]);
  const index = (nodes: RouteNode[], at: string[]) => {
    for (const node of nodes) {
      if (!node.routes) continue;
      if (nodes.some((other) => other !== node && other.routes && other.path === node.path)) {
        throw new RouteTableFormatError(
          'routes.js',
          `two routes with children share the path ${node.path} under one parent`,
        );
      }
      pathTo.set(node.routes, [...at, node.path]);
      index(node.routes, [...at, node.path]);
    }
  };
  index(areaRoutes, []);
  return {
    areaRoutes,
    folders: kept.map((folder) => ({
      prefix: folder.prefix,
      at: pathTo.get(folder.parent)!,
      routes: folder.routes,
    })),
  };
}

/** A route list as JavaScript, with ComponentCreator calls where Docusaurus wrote them. */
export function printRoutes(routes: RouteNode[]): string {
  const print = (route: RouteNode): string =>
    `{${Object.entries(route)
      .map(([key, value]) => {
        if (key === 'component') {
          const {path, hash} = value as Creator;
          return `component: ComponentCreator(${JSON.stringify(path)}, ${JSON.stringify(hash)})`;
        }
        if (key === 'routes') return `routes: [${(value as RouteNode[]).map(print).join(',\n')}]`;
        return `${JSON.stringify(key)}: ${JSON.stringify(value)}`;
      })
      .join(', ')}}`;
  return `[\n${routes.map(print).join(',\n')}\n]`;
}

const printRegistry = (registry: Map<string, string>) =>
  `{\n${[...registry.values()].join(',\n')}\n}`;

/** The modules the client build uses in place of Docusaurus's three, by file name. */
export function routeTableModules(split: SplitRoutes): Map<string, string> {
  const files = new Map<string, string>();
  const creator = `import ComponentCreator from '@docusaurus/ComponentCreator';\n`;
  const load = (chunkName: string) =>
    `() => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ './${chunkName}.js')`;
  const table = (
    {
      registry,
      chunkNames,
      routes,
    }: {registry: Map<string, string>; chunkNames: ChunkNames; routes: RouteNode[]},
    sidebarParts: {key: string; chunkName: string}[],
  ) =>
    `${creator}export const registry = ${printRegistry(registry)};
export const chunkNames = ${JSON.stringify(chunkNames)};
// The table's chunk files, written in after the compile (./chunk-map.ts).
export const chunkMap = ${JSON.stringify(CHUNK_MAP_PLACEHOLDER)};
export const sidebarParts = {
${sidebarParts.map(({key, chunkName}) => `  ${JSON.stringify(key)}: ${load(chunkName)},\n`).join('')}};
// Called once registry and chunkNames are in place: ComponentCreator reads them.
export const routes = () => ${printRoutes(routes)};
`;
  files.set('routes.js', `${creator}export default ${printRoutes(split.main)};\n`);
  files.set('routesChunkNames.js', `export default ${JSON.stringify(split.mainChunkNames)};\n`);
  files.set('registry.js', `export default ${printRegistry(split.mainRegistry)};\n`);
  const entries = split.groups.flatMap((group) => [
    `  {prefix: ${JSON.stringify(group.prefix)}, index: ${group.index}, chunkName: ${JSON.stringify(group.chunkName)}, load: ${load(group.chunkName)}}`,
    ...group.folders.map(
      (folder) =>
        `  {prefix: ${JSON.stringify(folder.prefix)}, parent: ${JSON.stringify(group.chunkName)}, at: ${JSON.stringify(folder.at)}, chunkName: ${JSON.stringify(folder.chunkName)}, load: ${load(folder.chunkName)}}`,
    ),
  ]);
  files.set('groups.js', `export default [\n${entries.join(',\n')}\n];\n`);
  for (const group of split.groups) {
    files.set(`${group.chunkName}.js`, table(group, group.sidebarParts));
    for (const folder of group.folders) files.set(`${folder.chunkName}.js`, table(folder, []));
  }
  return files;
}
