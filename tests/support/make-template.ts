/**
 * Builds the suite's seeded PGlite template (.tmp/pglite-template-<key>.tar.gz) before the tests,
 * as the server files would on their first database: scripts/test.sh runs it first so that the
 * end-to-end servers, which run beside vitest, start on it instead of seeding five databases.
 */
import './server-setup';
import { pgliteTemplate } from './db';

await pgliteTemplate();
