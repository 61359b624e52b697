/**
 * Takes the place of @docusaurus/core/lib/client/preload.js in the client
 * bundle (see ../index.ts). Docusaurus calls preload(pathname) before it
 * hydrates the first page and before it renders each new route, and waits
 * for it; here it first loads the route table of the pathname's area (with
 * its chunk map), then
 * does what Docusaurus's preload does (the last four lines, as in 3.10.2).
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import groups from '@generated/route-table/groups';
import {installSidebarPart, loadSidebarPart, registerSidebarParts} from './sidebar-parts';

const loads = new Map();

// Each area's chunks are named in its table, not in the runtime (../chunk-map.ts): the
// runtime's own lookups ask these first. __webpack_require__.u gives a chunk's file by id
// (chunk loading), __webpack_require__.gca a chunk's URL by name (Docusaurus's prefetch).
const areaChunkFiles = {};
const areaChunkIds = {};
const runtimeChunkFile = __webpack_require__.u;
const runtimeChunkAsset = __webpack_require__.gca;
__webpack_require__.u = (chunkId) => areaChunkFiles[chunkId] ?? runtimeChunkFile(chunkId);
__webpack_require__.gca = (chunkName) =>
  chunkName in areaChunkIds
    ? __webpack_require__.p + areaChunkFiles[areaChunkIds[chunkName]]
    : runtimeChunkAsset(chunkName);

const groupsOf = (pathname) =>
  groups.filter((group) => pathname === group.prefix || pathname.startsWith(`${group.prefix}/`));

/** The chunk names of the route tables a path needs and that are not loaded yet. */
export function missingRouteTables(pathname) {
  return groupsOf(pathname)
    .filter((group) => !loads.has(group))
    .map((group) => group.chunkName);
}

const groupsByName = new Map(groups.map((group) => [group.chunkName, group]));

/**
 * Puts a table in place: its loaders, chunk names and chunk files where
 * ComponentCreator and the runtime look them up, then its routes under their
 * parent (an area's under its top-level route; a folder's under the route
 * the paths in `at` lead to from there, which its area's table brought).
 */
function install(group, table) {
  Object.assign(registry, table.registry);
  Object.assign(routesChunkNames, table.chunkNames);
  Object.assign(areaChunkFiles, table.chunkMap.files);
  Object.assign(areaChunkIds, table.chunkMap.ids);
  registerSidebarParts(table.sidebarParts);
  const area = group.parent ? groupsByName.get(group.parent) : group;
  let parent = routes[area.index];
  for (const path of group.at ?? [])
    parent = parent.routes.find((route) => route.path === path && route.routes);
  // A folder's pages are exact routes: they go before the first route that is not (the docs'
  // layout route matches every path of the area, and the first match wins).
  const layout = parent.routes.findIndex((route) => !route.exact);
  parent.routes.splice(layout === -1 ? parent.routes.length : layout, 0, ...table.routes());
}

/** Loads and installs a table once (with its area's first, for a folder's). */
function ensureTable(group) {
  if (!loads.has(group)) {
    const area = group.parent ? ensureTable(groupsByName.get(group.parent)) : undefined;
    const load = Promise.all([group.load(), area]).then(([table]) => install(group, table));
    // A failed load (offline) may be tried again on the next navigation.
    load.catch(() => loads.delete(group));
    loads.set(group, load);
  }
  return loads.get(group);
}

/** Loads the route tables of the area and folder a path belongs to, once each. */
export function loadRouteTables(pathname) {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  return Promise.all([...new Set(paths.flatMap(groupsOf))].map(ensureTable));
}

export default function preload(pathname) {
  return loadRouteTables(pathname).then(() => {
    const matches = Array.from(new Set([pathname, decodeURI(pathname)]))
      .map((p) => matchRoutes(routes, p))
      .flat();
    // The collapsed sidebar categories the page sits in (../sidebars.ts), put in place once
    // the page's own chunks, its props module among them, are loaded.
    const parts = [...new Set(matches.flatMap((match) => match.route.sidebarParts ?? []))];
    return Promise.all([
      Promise.all(parts.map(loadSidebarPart)),
      Promise.all(matches.map((match) => match.route.component.preload?.())),
    ]).then(([loaded]) => loaded.forEach(installSidebarPart));
  });
}
