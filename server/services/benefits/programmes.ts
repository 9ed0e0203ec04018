/**
 * Health programmes: the catalogue of the current and the previous year with what the person can
 * draw now, an edition's detail, the preview of what a receipt would be paid, the claim (with its
 * request in 'Moje žádosti' and its files), and the programmes drawn per year.
 *
 * The yearly limit counts every claim of the edition that was not refused: its approved amount
 * once approved, else what it asked for. A claim takes a lock on the person's row, so two claims
 * sent at once cannot both take the last of the limit.
 */
import { roundCrowns } from '../../../contract/money';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  ageRangeCz,
  claimConsentText,
  documentTypesOfFiles,
  drawabilityDate,
  programmePayout,
  programmeRefusal,
  seznamPrilohFiles,
  toHellers,
  type BenefitProgramyRok,
  type CerpaniProgramu,
  type ProgramDetail,
  type ProgramNahled,
  type ProgramPolozka,
  type ProgrammeEdition,
  type ProgrammeSex,
  type ProgrammeSorting,
} from '../../../contract/benefits';
import type { BenefitProgramZadost } from '../../../contract/entities';
import { couponCodeLabels, type CouponCode, type DrawingState } from '../../../contract/enums';
import { formatCrowns } from '../../../contract/format';
import type { PersonId } from '../../../contract/ids';
import { messages } from '../../../contract/messages';
import type { Database, Transaction } from '../../db/client';
import { benefitProgrammeClaims, benefitProgrammes, insuranceRequests, insuredPersons } from '../../db/schema';
import { notFoundError, ruleRefusalError } from '../../plugins/errors';
import { attachmentTransaction } from '../attachment-files';
import { applyAttachmentChange, attachmentsOf, type CheckedFile } from '../attachments';
import { dateWithZeroTime, dateWithZeroTimeOrNull, todayInPrague } from '../clock';
import {
  accountOfBody,
  benefitPersonOf,
  idempotentSend,
  insertRequest,
  insuredSinceOn,
  kc,
  kcOrNull,
  requiredDocuments,
  stateLabel,
  storedAccountOf,
  withDocumentTypes,
  type BenefitPerson,
  type Db,
} from './common';

type ProgrammeRow = typeof benefitProgrammes.$inferSelect;
type ClaimRow = typeof benefitProgrammeClaims.$inferSelect;

export function editionOf(row: ProgrammeRow): ProgrammeEdition {
  return {
    kod: row.kod,
    kodZps: row.kodZps,
    rok: row.rok,
    nazev: row.nazev,
    vekOd: row.vekOd,
    vekDo: row.vekDo,
    pohlavi: (row.pohlavi as ProgrammeSex | null) ?? null,
    limitHal: row.limitHal,
    platnostOd: row.platnostOd,
    platnostDo: row.platnostDo,
    podaniDo: row.podaniDo,
    pojisteniMesicuMin: row.pojisteniMesicuMin,
    doklady: requiredDocuments(row.doklady),
  };
}

const personForRules = (person: BenefitPerson, date: string) => ({
  narozen: person.narozen,
  female: person.female,
  insuredSince: insuredSinceOn(person.periods, date),
});

/** Hellers each edition already takes from the person's yearly limit (claims not refused; `exceptClaimId` left out). */
async function drawnByEdition(db: Db, personId: PersonId, programmeIds: number[], exceptClaimId?: number): Promise<Map<number, number>> {
  const drawn = new Map<number, number>();
  if (programmeIds.length === 0) return drawn;
  const rows = await db
    .select({
      id: benefitProgrammeClaims.id,
      programmeId: benefitProgrammeClaims.programmeId,
      narok: benefitProgrammeClaims.castkaNarokHal,
      schvalena: benefitProgrammeClaims.castkaSchvalenaHal,
      stav: insuranceRequests.stav,
    })
    .from(benefitProgrammeClaims)
    .innerJoin(insuranceRequests, eq(insuranceRequests.id, benefitProgrammeClaims.requestId))
    .where(and(eq(benefitProgrammeClaims.insuredPersonId, personId), inArray(benefitProgrammeClaims.programmeId, programmeIds)));
  for (const row of rows) {
    if (row.stav === 'ZAMITNUTO' || row.id === exceptClaimId) continue;
    drawn.set(row.programmeId, (drawn.get(row.programmeId) ?? 0) + (row.schvalena ?? row.narok));
  }
  return drawn;
}

