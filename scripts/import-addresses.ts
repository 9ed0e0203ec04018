/**
 * `npm run import:addresses FILE...` — loads RÚIAN address points from the official CSV export
 * ("Adresní místa", one file per municipality, windows-1250, ';'-separated; see
 * server/services/communication/addresses.ts) into the database the server uses: PostgreSQL with
 * DATABASE_URL, else the embedded database in DATA_DIR (./data; stop the server first, it locks
 * the directory). Existing address points with the same code are replaced. Each file is one
 * transaction: a malformed file changes nothing and the command exits with 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadServerConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { decodeRuianCsv, importRuianAddresses, parseRuianCsv, RuianFormatError } from '../server/services/communication/addresses';

async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error('Použití: npm run import:addresses SOUBOR.csv [SOUBOR.csv …]');
    return 2;
  }
  const config = loadServerConfig();
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: config.dataDir });
  let failed = false;
  try {
    await migrateDatabase(database);
    for (const file of files) {
      const started = Date.now();
      try {
        const addresses = parseRuianCsv(decodeRuianCsv(fs.readFileSync(file)));
        const count = await importRuianAddresses(database.db, addresses);
        console.log(`${path.basename(file)}: ${count} adresních míst (${Date.now() - started} ms)`);
      } catch (error) {
        failed = true;
        const reason = error instanceof RuianFormatError ? error.message : (error as Error).message;
        console.error(`${path.basename(file)}: nenačteno – ${reason}`);
      }
    }
  } finally {
    await database.close();
  }
  return failed ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
