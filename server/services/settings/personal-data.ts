/**
 * Personal data (GET/PUT /pojistenecOsobniUdaje and its parts): the name and titles, the
 * permanent and contact address (the same rows the requests deliver to), e-mail, phones and the
 * person's stored bank account (the one the claim forms prefill and update).
 *
 * A change of name (jméno or příjmení) is a request ZMENA_UDAJU with a document attached, filed in
 * 'Moje žádosti' in the same transaction; the name changes when staff approve it
 * (`completeNameChange`, server/services/staff/effects.ts). Titles alone change at once. The send is idempotent by its key.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import type { Zadost } from '../../../contract/insurance';
import { messages } from '../../../contract/messages';
import { fullName } from '../../../contract/person';
import type { BankAccount } from '../../../contract/rules';
import {
  isNameChange,
  NAME_CHANGE_EVIDENCE,
  prilohyOsobniUdajeFiles,
  type AdresaDetail,
  type AdresaZmena,
  type OsobniUdajeOdpoved,
  type OsobniUdajeZmena,
} from '../../../contract/settings';
import type { Adresa } from '../../../contract/entities';
import type { Database, Transaction } from '../../db/client';
import { bankAccounts, insuranceRequests, insuredAddresses, insuredPersons, nameChanges, personContacts } from '../../db/schema';
import { notFoundError, ruleRefusalError } from '../../plugins/errors';
import { attachmentTransaction } from '../attachment-files';
import { applyAttachmentChange, type CheckedFile } from '../attachments';
import { dateWithZeroTime } from '../clock';

type Db = Database | Transaction;
type AddressRow = typeof insuredAddresses.$inferSelect;
type RequestRow = typeof insuranceRequests.$inferSelect;

/** Request states after which a name change is no longer in progress. */
const finishedStates = ['VYRIZENO', 'ZAMITNUTO'];

const addressOf = (row: AddressRow | undefined): AdresaDetail | null =>
  row ? { ulice: row.ulice, obec: row.obec, psc: row.psc, stat: row.stat, statKod: row.statKod, kodRuian: row.kodRuian } : null;

export const requestAnswer = (row: RequestRow): Zadost => ({
  id: row.id,
  typ: row.typ as Zadost['typ'],
  datum: row.datum.toISOString(),
  stav: row.stav as Zadost['stav'],
  adresaOdeslani: (row.adresaOdeslani as Zadost['adresaOdeslani']) ?? null,
  popis: row.popis,
});

/** The name change in progress (sent and not yet done or refused), or null. */
async function pendingNameChange(db: Db, personId: PersonId) {
  const [row] = await db
    .select({ change: nameChanges, request: insuranceRequests })
    .from(nameChanges)
    .innerJoin(insuranceRequests, eq(insuranceRequests.id, nameChanges.requestId))
    .where(and(eq(nameChanges.insuredPersonId, personId), notInArray(insuranceRequests.stav, finishedStates)))
    .orderBy(desc(nameChanges.createdAt), desc(nameChanges.id))
    .limit(1);
  return row ?? null;
}

export async function personalDataOf(db: Db, personId: PersonId): Promise<OsobniUdajeOdpoved> {
  const [person] = await db.select().from(insuredPersons).where(eq(insuredPersons.id, personId));
  if (!person) throw notFoundError();
  // One after another: inside a transaction node-postgres has one connection, which takes one query at a time.
  const addresses = await db.select().from(insuredAddresses).where(eq(insuredAddresses.insuredPersonId, personId));
  const [contacts] = await db.select().from(personContacts).where(eq(personContacts.insuredPersonId, personId));
  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.insuredPersonId, personId));
  const pending = await pendingNameChange(db, personId);
  const contact = addresses.find((row) => row.druh === 'KONTAKTNI_ADRESA');
  return {
    jmeno: person.jmeno,
    prijmeni: person.prijmeni,
    titulPred: person.titulPred,
    titulZa: person.titulZa,
    narozen: dateWithZeroTime(person.narozen),
    rodneCislo: person.rodneCislo,
    adresaTrvala: addressOf(addresses.find((row) => row.druh === 'TRVALA_ADRESA')),
    adresaKontaktniVolba: contact ? 'JINA_ADRESA' : 'SHODNA_TRVALA',
    adresaKontaktni: addressOf(contact),
    email: contacts?.email ?? null,
    telefon: contacts?.telefon ?? null,
    telefonSms: contacts?.telefonSms ?? null,
    ucet: account ? { predcisli: account.predcisli, cislo: account.cislo, banka: account.banka } : null,
    zmenaJmena: pending
      ? {
          zadostId: pending.request.id,
          datum: pending.request.datum.toISOString(),
          jmeno: pending.change.jmeno,
          prijmeni: pending.change.prijmeni,
          titulPred: pending.change.titulPred,
          titulZa: pending.change.titulZa,
        }
      : null,
  };
}

