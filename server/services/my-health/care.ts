/**
 * Care drawn (čerpaná péče): the summary by year and kind, one year with the chart's data and the
 * care items, the year's statement as a PDF, and the care items of one kind of prevention.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  openRequestStates,
  type CerpanaPeceRok,
  type CerpanaPeceSouhrn,
  type PecePolozkaOdpoved,
  type SouhrnDruhu,
  type VykonOdpoved,
} from '../../../contract/care';
import { careKindLabels, careKinds, type CareKind } from '../../../contract/enums';
import { careTypeLabels, type CareType, type CareView } from '../../../contract/enums';
import { czechMonthNames, formatCrowns, formatDateCz } from '../../../contract/format';
import type { PersonId } from '../../../contract/ids';
import { fullName } from '../../../contract/person';
import { preventionLabels, type PreventionCode } from '../../../contract/prevention';
import { specialtyName } from '../../../contract/partners';
import type { Database } from '../../db/client';
import { careComplaints, careItems, careProcedures, insuranceRequests, insuredPersons } from '../../db/schema';
import { dateWithZeroTime, dateWithZeroTimeOrNull, todayInPrague } from '../clock';
import { pdfFile, type PdfBlock, type PdfFile } from '../pdf/document';
import { INSURER_NAME } from '../insurance/insurer';
import { hellersToCrowns } from './common';

type Db = Pick<Database, 'select'>;
type ItemRow = typeof careItems.$inferSelect;
type ProcedureRow = typeof careProcedures.$inferSelect;

const emptyKinds = (): Record<CareKind, { hal: number; pocet: number }> =>
  Object.fromEntries(careKinds.map((k) => [k, { hal: 0, pocet: 0 }])) as Record<CareKind, { hal: number; pocet: number }>;

const kindsList = (sums: Record<CareKind, { hal: number; pocet: number }>): SouhrnDruhu[] =>
  careKinds.map((druh) => ({ druh, nazev: careKindLabels[druh], sumaKc: hellersToCrowns(sums[druh].hal), pocet: sums[druh].pocet }));

/** Summary by year (newest first) and everything together, by kind of care. */
export async function careSummary(db: Db, personId: PersonId): Promise<CerpanaPeceSouhrn> {
  const rows = await db
    .select({
      rok: sql<number>`extract(year from ${careItems.datumOd})::int`,
      druh: careItems.druh,
      hal: sql<string>`sum(${careItems.sumaHal})`,
      pocet: sql<number>`count(*)::int`,
    })
    .from(careItems)
    .where(eq(careItems.insuredPersonId, personId))
    .groupBy(sql`1`, careItems.druh);
  const byYear = new Map<number, Record<CareKind, { hal: number; pocet: number }>>();
  const total = emptyKinds();
  for (const row of rows) {
    const rok = Number(row.rok);
    const druh = row.druh as CareKind;
    const sums = byYear.get(rok) ?? emptyKinds();
    sums[druh].hal += Number(row.hal);
    sums[druh].pocet += Number(row.pocet);
    total[druh].hal += Number(row.hal);
    total[druh].pocet += Number(row.pocet);
    byYear.set(rok, sums);
  }
  const sumOf = (sums: Record<CareKind, { hal: number; pocet: number }>) => ({
    sumaKc: hellersToCrowns(careKinds.reduce((s, k) => s + sums[k].hal, 0)),
    pocetPolozek: careKinds.reduce((s, k) => s + sums[k].pocet, 0),
    druhy: kindsList(sums),
  });
  return {
    seznamRoku: [...byYear.entries()].sort(([a], [b]) => b - a).map(([rok, sums]) => ({ rok, ...sumOf(sums) })),
    celkem: sumOf(total),
  };
}

