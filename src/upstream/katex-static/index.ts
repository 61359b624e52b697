import type {Plugin} from '@docusaurus/types';
import {writeKatexStatic} from './katex';

/**
 * Writes KaTeX's stylesheet (fonts swapped) and fonts into the static
 * directory the config lists (`katexStaticDirectory`), after checking that
 * they are those of the KaTeX rehype-katex renders with. A plugin lifecycle
 * rather than the config module, so that loading the config has no side
 * effects: `loadContent` runs in `docusaurus build` (once per locale) and
 * `docusaurus start` (and on every reload) before Docusaurus copies or serves
 * the static directories.
 */
export default function katexStaticPlugin(): Plugin {
  return {
    name: 'katex-static',
    loadContent() {
      writeKatexStatic();
    },
  };
}
