import {defineConfig, devices} from '@playwright/test';
import {
  chromiumPath as executablePath,
  playwrightChromiumArgs as chromiumArgs,
} from './src/tooling/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e/specs',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs every test about a seventh of its time (page-actions and
    // site-shell: 120 → 104 s). CI retries a failure once, with a trace; locally there is no retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {executablePath, args: chromiumArgs},
  },
  projects: [
    {
      name: 'desktop',
      use: {...devices['Desktop Chrome'], launchOptions: {executablePath, args: chromiumArgs}},
    },
  ],
  // The production build, served with the static host's own headers and
  // per-locale 404 pages (src/scripts/serve.mjs).
  webServer: {
    command: `node src/scripts/serve.mjs --port ${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