function programmeItem(row: ProgrammeRow, person: BenefitPerson, drawnHal: number, today: string): ProgramPolozka {
  const edition = editionOf(row);
  const date = drawabilityDate(edition, today);
  const refusal = programmeRefusal(edition, personForRules(person, date), drawnHal, date, today);
  const cerpani: DrawingState = refusal ? 'NELZE_CERPAT' : 'LZE_CERPAT';
  return {
    kod: row.kod,
    kodZps: row.kodZps,
    rok: row.rok,
    nazev: row.nazev,
    popis: row.popis,
    kategorie: row.kategorie as CouponCode,
    kategorieNazev: couponCodeLabels[row.kategorie as CouponCode] ?? row.kategorie,
    vekOd: row.vekOd,
    vekDo: row.vekDo,
    vekPopis: ageRangeCz(row.vekOd, row.vekDo),
    pohlavi: edition.pohlavi,
    limitRocni: kc(row.limitHal),
    cerpano: kc(drawnHal),
    zbyva: kc(Math.max(0, row.limitHal - drawnHal)),
    platnostOd: dateWithZeroTime(row.platnostOd),
    platnostDo: dateWithZeroTime(row.platnostDo),
    podaniDo: dateWithZeroTime(row.podaniDo),
    pojisteniMesicuMin: row.pojisteniMesicuMin,
    doklady: edition.doklady.map((doc) => ({ ...doc })),
    cerpani,
    duvodKod: refusal?.reason ?? null,
    duvod: refusal?.message ?? null,
  };
}

/** Lower case without diacritics, for the full-text filter. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const czech = new Intl.Collator('cs');

function sortItems(items: ProgramPolozka[], razeni: ProgrammeSorting | undefined): ProgramPolozka[] {
  const byName = (a: ProgramPolozka, b: ProgramPolozka) => czech.compare(a.nazev, b.nazev) || b.rok - a.rok;
  const sorted = [...items];
  switch (razeni) {
    case 'NAZEV':
      return sorted.sort(byName);
    case 'LIMIT':
      return sorted.sort((a, b) => b.limitRocni - a.limitRocni || byName(a, b));
    case 'KATEGORIE':
      return sorted.sort((a, b) => czech.compare(a.kategorieNazev, b.kategorieNazev) || byName(a, b));
    case 'ZBYVA':
      return sorted.sort((a, b) => b.zbyva - a.zbyva || byName(a, b));
    default:
      // The current year first, drawable first, then by name.
      return sorted.sort(
        (a, b) => b.rok - a.rok || Number(a.cerpani !== 'LZE_CERPAT') - Number(b.cerpani !== 'LZE_CERPAT') || byName(a, b),
      );
  }
}

/** The catalogue of the current and the previous year (or one of them), filtered, sorted and cut. */
export async function programmesOf(
  db: Database,
  personId: PersonId,
  query: { fullText?: string; pocetVysledku?: number; cerpani?: DrawingState; razeni?: ProgrammeSorting; rok?: number },
): Promise<{ seznamProgramu: ProgramPolozka[]; celkem: number }> {
  const today = todayInPrague();
  const year = Number(today.slice(0, 4));
  const years = query.rok !== undefined ? [query.rok].filter((rok) => rok === year || rok === year - 1) : [year, year - 1];
  const person = await benefitPersonOf(db, personId);
  if (years.length === 0) return { seznamProgramu: [], celkem: 0 };
  const rows = await db
    .select()
    .from(benefitProgrammes)
    .where(inArray(benefitProgrammes.rok, years))
    .orderBy(desc(benefitProgrammes.rok), asc(benefitProgrammes.poradi));
  const drawn = await drawnByEdition(
    db,
    personId,
    rows.map((row) => row.id),
  );
  let items = rows.map((row) => programmeItem(row, person, drawn.get(row.id) ?? 0, today));
  if (query.fullText) {
    const words = folded(query.fullText).split(/\s+/).filter(Boolean);
    items = items.filter((item) => {
      const haystack = folded(`${item.nazev} ${item.popis} ${item.kategorieNazev}`);
      return words.every((word) => haystack.includes(word));
    });
  }
  if (query.cerpani) items = items.filter((item) => item.cerpani === query.cerpani);
  const sorted = sortItems(items, query.razeni);
  return { seznamProgramu: sorted.slice(0, query.pocetVysledku ?? sorted.length), celkem: sorted.length };
}