/** What a send consists of, as a hash: the same key with other data is a conflict. */
function contentHash(body: OsobniUdajeZmena, files: readonly CheckedFile[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([body.jmeno, body.prijmeni, body.titulPred ?? null, body.titulZa ?? null]));
  for (const file of files) hash.update(`\u0000${file.nazev}\u0000`).update(createHash('sha256').update(file.content).digest());
  return hash.digest('hex');
}

export type NameChangeAnswer = OsobniUdajeOdpoved & { zadost: Zadost | null };

/**
 * PUT /pojistenecOsobniUdaje. A change of jméno or příjmení: 422 without a document
 * ('Ke změně jména …'), 422 while another one is in progress, otherwise a ZMENA_UDAJU request with
 * the files, in one transaction. Titles alone: changed at once. Nothing changed: the data as it is.
 * A resend with the same idempotency key answers the first answer; with other data 422.
 */
export function changeName(
  db: Database,
  personId: PersonId,
  body: OsobniUdajeZmena,
  files: readonly CheckedFile[],
): Promise<NameChangeAnswer> {
  return attachmentTransaction(db, files, async (tx) => {
    // One send at a time per person: the key and the "one change in progress" rule hold under races.
    const [person] = await tx.select().from(insuredPersons).where(eq(insuredPersons.id, personId)).for('update');
    if (!person) throw notFoundError();
    const hash = contentHash(body, files);

    const [earlier] = await tx
      .select({ change: nameChanges, request: insuranceRequests })
      .from(nameChanges)
      .innerJoin(insuranceRequests, eq(insuranceRequests.id, nameChanges.requestId))
      .where(and(eq(nameChanges.insuredPersonId, personId), eq(nameChanges.idempotencyKey, body.idempotencniKlic)));
    if (earlier) {
      if (earlier.change.contentHash !== hash) throw ruleRefusalError({ _form: [messages.idempotencyConflict] });
      return { ...(await personalDataOf(tx, personId)), zadost: requestAnswer(earlier.request) };
    }

    const titulPred = body.titulPred ?? null;
    const titulZa = body.titulZa ?? null;
    if (!isNameChange(person, body)) {
      if (titulPred !== person.titulPred || titulZa !== person.titulZa)
        await tx.update(insuredPersons).set({ titulPred, titulZa }).where(eq(insuredPersons.id, personId));
      return { ...(await personalDataOf(tx, personId)), zadost: null };
    }

    const chyby: Record<string, string[]> = {};
    if (files.length === 0) chyby.prilohy = [messages.nameChangeNeedsDocument];
    if (await pendingNameChange(tx, personId)) chyby._form = [messages.nameChangePending];
    if (Object.keys(chyby).length > 0) throw ruleRefusalError(chyby);

    const [request] = await tx
      .insert(insuranceRequests)
      .values({
        insuredPersonId: personId,
        typ: 'ZMENA_UDAJU',
        stav: 'PRIJATO',
        adresaOdeslani: null,
        popis: `Změna jména na ${fullName(body)}`,
      })
      .returning();
    const [change] = await tx
      .insert(nameChanges)
      .values({
        insuredPersonId: personId,
        requestId: request.id,
        jmeno: body.jmeno,
        prijmeni: body.prijmeni,
        titulPred,
        titulZa,
        puvodniJmeno: person.jmeno,
        puvodniPrijmeni: person.prijmeni,
        idempotencyKey: body.idempotencniKlic,
        contentHash: hash,
      })
      .returning();
    await applyAttachmentChange(tx, {
      personId,
      evidence: NAME_CHANGE_EVIDENCE,
      recordId: change.id,
      delete: [],
      add: files,
      limits: prilohyOsobniUdajeFiles,
    });
    return { ...(await personalDataOf(tx, personId)), zadost: requestAnswer(request) };
  });
}

