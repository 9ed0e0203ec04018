/**
 * For the end-to-end journeys only (scripts/e2e-server.mjs, before the server takes the data
 * directory's lock): the demo database seeded as the server would seed it, plus the car maker's
 * benefits programme as a machine client (scope prevence:zamestnavatel, ADR 0010), whose fresh
 * credentials are written to a file the journeys read to call the employer's export. A client is
 * made exactly as `npm run client:add -- benefity-skoda prevence:zamestnavatel --employer=SKODA`.
 *
 *   tsx scripts/e2e-employer-client.ts DATA_DIR OUT_FILE
 */
import fs from 'node:fs';
import { EMPLOYER_SCOPE } from '../contract/core-system';
import { CAR_MAKER_EMPLOYER_CODE } from '../contract/person';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { addMachineClient } from '../server/services/core-system/clients';
import { seedDemoData } from '../server/seed/index';

const [dataDir, out] = process.argv.slice(2);
if (!dataDir || !out) {
  console.error('Použití: tsx scripts/e2e-employer-client.ts DATA_DIR SOUBOR');
  process.exit(2);
}
const database = await openDatabase({ dataDir });
try {
  await migrateDatabase(database);
  // Seeded first: the client's service account is a user, and the server seeds only a database without users.
  await seedDemoData(database.db);
  const { client, secret } = await addMachineClient(database.db, {
    name: 'benefity-skoda',
    scopes: [EMPLOYER_SCOPE],
    role: 'REFERENT',
    employer: CAR_MAKER_EMPLOYER_CODE,
  });
  fs.writeFileSync(out, JSON.stringify({ client_id: client.name, client_secret: secret }), { mode: 0o600 });
} finally {
  await database.close();
}
