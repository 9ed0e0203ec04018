// Starts the real server for the end-to-end tests on a fresh data directory: the bundle that
// `npm start` runs (`npm run test:e2e` builds it first), so the journeys cover what users get.
import { rmSync, mkdirSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';

const port = process.argv[2] ?? '3210';
const dataDir = `.tmp/e2e-data-${port}`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The test suite's seeded database when it made one for the current migrations and seed
// (playwright.config.ts passes it): the server then starts in seconds instead of seeding.
if (process.env.E2E_TEMPLATE) {
  mkdirSync(`${dataDir}/pgdata`);
  execFileSync('tar', ['-xzf', process.env.E2E_TEMPLATE, '-C', `${dataDir}/pgdata`], { stdio: 'ignore' });
}
// The car maker's benefits programme as a machine client, its credentials for the employer-export journey.
const clientFile = `.tmp/e2e-employer-client-${port}.json`;
rmSync(clientFile, { force: true });
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/e2e-employer-client.ts', dataDir, clientFile], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DATABASE_URL: '' },
});
const child = spawn(process.execPath, ['dist/server/main.mjs'], {
  stdio: 'inherit',
  // The journeys run at any hour: a staff answer's e-mail must not wait for 7:00 when CI runs in the evening
  // (quiet hours are tested with a fixed clock in tests/server/notifications-delivery.test.ts).
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NOTIFICATION_QUIET_HOURS: '0' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
