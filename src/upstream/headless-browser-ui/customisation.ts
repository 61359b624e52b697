import type {Customisation} from '../types';

export const customisation: Customisation = {
  id: 'headless-browser-ui',
  title:
    'Playwright’s Chromium opens no address-bar popup pages: four more features in its `--disable-features` switch',
  reliesOn: [
    {
      package: '@playwright/test',
      range: '1.65.1',
      what: 'its playwright-core (the same version): server/chromium/chromiumSwitches.ts passes its own `disabledFeatures` as one --disable-features switch, and user args come after it; Chromium (Debian 156.0.8078.108) reads only the last such switch and names the popup features WebUIOmniboxPopup, WebUIOmniboxFullPopup, WebUIOmniboxAimPopup and PreloadTopChromeWebUI',
    },
  ],
  buys: 'per test window (new context, page, load, close; 12 in a row, CPU of the whole machine): a Reference page 1.8–2.3 s of CPU → 1.2 s and 0.95–1.17 s → 0.71–0.73 s wall; a plain-text page 0.99–1.07 s → 0.62–0.80 s of CPU. Chromium 156 preloads chrome://omnibox-popup.top-chrome/ and its AI-mode page in every window, headless too (2026-11-27)',
  guards: [
    {
      kind: 'unit',
      name: '"the switch repeats Playwright’s own disabled features, since Chromium reads only the last --disable-features"',
      file: 'src/upstream/headless-browser-ui/features.test.ts',
    },
    {
      kind: 'e2e',
      name: '"the test browser’s windows open no browser pages of their own"',
      file: 'e2e/specs/test-browser.spec.ts',
    },
  ],
  files: ['src/scripts/chromium.mjs', 'e2e/specs/test-browser.spec.ts'],
  removeWhen:
    'Playwright switches these features off itself, or Chromium stops preloading its interface pages in headless windows (the e2e guard then passes without the four features)',
  upstream: {
    none: 'None filed: no microsoft/playwright issue reports the omnibox popup pages Chromium 156 opens in each headless window. Worth proposing: add WebUIOmniboxPopup, WebUIOmniboxFullPopup, WebUIOmniboxAimPopup and PreloadTopChromeWebUI to disabledFeatures in chromiumSwitches.ts',
  },
};
