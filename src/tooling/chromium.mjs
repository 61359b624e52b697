import {disableFeaturesSwitch} from './chromium-features.mjs';

/**
 * How every tool of ours starts Debian's Chromium: the Playwright suite, the
 * search benchmarks and Lighthouse. Test tools cannot download a browser on
 * our machines; CHROMIUM_PATH points elsewhere on others. Without the
 * background-networking flags Chromium keeps calling hosts a closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * What Playwright launches: the same, without the browser's own pages a
 * headless window never shows (chromium-features.mjs).
 */
export const playwrightChromiumArgs = [...chromiumArgs, disableFeaturesSwitch];
