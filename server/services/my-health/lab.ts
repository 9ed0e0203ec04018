/**
 * Laboratory results behind the consent LABORATORNI_VYSLEDKY (the shared consent model): the
 * consent itself, and the results, one result, its PDF, the charts — each result call refuses
 * with 409 and the Czech message before reading any result when the consent is not given. Also
 * the chronic diseases from the care records (not behind the consent: they are care drawn).
 */
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { ConsentState } from '../../../contract/enums';
import { formatDateCz, formatNumber } from '../../../contract/format';
import type { PersonId } from '../../../contract/ids';
import { LAB_CONSENT_TEXT, type ChronickaNemoc, type LabSouhlas, type LabVysledekDetail } from '../../../contract/lab';
import { labFlagLabels, type LabFlag } from '../../../contract/enums';
import { messages } from '../../../contract/messages';
import { fullName } from '../../../contract/person';
import { specialtyName } from '../../../contract/partners';
import type { Database } from '../../db/client';
import { careItems, insuredPersons, labResults, labValues } from '../../db/schema';
import { HttpError, notFoundError } from '../../plugins/errors';
import { consentOf, hasConsent, setConsent } from '../consents';
import { dateWithZeroTime } from '../clock';
import { pdfFile, type PdfFile } from '../pdf/document';
import { INSURER_NAME } from '../insurance/insurer';
import { recordIdOf } from '../record-id';
import { analyteOf, DISCUSS_WITH_DOCTOR } from './lab-analytes';
import { chronicName, isChronic } from './icd10';

type Db = Pick<Database, 'select' | 'insert'>;

export async function labConsent(db: Db, personId: PersonId, withText: boolean): Promise<LabSouhlas> {
  const consent = await consentOf(db, personId, 'LABORATORNI_VYSLEDKY');
  return { stav: consent.stav, zmeneno: consent.zmeneno?.toISOString() ?? null, textSouhlasu: withText ? LAB_CONSENT_TEXT : null };
}

export async function changeLabConsent(
  db: Database,
  personId: PersonId,
  stav: Exclude<ConsentState, 'NEUVEDENO'>,
  userId: number | null,
): Promise<LabSouhlas> {
  await db.transaction((tx) => setConsent(tx, { personId, kod: 'LABORATORNI_VYSLEDKY', stav, userId }));
  return labConsent(db, personId, false);
}

/** Without the consent, nothing of a result leaves the server. */
async function requireConsent(db: Db, personId: PersonId): Promise<void> {
  if (!(await hasConsent(db, personId, 'LABORATORNI_VYSLEDKY'))) throw new HttpError(409, 'CHYBA', messages.labConsentMissing);
}

const num = (value: string | null): number | null => (value === null ? null : Number(value));

export function flagOf(value: number, from: number | null, to: number | null): LabFlag | null {
  if (from !== null && value < from) return 'NIZKA';
  if (to !== null && value > to) return 'VYSOKA';
  return null;
}

function explanation(kod: string) {
  const analyte = analyteOf(kod);
  return {
    coToJe: analyte?.coToJe ?? '',
    nizka: analyte?.nizka ?? null,
    vysoka: analyte?.vysoka ?? null,
    poznamka: DISCUSS_WITH_DOCTOR,
  };
}

export async function labResultList(db: Db, personId: PersonId) {
  await requireConsent(db, personId);
  const results = await db
    .select()
    .from(labResults)
    .where(eq(labResults.insuredPersonId, personId))
    .orderBy(desc(labResults.datum), desc(labResults.id));
  const values = await db.select().from(labValues).where(eq(labValues.insuredPersonId, personId));
  return {
    seznamVysledku: results.map((r) => {
      const own = values.filter((v) => v.resultId === r.id);
      return {
        id: r.id,
        datum: dateWithZeroTime(r.datum),
        nazev: r.nazev,
        laborator: r.laborator,
        indikujiciLekar: r.indikujiciLekar,
        pocetHodnot: own.length,
        pocetMimoRozmezi: own.filter((v) => flagOf(Number(v.hodnota), num(v.referenceOd), num(v.referenceDo)) !== null).length,
      };
    }),
  };
}

export async function labResultDetail(db: Db, personId: PersonId, id: string): Promise<LabVysledekDetail> {
  await requireConsent(db, personId);
  const recordId = recordIdOf(id);
  if (recordId === null) throw notFoundError();
  const [result] = await db
    .select()
    .from(labResults)
    .where(and(eq(labResults.id, recordId), eq(labResults.insuredPersonId, personId)));
  if (!result) throw notFoundError();
  const values = await db.select().from(labValues).where(eq(labValues.resultId, result.id)).orderBy(asc(labValues.poradi));
  const hodnoty = values.map((v) => {
    const hodnota = Number(v.hodnota);
    return {
      kod: v.kod,
      nazev: analyteOf(v.kod)?.nazev ?? v.kod,
      hodnota,
      jednotka: v.jednotka,
      referenceOd: num(v.referenceOd),
      referenceDo: num(v.referenceDo),
      priznak: flagOf(hodnota, num(v.referenceOd), num(v.referenceDo)),
      vysvetleni: explanation(v.kod),
    };
  });
  return {
    id: result.id,
    datum: dateWithZeroTime(result.datum),
    nazev: result.nazev,
    laborator: result.laborator,
    indikujiciLekar: result.indikujiciLekar,
    pocetHodnot: hodnoty.length,
    pocetMimoRozmezi: hodnoty.filter((h) => h.priznak !== null).length,
    poznamka: result.poznamka,
    hodnoty,
  };
}

