import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Docusaurus puts every translated UI string (`i18n/<locale>/code.json`) in
 * the main bundle of every page. The two Technology explainers have about 140
 * strings of their own, a third of the English file, needed on two pages and
 * only once the explainer is on screen. Their translations live in
 * `i18n/<locale>/explainers.json` instead, and `@explainer-translations`
 * resolves to the current locale's file, so they travel in the explainers'
 * own chunk. The Japanese texts are the defaults in the components.
 */
export default function explainerTranslations(context: LoadContext): Plugin {
  const localeFile = join(context.siteDir, 'i18n', context.i18n.currentLocale, 'explainers.json');
  const {currentLocale, defaultLocale} = context.i18n;
  if (currentLocale !== defaultLocale && !existsSync(localeFile)) {
    throw new Error(
      `explainer-translations: ${localeFile} is missing, so the ${currentLocale} explainers would show their Japanese defaults. Add it (npm run tools -- check:translations lists the ids).`,
    );
  }
  const messages = existsSync(localeFile) ? localeFile : join(__dirname, 'no-translations.json');
  return {
    name: 'explainer-translations',
    configureWebpack() {
      return {resolve: {alias: {'@explainer-translations$': messages}}};
    },
  };
}
