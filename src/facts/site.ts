/** Locale facts that several config modules share (Node side only). */
export {appUrl, siteUrl, statusUrl, supportEmail} from './product';

import {defaultLocale, locales, type Locale} from './areas';

export {defaultLocale, locales, type Locale} from './areas';

/**
 * Docusaurus loads the config once per locale and sets this variable first,
 * so config values that Docusaurus cannot translate can still differ by locale.
 */
export function currentLocale(): Locale {
  const fromEnv = process.env.DOCUSAURUS_CURRENT_LOCALE;
  return (locales as readonly string[]).includes(fromEnv ?? '')
    ? (fromEnv as Locale)
    : defaultLocale;
}

/** Strings the config needs that have no Docusaurus translation file. */
const configStrings = {
  ja: {
    announcement:
      'API v1は2027年3月31日に提供を終了します。<a href="{href}">v2への移行をご準備ください →</a>',
    siteTitle: 'Hinata Cloudドキュメント',
    tagline: '国内の太陽光・蓄電池アセットの予測、運用、シミュレーションをひとつに',
    feedTitle: 'Hinata Cloudリリースノート',
    feedDescription: 'Hinata Cloudの更新情報',
    feedCopyright: '© 2026 株式会社ひなたエナジー',
  },
  en: {
    announcement:
      'API v1 will be retired on 31 March 2027. <a href="{href}">Plan your move to v2 →</a>',
    siteTitle: 'Hinata Cloud Documentation',
    tagline: 'Forecast, operate and simulate solar and battery assets in Japan',
    feedTitle: 'Hinata Cloud release notes',
    feedDescription: 'What changed in Hinata Cloud',
    feedCopyright: '© 2026 Hinata Energy K.K.',
  },
} satisfies Record<Locale, Record<string, string>>;

export function configString(key: keyof (typeof configStrings)['ja']): string {
  return configStrings[currentLocale()][key];
}
