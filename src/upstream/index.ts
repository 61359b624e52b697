/**
 * Every customisation of code we do not own, in one list, and the one module
 * the config imports from src/upstream/: the plugins, Markdown plugins,
 * static directories and client modules of the customisations that are on.
 * Nothing else of ours imports this folder (src/upstream/overlay.test.ts).
 * The ledger (UPSTREAM.md, `npm run tools -- upstream:ledger`) is generated from the
 * declarations. How to add or remove one: ARCHITECTURE.md, "Customisations
 * of code we do not own".
 */
import type {PluginConfig} from '@docusaurus/types';
import {customisation as deferredPrism} from './deferred-prism/customisation';
import {customisation as imageZoom} from './image-zoom/customisation';
import {customisation as imagesAsFiles} from './images-as-files/customisation';
import {customisation as routeScripts} from './route-scripts/customisation';
import {customisation as routeTable} from './route-table/customisation';
import {customisation as serverHtml} from './server-html/customisation';
import rehypeStaticHtml from './static-html';
import {customisation as staticHtml} from './static-html/customisation';
import {swizzles} from './swizzles';
import {isSwitchedOff} from './switches';
import {customisation as translatedPagesWatch} from './translated-pages-watch/customisation';
import type {Customisation} from './types';
import {customisation as utilsCommonWithoutTslib} from './utils-common-without-tslib/customisation';

/** In the order their plugins load. */
export const customisations: readonly Customisation[] = [
  imageZoom,
  deferredPrism,
  utilsCommonWithoutTslib,
  routeScripts,
  routeTable,
  imagesAsFiles,
  serverHtml,
  staticHtml,
  translatedPagesWatch,
  ...swizzles,
];

/** Whether a customisation is on: unless its switch, or the switch of one it needs, is set. */
export function isOn(customisation: Customisation, env: NodeJS.ProcessEnv = process.env): boolean {
  if (isSwitchedOff(customisation.id, env)) return false;
  return (customisation.needs ?? []).every((id) => {
    const needed = customisations.find((c) => c.id === id);
    if (!needed) throw new Error(`${customisation.id} needs ${id}, which is no customisation`);
    return isOn(needed, env);
  });
}

function on(id: string, env: NodeJS.ProcessEnv): boolean {
  return isOn(
    customisations.find((c) => c.id === id)!,
    env,
  );
}

/** The plugin modules of the customisations that are on, and the plain ones of those that are off. */
export function upstreamPlugins(env: NodeJS.ProcessEnv = process.env): string[] {
  const plugins = customisations.flatMap((c) => {
    const plugin = isOn(c, env) ? c.plugin : c.plainPlugin;
    return plugin ? [plugin] : [];
  });
  return [...new Set(plugins)];
}

type MarkdownPlugin = NonNullable<PluginConfig> | ((...args: never[]) => unknown);

/**
 * What the customisations add to every docs area's Markdown pipeline
 * (src/config/docs.ts places them): the last rehype plugin.
 */
export function upstreamMarkdown(env: NodeJS.ProcessEnv = process.env) {
  return {
    lastRehypePlugins: on('static-html', env) ? [rehypeStaticHtml] : [],
  } satisfies Record<string, MarkdownPlugin[]>;
}
