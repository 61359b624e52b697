import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/**
 * The part of the client manifest (react-loadable-ssr-addon) that Docusaurus
 * reads to list a page's scripts: `origins` maps what the server reports it
 * rendered to chunk ids, `assets` maps chunk ids to files.
 */
export type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, Record<string, unknown>>;
};

const registryEntry = /\[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g;

/**
 * When it renders a page, Docusaurus reports the module paths of the route's
 * components and data (`@site/docs/….md`, `@theme/DocItem`) and asks the
 * manifest for their chunks. Under webpack 5 and Rspack the manifest plugin
 * keys chunks by chunk name only, so nothing matched: the HTML listed the
 * runtime and main bundle, and the browser discovered the page's own chunks
 * only after main.js had run, one round trip later. The generated registry
 * names each module's chunk; this adds the module paths as keys.
 */
export function withModuleOrigins(
  manifest: ClientManifest,
  registrySource: string,
): ClientManifest {
  const origins = {...manifest.origins};
  for (const [, chunkName, modulePath] of registrySource.matchAll(registryEntry)) {
    const chunks = manifest.origins[chunkName];
    if (chunks) origins[modulePath] = [...new Set([...(origins[modulePath] ?? []), ...chunks])];
  }
  return {...manifest, origins};
}

export default function routeScriptsPlugin(context: LoadContext): Plugin {
  const manifestFile = join(context.generatedFilesDir, 'client-manifest.json');
  const registryFile = join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'route-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            // The manifest is written on `emit`; the server renders pages after the compilers finish.
            apply(compiler: Compiler) {
              compiler.hooks.afterEmit.tap('route-scripts', () => {
                if (!existsSync(manifestFile)) return; // the dev server writes no manifest
                const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
                const registry = readFileSync(registryFile, 'utf8');
                writeFileSync(manifestFile, JSON.stringify(withModuleOrigins(manifest, registry)));
              });
            },
          },
        ],
      };
    },
  };
}
