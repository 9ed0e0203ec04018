/**
 * `npm run bench:addresses`: the address suggestions (GET /naseptavacAdres/{adresa}) on 100 000
 * address points, on the embedded PGlite and on PostgreSQL (DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test; a temporary database is created and dropped). The
 * addresses are generated in the shape of the RÚIAN export (real street-name patterns, synthetic
 * towns) and stored through the import's own code, so the keys and the index are the product's.
 * Then BENCH_ADDRESS_QUERIES (default 400) suggestions of typical inputs — a street and part of a
 * number, a town and a street, a postcode, one or two letters, text without diacritics, nothing
 * found — are timed one after another, in the service (no HTTP), and the p50 / p95 / max are
 * printed. Target: p95 ≤ 50 ms on both databases.
 */
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { storeAddresses, suggestAddresses, type RuianAddress } from '../../server/services/communication/addresses';

const COUNT = Number(process.env.BENCH_ADDRESS_COUNT ?? 100_000);
const QUERIES = Number(process.env.BENCH_ADDRESS_QUERIES ?? 400);

const streets = [
  'Husova',
  'Palackého',
  'Komenského',
  'Nádražní',
  'Tyršova',
  'Jiráskova',
  'Havlíčkova',
  'Masarykova',
  'Smetanova',
  'Nerudova',
  'Žižkova',
  'Sokolská',
  'Školní',
  'Zahradní',
  'Polní',
  'Luční',
  'Krátká',
  'Dlouhá',
  'Lipová',
  'Jabloňová',
  'Na Výsluní',
  'U Potoka',
  'K Lesu',
  'Revoluční',
  '17. listopadu',
  'Čs. armády',
  'Riegrova',
  'Purkyňova',
  'Boženy Němcové',
  'Karla Čapka',
  'Mánesova',
  'Wolkerova',
  'Pražská',
  'Brněnská',
  'Okružní',
  'Družstevní',
  'Průmyslová',
  'Větrná',
  'Slunečná',
  'Třešňová',
];
const towns = [
  'Benešov',
  'Beroun',
  'Kladno',
  'Kolín',
  'Kutná Hora',
  'Mělník',
  'Mladá Boleslav',
  'Nymburk',
  'Příbram',
  'Rakovník',
  'Jičín',
  'Náchod',
  'Trutnov',
  'Vrchlabí',
  'Semily',
  'Turnov',
  'Liberec',
  'Jablonec nad Nisou',
  'Česká Lípa',
  'Děčín',
];

/** 100 000 address points: towns × parts × streets × house numbers, with codes and postcodes. */
function generate(count: number): RuianAddress[] {
  const list: RuianAddress[] = [];
  let code = 30_000_000;
  for (let t = 0; list.length < count; t += 1) {
    const town = `${towns[t % towns.length]}${t >= towns.length ? ` ${Math.floor(t / towns.length) + 1}` : ''}`;
    const psc = String(25_000 + ((t * 137) % 50_000)).padStart(5, '0');
    for (let s = 0; s < streets.length && list.length < count; s += 1) {
      for (let n = 1; n <= 60 && list.length < count; n += 1) {
        list.push({
          kodAdm: (code += 7),
          kodObce: 500_000 + t,
          obec: town,
          momc: null,
          castObce: town,
          ulice: streets[s],
          typSo: 'č.p.',
          cisloDomovni: 100 + n * 3,
          cisloOrientacni: n % 3 === 0 ? n : null,
          znakCislaOrientacniho: null,
          psc,
          platiOd: '2013-12-04',
        });
      }
    }
  }
  return list;
}

const inputs = [
  'Husova 1',
  'palackeho 13',
  'Komenského 2',
  'Mladá Boleslav Husova',
  'mlada boleslav jir',
  'Kolín Nádražní 1',
  '25',
  '2513',
  'h',
  'na v',
  'K Lesu 12',
  'Liberec 3 Pol',
  'Žižkova 40',
  'zizkova',
  'Neexistující ulice 5',
  'Benešov 2 Školní 19',
  'třešň',
  'Jablonec nad Nisou Sokolská',
  'Karla Čapka 1',
  '17. listopadu 10',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label: string, database: OpenDatabase): Promise<{ p50: number; p95: number; max: number; found: number }> {
  await migrateDatabase(database);
  const addresses = generate(COUNT);
  const started = Date.now();
  for (let i = 0; i < addresses.length; i += 5_000) {
    await database.db.transaction((tx) => storeAddresses(tx, addresses.slice(i, i + 5_000)));
  }
  console.log(`${label}: ${addresses.length} adresních míst uloženo za ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const input of inputs) await suggestAddresses(database.db, input); // warm-up
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < QUERIES; i += 1) {
    const t0 = performance.now();
    const { seznamAdres } = await suggestAddresses(database.db, inputs[i % inputs.length]);
    times.push(performance.now() - t0);
    found += seznamAdres.length;
  }
  times.sort((a, b) => a - b);
  const result = { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], found };
  console.log(
    `${label}: ${QUERIES} návrhů, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
  );
  return result;
}

async function main(): Promise<number> {
  const results: Record<string, { p50: number; p95: number; max: number }> = {};
  const pglite = await openDatabase({ memory: true });
  try {
    results.pglite = await measure('PGlite', pglite);
  } finally {
    await pglite.close();
  }

  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_addresses_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.log(`PostgreSQL: nedostupné (${(error as Error).message}), přeskočeno`);
    await admin.end().catch(() => undefined);
    return results.pglite.p95 <= 50 ? 0 : 1;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ databaseUrl: url.toString() });
  try {
    results.postgres = await measure('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
  const ok = Object.values(results).every((r) => r.p95 <= 50);
  console.log(ok ? 'Cíl p95 ≤ 50 ms splněn.' : 'Cíl p95 ≤ 50 ms NESPLNĚN.');
  return ok ? 0 : 1;
}

process.exitCode = await main();
