import {createRequire} from 'node:module';

/**
 * The installed Docusaurus's major version. The site builds on the release
 * (3.x) and on the next major's canary (`npm run tools -- canary:switch`); where the two
 * need different config, the config asks this rather than carrying two copies.
 */
export const docusaurusMajor = Number(
  (createRequire(__filename)('@docusaurus/core/package.json') as {version: string}).version.split(
    '.',
  )[0],
);
