#!/usr/bin/env node
/**
 * Stops with the fix when this Node.js is older than package.json's "engines":
 * `npm start` and `npm run start:en` run it first (npm checks "engines" when it
 * installs, `.npmrc`'s engine-strict, but never before a script), and
 * `.ci/node` asks it whether to install Node.js 24 (`--check`: exit status only).
 * No dependency: it runs before `npm ci`.
 */
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

const {engines} = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const range = String(engines?.node);
const lowest = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range);
if (!lowest)
  throw new Error(
    `package.json "engines.node" is "${range}": src/scripts/node-version.mjs reads only ">=major.minor.patch"`,
  );
const minimum = lowest.slice(1).map((part) => Number(part ?? 0));

/** Whether `version` ("24.21.0", pre-release tags ignored) is at least the "engines" minimum. */
export function acceptedByEngines(version) {
  const parts = version.split(/[.-]/).slice(0, 3).map(Number);
  const differing = minimum.findIndex((part, index) => parts[index] !== part);
  return differing === -1 || parts[differing] > minimum[differing];
}

if (
  process.argv[1] === fileURLToPath(import.meta.url) &&
  !acceptedByEngines(process.versions.node)
) {
  if (!process.argv.includes('--check'))
    console.error(
      `This is Node.js ${process.version}; the site needs Node.js ${range} (package.json "engines").\n` +
        'Install Node.js 24 LTS (`nvm install` reads .nvmrc), or run `source .ci/node`, which installs it\n' +
        "from the npm registry into your cache and puts it first on this shell's PATH.",
    );
  process.exit(1);
}
