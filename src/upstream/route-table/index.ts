import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compilation, Compiler} from 'webpack';
import {
  areaChunkMap,
  chunksByTable,
  ChunkMapFormatError,
  runtimeWithout,
  tableWithChunkMap,
  type GraphChunk,
} from './chunk-map';
import {lazySidebars} from './lazy-sidebars';
import {sidebarPartChunkName} from './sidebars';
import {
  parseRegistry,
  parseRoutes,
  routeTableModules,
  moduleOfRegistryLine,
  splitRoutes,
  type ChunkNames,
  type RouteNode,
} from './split';

/**
 * The route table of each area in a chunk of its own, loaded when a reader
 * reaches that area, instead of every route of the site in main.js
 * (./split.ts says how; README.md what it buys and when to delete it).
 * Production client bundle only: the server bundle renders every page from
 * Docusaurus's own full registry, and the development server keeps plain
 * Docusaurus (it regenerates the registry on every save).
 */
const switchOff = 'HINATA_WITHOUT_ROUTE_TABLE';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), 'client');

type ClientManifest = {origins: Record<string, string[]>};

/** The module path the server reports for every page of a group: its top-level route's plugin context. */
function contextModuleOf(topLevelChunkNames: unknown, registry: Map<string, string>) {
  const context = (topLevelChunkNames as {__context?: {plugin?: string}}).__context?.plugin;
  return moduleOfRegistryLine(context ? registry.get(context) : undefined);
}

/** Moves each area's chunks from the runtime's maps into its route table's chunk. */
function moveChunkMaps(compilation: Compilation, tableNames: Set<string>) {
  const {RawSource} = compilation.compiler.webpack.sources;
  const chunks = [...compilation.chunks] as unknown as GraphChunk[];
  const byTable = chunksByTable(chunks, tableNames);
  const movedIds = new Set<string>();
  const movedNames = new Set<string>();
  for (const [tableName, areaChunks] of byTable) {
    const table = chunks.find((chunk) => chunk.name === tableName);
    const file = table && [...table.files].find((name) => name.endsWith('.js'));
    if (!file) throw new ChunkMapFormatError(`the chunk ${tableName}`, 'no script file');
    const map = areaChunkMap(areaChunks);
    const source = compilation.getAsset(file)!.source.source().toString();
    compilation.updateAsset(file, new RawSource(tableWithChunkMap(source, tableName, map)));
    for (const id of Object.keys(map.files)) movedIds.add(id);
    for (const name of Object.keys(map.ids)) movedNames.add(name);
  }
  const runtimes = chunks.filter((chunk) => chunk.hasRuntime());
  if (runtimes.length !== 1) {
    throw new ChunkMapFormatError(
      'the client compilation',
      `${runtimes.length} runtime chunks, where one was expected`,
    );
  }
  const runtimeFile = [...runtimes[0].files].find((name) => name.endsWith('.js'))!;
  const runtime = compilation.getAsset(runtimeFile)!.source.source().toString();
  compilation.updateAsset(
    runtimeFile,
    new RawSource(runtimeWithout(runtime, movedIds, movedNames)),
  );
}

