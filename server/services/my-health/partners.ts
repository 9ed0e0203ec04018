/**
 * The map of contract partners (filter by kind, specialty and fulltext, "near me" ordered by
 * distance) and its detail; the person's doctors (registering GP or paediatrician, dentist,
 * gynaecologist, and the specialists of care drawn in the last two years) and the GP widget.
 */
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import {
  distanceKm,
  foldText,
  PARTNER_PAGE_SIZE,
  specialtiesOfWord,
  specialtyName,
  specialtySynonyms,
  type MujLekar,
  type PartnerDetail,
  type PartnerPolozka,
} from '../../../contract/partners';
import { type DoctorRole, type PartnerKind } from '../../../contract/enums';
import type { Database } from '../../db/client';
import { careItems, contractPartners, personDoctors } from '../../db/schema';
import { notFoundError } from '../../plugins/errors';
import { dateWithZeroTimeOrNull, todayInPrague } from '../clock';
import { recordIdOf } from '../record-id';
import { addYearsIso } from './common';

type Db = Pick<Database, 'select'>;
type PartnerRow = typeof contractPartners.$inferSelect;

const itemOut = (row: PartnerRow, from?: { lat: number; lon: number }): PartnerPolozka => ({
  id: row.id,
  druhSubjektu: row.druhSubjektu as PartnerKind,
  nazev: row.nazev,
  odbornosti: row.odbornosti.map((kod) => ({ kod, nazev: specialtyName(kod) })),
  adresa: { ulice: row.ulice, obec: row.obec, psc: row.psc },
  gps: { lat: row.lat, lon: row.lon },
  vzdalenostKm: from ? distanceKm(from, row) : null,
  noviPacienti: row.noviPacienti,
});

const detailOut = (row: PartnerRow): PartnerDetail => ({
  ...itemOut(row),
  ico: row.ico,
  telefon: row.telefon,
  email: row.email,
  web: row.web,
  ordinacniHodiny: row.ordinacniHodiny,
  lekari: row.lekari,
  poznamka: row.poznamka,
});

/** The words a partner is found by: name, town, street, doctors, and its specialties' names and everyday synonyms. */
const haystackOf = (row: PartnerRow): string =>
  foldText(
    [
      row.nazev,
      row.obec,
      row.ulice,
      ...row.lekari,
      ...row.odbornosti.flatMap((kod) => [specialtyName(kod), ...(specialtySynonyms[kod] ?? [])]),
    ].join(' '),
  );

export async function partnerMap(
  db: Db,
  query: {
    druhSubjektu?: PartnerKind;
    typPracoviste?: string;
    fulltext?: string;
    lat?: number;
    lon?: number;
    noviPacienti?: 'ANO';
    pocetVysledku?: number;
    strana?: number;
  },
): Promise<{ pocetCelkem: number; seznamPartneru: PartnerPolozka[] }> {
  const rows = await db
    .select()
    .from(contractPartners)
    .where(
      and(
        query.druhSubjektu ? eq(contractPartners.druhSubjektu, query.druhSubjektu) : undefined,
        query.typPracoviste ? sql`${query.typPracoviste} = any(${contractPartners.odbornosti})` : undefined,
        query.noviPacienti === 'ANO' ? eq(contractPartners.noviPacienti, true) : undefined,
      ),
    )
    .orderBy(asc(contractPartners.nazev), asc(contractPartners.id));
  // Fulltext ignores case and diacritics ('plzenska' finds 'Plzeňská'): over name, town, street, doctors and
  // specialties with their everyday words, so 'zubař' finds a 'Stomatologie' (the table in contract/partners.ts).
  const words = query.fulltext ? foldText(query.fulltext).split(' ').filter(Boolean) : [];
  const found = rows.filter((row) => {
    if (words.length === 0) return true;
    const haystack = haystackOf(row);
    return words.every((word) => haystack.includes(word) || specialtiesOfWord(word).some((kod) => row.odbornosti.includes(kod)));
  });
  const from = query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : undefined;
  const items = found.map((row) => itemOut(row, from));
  if (from) items.sort((a, b) => (a.vzdalenostKm ?? 0) - (b.vzdalenostKm ?? 0) || a.nazev.localeCompare(b.nazev, 'cs'));
  const page =
    query.strana !== undefined
      ? items.slice((query.strana - 1) * PARTNER_PAGE_SIZE, query.strana * PARTNER_PAGE_SIZE)
      : items.slice(0, query.pocetVysledku ?? 200);
  return { pocetCelkem: items.length, seznamPartneru: page };
}

export async function partnerDetail(db: Db, id: string, druhSubjektu: PartnerKind): Promise<PartnerDetail> {
  const recordId = recordIdOf(id);
  if (recordId === null) throw notFoundError();
  const [row] = await db
    .select()
    .from(contractPartners)
    .where(and(eq(contractPartners.id, recordId), eq(contractPartners.druhSubjektu, druhSubjektu)));
  if (!row) throw notFoundError();
  return detailOut(row);
}

