import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Locale} from '@site/src/facts/areas';

/**
 * The UI strings of a lazily loaded component, one object per locale, kept in the component's
 * `*.strings.ts` and loaded with its chunk. Docusaurus puts every translate() message of
 * i18n/en/code.json in main.js, so a lazy component's strings there would cost every English
 * page their bytes. Each file types its English object as its Japanese one (no key missing, none
 * extra); `npm run tools -- lint:text` lints the Japanese values and localeStrings.test.ts checks
 * that no English value is still Japanese.
 */
export type LocaleStrings<T> = Record<Locale, T>;

/** The strings of the page's locale. */
export function useLocaleStrings<T>(strings: LocaleStrings<T>): T {
  return strings[useDocusaurusContext().i18n.currentLocale as Locale] ?? strings.ja;
}