/** The edition of `kod` named by `kodZps`, else the current year's (else the newest); 404 when none. */
async function editionRow(db: Db, kod: string, kodZps: string | undefined): Promise<ProgrammeRow> {
  const rows = await db.select().from(benefitProgrammes).where(eq(benefitProgrammes.kod, kod)).orderBy(desc(benefitProgrammes.rok));
  const year = Number(todayInPrague().slice(0, 4));
  const row = kodZps ? rows.find((r) => r.kodZps === kodZps) : (rows.find((r) => r.rok === year) ?? rows[0]);
  if (!row) throw notFoundError();
  return row;
}

export async function programmeDetail(db: Database, personId: PersonId, kod: string, kodZps: string | undefined): Promise<ProgramDetail> {
  const row = await editionRow(db, kod, kodZps);
  const person = await benefitPersonOf(db, personId);
  const drawn = await drawnByEdition(db, personId, [row.id]);
  const account = await storedAccountOf(db, personId);
  return {
    ...programmeItem(row, person, drawn.get(row.id) ?? 0, todayInPrague()),
    podminky: row.podminky,
    ucet: account,
    souhlas: claimConsentText,
  };
}

interface ClaimCheck {
  row: ProgrammeRow;
  drawnHal: number;
  payoutHal: number;
}

/**
 * The edition a receipt belongs to (the year of its date) and the programme's rules for it: 422
 * with the field messages when the programme does not exist, is not offered for that year, or its
 * rules refuse the receipt (`extra` adds the documents' messages of a claim).
 */
async function checkReceipt(
  db: Db,
  person: BenefitPerson,
  claim: { kod: string; datumUctenka: string; castkaUctenka: number },
  extra: Record<string, string[]> = {},
): Promise<ClaimCheck> {
  const year = Number(claim.datumUctenka.slice(0, 4));
  const rows = await db.select().from(benefitProgrammes).where(eq(benefitProgrammes.kod, claim.kod));
  if (rows.length === 0) throw ruleRefusalError({ kod: [messages.recordDoesNotExist], ...extra });
  const row = rows.find((r) => r.rok === year);
  if (!row) throw ruleRefusalError({ datumUctenka: [messages.programmeNotOffered], ...extra });
  const drawnHal = (await drawnByEdition(db, person.id, [row.id])).get(row.id) ?? 0;
  const refusal = programmeRefusal(
    editionOf(row),
    personForRules(person, claim.datumUctenka),
    drawnHal,
    claim.datumUctenka,
    todayInPrague(),
  );
  if (refusal || Object.keys(extra).length > 0)
    throw ruleRefusalError({ ...(refusal ? { [refusal.field]: [refusal.message] } : {}), ...extra });
  return { row, drawnHal, payoutHal: programmePayout(toHellers(claim.castkaUctenka), row.limitHal, drawnHal) };
}

