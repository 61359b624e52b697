import assert from 'node:assert/strict';
import {test} from 'node:test';
import {
  parseRegistry,
  parseRoutes,
  routeTableModules,
  splitFolders,
  splitRoutes,
  type RouteNode,
} from './split';

// The shapes Docusaurus 3.10 writes into .docusaurus/ (codegenRoutes.js), for a home page and one docs area.
const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '5de'),
    exact: true
  },
  {
    path: '/guides',
    component: ComponentCreator('/guides', '57d'),
    routes: [
      {
        path: '/guides',
        component: ComponentCreator('/guides', 'b93'),
        routes: [
          {
            path: '/guides/intro',
            component: ComponentCreator('/guides/intro', '79f'),
            exact: true,
            sidebar: "defaultSidebar"
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const entry = (name: string, module: string) =>
  `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${module}"), "${module}", require.resolveWeak("${module}")]`;
const registryJs = `export default {
${entry('aaaa0001', '@site/src/components/search/LocalSearchPage.tsx')},
${entry('aaaa0002', '@theme/DocsRoot')},
${entry('aaaa0003', '@generated/docusaurus-plugin-content-docs/guides/__plugin.json')},
${entry('aaaa0004', '@theme/DocRoot')},
${entry('aaaa0005', '@site/guides/intro.md')},
${entry('aaaa0006', '@site/src/components/Home/HomePage')},};
`;
const chunkNames = {
  '/search-5de': {__comp: 'aaaa0001'},
  '/guides-57d': {__comp: 'aaaa0002', __context: {plugin: 'aaaa0003'}},
  '/guides-b93': {__comp: 'aaaa0004'},
  '/guides/intro-79f': {__comp: 'aaaa0005', content: 'aaaa0005'},
  '/-e5f': {__comp: 'aaaa0006'},
};

test('an area keeps its own path and component in the main bundle and moves its pages into its table', () => {
  const split = splitRoutes(parseRoutes(routesJs), chunkNames, parseRegistry(registryJs), '/');
  assert.deepEqual(
    split.main.map((route) => [route.path, route.routes?.length]),
    [
      ['/search', undefined],
      ['/guides', 0],
      ['/', undefined],
      ['*', undefined],
    ],
    'same order, so matching stays Docusaurus’s; the area’s children wait for its table',
  );
  assert.deepEqual(Object.keys(split.mainChunkNames), ['/search-5de', '/guides-57d', '/-e5f']);
  assert.deepEqual(
    [...split.mainRegistry.keys()],
    ['aaaa0001', 'aaaa0002', 'aaaa0003', 'aaaa0006'],
  );
  const [guides] = split.groups;
  assert.equal(guides.prefix, '/guides');
  assert.equal(guides.index, 1);
  assert.equal(guides.chunkName, 'route-table-guides');
  assert.deepEqual(Object.keys(guides.chunkNames), ['/guides-b93', '/guides/intro-79f']);
  assert.deepEqual([...guides.registry.keys()], ['aaaa0004', 'aaaa0005']);
});

test('the modules written for the client build read back as the same routes', () => {
  const split = splitRoutes(parseRoutes(routesJs), chunkNames, parseRegistry(registryJs), '/');
  const files = routeTableModules(split);
  assert.deepEqual(parseRoutes(files.get('routes.js')!), split.main);
  const table = files.get('route-table-guides.js')!;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const evaluate = new Function(
    'ComponentCreator',
    'require',
    `${table.replace(/^import .*\n/m, '').replace(/^export const (\w+) =/gm, 'var $1 =')}; return routes();`,
  ) as (creator: unknown, require: unknown) => unknown;
  const children = evaluate((path: string, hash: string) => ({path, hash}), {
    resolveWeak: (module: string) => module,
  });
  assert.deepEqual(children, parseRoutes(routesJs)[1].routes);
  assert.match(
    table,
    /"aaaa0005": \[\(\) => import\(\/\* webpackChunkName: "aaaa0005" \*\/ "@site\/guides\/intro\.md"\)/,
  );
  assert.match(
    files.get('groups.js')!,
    /import\(\/\* webpackChunkName: "route-table-guides" \*\/ '\.\/route-table-guides\.js'\)/,
  );
});

test('an area at the locale’s root is not split off: its table would hold every page', () => {
  const atRoot = routesJs.replaceAll("'/guides", "'/en").replaceAll('"/guides', '"/en');
  const names = JSON.parse(
    JSON.stringify(chunkNames).replaceAll('/guides', '/en'),
  ) as typeof chunkNames;
  const split = splitRoutes(parseRoutes(atRoot), names, parseRegistry(registryJs), '/en/');
  assert.deepEqual(split.groups, []);
});

test('a registry or route list in a format the parser no longer reads stops the build, naming the file and the switch', () => {
  assert.throws(
    () => parseRegistry(registryJs.replaceAll('webpackChunkName: ', 'webpackChunkName:')),
    /no line matches the registry entry pattern in registry\.js.*HINATA_WITHOUT_ROUTE_TABLE=1/,
  );
  assert.throws(
    () => parseRoutes(routesJs.replace('export default [', 'const routes = [')),
    /routes\.js/,
  );
  assert.throws(
    () =>
      splitRoutes(
        parseRoutes(routesJs),
        {...chunkNames, '/guides/intro-79f': {__comp: 'missing0'}},
        parseRegistry(registryJs),
        '/',
      ),
    /no loader for the chunk "missing0"/,
  );
  const withoutNames: Record<string, unknown> = {...chunkNames};
  delete withoutNames['/guides-b93'];
  assert.throws(
    () => splitRoutes(parseRoutes(routesJs), withoutNames, parseRegistry(registryJs), '/'),
    /no chunk names for the route \/guides-b93/,
  );
});

test('a folder of at least three pages gets a table of its own, placed under its parent route', () => {
  const page = (path: string): RouteNode => ({
    path,
    component: {path, hash: 'abc'},
    exact: true,
  });
  const docRoot: RouteNode = {
    path: '/reference',
    component: {path: '/reference', hash: 'd0c'},
    routes: [
      page('/reference/glossary'),
      page('/reference/assets/asset-list'),
      page('/reference/ppa/introduction'),
      page('/reference/assets/asset-map'),
      page('/reference/assets/asset-settings'),
    ],
  };
  const version: RouteNode = {
    path: '/reference',
    component: {path: '/reference', hash: 'e1e'},
    routes: [page('/reference/tags'), docRoot],
  };
  const {areaRoutes, folders} = splitFolders('/reference', [version]);
  assert.deepEqual(
    folders.map(({prefix, at, routes}) => ({prefix, at, paths: routes.map((r) => r.path)})),
    [
      {
        prefix: '/reference/assets',
        at: ['/reference', '/reference'],
        paths: [
          '/reference/assets/asset-list',
          '/reference/assets/asset-map',
          '/reference/assets/asset-settings',
        ],
      },
    ],
  );
  // The area keeps the rest; Docusaurus's own list is not changed.
  assert.deepEqual(
    areaRoutes[0].routes![1].routes!.map((r) => r.path),
    ['/reference/glossary', '/reference/ppa/introduction'],
  );
  assert.equal(docRoot.routes!.length, 5);
});
