import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** `npm run test:full` sets it: every server file on PostgreSQL (and the long variants inside the tests). */
const full = process.env.ZK_TEST_FULL === '1';
/** The PostgreSQL server of the `server-postgres` project (CI: postgres://postgres@127.0.0.1:5432/test). */
const postgresUrl = process.env.DATABASE_URL?.trim() ?? '';

/**
 * Server files that run a second time on PostgreSQL: those whose outcome can depend on the
 * database engine, i.e. every file that runs queries through the app or opens a database —
 * type parsing, transactions, locks, constraints and the pool differ between PGlite and
 * PostgreSQL. Left out (run once, on PGlite, and on PostgreSQL in `npm run test:full`):
 * files that open no database (config, svg-check, import-cycles, auth-cache, insurance-rules,
 * prevention-rules), the PGlite-only ones (data-dir-lock, start-script), and the generated
 * suites whose assertions are about what the HTTP layer does before any query: bad input is
 * refused by validation (generated-fuzz), security headers (generated-headers), the router's
 * parameter limit (long-params); and the authorization matrix (generated-authz), whose decisions
 * are the app's code over the same queries on either engine (access, health-access and doctor
 * test the access rules on PostgreSQL too; the whole matrix runs on it in test:full).
 * docs/testing.md says the same.
 */
const postgresFiles = [
  'notification-triggers',
  'staff-requests',
  'staff-lifecycle-matrix',
  'appointments',
  'staff-effects',
  'core-system',
  'access',
  'app',
  'attachment-files',
  'audit-log',
  'benefits-vitalitas',
  'benefits-vitalitas-family',
  'benefits',
  'communication-addresses',
  'communication',
  'consents',
  'consents-gate',
  'employer-export',
  'crash-pglite',
  'database',
  'doctor',
  'doctor-patient-card',
  'fair-use',
  'shared-counters',
  'general',
  'health-access',
  'health-files',
  'health-history',
  'identity-client-address',
  'identity-oidc',
  'identity-password',
  'identity-sign-in',
  'identity-tokens',
  'findability',
  'identity-totp',
  'insurance',
  'maintenance',
  'my-health-care',
  'my-health-medicines-lab',
  'no-personal-data-in-logs',
  'operations',
  'person-id',
  'settings-doctor-access',
  'settings-emergency',
  'settings-personal-data',
  'settings-push',
  'notifications-delivery',
  'contact-confirmation',
  'settings',
  'signing-keys',
  'status',
  'family-overview',
  'write-counter',
].map((name) => `tests/server/${name}.test.ts`);

/** Run once (see above); on PostgreSQL only in `npm run test:full`. */
const onceFiles = [
  'auth-cache',
  'config',
  'data-dir-lock',
  'generated-authz',
  'generated-fuzz',
  'generated-headers',
  'import-cycles',
  'insurance-rules',
  'long-params',
  'premium-ledger',
  'prevention-rules',
  'start-script',
  'svg-check',
].map((name) => `tests/server/${name}.test.ts`);

// A new server file must be put in one of the two lists, so none leaves the PostgreSQL pass unnoticed.
const serverFiles = fs
  .readdirSync('tests/server')
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `tests/server/${name}`);
const unlisted = serverFiles.filter((file) => !postgresFiles.includes(file) && !onceFiles.includes(file));
const missing = [...postgresFiles, ...onceFiles].filter((file) => !serverFiles.includes(file));
if (unlisted.length > 0 || missing.length > 0)
  throw new Error(
    `vitest.config.ts: put each server test file in postgresFiles or onceFiles (unlisted: ${unlisted.join(', ') || '–'}; missing: ${missing.join(', ') || '–'})`,
  );

const server = {
  environment: 'node' as const,
  // test-only cheaper password hashing (the production default is tested on its own)
  setupFiles: ['tests/support/server-setup.ts'],
  testTimeout: 30000,
  hookTimeout: 120000,
  // Each file has its own in-memory PGlite or PostgreSQL database (tests/support/db.ts), its own
  // temporary data directories and ports chosen by the system, so files run side by side.
  fileParallelism: true,
  // A worker keeps its imported modules from one server file to the next: importing the server anew
  // for each of about 100 files cost 169 s of the workers' time, 51 s without (docs/testing.md). Nothing
  // a file sets up survives it (each builds its app and database and closes them), which this relies on.
  isolate: false,
};

/**
 * View tests (jsdom). Files share their worker's modules and window (isolate: false): setting up jsdom
 * and importing React and the app anew for each of about 50 files cost about half of the project's
 * time. Each file renders into a fresh container and cleans up after itself (tests/support/dom-setup.ts).
 */
const views = { environment: 'jsdom' as const, setupFiles: ['tests/support/dom-setup.ts'], testTimeout: 20000 };
const viewFiles = fs
  .readdirSync('tests/src', { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `tests/src/${name}`);
const mockingViewFiles = viewFiles.filter((file) => fs.readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  plugins: [react()],
  test: {
    // Both cores: one file per core (the default leaves one core idle on a 2-core machine).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        // PGlite always, whatever DATABASE_URL says: PostgreSQL is the next project's job.
        test: { ...server, name: 'server', include: ['tests/server/**/*.test.ts'], env: { DATABASE_URL: '' } },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: {
                ...server,
                name: 'server-postgres',
                include: full ? ['tests/server/**/*.test.ts'] : postgresFiles,
                env: { DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
      {
        extends: true,
        test: { ...views, name: 'src', include: viewFiles.filter((file) => !mockingViewFiles.includes(file)), isolate: false },
      },
      // A file that replaces modules (vi.mock) gets a fresh module graph, so its stand-ins reach no other file.
      { extends: true, test: { ...views, name: 'src-mocks', include: mockingViewFiles } },
      { extends: true, test: { name: 'lint', include: ['tests/lint/**/*.test.ts'], environment: 'node', testTimeout: 30000 } },
    ],
  },
});