/** The care items' ids that an open complaint covers (some procedure of the item). */
async function itemsWithOpenComplaint(db: Db, personId: PersonId, itemIds: number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ id: careComplaints.careItemId })
    .from(careComplaints)
    .innerJoin(insuranceRequests, eq(insuranceRequests.id, careComplaints.requestId))
    .where(
      and(
        eq(careComplaints.insuredPersonId, personId),
        inArray(careComplaints.careItemId, itemIds),
        inArray(insuranceRequests.stav, [...openRequestStates]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

const procedureOut = (p: ProcedureRow): VykonOdpoved => ({
  id: p.id,
  datum: dateWithZeroTime(p.datum),
  kod: p.kod,
  nazev: p.nazev,
  druh: p.druh as VykonOdpoved['druh'],
  pocet: p.pocet,
  jednotka: p.jednotka,
  cena: hellersToCrowns(p.cenaHal),
  odbornost: p.odbornost,
  odbornostNazev: specialtyName(p.odbornost),
});

/** SOUHRN: the lines of one code (and kind, unit, specialty) added up; the first line's id and date. */
function summarised(procedures: ProcedureRow[]): VykonOdpoved[] {
  const groups = new Map<string, ProcedureRow[]>();
  for (const p of procedures) {
    const key = [p.kod, p.druh, p.jednotka, p.odbornost].join('|');
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()].map((lines) => ({
    ...procedureOut(lines[0]),
    pocet: lines.reduce((s, p) => s + p.pocet, 0),
    cena: hellersToCrowns(lines.reduce((s, p) => s + p.cenaHal, 0)),
  }));
}

/**
 * Care items with their procedures as the answers carry them. `withComplaints`: whether the reader
 * may know about the person's complaints (representatives yes; a doctor reading the record no —
 * the flag stays false for them).
 */
export async function itemsOut(
  db: Db,
  personId: PersonId,
  items: ItemRow[],
  view: CareView = 'DETAIL',
  withComplaints = true,
): Promise<PecePolozkaOdpoved[]> {
  const ids = items.map((i) => i.id);
  const procedures = ids.length
    ? await db
        .select()
        .from(careProcedures)
        .where(and(eq(careProcedures.insuredPersonId, personId), inArray(careProcedures.careItemId, ids)))
        .orderBy(asc(careProcedures.datum), asc(careProcedures.id))
    : [];
  const open = withComplaints ? await itemsWithOpenComplaint(db, personId, ids) : new Set<number>();
  return items.map((item) => {
    const own = procedures.filter((p) => p.careItemId === item.id);
    return {
      id: item.id,
      nazev: item.poskytovatel,
      partnerId: item.partnerId,
      datumOd: dateWithZeroTime(item.datumOd),
      datumDo: dateWithZeroTimeOrNull(item.datumDo),
      typ: item.typ as CareType,
      druh: item.druh as CareKind,
      odbornost: item.odbornost,
      odbornostNazev: specialtyName(item.odbornost),
      sumaKc: hellersToCrowns(item.sumaHal),
      reklamaceOtevrena: open.has(item.id),
      vykony: view === 'SOUHRN' ? summarised(own) : own.map(procedureOut),
    };
  });
}

async function itemsOfYear(db: Db, personId: PersonId, rok: number, typ?: CareType): Promise<ItemRow[]> {
  return db
    .select()
    .from(careItems)
    .where(
      and(
        eq(careItems.insuredPersonId, personId),
        sql`extract(year from ${careItems.datumOd}) = ${rok}`,
        typ ? eq(careItems.typ, typ) : undefined,
      ),
    )
    .orderBy(desc(careItems.datumOd), desc(careItems.id));
}

/** One year: the amounts by kind and by month (the chart), and the newest `pocetVysledku` care items. */
export async function careYear(
  db: Db,
  personId: PersonId,
  rok: number,
  query: { typ?: CareType; pocetVysledku?: number; zobrazeni?: CareView },
  withComplaints = true,
): Promise<CerpanaPeceRok> {
  const items = await itemsOfYear(db, personId, rok, query.typ);
  const kinds = emptyKinds();
  const months = Array.from({ length: 12 }, () => emptyKinds());
  for (const item of items) {
    const druh = item.druh as CareKind;
    const month = Number(item.datumOd.slice(5, 7)) - 1;
    kinds[druh].hal += item.sumaHal;
    kinds[druh].pocet += 1;
    months[month][druh].hal += item.sumaHal;
    months[month][druh].pocet += 1;
  }
  const view = query.zobrazeni ?? 'DETAIL';
  const shown = query.pocetVysledku ? items.slice(0, query.pocetVysledku) : items;
  return {
    rok,
    typ: query.typ ?? null,
    zobrazeni: view,
    sumaKc: hellersToCrowns(items.reduce((s, i) => s + i.sumaHal, 0)),
    druhy: kindsList(kinds),
    mesice: months.map((sums, index) => ({
      mesic: index + 1,
      sumaKc: hellersToCrowns(careKinds.reduce((s, k) => s + sums[k].hal, 0)),
      druhy: kindsList(sums),
    })),
    pocetCelkem: items.length,
    seznamPolozek: await itemsOut(db, personId, shown, view, withComplaints),
  };
}

/** The care items that were a check-up or screening of this kind (cervical screening is part of the gynaecological check-up). */
export async function preventionCareItems(db: Db, personId: PersonId, code: PreventionCode, withComplaints = true) {
  const codes = code === 'CERVIX' ? ['CERVIX', 'GYNEKOLOGIE'] : [code];
  const items = await db
    .select()
    .from(careItems)
    .where(and(eq(careItems.insuredPersonId, personId), inArray(careItems.prevence, codes)))
    .orderBy(desc(careItems.datumOd), desc(careItems.id));
  return { typPrevence: code, nazev: preventionLabels[code], seznamPolozek: await itemsOut(db, personId, items, 'DETAIL', withComplaints) };
}

/** The year's statement (výpis z účtu pojištěnce) as a PDF with Czech glyphs. */
export async function careStatementPdf(db: Db, personId: PersonId, rok: number): Promise<PdfFile> {
  const [person] = await db
    .select({ jmeno: insuredPersons.jmeno, prijmeni: insuredPersons.prijmeni, rodneCislo: insuredPersons.rodneCislo })
    .from(insuredPersons)
    .where(eq(insuredPersons.id, personId));
  const year = await careYear(db, personId, rok, {}, false);
  const blocks: PdfBlock[] = [
    {
      kind: 'rows',
      rows: [
        ['Pojištěnec', person ? fullName(person) : ''],
        ['Rok', String(rok)],
        ['Uhrazeno pojišťovnou celkem', formatCrowns(year.sumaKc)],
        ['Počet případů', String(year.pocetCelkem)],
        ['Vystaveno', formatDateCz(todayInPrague())],
      ],
    },
    { kind: 'heading', text: 'Podle druhu péče' },
    { kind: 'rows', rows: year.druhy.filter((d) => d.pocet > 0).map((d) => [d.nazev, formatCrowns(d.sumaKc)]) },
    { kind: 'heading', text: 'Podle měsíců' },
    {
      kind: 'rows',
      rows: year.mesice.filter((m) => m.sumaKc > 0).map((m) => [czechMonthNames[m.mesic - 1], formatCrowns(m.sumaKc)]),
    },
    { kind: 'heading', text: 'Případy a výkony' },
  ];
  if (year.seznamPolozek.length === 0) blocks.push({ kind: 'paragraph', text: 'V tomto roce nemáme záznam o čerpané péči.' });
  for (const item of [...year.seznamPolozek].reverse()) {
    const period =
      item.datumDo && item.datumDo !== item.datumOd
        ? `${formatDateCz(item.datumOd)} – ${formatDateCz(item.datumDo)}`
        : formatDateCz(item.datumOd);
    blocks.push({
      kind: 'rows',
      rows: [
        [`${period} · ${careTypeLabels[item.typ]}`, `${item.nazev} · ${formatCrowns(item.sumaKc)}`],
        ...item.vykony.map((v): [string, string] => [`   ${v.kod} ${v.nazev}`, `${v.pocet} ${v.jednotka} · ${formatCrowns(v.cena)}`]),
      ],
    });
  }
  blocks.push(
    { kind: 'space' },
    {
      kind: 'paragraph',
      small: true,
      text: 'Výpis obsahuje péči, kterou vám poskytovatelé vykázali a pojišťovna uhradila. Nesouhlasíte-li s některým výkonem, můžete jej v aplikaci Zdravotní karta pojištěnce reklamovat.',
    },
  );
  return pdfFile(
    `cerpana-pece-${rok}.pdf`,
    () => ({
      title: `Výpis čerpané zdravotní péče za rok ${rok}`,
      issuer: INSURER_NAME,
      blocks,
      footer: `${INSURER_NAME} · výpis čerpané péče ${rok}`,
    }),
    INSURER_NAME,
  );
}
