/**
 * Requests of an insured person: the certificate of no arrears, a new insurance card, the EHIC
 * and its interim confirmation, the list of requests, and the delivery addresses they go to.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DeliveryAddressChoice } from '../../../contract/enums';
import { addDaysIso } from '../../../contract/format';
import type { PersonId } from '../../../contract/ids';
import {
  cardReasonLabels,
  cardReasons,
  cardValidUntil,
  EHIC_CONFIRMATION_VALID_DAYS,
  insuranceMessages,
  type AdresaOdpoved,
  type AdresyOdpoved,
  type EhicPrukaz,
  type Zadost,
} from '../../../contract/insurance';
import { messages } from '../../../contract/messages';
import type { Database, Transaction } from '../../db/client';
import { insuranceCards, insuranceRequests, insuredAddresses, insuredPersons } from '../../db/schema';
import { HttpError, notFoundError, ruleRefusalError } from '../../plugins/errors';
import { dateWithZeroTime, todayInPrague } from '../clock';
import { ehicConfirmationContent } from '../pdf/ehic-confirmation';
import { pdfFile, type PdfFile } from '../pdf/document';
import { noArrearsCertificateContent } from '../pdf/no-arrears-certificate';
import { insertAttachment } from '../attachments';
import type { AttachmentTransaction } from '../attachment-files';
import { ledgerOf, loadInsurance, personOf } from './account';
import { ledgerItemName } from '../../../contract/insurance';
import { formatDateCz } from '../../../contract/format';
import { formatHellers } from '../../../contract/money';
import { INSURER_CODE, INSURER_NAME } from './insurer';

type RequestRow = typeof insuranceRequests.$inferSelect;

const requestItem = (row: RequestRow): Zadost => ({
  id: row.id,
  typ: row.typ as Zadost['typ'],
  datum: row.datum.toISOString(),
  stav: row.stav as Zadost['stav'],
  adresaOdeslani: (row.adresaOdeslani as DeliveryAddressChoice | null) ?? null,
  popis: row.popis,
});

/** The person's permanent and contact address (null where missing). */
export async function addressesOf(db: Database, personId: PersonId): Promise<AdresyOdpoved> {
  const rows = await db.select().from(insuredAddresses).where(eq(insuredAddresses.insuredPersonId, personId));
  const of = (druh: DeliveryAddressChoice): AdresaOdpoved | null => {
    const row = rows.find((r) => r.druh === druh);
    return row ? { ulice: row.ulice, obec: row.obec, psc: row.psc, stat: row.stat } : null;
  };
  return { TRVALA_ADRESA: of('TRVALA_ADRESA'), KONTAKTNI_ADRESA: of('KONTAKTNI_ADRESA') };
}

/** The message when the chosen delivery address is missing (null when it is there). */
async function missingAddress(db: Database, personId: PersonId, choice: DeliveryAddressChoice): Promise<string | null> {
  const addresses = await addressesOf(db, personId);
  if (addresses[choice]) return null;
  return choice === 'KONTAKTNI_ADRESA' ? insuranceMessages.noContactAddress : insuranceMessages.noPermanentAddress;
}

async function newestEhicRequest(db: Database, personId: PersonId): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(insuranceRequests)
    .where(and(eq(insuranceRequests.insuredPersonId, personId), eq(insuranceRequests.typ, 'EHIC')))
    .orderBy(desc(insuranceRequests.datum), desc(insuranceRequests.id))
    .limit(1);
  return row ?? null;
}

async function cardOf(db: Database, personId: PersonId) {
  const [card] = await db.select().from(insuranceCards).where(eq(insuranceCards.insuredPersonId, personId));
  if (!card) throw notFoundError();
  return card;
}

/** The person's requests, newest first, filed within the period (Prague calendar days). */
export async function requestsOf(
  db: Database,
  personId: PersonId,
  period: { obdobiOd?: string; obdobiDo?: string },
): Promise<{ seznamZadosti: Zadost[] }> {
  const rows = await db
    .select()
    .from(insuranceRequests)
    .where(eq(insuranceRequests.insuredPersonId, personId))
    .orderBy(desc(insuranceRequests.datum), desc(insuranceRequests.id));
  const inPeriod = (row: RequestRow) => {
    const day = todayInPrague(row.datum);
    return (!period.obdobiOd || day >= period.obdobiOd) && (!period.obdobiDo || day <= period.obdobiDo);
  };
  return { seznamZadosti: rows.filter(inPeriod).map(requestItem) };
}

