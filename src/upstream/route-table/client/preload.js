/**
 * Takes the place of @docusaurus/core/lib/client/preload.js in the client
 * bundle (see ../index.ts). Docusaurus calls preload(pathname) before it
 * hydrates the first page and before it renders each new route, and waits
 * for it; here it first loads the route table of the pathname's area, then
 * does what Docusaurus's preload does (the last four lines, as in 3.10.2).
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import groups from '@generated/route-table/groups';

const loads = new Map();

const groupsOf = (pathname) =>
  groups.filter((group) => pathname === group.prefix || pathname.startsWith(`${group.prefix}/`));

/** The chunk names of the route tables a path needs and that are not loaded yet. */
export function missingRouteTables(pathname) {
  return groupsOf(pathname)
    .filter((group) => !loads.has(group))
    .map((group) => group.chunkName);
}

/** Loads the route tables of the areas a path belongs to, once each. */
export function loadRouteTables(pathname) {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  const wanted = new Set(paths.flatMap(groupsOf));
  return Promise.all(
    [...wanted].map((group) => {
      if (!loads.has(group)) {
        const load = group.load().then((table) => {
          // ComponentCreator reads both when the routes are created.
          Object.assign(registry, table.registry);
          Object.assign(routesChunkNames, table.chunkNames);
          routes[group.index].routes.push(...table.routes());
        });
        // A failed load (offline) may be tried again on the next navigation.
        load.catch(() => loads.delete(group));
        loads.set(group, load);
      }
      return loads.get(group);
    }),
  );
}

export default function preload(pathname) {
  return loadRouteTables(pathname).then(() => {
    const matches = Array.from(new Set([pathname, decodeURI(pathname)]))
      .map((p) => matchRoutes(routes, p))
      .flat();
    return Promise.all(matches.map((match) => match.route.component.preload?.()));
  });
}
