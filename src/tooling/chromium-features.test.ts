import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {test} from 'node:test';
import {
  browserUiFeatures,
  disableFeaturesSwitch,
  playwrightDisabledFeatures,
} from './chromium-features.mjs';

/** The repository root, where package.json declares @playwright/test. */
const siteRoot = join(import.meta.dirname, '..', '..');

/** The folder of `name` as `from` (a package.json) resolves it. */
const packageDir = (name: string, from: string) =>
  dirname(createRequire(from).resolve(`${name}/package.json`));

/** The features Playwright itself switches off, read from the playwright-core @playwright/test runs. */
function installedPlaywrightList(): string[] {
  const runner = packageDir(
    'playwright',
    join(packageDir('@playwright/test', join(siteRoot, 'package.json')), 'package.json'),
  );
  const core = packageDir('playwright-core', join(runner, 'package.json'));
  const source = ['lib/coreBundle.js', 'lib/server/chromium/chromiumSwitches.js']
    .map((file) => join(core, file))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .find((text) => /disabledFeatures = \[/.test(text));
  assert.ok(
    source,
    'chromium-features: playwright-core no longer declares `disabledFeatures = [` where it used to (chromiumSwitches). Find how it now passes --disable-features, and whether a second switch still replaces it.',
  );
  const list = source.slice(source.indexOf('disabledFeatures = [')).split('].filter')[0];
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1]);
}

test("the switch repeats Playwright's own disabled features, since Chromium reads only the last --disable-features", () => {
  assert.deepEqual(
    [...playwrightDisabledFeatures].sort(),
    installedPlaywrightList().sort(),
    "chromium-features: Playwright's disabled-features list changed: copy it into playwrightDisabledFeatures in src/tooling/chromium-features.mjs",
  );
});

test('the switch names each feature once, ours after Playwright’s', () => {
  const names = disableFeaturesSwitch.replace('--disable-features=', '').split(',');
  assert.equal(new Set(names).size, names.length);
  assert.deepEqual(names.slice(-browserUiFeatures.length), [...browserUiFeatures]);
});