function doctorOut(
  row: PartnerRow,
  role: DoctorRole,
  extra: { lekar: string | null; registraceOd: string | null; posledniNavsteva: string | null; odbornost: string },
): MujLekar {
  return {
    id: row.id,
    druhSubjektu: row.druhSubjektu as PartnerKind,
    role,
    registraceOd: dateWithZeroTimeOrNull(extra.registraceOd),
    nazev: row.nazev,
    lekar: extra.lekar,
    odbornost: { kod: extra.odbornost, nazev: specialtyName(extra.odbornost) },
    adresa: { ulice: row.ulice, obec: row.obec, psc: row.psc },
    gps: { lat: row.lat, lon: row.lon },
    telefon: row.telefon,
    email: row.email,
    web: row.web,
    ordinacniHodiny: row.ordinacniHodiny,
    posledniNavsteva: dateWithZeroTimeOrNull(extra.posledniNavsteva),
  };
}

const roleOrder: DoctorRole[] = ['PRAKTICKY_LEKAR', 'PRAKTICKY_LEKAR_DETI', 'ZUBNI_LEKAR', 'GYNEKOLOG', 'SPECIALISTA'];
const roleSpecialty: Record<Exclude<DoctorRole, 'SPECIALISTA'>, string> = {
  PRAKTICKY_LEKAR: '001',
  PRAKTICKY_LEKAR_DETI: '002',
  ZUBNI_LEKAR: '014',
  GYNEKOLOG: '603',
};

export async function myDoctors(db: Db, personId: PersonId, today: string = todayInPrague()): Promise<{ seznamLekaru: MujLekar[] }> {
  const registered = await db
    .select({ d: personDoctors, p: contractPartners })
    .from(personDoctors)
    .innerJoin(contractPartners, eq(contractPartners.id, personDoctors.partnerId))
    .where(eq(personDoctors.insuredPersonId, personId));
  const since = addYearsIso(today, -2);
  const visits = await db
    .select({ partnerId: careItems.partnerId, odbornost: careItems.odbornost, posledni: sql<string>`max(${careItems.datumOd})::text` })
    .from(careItems)
    .where(and(eq(careItems.insuredPersonId, personId), isNotNull(careItems.partnerId), gte(careItems.datumOd, since)))
    .groupBy(careItems.partnerId, careItems.odbornost);
  const lastVisit = (partnerId: number) =>
    visits
      .filter((v) => v.partnerId === partnerId)
      .map((v) => v.posledni)
      .sort()
      .pop() ?? null;
  const out: MujLekar[] = registered.map(({ d, p }) =>
    doctorOut(p, d.role as DoctorRole, {
      lekar: d.lekar,
      registraceOd: d.registraceOd,
      posledniNavsteva: lastVisit(p.id),
      odbornost: roleSpecialty[d.role as Exclude<DoctorRole, 'SPECIALISTA'>] ?? p.odbornosti[0] ?? '',
    }),
  );
  const registeredIds = new Set(registered.map((r) => r.p.id));
  const specialistVisits = visits.filter(
    (v) =>
      v.partnerId !== null && !registeredIds.has(v.partnerId) && !['001', '002', '014', '603', '801', '802', '809'].includes(v.odbornost),
  );
  const specialistIds = [...new Set(specialistVisits.map((v) => v.partnerId as number))];
  if (specialistIds.length > 0) {
    const partners = await db
      .select()
      .from(contractPartners)
      .where(sql`${contractPartners.id} in ${specialistIds}`);
    for (const partner of partners) {
      const own = specialistVisits.filter((v) => v.partnerId === partner.id).sort((a, b) => (a.posledni < b.posledni ? 1 : -1));
      out.push(
        doctorOut(partner, 'SPECIALISTA', {
          lekar: partner.lekari[0] ?? null,
          registraceOd: null,
          posledniNavsteva: own[0]?.posledni ?? null,
          odbornost: own[0]?.odbornost ?? partner.odbornosti[0] ?? '',
        }),
      );
    }
  }
  out.sort(
    (a, b) =>
      roleOrder.indexOf(a.role) - roleOrder.indexOf(b.role) ||
      (b.posledniNavsteva ?? '').localeCompare(a.posledniNavsteva ?? '') ||
      a.nazev.localeCompare(b.nazev, 'cs'),
  );
  return { seznamLekaru: out };
}

/** The registering GP (a child's paediatrician). */
export async function gpContact(db: Db, personId: PersonId): Promise<{ lekar: MujLekar | null }> {
  const { seznamLekaru } = await myDoctors(db, personId);
  return { lekar: seznamLekaru.find((d) => d.role === 'PRAKTICKY_LEKAR' || d.role === 'PRAKTICKY_LEKAR_DETI') ?? null };
}
