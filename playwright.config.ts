import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// End-to-end tests run the production build on the real server with a fresh seeded
// database, in Debian's Chromium. A second server with short token lifetimes serves
// the session-expiry journey.
// E2E_PORT moves both servers (several checkouts on one machine can run the suite side by side).
export const mainPort = Number(process.env.E2E_PORT ?? 3210);
export const shortSessionPort = mainPort + 1;
/** The second lane's own server (own fresh database), so two journeys never share one. */
export const secondLanePort = mainPort + 2;

/**
 * Two lanes (E2E_LANES=1 for one): the journeys' files split alternately between two projects of
 * one worker each, each on its own server and database, so each lane runs its journeys one after
 * another on a database nobody else writes to — as one worker did before, in half the files.
 * shell.spec.ts names the main port, so it stays in the first lane.
 */
const lanes = Number(process.env.E2E_LANES ?? 2) === 1 ? 1 : 2;
const journeyFiles = fs
  .readdirSync('tests/e2e')
  .filter((name) => name.endsWith('.spec.ts'))
  .sort();
const pinnedToFirstLane = ['shell.spec.ts'];
const laneOf = (name: string): number =>
  lanes === 1 || pinnedToFirstLane.includes(name) ? 0 : journeyFiles.filter((f) => !pinnedToFirstLane.includes(f)).indexOf(name) % 2;
const laneMatch = (lane: number) =>
  journeyFiles.filter((name) => laneOf(name) === lane).map((name) => new RegExp(`/${name.replace(/\./g, '\\.')}$`));

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
  workers: lanes,
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
  projects: Array.from({ length: lanes }, (_, lane) => ({
    name: `lane-${lane + 1}`,
    testMatch: laneMatch(lane),
    workers: 1,
    use: { baseURL: `http://localhost:${lane === 0 ? mainPort : secondLanePort}` },
  })),
  webServer: [
    {
      command: `node scripts/e2e-server.mjs ${mainPort}`,
      url: `http://localhost:${mainPort}/api/ping`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(lanes === 2
      ? [
          {
            command: `node scripts/e2e-server.mjs ${secondLanePort}`,
            url: `http://localhost:${secondLanePort}/api/ping`,
            timeout: 120_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
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
