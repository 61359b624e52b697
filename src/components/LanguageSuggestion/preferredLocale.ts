/** The first of the browser's languages the site has, if any. */
export function preferredLocale(
  languages: readonly string[],
  siteLocales: readonly string[],
): string | undefined {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (siteLocales.includes(base)) return base;
  }
  return undefined;
}
