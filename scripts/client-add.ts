/**
 * `npm run client:add -- NAME SCOPE… [--role=REFERENT|REVIZNI_LEKAR] [--employer=CODE]` — a new machine
 * client of the insurer's core system (docs/adr/0010-machine-clients.md), or of an employer's benefits
 * programme (scope prevence:zamestnavatel with --employer), in the database the server uses:
 * PostgreSQL with DATABASE_URL, else the embedded database in DATA_DIR (./data; stop the server
 * first, it locks the directory). Prints the client_id and its secret once: only the secret's hash
 * is stored, so a lost secret means a new client.
 */
import { clientScopeLabels } from '../contract/core-system';
import { clientScopes } from '../contract/define';
import { staffRoles, type StaffRole } from '../contract/enums';
import { loadServerConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { addMachineClient, ClientSetupError } from '../server/services/core-system/clients';

const usage = [
  'Použití: npm run client:add -- JMÉNO ROZSAH… [--role=REFERENT|REVIZNI_LEKAR] [--employer=KÓD]',
  'Rozsahy:',
  ...clientScopes.map((scope) => `  ${scope}  ${clientScopeLabels[scope]}`),
  `Role (výchozí REFERENT): ${staffRoles.join(', ')} – klient vidí a vyřizuje žádosti a vlákna této role.`,
  'Kód zaměstnavatele (--employer, jen s rozsahem prevence:zamestnavatel): čí zaměstnance program čte.',
].join('\n');

async function main(args: string[]): Promise<number> {
  const roleArg = args.find((arg) => arg.startsWith('--role='));
  const employerArg = args.find((arg) => arg.startsWith('--employer='));
  const [name, ...scopes] = args.filter((arg) => !arg.startsWith('--'));
  if (!name || scopes.length === 0 || args.some((arg) => arg.startsWith('--') && arg !== roleArg && arg !== employerArg)) {
    console.error(usage);
    return 2;
  }
  const role = (roleArg?.slice('--role='.length) ?? 'REFERENT') as StaffRole;
  const config = loadServerConfig();
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const employer = employerArg?.slice('--employer='.length);
    const { client, secret } = await addMachineClient(database.db, { name, scopes, role, ...(employer ? { employer } : {}) });
    console.log(`client_id:     ${client.name}`);
    console.log(`client_secret: ${secret}`);
    console.log(`rozsahy:       ${client.scopes.join(' ')}`);
    console.log(client.employerCode ? `zaměstnavatel: ${client.employerCode}` : `role:          ${client.role}`);
    console.log(
      `Tajemství se zobrazuje jen teď; uložte ho do správce tajemství ${client.employerCode ? 'benefitního programu zaměstnavatele' : 'informačního systému'}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ClientSetupError) {
      console.error(error.message);
      console.error(usage);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