export default function routeTablePlugin(context: LoadContext): Plugin {
  const {generatedFilesDir, baseUrl} = context;
  const outDir = join(generatedFilesDir, 'route-table');
  const coreClientDir = join(
    dirname(
      createRequire(join(context.siteDir, 'package.json')).resolve('@docusaurus/core/package.json'),
    ),
    'lib',
    'client',
  );
  return {
    name: 'route-table',
    // DocSidebarItems, wrapped to load a collapsed category's part when a reader opens it.
    getThemePath() {
      return join(dirname(clientDir), 'theme');
    },
    configureWebpack(config, isServer, utils) {
      // Switched off (HINATA_WITHOUT_ROUTE_TABLE=1), the config does not load this plugin.
      if (isServer) return {};
      const read = (file: string) => readFileSync(join(generatedFilesDir, file), 'utf8');
      const routes = parseRoutes(read('routes.js'));
      const chunkNames = JSON.parse(read('routesChunkNames.json')) as ChunkNames;
      const registry = parseRegistry(read('registry.js'));
      const split = splitRoutes(routes, chunkNames, registry, baseUrl);
      // The development server keeps Docusaurus's registry (it rewrites it on every save), but
      // reads it the same way once, so a format change fails there as loudly as in a build.
      if (config.mode !== 'production') return {};
      // Docusaurus keys Rspack's persistent cache on its config file only, so a build after
      // an edit here would reuse module resolutions this plugin made before (a mutant of this
      // guard, reverted, kept failing until `npm run tools -- clear`). This folder is a build dependency.
      const cache = (config.experiments as {cache?: {type?: string; buildDependencies?: string[]}})
        ?.cache;
      if (cache?.type === 'persistent') {
        cache.buildDependencies = [...(cache.buildDependencies ?? []), `${dirname(clientDir)}/`];
      }
      rmSync(outDir, {recursive: true, force: true});
      mkdirSync(outDir, {recursive: true});

      // Which module every page of a group reports, so its HTML preloads the group's chunk.
      const groupContexts = split.groups.map((group) => {
        const top = routes[group.index];
        const module = contextModuleOf(
          chunkNames[`${top.component.path}-${top.component.hash}`],
          registry,
        );
        if (!module) {
          throw new Error(
            `route-table: the route ${group.prefix} has no plugin context module (__context.plugin in routesChunkNames.json), so its pages could not preload their route table. Has Docusaurus stopped giving plugin routes a context?`,
          );
        }
        return {chunkName: group.chunkName, module};
      });

      const tableNames = new Set(
        split.groups.flatMap((group) => [
          group.chunkName,
          ...group.folders.map((folder) => folder.chunkName),
        ]),
      );
      const replacements: Record<string, string> = {
        '@generated/routes': join(outDir, 'routes.js'),
        '@generated/routesChunkNames': join(outDir, 'routesChunkNames.js'),
        '@generated/registry': join(outDir, 'registry.js'),
      };
      // Docusaurus's own props modules the client bundle must no longer contain.
      const replacedOriginals: string[] = [];
      for (const group of split.groups) {
        for (const {request, file, trimmed} of lazySidebars(group, generatedFilesDir, outDir)) {
          replacements[request] = trimmed;
          replacedOriginals.push(file);
        }
      }
      for (const [file, text] of routeTableModules(split)) writeFileSync(join(outDir, file), text);
      // Which module each page reports (its content), so its HTML preloads its folder's table
      // and its sidebar parts with the area's table.
      const contentModuleOf = (leaf: RouteNode) => {
        const names = chunkNames[`${leaf.component.path}-${leaf.component.hash}`] as
          {content?: string} | undefined;
        return moduleOfRegistryLine(names?.content ? registry.get(names.content) : undefined);
      };
      const pageChunks = split.groups.flatMap((group) => {
        const inArea = group.routes.flatMap(function leaves(node): RouteNode[] {
          return node.routes?.length ? node.routes.flatMap(leaves) : [node];
        });
        const inFolders = group.folders.flatMap((folder) =>
          folder.routes.map((leaf) => ({leaf, folder: folder.chunkName})),
        );
        return [...inArea.map((leaf) => ({leaf, folder: undefined})), ...inFolders].flatMap(
          ({leaf, folder}) => {
            const module = contentModuleOf(leaf);
            const parts = ((leaf.sidebarParts as string[] | undefined) ?? []).map(
              sidebarPartChunkName,
            );
            const chunks = folder ? [folder, ...parts] : parts;
            return module ? chunks.map((chunkName) => ({chunkName, module})) : [];
          },
        );
      });
      const fromCoreClient: Record<string, string> = {
        './preload': join(clientDir, 'preload.js'),
        './docusaurus': join(clientDir, 'docusaurus.js'),
      };
      const replaced = new Set<string>();
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /^(@generated\/.+|\.\/(preload|docusaurus))$/,
            (resource: {request: string; context: string}) => {
              const target =
                replacements[resource.request] ??
                (resource.context === coreClientDir ? fromCoreClient[resource.request] : undefined);
              if (target) {
                resource.request = target;
                replaced.add(resource.request);
              }
            },
          ),
          {
            apply(compiler: Compiler) {
              // Guard: all five replacements must have happened, or the split would be half applied.
              // A build that reuses Rspack's persistent cache (future.faster) does not resolve the
              // cached modules again, so the replacement callback stays silent: the files the
              // compilation depends on say whether ours are in the bundle and the originals are not.
              compiler.hooks.afterCompile.tap('route-table', (compilation) => {
                const files = compilation.fileDependencies;
                const expected = [...Object.values(replacements), ...Object.values(fromCoreClient)];
                const originals = [
                  ...replacedOriginals,
                  join(coreClientDir, 'preload.js'),
                  ...['routes.js', 'routesChunkNames.json', 'registry.js'].map((file) =>
                    join(generatedFilesDir, file),
                  ),
                ];
                const missing = [
                  ...expected.filter((file) => !replaced.has(file) && !files.has(file)),
                  ...originals
                    .filter((file) => files.has(file))
                    .map((file) => `${file} (still bundled)`),
                ];
                if (missing.length > 0) {
                  throw new Error(
                    `route-table: the client bundle is not split as planned: ${missing.join(', ')}: it never imported our replacement, or kept Docusaurus’s original. Docusaurus changed how its client imports the route registry or preload (@docusaurus/core/lib/client/); update src/upstream/route-table/index.ts, or switch it off with ${switchOff}=1.`,
                  );
                }
              });
              // Each area's chunks leave the runtime's maps for its table (./chunk-map.ts): after
              // the modules are rendered, before minification and the real content hash.
              compiler.hooks.thisCompilation.tap('route-table', (compilation) => {
                compilation.hooks.processAssets.tap(
                  {
                    name: 'route-table',
                    stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE,
                  },
                  () => moveChunkMaps(compilation, tableNames),
                );
              });
              // After route-scripts (stage 0) has keyed the manifest by module path.
              compiler.hooks.afterEmit.tap({name: 'route-table', stage: 1}, () => {
                const manifestFile = join(generatedFilesDir, 'client-manifest.json');
                const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
                for (const {chunkName, module} of [...groupContexts, ...pageChunks]) {
                  const chunks = manifest.origins[chunkName];
                  if (!chunks) {
                    throw new Error(
                      `route-table: the client manifest has no chunk named ${chunkName}; the area's pages could not preload their route table.`,
                    );
                  }
                  manifest.origins[module] = [
                    ...new Set([...(manifest.origins[module] ?? []), ...chunks]),
                  ];
                }
                writeFileSync(manifestFile, JSON.stringify(manifest));
              });
            },
          },
        ],
      };
    },
  };
}
