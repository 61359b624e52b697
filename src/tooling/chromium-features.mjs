/**
 * The Chromium features our Playwright runs switch off, in one
 * `--disable-features` switch (src/tooling/chromium.mjs adds it to every
 * Playwright launch; Lighthouse keeps Chromium's defaults).
 *
 * Why: Chromium 156 builds its address bar's suggestion popup as a web page
 * of its own (chrome://omnibox-popup.top-chrome/ and its AI-mode variant)
 * and preloads it for every new window, headless or not. Playwright opens a
 * window per test, so each test paid for two pages no one can see: about
 * 0.4 s of CPU on a plain-text page and 0.6–1.0 s on a Reference page, on a
 * 2-core machine (figures: 1.8–2.3 s → 1.2 s of CPU per Reference-page window, 2026-11-27).
 *
 * Chromium reads one `--disable-features` switch, the last: Playwright's own
 * list would be dropped, so it is repeated here. features.test.ts fails when
 * Playwright's list changes; e2e/specs/test-browser.spec.ts fails when a new
 * window still opens the popup's page.
 */

/** Playwright 1.65's own list (playwright-core, server/chromium/chromiumSwitches.ts). */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The address bar's popup as a web page, and the preloading of such browser pages. */
export const browserUiFeatures = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

export const disableFeaturesSwitch = `--disable-features=${[
  ...playwrightDisabledFeatures,
  ...browserUiFeatures,
].join(',')}`;
