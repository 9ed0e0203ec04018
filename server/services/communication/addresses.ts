/**
 * Address points of the national register (RÚIAN): reading the official CSV export of address
 * points ("adresní místa", one file per municipality, windows-1250, ';'-separated, with a header
 * row), storing them, and suggesting addresses as the person types.
 *
 * Search: each address has a few normalised keys (lower case, no diacritics, punctuation as
 * spaces, a postcode as five digits) — starting with the street, with the town, with the
 * postcode and, where it differs, with the part of the town — in `ruian_address_keys`, whose
 * btree index (text_pattern_ops) answers `klic LIKE 'prefix%'` on PGlite and PostgreSQL alike.
 * The typed text is normalised the same way; when the whole text is not the start of a key, the
 * first word is the prefix and the others must each start a later word of the key.
 */
import { and, inArray, like, sql } from 'drizzle-orm';
import { ADDRESS_SUGGESTIONS_MAX, type NavrhAdresy } from '../../../contract/communication';
import type { Database, Transaction } from '../../db/client';
import { ruianAddresses, ruianAddressKeys } from '../../db/schema';

type Db = Database | Transaction;
export type RuianAddress = typeof ruianAddresses.$inferInsert;

// The official CSV ------------------------------------------------------------------------------

/** The columns of the export, in its order (the header row names them; they are found by name). */
export const ruianCsvColumns = [
  'Kód ADM',
  'Kód obce',
  'Název obce',
  'Kód MOMC',
  'Název MOMC',
  'Kód MOP',
  'Název MOP',
  'Kód části obce',
  'Název části obce',
  'Kód ulice',
  'Název ulice',
  'Typ SO',
  'Číslo domovní',
  'Číslo orientační',
  'Znak čísla orientačního',
  'PSČ',
  'Souřadnice Y',
  'Souřadnice X',
  'Platí Od',
] as const;

export class RuianFormatError extends Error {}

/**
 * The text of an export file: windows-1250 as ČÚZK publishes it; a file saved as UTF-8 (with or
 * without a BOM) is read as UTF-8. Lines starting with '#' are comments (the repository's excerpt
 * says where it comes from).
 */
export function decodeRuianCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}

const intOrNull = (value: string | undefined) => (value && /^\d+$/.test(value.trim()) ? Number(value.trim()) : null);
const textOrNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** The address points of one export file. Throws RuianFormatError (with the line) on a malformed file. */
export function parseRuianCsv(text: string): RuianAddress[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#'));
  if (lines.length === 0) throw new RuianFormatError('Soubor je prázdný.');
  const header = lines[0].split(';').map((name) => name.trim());
  const index = Object.fromEntries(ruianCsvColumns.map((name) => [name, header.indexOf(name)])) as Record<
    (typeof ruianCsvColumns)[number],
    number
  >;
  const missing = ruianCsvColumns.filter((name) => index[name] === -1 && !name.startsWith('Souřadnice') && name !== 'Platí Od');
  if (missing.length > 0) throw new RuianFormatError(`V hlavičce chybí sloupce: ${missing.join(', ')}.`);
  return lines.slice(1).map((line, n) => {
    const cells = line.split(';');
    const cell = (name: (typeof ruianCsvColumns)[number]) => (index[name] >= 0 ? cells[index[name]] : undefined);
    const kodAdm = intOrNull(cell('Kód ADM'));
    const kodObce = intOrNull(cell('Kód obce'));
    const cisloDomovni = intOrNull(cell('Číslo domovní'));
    const obec = textOrNull(cell('Název obce'));
    const psc = textOrNull(cell('PSČ'));
    if (kodAdm === null || kodObce === null || cisloDomovni === null || !obec || !psc || !/^\d{5}$/.test(psc)) {
      throw new RuianFormatError(`Řádek ${n + 2} nemá kód adresního místa, obec, číslo domovní nebo PSČ.`);
    }
    const platiOd = textOrNull(cell('Platí Od'));
    return {
      kodAdm,
      kodObce,
      obec,
      // Prague's postal district ('Praha 4'); elsewhere the city district, if any.
      momc: textOrNull(cell('Název MOP')) ?? textOrNull(cell('Název MOMC')),
      castObce: textOrNull(cell('Název části obce')),
      ulice: textOrNull(cell('Název ulice')),
      typSo: textOrNull(cell('Typ SO')) ?? 'č.p.',
      cisloDomovni,
      cisloOrientacni: intOrNull(cell('Číslo orientační')),
      znakCislaOrientacniho: textOrNull(cell('Znak čísla orientačního')),
      psc,
      platiOd: platiOd && /^\d{4}-\d{2}-\d{2}/.test(platiOd) ? platiOd.slice(0, 10) : null,
    };
  });
}

// Presentation and keys ------------------------------------------------------------------------

type AddressRow = typeof ruianAddresses.$inferSelect;
type AddressParts = Pick<
  AddressRow,
  'obec' | 'momc' | 'castObce' | 'ulice' | 'typSo' | 'cisloDomovni' | 'cisloOrientacni' | 'znakCislaOrientacniho' | 'psc'
>;

/** '217/12a' (house number / orientation number); 'č. ev. 12' for a recreational building. */
export function houseNumber(address: AddressParts): string {
  const base = address.typSo === 'č.ev.' ? `č. ev. ${address.cisloDomovni}` : String(address.cisloDomovni);
  return address.cisloOrientacni !== null && address.cisloOrientacni !== undefined
    ? `${base}/${address.cisloOrientacni}${address.znakCislaOrientacniho ?? ''}`
    : base;
}

/** The town as a postal address names it: Prague's postal district ('Praha 4'), else the municipality. */
const townOf = (address: AddressParts) => (address.obec === 'Praha' && address.momc ? address.momc : address.obec);