/** What a receipt would be paid now (the review step); refusals as for a claim. */
export async function programmePreview(
  db: Database,
  personId: PersonId,
  query: { kod: string; datumUctenka: string; castkaUctenka: number },
): Promise<ProgramNahled> {
  const person = await benefitPersonOf(db, personId);
  const { row, drawnHal, payoutHal } = await checkReceipt(db, person, query);
  const amountHal = toHellers(query.castkaUctenka);
  return {
    kod: row.kod,
    kodZps: row.kodZps,
    rok: row.rok,
    nazev: row.nazev,
    castkaUctenka: query.castkaUctenka,
    limitRocni: kc(row.limitHal),
    cerpano: kc(drawnHal),
    zbyva: kc(Math.max(0, row.limitHal - drawnHal)),
    castkaKVyplate: kc(payoutHal),
    omezenoLimitem: payoutHal < amountHal,
  };
}

/** Claims with their programme and request, as the answers show them (attachments included). */
async function claimItems(db: Db, personId: PersonId, claims: ClaimRow[]): Promise<CerpaniProgramu[]> {
  if (claims.length === 0) return [];
  const programmes = await db
    .select()
    .from(benefitProgrammes)
    .where(
      inArray(
        benefitProgrammes.id,
        claims.map((c) => c.programmeId),
      ),
    );
  const requests = await db
    .select({ id: insuranceRequests.id, stav: insuranceRequests.stav, datum: insuranceRequests.datum })
    .from(insuranceRequests)
    .where(
      inArray(
        insuranceRequests.id,
        claims.map((c) => c.requestId),
      ),
    );
  const files = await attachmentsOf(
    db,
    personId,
    'PROGRAM',
    claims.map((c) => c.id),
  );
  return claims.map((claim) => {
    const programme = programmes.find((p) => p.id === claim.programmeId)!;
    const request = requests.find((r) => r.id === claim.requestId)!;
    return {
      id: claim.id,
      zadostId: claim.requestId,
      kod: programme.kod,
      kodZps: programme.kodZps,
      rok: programme.rok,
      nazev: programme.nazev,
      kategorie: programme.kategorie as CouponCode,
      datumUctenka: dateWithZeroTime(claim.datumUctenka),
      castkaUctenka: kc(claim.castkaUctenkaHal),
      castkaNarok: kc(claim.castkaNarokHal),
      castkaSchvalena: kcOrNull(claim.castkaSchvalenaHal),
      castkaVyplacena: kcOrNull(claim.castkaVyplacenaHal),
      datumVyplaty: dateWithZeroTimeOrNull(claim.datumVyplaty),
      stav: request.stav as CerpaniProgramu['stav'],
      stavNazev: stateLabel(request.stav),
      podano: request.datum.toISOString(),
      poznamkaZps: claim.poznamkaZps,
      ucet: { predcisli: claim.predcisli, cislo: claim.cislo, banka: claim.banka },
      poznamka: claim.poznamka,
      prilohy: withDocumentTypes(files.get(claim.id) ?? [], claim.typyDokumentu),
    };
  });
}

async function claimByKey(db: Db, personId: PersonId, key: string): Promise<CerpaniProgramu | null> {
  const rows = await db
    .select()
    .from(benefitProgrammeClaims)
    .where(and(eq(benefitProgrammeClaims.insuredPersonId, personId), eq(benefitProgrammeClaims.idempotencyKey, key)));
  const [item] = await claimItems(db, personId, rows);
  return item ?? null;
}

/** Serialises the person's claims: two sends at once cannot both take the last of a limit. */
async function lockPerson(tx: Transaction, personId: PersonId): Promise<void> {
  await tx.select({ id: insuredPersons.id }).from(insuredPersons).where(eq(insuredPersons.id, personId)).for('update');
}

