import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import subsetFont from 'subset-font';
import {localeHtmlFiles} from '../../plugins/locale-html-files';

/**
 * KaTeX's fonts cover every symbol LaTeX can typeset; our formulas use a few
 * dozen. After each locale's build, the woff2 files that locale serves
 * (`katex/fonts/`, from src/upstream/katex-static/katex.ts) are cut down to the characters
 * that appear in its pages with math: the five files the FIP page loads go
 * from 57 to 38 KiB. Formulas are rendered at build time only (the browser
 * never typesets), so the built pages hold every character a font must draw.
 *
 * Always kept: printable ASCII (equation numbers, and anything KaTeX's
 * stylesheet writes itself) and the whole basic Greek alphabet. FreeType's
 * auto-hinter, which Chromium uses on Linux, measures a script's reference
 * letters (such as Β, Δ, Ο) to align all of its glyphs; without them a Δ came
 * out with different edges. With them, formulas are pixel for pixel the same
 * as with KaTeX's full fonts (an e2e test compares them).
 */

const range = (first: number, last: number) =>
  Array.from({length: last - first + 1}, (_, index) => String.fromCodePoint(first + index));
const alwaysKept = [...range(0x20, 0x7e), ...range(0x391, 0x3c9)];

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** The characters of an HTML page's text (not of its scripts, styles or markup). */
export function textCharacters(html: string): Set<string> {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => namedEntities[name.toLowerCase()] ?? entity);
  return new Set(text);
}

/**
 * Throws rather than cut the fonts blind: with no page found linking KaTeX's
 * stylesheet, every formula glyph beyond ASCII and Greek would be dropped;
 * with no woff2 file, KaTeX changed its font files and nothing is trimmed.
 */
export function checkSubsetInputs(pagesWithMath: number, fonts: string[], fontsDir: string): void {
  if (fonts.length === 0) {
    throw new Error(
      `katex-font-subset: no .woff2 font in ${fontsDir}. KaTeX changed its font files (or src/upstream/katex-static/katex.ts stopped copying them): update both (see UPSTREAM.md).`,
    );
  }
  if (pagesWithMath === 0) {
    throw new Error(
      "katex-font-subset: no built page links katex.min.css, so the formulas' characters are unknown and cutting the fonts would drop them. Check that remarkKatexStylesheet (src/upstream/katex-static/katex.ts) still links the stylesheet, or remove this plugin if the site has no math (see UPSTREAM.md).",
    );
  }
}

export default function katexFontSubsetPlugin(context: LoadContext): Plugin {
  const {i18n} = context;
  return {
    name: 'katex-font-subset',
    async postBuild({outDir}) {
      const characters = new Set(alwaysKept);
      let pagesWithMath = 0;
      for (const file of localeHtmlFiles(outDir, i18n)) {
        const html = readFileSync(file, 'utf8');
        if (!html.includes('katex.min.css')) continue;
        pagesWithMath += 1;
        for (const character of textCharacters(html)) characters.add(character);
      }
      const fontsDir = join(outDir, 'katex', 'fonts');
      const fonts = existsSync(fontsDir)
        ? readdirSync(fontsDir).filter((file) => file.endsWith('.woff2'))
        : [];
      checkSubsetInputs(pagesWithMath, fonts, fontsDir);
      const text = [...characters].join('');
      await Promise.all(
        fonts.map(async (file) => {
          const path = join(fontsDir, file);
          writeFileSync(path, await subsetFont(readFileSync(path), text, {targetFormat: 'woff2'}));
        }),
      );
    },
  };
}