export function suggestionOf(address: AddressRow): NavrhAdresy {
  const obec = townOf(address);
  const part = address.castObce && address.castObce !== address.obec && address.castObce !== obec ? address.castObce : null;
  const ulice = `${address.ulice ?? part ?? address.obec} ${houseNumber(address)}`;
  const psc = `${address.psc.slice(0, 3)} ${address.psc.slice(3)}`;
  return {
    kodRuian: String(address.kodAdm),
    ulice,
    obec,
    castObce: part,
    psc,
    text: `${ulice}, ${part && address.ulice ? `${part}, ` : ''}${psc} ${obec}`,
  };
}

/** Lower case, no diacritics, only letters, digits and '/', single spaces; '293 01' → '29301'. */
export function normaliseAddressText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, ' ')
    .replace(/\b(\d{3}) (\d{2})\b/g, '$1$2')
    .trim()
    .replace(/\s+/g, ' ');
}

export function addressKeys(address: AddressParts): string[] {
  const town = townOf(address);
  const number = houseNumber(address);
  const street = address.ulice ?? address.castObce ?? address.obec;
  const part = address.castObce && address.castObce !== address.obec ? address.castObce : null;
  const keys = [
    `${street} ${number} ${town} ${address.psc}`,
    `${town} ${street} ${number} ${address.psc}`,
    `${address.psc} ${town} ${street} ${number}`,
  ];
  if (part && address.ulice) keys.push(`${part} ${street} ${number} ${town}`);
  if (town !== address.obec) keys.push(`${address.obec} ${street} ${number} ${town}`);
  return [...new Set(keys.map(normaliseAddressText))];
}

// Storage -----------------------------------------------------------------------------------------

const BATCH = 500;

/** Stores (or replaces) address points with their search keys, in one transaction. Returns the count. */
export async function importRuianAddresses(db: Database, addresses: RuianAddress[]): Promise<number> {
  await db.transaction((tx) => storeAddresses(tx, addresses));
  return addresses.length;
}

export async function storeAddresses(tx: Transaction, addresses: RuianAddress[]): Promise<void> {
  for (let start = 0; start < addresses.length; start += BATCH) {
    const batch = addresses.slice(start, start + BATCH);
    const codes = batch.map((a) => a.kodAdm);
    await tx.delete(ruianAddressKeys).where(inArray(ruianAddressKeys.kodAdm, codes));
    await tx
      .insert(ruianAddresses)
      .values(batch)
      .onConflictDoUpdate({
        target: ruianAddresses.kodAdm,
        set: {
          kodObce: sql`excluded.kod_obce`,
          obec: sql`excluded.obec`,
          momc: sql`excluded.momc`,
          castObce: sql`excluded.cast_obce`,
          ulice: sql`excluded.ulice`,
          typSo: sql`excluded.typ_so`,
          cisloDomovni: sql`excluded.cislo_domovni`,
          cisloOrientacni: sql`excluded.cislo_orientacni`,
          znakCislaOrientacniho: sql`excluded.znak_cisla_orientacniho`,
          psc: sql`excluded.psc`,
          platiOd: sql`excluded.plati_od`,
        },
      });
    const keys = batch.flatMap((address) =>
      addressKeys({
        ...address,
        momc: address.momc ?? null,
        castObce: address.castObce ?? null,
        ulice: address.ulice ?? null,
        cisloOrientacni: address.cisloOrientacni ?? null,
        znakCislaOrientacniho: address.znakCislaOrientacniho ?? null,
      }).map((klic) => ({ klic, kodAdm: address.kodAdm })),
    );
    await tx.insert(ruianAddressKeys).values(keys).onConflictDoNothing();
  }
}

// Suggestions ----------------------------------------------------------------------------------------

/** Up to 10 address points whose keys start with the typed text (or with its first word, the other words following). */
export async function suggestAddresses(db: Db, typed: string): Promise<{ seznamAdres: NavrhAdresy[] }> {
  const query = normaliseAddressText(typed);
  if (query.length < 2) return { seznamAdres: [] };
  const limit = ADDRESS_SUGGESTIONS_MAX * 3;
  const codes: number[] = [];
  const collect = (rows: Array<{ kodAdm: number }>) => {
    for (const row of rows) if (!codes.includes(Number(row.kodAdm))) codes.push(Number(row.kodAdm));
  };
  collect(
    await db
      .select({ kodAdm: ruianAddressKeys.kodAdm })
      .from(ruianAddressKeys)
      .where(like(ruianAddressKeys.klic, `${query}%`))
      .orderBy(ruianAddressKeys.klic)
      .limit(limit),
  );
  const words = query.split(' ');
  if (codes.length < ADDRESS_SUGGESTIONS_MAX && words.length > 1) {
    collect(
      await db
        .select({ kodAdm: ruianAddressKeys.kodAdm })
        .from(ruianAddressKeys)
        .where(and(like(ruianAddressKeys.klic, `${words[0]}%`), ...words.slice(1).map((word) => like(ruianAddressKeys.klic, `% ${word}%`))))
        .orderBy(ruianAddressKeys.klic)
        .limit(limit),
    );
  }
  const chosen = codes.slice(0, ADDRESS_SUGGESTIONS_MAX);
  if (chosen.length === 0) return { seznamAdres: [] };
  const rows = await db.select().from(ruianAddresses).where(inArray(ruianAddresses.kodAdm, chosen));
  const byCode = new Map(rows.map((row) => [Number(row.kodAdm), row]));
  return { seznamAdres: chosen.flatMap((code) => (byCode.has(code) ? [suggestionOf(byCode.get(code)!)] : [])) };
}
