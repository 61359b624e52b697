import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {localeHtmlFiles} from '../locale-html-files';
import {isSwitchedOff} from '../switches';

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

/** One line of `.docusaurus/registry.js`, as genRegistry() in @docusaurus/core/lib/server/codegen/codegenRoutes.js writes it. */
const registryEntry = /\[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\)/g;

const seeArchitecture = 'See "route-scripts" in UPSTREAM.md.';

/**
 * When it renders a page, Docusaurus reports the module paths of the route's
 * components and data (`@site/docs/….md`, `@theme/DocItem`) and asks the
 * manifest for their chunks. Under webpack 5 and Rspack the manifest plugin
 * keys chunks by chunk name only, so nothing matched: the HTML listed the
 * runtime and main bundle, and the browser discovered the page's own chunks
 * only after main.js had run, one round trip later. The generated registry
 * names each module's chunk; this adds the module paths as keys.
 *
 * Throws when the patch would silently do nothing: the registry's format
 * changed (the pattern matches no entry) or the manifest no longer keys
 * chunks by the registry's chunk names (no module path gains a chunk).
 */
export function withModuleOrigins(
  manifest: ClientManifest,
  registrySource: string,
): ClientManifest {
  const origins = {...manifest.origins};
  let entries = 0;
  let mapped = 0;
  for (const [, chunkName, modulePath] of registrySource.matchAll(registryEntry)) {
    entries += 1;
    const chunks = manifest.origins[chunkName];
    if (chunks) {
      mapped += 1;
      origins[modulePath] = [...new Set([...(origins[modulePath] ?? []), ...chunks])];
    }
  }
  if (entries === 0) {
    throw new Error(
      `route-scripts: no line of .docusaurus/registry.js matches ${registryEntry}. Docusaurus changed how it writes the route registry (genRegistry() in @docusaurus/core/lib/server/codegen/codegenRoutes.js), so pages would list only the runtime and main bundle. Update the pattern in src/upstream/route-scripts/index.ts to the new format, or remove the plugin if Docusaurus now lists a route's chunks in the HTML itself. ${seeArchitecture}`,
    );
  }
  if (mapped === 0) {
    throw new Error(
      `route-scripts: the registry names ${entries} chunks, but the client manifest (react-loadable-ssr-addon-v5-slorber) has none of them among its origins, so the patch would add nothing and pages would list only the runtime and main bundle. The manifest's format changed: see what its "origins" are keyed by now and update withModuleOrigins(). ${seeArchitecture}`,
    );
  }
  return {...manifest, origins};
}

/** The hrefs of the scripts a built page preloads and starts (src/upstream/ssr-template/index.ts). */
export function appScripts(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\bdata-app-script\b[^>]*>/g)].map(
    ([tag]) => /\bhref=(?:"([^"]*)"|([^\s>]+))/.exec(tag)?.slice(1).find(Boolean) ?? '',
  );
}

/**
 * Every built page must start its app through our template: its scripts
 * preloaded, the main bundle last. Throws otherwise (the template is no
 * longer used, or Docusaurus renamed the main bundle, which the template
 * finds by name to run it last).
 */
export function checkBuiltPage(file: string, html: string): void {
  const scripts = appScripts(html);
  if (scripts.length === 0) {
    throw new Error(
      `route-scripts: ${file} has no <link data-app-script>: the page was not rendered with src/upstream/ssr-template/index.ts (is siteConfig.ssrTemplate still honoured?), so its scripts would never run. ${seeArchitecture}`,
    );
  }
  if (!/(^|\/)main\.[0-9a-f]+\.js$/.test(scripts.at(-1)!)) {
    throw new Error(
      `route-scripts: the last script ${file} starts is ${scripts.at(-1)}, not the main bundle (main.<hash>.js). Docusaurus changed the main bundle's file name; update mainBundle in src/upstream/ssr-template/index.ts, which must run it after the route's chunks. ${seeArchitecture}`,
    );
  }
}

export default function routeScriptsPlugin(context: LoadContext): Plugin {
  const manifestFile = join(context.generatedFilesDir, 'client-manifest.json');
  const registryFile = join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'route-scripts',
    configureWebpack(config, isServer) {
      // The development server renders in the browser and reads no manifest.
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            // The manifest is written on `emit`; the server renders pages after the compilers finish.
            apply(compiler: Compiler) {
              compiler.hooks.afterEmit.tap('route-scripts', () => {
                if (!existsSync(manifestFile)) {
                  throw new Error(
                    `route-scripts: Docusaurus wrote no client manifest at ${manifestFile}; it now finds a page's scripts some other way. Check how @docusaurus/core/lib/ssg/ssgTemplate.js lists them, and remove or port src/upstream/route-scripts. ${seeArchitecture}`,
                  );
                }
                const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
                if (
                  Object.keys(manifest.origins).some((key) =>
                    /^@(site|theme|generated)\//.test(key),
                  )
                ) {
                  throw new Error(
                    `route-scripts: the client manifest already maps module paths to chunks: Docusaurus (or react-loadable-ssr-addon) now does what this plugin does. Remove src/upstream/route-scripts and its ledger row. ${seeArchitecture}`,
                  );
                }
                const registry = readFileSync(registryFile, 'utf8');
                writeFileSync(manifestFile, JSON.stringify(withModuleOrigins(manifest, registry)));
              });
            },
          },
        ],
      };
    },
    postBuild({outDir}) {
      // Docusaurus's own template starts the scripts with `defer`: nothing to check.
      if (isSwitchedOff('ssr-template')) return;
      for (const file of localeHtmlFiles(outDir, context.i18n)) {
        checkBuiltPage(file, readFileSync(file, 'utf8'));
      }
    },
  };
}
