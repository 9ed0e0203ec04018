import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { cachedPgliteTemplateFile } from './tests/support/db';

// End-to-end tests run the production build on the real server with a fresh seeded
// database, in Debian's Chromium. A second server with short token lifetimes serves
// the session-expiry journey.
// E2E_PORT moves both servers (several checkouts on one machine can run the suite side by side).
export const mainPort = Number(process.env.E2E_PORT ?? 3210);
export const shortSessionPort = mainPort + 1;
/** Lane k (k ≥ 2) has its own server (own fresh database) on this port, so two journeys never share one. */
export const lanePort = (lane: number): number => (lane === 1 ? mainPort : mainPort + lane);

/**
 * Lanes (E2E_LANES, default 3): the journeys' files are split between projects of one worker each,
 * each on its own server and database, so each lane runs its journeys one after another on a
 * database nobody else writes to. The journeys keep both cores busy (mostly Chromium; docs/testing.md),
 * so a fourth lane measured no faster, and running them beside the CPU-bound checks starved both.
 * Files are dealt longest first (by their measured seconds, see secondsOf) to the lane with the least so
 * far, so the lanes end together. shell.spec.ts names the main port, so it stays in the first lane.
 */
const lanes = Math.max(1, Math.min(4, Number(process.env.E2E_LANES ?? 3) || 3));
/** The journey through the load balancer runs in a project of its own, against scripts/cluster.mjs (issue 36). */
const balancerFile = 'balancer.spec.ts';
/** E2E_BALANCER=0 leaves the balancer's project and cluster out (a developer running one journey); CI runs it. */
const withBalancer = process.env.E2E_BALANCER !== '0';
export const balancerPort = mainPort + 20;
const journeyFiles = fs
  .readdirSync('tests/e2e')
  .filter((name) => name.endsWith('.spec.ts') && name !== balancerFile)
  .sort();
const pinnedToFirstLane = ['shell.spec.ts'];
/**
 * A file's share of a lane: its seconds in the last full CI run (tests/e2e/lane-seconds.json, written by
 * scripts/e2e-lane-seconds.mjs), else its lines at the rate that run measured (about 5 lines a second). Lines
 * alone put a short walk through every route (150 s) and two long lanes beside a short one.
 */
const laneSeconds = JSON.parse(fs.readFileSync('tests/e2e/lane-seconds.json', 'utf8')) as Record<string, number>;
const secondsOf = (name: string) => laneSeconds[name] ?? fs.readFileSync(`tests/e2e/${name}`, 'utf8').split('\n').length / 5;
const laneFiles: string[][] = Array.from({ length: lanes }, () => []);
const laneLoad = Array.from({ length: lanes }, () => 0);
for (const name of pinnedToFirstLane.filter((file) => journeyFiles.includes(file))) {
  laneFiles[0].push(name);
  laneLoad[0] += secondsOf(name);
}
for (const name of journeyFiles
  .filter((file) => !pinnedToFirstLane.includes(file))
  .map((file) => ({ file, seconds: secondsOf(file) }))
  .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))) {
  const lane = laneLoad.indexOf(Math.min(...laneLoad));
  laneFiles[lane].push(name.file);
  laneLoad[lane] += name.seconds;
}
const laneMatch = (lane: number) => laneFiles[lane].map((name) => new RegExp(`/${name.replace(/\./g, '\\.')}$`));

/** The balancer's database: on the server of DATABASE_URL (CI sets it), else the local PostgreSQL. */
const balancerDatabaseUrl = (() => {
  const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
  url.pathname = `/zk_balancer_${mainPort}`;
  return url.toString();
})();

/** The vitest suite's seeded database, when it is current: each server starts on a copy of it. */
const template = cachedPgliteTemplateFile();
const laneServer = (port: number) => ({
  command: `node scripts/e2e-server.mjs ${port}`,
  env: (template ? { E2E_TEMPLATE: template } : {}) as Record<string, string>,
  url: `http://localhost:${port}/api/ping`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

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
  projects: [
    ...Array.from({ length: lanes }, (_, lane) => ({
      name: `lane-${lane + 1}`,
      testMatch: laneMatch(lane),
      workers: 1,
      use: { baseURL: `http://localhost:${lanePort(lane + 1)}` },
    })),
    ...(withBalancer
      ? [
          {
            name: 'balancer',
            testMatch: new RegExp(`/${balancerFile.replace(/\./g, '\\.')}$`),
            workers: 1,
            use: { baseURL: `http://localhost:${balancerPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    ...Array.from({ length: lanes }, (_, lane) => laneServer(lanePort(lane + 1))),
    ...(withBalancer
      ? [
          {
            // Three processes on PostgreSQL behind HAProxy; a database of its own, made afresh each run.
            command: `node scripts/cluster.mjs --port ${balancerPort} --fresh`,
            env: { DATABASE_URL: balancerDatabaseUrl },
            url: `http://127.0.0.1:${balancerPort}/api/ready`,
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
          },
        ]
      : []),
    {
      ...laneServer(shortSessionPort),
      env: { ...laneServer(shortSessionPort).env, REFRESH_TTL_S: '20', ACCESS_TTL_S: '15', SESSION_MAX_S: '20' },
    },
  ],
});