/**
 * A programme claim: the documents (each file typed, the required types there), the programme's
 * rules for the receipt, then the request (PROGRAM, PRIJATO), the claim and its files in one
 * transaction. A resend with the same idempotency key answers the first claim and writes nothing.
 */
export async function claimProgramme(
  db: Database,
  personId: PersonId,
  body: BenefitProgramZadost,
  files: CheckedFile[],
): Promise<CerpaniProgramu> {
  const key = body.idempotencniKlic;
  return idempotentSend(
    key,
    () => claimByKey(db, personId, key!),
    () =>
      attachmentTransaction(db, files, async (tx) => {
        await lockPerson(tx, personId);
        const person = await benefitPersonOf(tx, personId);
        const edition = await tx
          .select()
          .from(benefitProgrammes)
          .where(and(eq(benefitProgrammes.kod, body.kod), eq(benefitProgrammes.rok, Number(body.datumUctenka.slice(0, 4)))));
        const documents = documentTypesOfFiles(
          body.prilohyIndex,
          body.typDokumentKod,
          files.length,
          edition[0] ? requiredDocuments(edition[0].doklady) : [],
          { index: 'prilohyIndex', type: 'typDokumentKod', files: 'seznamPriloh' },
        );
        const { row, payoutHal } = await checkReceipt(tx, person, body, documents.errors);
        const request = await insertRequest(tx, personId, 'PROGRAM', 'PRIJATO', `${row.nazev} – ${formatCrowns(kc(payoutHal))}`);
        const [claim] = await tx
          .insert(benefitProgrammeClaims)
          .values({
            insuredPersonId: personId,
            programmeId: row.id,
            requestId: request.id,
            datumUctenka: body.datumUctenka,
            castkaUctenkaHal: toHellers(body.castkaUctenka),
            castkaNarokHal: payoutHal,
            ...accountOfBody(body),
            poznamka: body.poznamka ?? null,
            typyDokumentu: documents.types,
            idempotencyKey: key ?? null,
          })
          .returning();
        await applyAttachmentChange(tx, {
          personId,
          evidence: 'PROGRAM',
          recordId: claim.id,
          delete: [],
          add: files,
          limits: seznamPrilohFiles,
        });
        const [item] = await claimItems(tx, personId, [claim]);
        return item;
      }),
  );
}

const sums = (items: CerpaniProgramu[]) => ({
  pocet: items.length,
  zadano: roundKc(items.reduce((sum, item) => sum + item.castkaNarok, 0)),
  schvaleno: roundKc(items.reduce((sum, item) => sum + (item.castkaSchvalena ?? 0), 0)),
  vyplaceno: roundKc(items.reduce((sum, item) => sum + (item.castkaVyplacena ?? 0), 0)),
});
const roundKc = roundCrowns;

async function claimsOfPerson(db: Db, personId: PersonId, years?: number[]): Promise<CerpaniProgramu[]> {
  const rows = await db
    .select({ claim: benefitProgrammeClaims })
    .from(benefitProgrammeClaims)
    .innerJoin(benefitProgrammes, eq(benefitProgrammes.id, benefitProgrammeClaims.programmeId))
    .where(
      years
        ? and(eq(benefitProgrammeClaims.insuredPersonId, personId), inArray(benefitProgrammes.rok, years))
        : eq(benefitProgrammeClaims.insuredPersonId, personId),
    )
    .orderBy(desc(benefitProgrammeClaims.createdAt), desc(benefitProgrammeClaims.id));
  return claimItems(
    db,
    personId,
    rows.map((r) => r.claim),
  );
}

