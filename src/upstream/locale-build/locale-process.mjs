/**
 * One locale's build, in this process: what `docusaurus build --locale <l>`
 * does, minus one side effect. The CLI, given a single `--locale`, serves
 * that locale at `/` and links every other locale at `/` too
 * (isAutomaticBaseUrlLocalizationDisabled in @docusaurus/core's
 * lib/commands/build/buildUtils.js, meant for one domain per locale). We
 * want `/en/` as in the build of all locales, so this calls the function
 * the CLI calls for each locale, buildLocale(), without `locale` among the
 * CLI options. Plain JavaScript run by plain Node: Docusaurus loads
 * docusaurus.config.ts itself, as under its CLI.
 *
 * Usage: node src/upstream/locale-build/locale-process.mjs <locale> <out-dir>
 */
import {createRequire} from 'node:module';
import {realpathSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const [locale, outDir] = process.argv.slice(2);
if (!locale || !outDir) {
  console.error('usage: locale-process.mjs <locale> <out-dir>');
  process.exit(2);
}
// As `docusaurus build` sets them (lib/commands/build/build.js).
process.env.BABEL_ENV = 'production';
process.env.NODE_ENV = 'production';

const require = createRequire(import.meta.url);
const modulePath = '@docusaurus/core/lib/commands/build/buildLocale.js';
let buildLocale;
try {
  ({buildLocale} = require(modulePath));
} catch (error) {
  throw new Error(
    `locale-build: ${modulePath} is gone (${error.message}). Docusaurus moved the function that builds one locale; find what lib/commands/build/build.js calls per locale and update src/upstream/locale-build/locale-process.mjs.`,
  );
}
if (typeof buildLocale !== 'function') {
  throw new Error(
    `locale-build: ${modulePath} no longer exports buildLocale(); update src/upstream/locale-build/locale-process.mjs to what lib/commands/build/build.js calls per locale.`,
  );
}

const siteDir = realpathSync(resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..'));
try {
  await buildLocale({siteDir, locale, cliOptions: {outDir}});
} catch (error) {
  console.error(error);
  process.exit(1);
}
