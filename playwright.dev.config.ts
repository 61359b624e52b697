import {defineConfig, devices} from '@playwright/test';
import {
  chromiumPath as executablePath,
  playwrightChromiumArgs as chromiumArgs,
} from './src/tooling/chromium.mjs';

/**
 * The writers' story (`npm run tools -- test:dev`): the development server, started
 * by the story itself on a scratch copy of the site (e2e/dev-server/), one
 * per locale. The production build's suite is playwright.config.ts.
 */
const port = Number(process.env.DEV_E2E_PORT ?? 3411);

export default defineConfig({
  testDir: 'e2e/dev-server',
  forbidOnly: Boolean(process.env.CI),
  // Both locales at once, each with its own scratch copy, server and bundler cache: while one
  // server's page loads in the browser, the other compiles (the story alone kept both cores
  // 84 % busy one locale at a time; 110 s → 87 s both at once, 2026-11-27).
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 120_000,
  expect: {timeout: 15_000},
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {executablePath, args: chromiumArgs},
  },
  projects: [
    {name: 'ja', use: {baseURL: `http://127.0.0.1:${port}`}},
    {name: 'en', use: {baseURL: `http://127.0.0.1:${port + 1}`}},
  ],
});
