import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ruianAddresses, ruianAddressKeys } from '../../server/db/schema';
import {
  addressKeys,
  decodeRuianCsv,
  importRuianAddresses,
  normaliseAddressText,
  parseRuianCsv,
  RuianFormatError,
  ruianCsvColumns,
  suggestAddresses,
} from '../../server/services/communication/addresses';
import { ruianExcerptDir } from '../../server/seed/communication-data';
import { seededPgliteDataDir } from '../support/db';
import { createTestApp, databaseKindLabel, testDatabaseKind, type TestApp } from '../support/test-app';

const excerptFiles = fs
  .readdirSync(ruianExcerptDir)
  .filter((name) => name.endsWith('_ADR.csv'))
  .sort();
const read = (name: string) => fs.readFileSync(path.join(ruianExcerptDir, name));
const header = ruianCsvColumns.join(';');
const cp1250 = (text: string) => {
  // The export's encoding, written with iconv (Node cannot encode windows-1250).
  return execFileSync('iconv', ['-f', 'utf-8', '-t', 'cp1250'], { input: text });
};

describe('the RÚIAN address-point export', () => {
  it('the shipped excerpt is in the official layout: windows-1250, ";" separated, the header row, one file per municipality', () => {
    expect(excerptFiles.map((name) => name.replace(/^\d{8}_/, ''))).toEqual([
      'OB_535419_ADR.csv',
      'OB_537004_ADR.csv',
      'OB_554782_ADR.csv',
      'OB_579858_ADR.csv',
    ]);
    for (const name of excerptFiles) {
      const bytes = read(name);
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow(); // not UTF-8: Czech letters in cp1250
      const text = decodeRuianCsv(bytes);
      expect(text.split('\r\n')[0]).toBe(header);
      expect(text).toContain('Název části obce');
    }
  });

  it('reads every address point with its Czech names intact', () => {
    const all = excerptFiles.flatMap((name) => parseRuianCsv(decodeRuianCsv(read(name))));
    expect(all).toHaveLength(428);
    expect(new Set(all.map((a) => a.kodAdm)).size).toBe(all.length);
    expect(new Set(all.map((a) => a.obec))).toEqual(new Set(['Mladá Boleslav', 'Nymburk', 'Praha', 'Vrchlabí']));
    expect(all.find((a) => a.ulice === 'Jaselská' && a.cisloDomovni === 1123)).toMatchObject({
      obec: 'Mladá Boleslav',
      psc: '29301',
      castObce: 'Mladá Boleslav',
    });
    expect(all.find((a) => a.ulice === 'Na Pankráci' && a.cisloDomovni === 1062)).toMatchObject({
      momc: 'Praha 4',
      castObce: 'Nusle',
      cisloOrientacni: 58,
    });
    expect(all.filter((a) => a.castObce === 'Čejetičky').every((a) => a.ulice === null)).toBe(true);
  });

  it('refuses a file without the columns or with a broken line, saying which', () => {
    expect(() => parseRuianCsv('Kód ADM;Název obce\n1;Praha\n')).toThrow(RuianFormatError);
    expect(() => parseRuianCsv('Kód ADM;Název obce\n1;Praha\n')).toThrow(/V hlavičce chybí sloupce: Kód obce/);
    const broken = `${header}\n21000001;535419;Mladá Boleslav;;;;;413411;Mladá Boleslav;1;Husova;č.p.;;;;29301;1;1;2013-12-04T00:00:00\n`;
    expect(() => parseRuianCsv(broken)).toThrow('Řádek 2 nemá kód adresního místa, obec, číslo domovní nebo PSČ.');
  });

  it('normalises typed text and builds keys by street, town, postcode and part of town', () => {
    expect(normaliseAddressText('  Na Pankráci 1062/58, 140 00  Praha 4 ')).toBe('na pankraci 1062/58 14000 praha 4');
    const [point] = parseRuianCsv(decodeRuianCsv(read(excerptFiles[2])));
    expect(
      addressKeys({
        ...point,
        momc: point.momc ?? null,
        castObce: point.castObce ?? null,
        ulice: point.ulice ?? null,
        cisloOrientacni: point.cisloOrientacni ?? null,
        znakCislaOrientacniho: null,
      }),
    ).toEqual([
      'na pankraci 1062/58 praha 4 14000',
      'praha 4 na pankraci 1062/58 14000',
      '14000 praha 4 na pankraci 1062/58',
      'nusle na pankraci 1062/58 praha 4',
      'praha na pankraci 1062/58 praha 4',
    ]);
  });
});

describe(`importing address points (${databaseKindLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the seed loaded the excerpt; importing a file again replaces its points without doubling them', async () => {
    const points = async () => Number((await t.db.select({ n: count() }).from(ruianAddresses))[0].n);
    const keys = async () => Number((await t.db.select({ n: count() }).from(ruianAddressKeys))[0].n);
    expect(await points()).toBe(428);
    const before = await keys();
    const nymburk = parseRuianCsv(decodeRuianCsv(read(excerptFiles[1])));
    expect(await importRuianAddresses(t.db, nymburk)).toBe(76);
    expect([await points(), await keys()]).toEqual([428, before]);

    // A renamed street in a newer export: the point keeps its code, its keys follow the new name.
    const text = decodeRuianCsv(read(excerptFiles[1])).replace(/;Tyršova;/g, ';Tyršovo nábřeží;');
    await importRuianAddresses(t.db, parseRuianCsv(decodeRuianCsv(cp1250(text))));
    const renamed = await t.db.select().from(ruianAddresses).where(eq(ruianAddresses.ulice, 'Tyršovo nábřeží'));
    expect(renamed.length).toBe(12);
    expect((await suggestAddresses(t.db, 'tyrsovo nabr')).seznamAdres.length).toBe(10);
    expect((await suggestAddresses(t.db, 'Tyršova 40')).seznamAdres).toEqual([]);
    expect(await points()).toBe(428);
  });
});

// The script opens the embedded database of DATA_DIR whatever the suite's database: once, in the PGlite pass.
if (testDatabaseKind === 'pglite')
  describe('npm run import:addresses', () => {
    it('loads the files it is given, reports each, and exits with 1 when one is malformed (nothing of it stored)', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-addresses-'));
      // A database already migrated and seeded, as the script meets it after `npm start`.
      fs.mkdirSync(path.join(dir, 'data'));
      await seededPgliteDataDir(path.join(dir, 'data'));
      const bad = path.join(dir, '20261031_OB_999999_ADR.csv');
      fs.writeFileSync(bad, cp1250('Kód ADM;Název obce\n1;Nikde\n'));
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/import-addresses.ts', path.join(ruianExcerptDir, excerptFiles[3]), bad],
        {
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: path.join(dir, 'data') },
          encoding: 'utf8',
          timeout: 120_000,
        },
      );
      expect(result.stdout).toMatch(/20261031_OB_579858_ADR\.csv: 74 adresních míst/);
      expect(result.stderr).toContain('20261031_OB_999999_ADR.csv: nenačteno – V hlavičce chybí sloupce');
      expect(result.status).toBe(1);
      fs.rmSync(dir, { recursive: true, force: true });
    }, 150_000);
  });