/** A certificate of no arrears: 422 without the chosen address, 409 while the person owes. */
export async function requestNoArrearsCertificate(
  db: Database,
  personId: PersonId,
  adresaOdeslani: DeliveryAddressChoice,
): Promise<Zadost> {
  const missing = await missingAddress(db, personId, adresaOdeslani);
  if (missing) throw ruleRefusalError({ adresaOdeslani: [missing] });
  const data = await loadInsurance(db, personId);
  // Only what is past its due date is in arrears (§ 26 zák. 592/1992 Sb.): an advance not yet due does not block.
  const overdue = ledgerOf(data).polozky.filter((item) => item.stav === 'PO_SPLATNOSTI');
  if (overdue.length > 0) {
    const names = overdue.map(
      (item) => `${ledgerItemName(item.druh, item.obdobi)} (${formatHellers(item.zbyvaHal)}, splatná do ${formatDateCz(item.splatnost)})`,
    );
    const detail = [insuranceMessages.arrearsBlockCertificate, insuranceMessages.overdueItems(names), insuranceMessages.payOverdue].join(
      ' ',
    );
    throw new HttpError(409, 'CHYBA', detail);
  }
  const [row] = await db
    .insert(insuranceRequests)
    .values({ insuredPersonId: personId, typ: 'BEZDLUZNOST', stav: 'PRIJATO', adresaOdeslani, popis: null })
    .returning();
  return requestItem(row);
}

/** A new insurance card for one of the card reasons, sent to an address the person has. */
export async function requestCard(
  db: Database,
  personId: PersonId,
  body: { prukazDuvodKod: string; adresaOdeslani: DeliveryAddressChoice },
): Promise<Zadost> {
  const chyby: Record<string, string[]> = {};
  const reason = cardReasons.find((r) => r === body.prukazDuvodKod);
  if (!reason) chyby.prukazDuvodKod = [messages.allowedValues(cardReasons)];
  const missing = await missingAddress(db, personId, body.adresaOdeslani);
  if (missing) chyby.adresaOdeslani = [missing];
  if (!reason || Object.keys(chyby).length > 0) throw ruleRefusalError(chyby);
  const [row] = await db
    .insert(insuranceRequests)
    .values({
      insuredPersonId: personId,
      typ: 'PRUKAZ',
      stav: 'PRIJATO',
      adresaOdeslani: body.adresaOdeslani,
      popis: cardReasonLabels[reason],
    })
    .returning();
  return requestItem(row);
}

/** The insurance card with the EHIC, and the newest EHIC request whose confirmation can be printed. */
export async function ehicCard(db: Database, personId: PersonId): Promise<EhicPrukaz> {
  const person = await personOf(db, personId);
  const card = await cardOf(db, personId);
  const request = await newestEhicRequest(db, personId);
  return {
    drzitel: { jmeno: person.jmeno, prijmeni: person.prijmeni, narozen: dateWithZeroTime(person.narozen) },
    osobniCislo: person.rodneCislo,
    cisloKarty: card.cisloKarty,
    instituce: { kod: card.instituceKod, nazev: card.instituceNazev },
    platnostDo: dateWithZeroTime(card.platnostDo),
    posledniZadost:
      request && request.potvrzeniPlatnostOd && request.potvrzeniPlatnostDo
        ? {
            id: request.id,
            datum: request.datum.toISOString(),
            potvrzeniPlatnostOd: dateWithZeroTime(request.potvrzeniPlatnostOd),
            potvrzeniPlatnostDo: dateWithZeroTime(request.potvrzeniPlatnostDo),
          }
        : null,
  };
}