/**
 * The insurer approves a name change (issue 34, in the lifecycle step's transaction, which also
 * moves the request to VYRIZENO): the new name and titles go on the person. A refusal needs
 * nothing here — the name stays. Returns the new name, or null when the request is not a name change.
 */
export async function completeNameChange(
  tx: Transaction,
  requestId: number,
): Promise<{ jmeno: string; prijmeni: string; titulPred: string | null; titulZa: string | null } | null> {
  const [row] = await tx.select().from(nameChanges).where(eq(nameChanges.requestId, requestId));
  if (!row) return null;
  const name = { jmeno: row.jmeno, prijmeni: row.prijmeni, titulPred: row.titulPred, titulZa: row.titulZa };
  await tx.update(insuredPersons).set(name).where(eq(insuredPersons.id, row.insuredPersonId));
  return name;
}

const addressValues = (adresa: Adresa) => ({
  ulice: adresa.ulice ?? null,
  obec: adresa.obec,
  psc: adresa.psc ?? null,
  stat: adresa.stat ?? null,
  statKod: adresa.statKod ?? null,
  kodRuian: adresa.kodRuian ?? null,
});

/**
 * PUT …/adresa: the permanent address; the contact address is another one (stored) or the same
 * (no separate row: deliveries to the contact address then ask for the permanent one).
 */
export function changeAddress(db: Database, personId: PersonId, body: AdresaZmena): Promise<OsobniUdajeOdpoved> {
  return db.transaction(async (tx) => {
    const upsert = async (druh: 'TRVALA_ADRESA' | 'KONTAKTNI_ADRESA', adresa: Adresa) => {
      const values = addressValues(adresa);
      await tx
        .insert(insuredAddresses)
        .values({ insuredPersonId: personId, druh, ...values })
        .onConflictDoUpdate({ target: [insuredAddresses.insuredPersonId, insuredAddresses.druh], set: values });
    };
    await upsert('TRVALA_ADRESA', body.adresaTrvala);
    if (body.adresaKontaktniVolba === 'JINA_ADRESA' && body.adresaKontaktni) await upsert('KONTAKTNI_ADRESA', body.adresaKontaktni);
    else
      await tx
        .delete(insuredAddresses)
        .where(and(eq(insuredAddresses.insuredPersonId, personId), inArray(insuredAddresses.druh, ['KONTAKTNI_ADRESA'])));
    return personalDataOf(tx, personId);
  });
}

type ContactField = 'email' | 'telefon' | 'telefonSms';

/** PUT …/email, …/telefon, …/telefonSms: one contact of the person. */
export function changeContact(db: Database, personId: PersonId, field: ContactField, value: string): Promise<OsobniUdajeOdpoved> {
  return db.transaction(async (tx) => {
    const at = new Date();
    const [before] = await tx.select().from(personContacts).where(eq(personContacts.insuredPersonId, personId));
    // A changed e-mail or SMS number is no longer confirmed (issue 35): no message goes to it until
    // a code sent to it is entered; a code sent to the old one stops working.
    const confirmation =
      field === 'email' && before?.email !== value
        ? { emailPotvrzenAt: null }
        : field === 'telefonSms' && before?.telefonSms !== value
          ? { telefonSmsPotvrzenAt: null }
          : {};
    await tx
      .insert(personContacts)
      .values({ insuredPersonId: personId, [field]: value, changedAt: at })
      .onConflictDoUpdate({ target: personContacts.insuredPersonId, set: { [field]: value, changedAt: at, ...confirmation } });
    return personalDataOf(tx, personId);
  });
}

/** PUT …/ucet: the person's stored bank account (the claim forms prefill it). */
export function changeAccount(db: Database, personId: PersonId, ucet: BankAccount): Promise<OsobniUdajeOdpoved> {
  const { cislo, banka } = ucet;
  // The contract's schema requires both; the check only narrows the type.
  if (!cislo || !banka) throw new Error('changeAccount: an account without its number or bank code');
  return db.transaction(async (tx) => {
    const values = { predcisli: ucet.predcisli ?? null, cislo, banka, changedAt: new Date() };
    await tx
      .insert(bankAccounts)
      .values({ insuredPersonId: personId, ...values })
      .onConflictDoUpdate({ target: bankAccounts.insuredPersonId, set: values });
    return personalDataOf(tx, personId);
  });
}