/** The claims of a year's editions with the sums per programme and in total. */
export async function programmesOfYear(db: Database, personId: PersonId, rok: number): Promise<BenefitProgramyRok> {
  const claims = await claimsOfPerson(db, personId, [rok]);
  const editions = await db.select().from(benefitProgrammes).where(eq(benefitProgrammes.rok, rok));
  const drawn = await drawnByEdition(
    db,
    personId,
    editions.map((e) => e.id),
  );
  const souhrnProgramu = editions
    .filter((edition) => claims.some((claim) => claim.kodZps === edition.kodZps))
    .sort((a, b) => czech.compare(a.nazev, b.nazev))
    .map((edition) => ({
      kod: edition.kod,
      kodZps: edition.kodZps,
      nazev: edition.nazev,
      limitRocni: kc(edition.limitHal),
      zbyva: kc(Math.max(0, edition.limitHal - (drawn.get(edition.id) ?? 0))),
      ...sums(claims.filter((claim) => claim.kodZps === edition.kodZps)),
    }));
  return { rok, seznamCerpani: claims, souhrnProgramu, celkem: sums(claims) };
}

/** The years with claims, newest first, with their sums. */
export async function programmesSummary(db: Database, personId: PersonId) {
  const claims = await claimsOfPerson(db, personId);
  const years = [...new Set(claims.map((claim) => claim.rok))].sort((a, b) => b - a);
  return {
    seznamRoku: years.map((rok) => ({ rok, ...sums(claims.filter((claim) => claim.rok === rok)) })),
    celkem: sums(claims),
  };
}

/** A programme claim by its request (for the request detail), or null. */
export async function programmeClaimOfRequest(db: Database, personId: PersonId, requestId: number): Promise<CerpaniProgramu | null> {
  const rows = await db
    .select()
    .from(benefitProgrammeClaims)
    .where(and(eq(benefitProgrammeClaims.insuredPersonId, personId), eq(benefitProgrammeClaims.requestId, requestId)));
  const [item] = await claimItems(db, personId, rows);
  return item ?? null;
}

/** What the insurer's decision on a programme claim did: the amount paid (0 when refused) and where to. */
export interface ProgrammeDecision {
  paidHal: number;
  receiptHal: number;
  account: { predcisli: string | null; cislo: string; banka: string };
}

/**
 * The insurer decides a programme claim (issue 34, in the lifecycle step's transaction). Approved:
 * the receipt is paid as far as the edition's yearly limit allows beside the person's other claims
 * that are not refused (`programmePayout`), recorded as approved and paid today, so the year's
 * drawn programmes and the limit left count it. Refused: nothing approved or paid, and the claim
 * stops taking the limit (its request is ZAMITNUTO). Null when the request is not a programme claim.
 */
export async function decideProgrammeClaim(
  tx: Transaction,
  requestId: number,
  approved: boolean,
  today: string,
): Promise<ProgrammeDecision | null> {
  const [claim] = await tx.select().from(benefitProgrammeClaims).where(eq(benefitProgrammeClaims.requestId, requestId));
  if (!claim) return null;
  await lockPerson(tx, claim.insuredPersonId);
  const account = { predcisli: claim.predcisli, cislo: claim.cislo, banka: claim.banka };
  if (!approved) {
    await tx
      .update(benefitProgrammeClaims)
      .set({ castkaSchvalenaHal: 0, castkaVyplacenaHal: null, datumVyplaty: null })
      .where(eq(benefitProgrammeClaims.id, claim.id));
    return { paidHal: 0, receiptHal: claim.castkaUctenkaHal, account };
  }
  const [edition] = await tx.select().from(benefitProgrammes).where(eq(benefitProgrammes.id, claim.programmeId));
  const others = (await drawnByEdition(tx, claim.insuredPersonId, [edition.id], claim.id)).get(edition.id) ?? 0;
  const paidHal = programmePayout(claim.castkaUctenkaHal, edition.limitHal, others);
  await tx
    .update(benefitProgrammeClaims)
    .set({ castkaSchvalenaHal: paidHal, castkaVyplacenaHal: paidHal, datumVyplaty: today })
    .where(eq(benefitProgrammeClaims.id, claim.id));
  return { paidHal, receiptHal: claim.castkaUctenkaHal, account };
}
