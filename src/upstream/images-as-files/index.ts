import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Images stay files: Docusaurus inlines every image under 10 KB into the
 * page's JavaScript (and HTML) as base64 unless `WEBPACK_URL_LOADER_LIMIT=0`
 * is in the environment, which our npm scripts set. That variable is read by
 * @docusaurus/utils when it loads (lib/constants.js), so it cannot be set
 * from the config. After each locale's build this fails if any script holds
 * an inlined image: the build ran without the npm scripts, or Docusaurus no
 * longer reads the variable.
 */
export function inlinedImages(jsDir: string): string[] {
  return readdirSync(jsDir).filter(
    (file) =>
      file.endsWith('.js') && readFileSync(join(jsDir, file), 'utf8').includes('data:image/'),
  );
}

export default function imagesAsFiles(): Plugin {
  return {
    name: 'images-as-files',
    postBuild({outDir}) {
      const inlined = inlinedImages(join(outDir, 'assets', 'js'));
      if (inlined.length > 0) {
        throw new Error(
          `images-as-files: ${inlined.length} scripts carry images inlined as base64 (${inlined.slice(0, 3).join(', ')}…). Build with the npm scripts (npm run build), which set WEBPACK_URL_LOADER_LIMIT=0; if they did, Docusaurus no longer reads that variable (@docusaurus/utils lib/constants.js): find its new switch. See "images-as-files" in UPSTREAM.md.`,
        );
      }
    },
  };
}
