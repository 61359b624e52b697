/**
 * `npm run build`: `docusaurus build`, every locale in one run. Images stay
 * files: `WEBPACK_URL_LOADER_LIMIT=0`, which @docusaurus/utils reads when it
 * loads (the images-as-files customisation, UPSTREAM.md), unless the site is
 * built without it (`HINATA_WITHOUT_IMAGES_AS_FILES=1`) or as plain
 * Docusaurus (`HINATA_PLAIN_DOCUSAURUS=1`). Arguments go to docusaurus build.
 */
import {spawnSync} from 'node:child_process';

const plain =
  process.env.HINATA_PLAIN_DOCUSAURUS === '1' || process.env.HINATA_WITHOUT_IMAGES_AS_FILES === '1';
const result = spawnSync('docusaurus', ['build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: plain ? process.env : {...process.env, WEBPACK_URL_LOADER_LIMIT: '0'},
});
process.exit(result.status ?? 1);
