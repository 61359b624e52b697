/**
 * Every customisation of code we do not own, in one list: the config takes
 * its plugins and switches from here, and the ledger (UPSTREAM.md, `npm run
 * upstream:ledger`) is generated from these declarations. How to add or
 * remove one: ARCHITECTURE.md, "Customisations of code we do not own".
 */
import {customisation as atomicGeneratedFiles} from './atomic-generated-files/customisation';
import {customisation as deferredPrism} from './deferred-prism/customisation';
import {customisation as explainerTranslations} from './explainer-translations/customisation';
import {customisation as headlessBrowserUi} from './headless-browser-ui/customisation';
import {customisation as imageZoom} from './image-zoom/customisation';
import {customisation as imagesAsFiles} from './images-as-files/customisation';
import {customisation as katexFontSubset} from './katex-font-subset/customisation';
import {customisation as katexStatic} from './katex-static/customisation';
import {customisation as localeBuild} from './locale-build/customisation';
import {customisation as localeHtmlFiles} from './locale-html-files/customisation';
import {customisation as prismColours} from './prism-colours/customisation';
import {customisation as routeScripts} from './route-scripts/customisation';
import {customisation as routeTable} from './route-table/customisation';
import {customisation as staticHost} from './static-host/customisation';
import {customisation as staticHtml} from './static-html/customisation';
import {customisation as translatedPagesWatch} from './translated-pages-watch/customisation';
import {swizzles} from './swizzles';
import {isSwitchedOff} from './switches';
import type {Customisation} from './types';
import {customisation as utilsCommonWithoutTslib} from './utils-common-without-tslib/customisation';

/** In the order their plugins load (static-host, which hashes the final HTML, is added last by the config). */
export const customisations: readonly Customisation[] = [
  imageZoom,
  deferredPrism,
  utilsCommonWithoutTslib,
  explainerTranslations,
  routeScripts,
  routeTable,
  katexStatic,
  katexFontSubset,
  imagesAsFiles,
  staticHtml,
  staticHost,
  localeHtmlFiles,
  prismColours,
  localeBuild,
  atomicGeneratedFiles,
  translatedPagesWatch,
  headlessBrowserUi,
  ...swizzles,
];

/** What the config loads instead when a customisation that replaces a plugin's part is switched off. */
const plainPlugins: Readonly<Record<string, string>> = {
  'image-zoom': 'docusaurus-plugin-image-zoom',
};

/** Whether a customisation is on: always, unless it declares a switch and that switch is set. */
export function isOn(customisation: Customisation, env: NodeJS.ProcessEnv = process.env): boolean {
  return !customisation.switchOff || !isSwitchedOff(customisation.id, env);
}

/** The plugin modules of the customisations that are on, for the config's `plugins`. */
export function upstreamPlugins(env: NodeJS.ProcessEnv = process.env): string[] {
  return customisations.flatMap((customisation) => {
    if (!customisation.plugin) return [];
    if (isOn(customisation, env)) return [customisation.plugin];
    const plain = plainPlugins[customisation.id];
    return plain ? [plain] : [];
  });
}

export {isSwitchedOff};
