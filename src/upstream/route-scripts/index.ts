import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {basename, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {localeHtmlFiles} from '../../plugins/locale-html-files';

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

/** The scripts a built page starts: Docusaurus's template writes each as `<script src defer>`. */
export function appScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bdefer\b[^>]*>/g)].flatMap(([tag]) => {
    const src = /\bsrc=(?:"([^"]*)"|([^\s>]+))/.exec(tag)?.slice(1).find(Boolean);
    return src ? [src] : [];
  });
}

/**
 * Every built page must list its route's own chunks beside the webpack
 * runtime and the main bundle, so they download at once instead of one round
 * trip after main.js. Throws otherwise (the manifest patch reached no page, or
 * Docusaurus's template no longer lists a page's scripts as `<script defer>`).
 */
export function checkBuiltPage(file: string, html: string): void {
  const scripts = appScripts(html);
  if (!scripts.some((src) => /(^|\/)main\.[0-9a-f]+\.js$/.test(src))) {
    throw new Error(
      `route-scripts: ${file} starts no main bundle (main.<hash>.js) with <script defer>: Docusaurus's template (@docusaurus/core/lib/ssg/ssgTemplate.html.js) lists a page's scripts some other way now. ${seeArchitecture}`,
    );
  }
  const own = scripts.filter((src) => !/(^|\/)(runtime~)?main\.[0-9a-f]+\.js$/.test(src));
  if (own.length === 0) {
    throw new Error(
      `route-scripts: ${file} lists only the runtime and the main bundle, not its route's own chunks: the client manifest patch reached no page (see withModuleOrigins()). ${seeArchitecture}`,
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
      for (const file of localeHtmlFiles(outDir, context.i18n)) {
        // The not-found page renders the theme's NotFound, which is in the main bundle.
        if (basename(file) === '404.html') continue;
        checkBuiltPage(file, readFileSync(file, 'utf8'));
      }
    },
  };
}
