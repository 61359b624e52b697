import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {I18n} from '@docusaurus/types';

/**
 * The HTML pages one locale's build wrote. The default locale is built into
 * the root of the output and the others into `<root>/<locale>/`, so the
 * default locale's folder also holds the other locales' pages: those are left out.
 */
export function localeHtmlFiles(outDir: string, i18n: I18n): string[] {
  const otherLocaleDirs = new Set(
    i18n.locales
      .filter((locale) => locale !== i18n.currentLocale)
      .map((locale) => join(outDir, locale)),
  );
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return otherLocaleDirs.has(path) ? [] : walk(path);
      return entry.name.endsWith('.html') ? [path] : [];
    });
  const files = walk(outDir);
  if (files.length === 0) {
    throw new Error(
      `locale-html-files: no HTML page for locale ${i18n.currentLocale} in ${outDir}. Docusaurus changed where it writes a locale's pages (the default locale at the root, the others in <root>/<locale>/), which the static-host and route-scripts plugins read.`,
    );
  }
  return files;
}
