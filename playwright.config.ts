import { defineConfig } from '@playwright/test';

// End-to-end tests run the production build on the real server with a fresh seeded
// database, in Debian's Chromium. A second server with short token lifetimes serves
// the session-expiry journey.
// E2E_PORT moves both servers (several checkouts on one machine can run the suite side by side).
export const mainPort = Number(process.env.E2E_PORT ?? 3210);
export const shortSessionPort = mainPort + 1;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // a second host name for the same server, to test what shows only on localhost
  '--host-resolver-rules=MAP zk.test 127.0.0.1',
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${mainPort}`,
    // public/sw.js only in the journey that tests it: elsewhere a navigation answered by the
    // service worker would hide requests from Playwright's routing.
    serviceWorkers: 'block',
    bypassCSP: true, // lets the axe-core script be injected; the app itself runs under the real CSP in tests/server
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: `node scripts/e2e-server.mjs ${mainPort}`,
      url: `http://localhost:${mainPort}/api/ping`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/e2e-server.mjs ${shortSessionPort}`,
      url: `http://localhost:${shortSessionPort}/api/ping`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { REFRESH_TTL_S: '20', ACCESS_TTL_S: '15', SESSION_MAX_S: '20' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