const range = (from: number | null, to: number | null) =>
  from !== null && to !== null
    ? `${formatNumber(from)} – ${formatNumber(to)}`
    : from !== null
      ? `od ${formatNumber(from)}`
      : to !== null
        ? `do ${formatNumber(to)}`
        : '';

export async function labResultPdf(db: Db, personId: PersonId, id: string): Promise<PdfFile> {
  const detail = await labResultDetail(db, personId, id);
  const [person] = await db
    .select({ jmeno: insuredPersons.jmeno, prijmeni: insuredPersons.prijmeni })
    .from(insuredPersons)
    .where(eq(insuredPersons.id, personId));
  return pdfFile(
    `laboratorni-vysledek-${detail.datum.slice(0, 10)}.pdf`,
    () => ({
      title: `Laboratorní výsledek: ${detail.nazev}`,
      issuer: INSURER_NAME,
      blocks: [
        {
          kind: 'rows',
          rows: [
            ['Pojištěnec', person ? fullName(person) : ''],
            ['Datum odběru', formatDateCz(detail.datum)],
            ['Laboratoř', detail.laborator],
            ['Indikující lékař', detail.indikujiciLekar],
          ],
        },
        { kind: 'heading', text: 'Hodnoty' },
        {
          kind: 'rows',
          rows: detail.hodnoty.map((h): [string, string] => [
            h.nazev,
            `${formatNumber(h.hodnota)} ${h.jednotka} (${range(h.referenceOd, h.referenceDo)})${h.priznak ? ` – ${labFlagLabels[h.priznak].toLowerCase()}` : ''}`,
          ]),
        },
        ...(detail.poznamka ? [{ kind: 'paragraph' as const, text: detail.poznamka }] : []),
        { kind: 'space' },
        { kind: 'paragraph', small: true, text: DISCUSS_WITH_DOCTOR },
      ],
      footer: `${INSURER_NAME} · laboratorní výsledek ze dne ${formatDateCz(detail.datum)}`,
    }),
    INSURER_NAME,
  );
}

async function seriesRows(db: Db, personId: PersonId) {
  return db
    .select({ v: labValues, datum: labResults.datum })
    .from(labValues)
    .innerJoin(labResults, eq(labResults.id, labValues.resultId))
    .where(eq(labValues.insuredPersonId, personId))
    .orderBy(asc(labResults.datum), asc(labValues.id));
}

export async function labCharts(db: Db, personId: PersonId) {
  await requireConsent(db, personId);
  const rows = await seriesRows(db, personId);
  const codes = [...new Set(rows.map((r) => r.v.kod))];
  return {
    seznamGrafu: codes.map((kod) => {
      const own = rows.filter((r) => r.v.kod === kod);
      const last = own[own.length - 1];
      const value = Number(last.v.hodnota);
      return {
        kodGrafu: kod,
        nazev: analyteOf(kod)?.nazev ?? kod,
        jednotka: last.v.jednotka,
        pocetHodnot: own.length,
        posledniHodnota: value,
        posledniDatum: dateWithZeroTime(last.datum),
        posledniPriznak: flagOf(value, num(last.v.referenceOd), num(last.v.referenceDo)),
      };
    }),
  };
}

export async function labChartData(db: Db, personId: PersonId, kodGrafu: string) {
  await requireConsent(db, personId);
  const rows = (await seriesRows(db, personId)).filter((r) => r.v.kod === kodGrafu.toUpperCase());
  if (rows.length === 0) throw notFoundError();
  const last = rows[rows.length - 1];
  return {
    kodGrafu: last.v.kod,
    nazev: analyteOf(last.v.kod)?.nazev ?? last.v.kod,
    jednotka: last.v.jednotka,
    referenceOd: num(last.v.referenceOd),
    referenceDo: num(last.v.referenceDo),
    vysvetleni: explanation(last.v.kod),
    body: rows.map((r) => {
      const hodnota = Number(r.v.hodnota);
      return {
        datum: dateWithZeroTime(r.datum),
        hodnota,
        referenceOd: num(r.v.referenceOd),
        referenceDo: num(r.v.referenceDo),
        priznak: flagOf(hodnota, num(r.v.referenceOd), num(r.v.referenceDo)),
        vysledekId: r.v.resultId,
      };
    }),
  };
}

/** Long-term diagnoses of the care records (a curated list of chronic ICD-10 categories), newest record first. */
export async function chronicDiseases(db: Db, personId: PersonId): Promise<{ seznamNemoci: ChronickaNemoc[] }> {
  const rows = await db
    .select({ diagnoza: careItems.diagnoza, datum: careItems.datumOd, odbornost: careItems.odbornost })
    .from(careItems)
    .where(and(eq(careItems.insuredPersonId, personId), isNotNull(careItems.diagnoza)))
    .orderBy(asc(careItems.datumOd));
  const byCode = new Map<string, { first: string; last: string; count: number; odbornost: string }>();
  for (const row of rows) {
    const code = row.diagnoza as string;
    if (!isChronic(code)) continue;
    const entry = byCode.get(code);
    if (entry) byCode.set(code, { ...entry, last: row.datum, count: entry.count + 1, odbornost: row.odbornost });
    else byCode.set(code, { first: row.datum, last: row.datum, count: 1, odbornost: row.odbornost });
  }
  return {
    seznamNemoci: [...byCode.entries()]
      .sort(([, a], [, b]) => (a.last < b.last ? 1 : -1))
      .map(([kodMkn, e]) => ({
        kodMkn,
        nazev: chronicName(kodMkn),
        prvniZaznam: dateWithZeroTime(e.first),
        posledniZaznam: dateWithZeroTime(e.last),
        pocetZaznamu: e.count,
        odbornost: specialtyName(e.odbornost) || e.odbornost,
      })),
  };
}