/** An EHIC request; its interim confirmation is valid from today for EHIC_CONFIRMATION_VALID_DAYS. */
export async function requestEhic(db: Database, personId: PersonId, adresaOdeslani: DeliveryAddressChoice) {
  const missing = await missingAddress(db, personId, adresaOdeslani);
  if (missing) throw ruleRefusalError({ adresaOdeslani: [missing] });
  const today = todayInPrague();
  const validTo = addDaysIso(today, EHIC_CONFIRMATION_VALID_DAYS);
  const [row] = await db
    .insert(insuranceRequests)
    .values({
      insuredPersonId: personId,
      typ: 'EHIC',
      stav: 'PRIJATO',
      adresaOdeslani,
      popis: null,
      potvrzeniPlatnostOd: today,
      potvrzeniPlatnostDo: validTo,
    })
    .returning();
  return { ...requestItem(row), potvrzeniPlatnostOd: dateWithZeroTime(today), potvrzeniPlatnostDo: dateWithZeroTime(validTo) };
}

/** The interim EHIC confirmation of the newest EHIC request (404 when there is none). */
export async function ehicConfirmationPdf(db: Database, personId: PersonId): Promise<PdfFile> {
  const request = await newestEhicRequest(db, personId);
  if (!request || !request.potvrzeniPlatnostOd || !request.potvrzeniPlatnostDo)
    throw new HttpError(404, 'NENALEZENO', insuranceMessages.noEhicRequest);
  const { potvrzeniPlatnostOd, potvrzeniPlatnostDo } = request;
  const person = await personOf(db, personId);
  const card = await cardOf(db, personId);
  return pdfFile(
    'potvrzeni-ehic.pdf',
    () =>
      ehicConfirmationContent({
        holder: person,
        card,
        platnostOd: potvrzeniPlatnostOd,
        platnostDo: potvrzeniPlatnostDo,
        issuedOn: todayInPrague(),
        issuer: INSURER_NAME,
      }),
    INSURER_NAME,
  );
}

// The insurer's decisions (issue 34), in the lifecycle step's transaction ------------------------

/**
 * A new insurance card (the EHIC on its back) for the person, replacing the one they had: its
 * number is the insurer's code, the person's id and the request that caused it (20 digits, as
 * EHIC field 8), valid per `cardValidUntil` from `today`.
 */
export async function issueCard(
  tx: Transaction,
  personId: PersonId,
  requestId: number,
  today: string,
): Promise<{ cisloKarty: string; platnostDo: string }> {
  const card = {
    cisloKarty: `${INSURER_CODE}${personId.padStart(10, '0')}${String(requestId).padStart(7, '0')}`,
    instituceKod: INSURER_CODE,
    instituceNazev: INSURER_NAME,
    platnostDo: cardValidUntil(today),
  };
  await tx
    .insert(insuranceCards)
    .values({ insuredPersonId: personId, ...card })
    .onConflictDoUpdate({ target: insuranceCards.insuredPersonId, set: card });
  return { cisloKarty: card.cisloKarty, platnostDo: card.platnostDo };
}

/** The file name of an issued certificate of no arrears (in the request's attachments). */
export const NO_ARREARS_CERTIFICATE_FILE = 'potvrzeni-o-bezdluznosti.pdf';

/**
 * Issues the certificate of no arrears of an approved request: its PDF, as of `today`, becomes
 * the request's attachment (evidence POTVRZENI), which the person downloads from the request's
 * detail. Staff decide whether the person owes (the send refused it while anything was overdue);
 * the certificate is issued once, a second approval cannot happen (the lifecycle ends).
 */
export async function issueNoArrearsCertificate(
  tx: AttachmentTransaction,
  request: { id: number; insuredPersonId: PersonId },
  issuedBy: string,
  today: string,
): Promise<{ nazev: string }> {
  const [holder] = await tx.select().from(insuredPersons).where(eq(insuredPersons.id, request.insuredPersonId));
  if (!holder) throw notFoundError();
  const pdf = await pdfFile(
    NO_ARREARS_CERTIFICATE_FILE,
    () => noArrearsCertificateContent({ holder, requestId: request.id, issuedOn: today, issuedBy, issuer: INSURER_NAME }),
    INSURER_NAME,
  );
  await insertAttachment(
    tx,
    { personId: request.insuredPersonId, evidence: 'POTVRZENI', recordId: request.id },
    { nazev: pdf.nazev, mime: pdf.mime, content: Buffer.from(pdf.obsah) },
  );
  return { nazev: pdf.nazev };
}
