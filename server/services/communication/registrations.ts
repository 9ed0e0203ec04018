/**
 * Registrations: a newborn (or twins) to the mother's insurer, and a child's change of insurer to
 * this one. Both are requests in 'Moje žádosti' (NOVOROZENEC, PREREGISTRACE), filed with their own
 * record in one transaction, idempotent by `idempotencniKlic`. Every refusal is a 422 with the
 * Czech message on its field and stores nothing (attachments included).
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  addMonthsIso,
  communicationMessages,
  insurerChangeEffectiveDate,
  insurerName,
  isWomansBirthNumber,
  missingCertificateErrors,
  NEWBORN_MAX_AGE_MONTHS,
  newbornChildrenErrors,
  nextInsurerChangeFrom,
  novorozenecFiles,
  type NovorozenecOdpoved,
  type NovorozenecVlozit,
  type PreregistraceOdpoved,
  type PreregistraceVlozit,
} from '../../../contract/communication';
import { branchName } from '../../../contract/branches';
import type { Adresa } from '../../../contract/entities';
import { addDaysIso, formatDateMessage } from '../../../contract/format';
import { personIdParam, type PersonId } from '../../../contract/ids';
import { ADULT_AGE, ageOn, fullName } from '../../../contract/person';
import { birthDateFromBirthNumber } from '../../../contract/rules';
import type { Database, Transaction } from '../../db/client';
import {
  childReregistrations,
  insurancePeriods,
  insuranceRequests,
  insuredAddresses,
  insuredPersons,
  newbornChildren,
  newbornRegistrations,
  representations,
  ruianAddresses,
} from '../../db/schema';
import { invalidateAuthCache } from '../../auth-cache';
import { notFoundError, ruleRefusalError } from '../../plugins/errors';
import { applyAttachmentChange, type CheckedFile } from '../attachments';
import { dateWithZeroTime, todayInPrague } from '../clock';
import { sendOnce } from './idempotency';
import { fileRequest, requestItem } from './requests';

type Db = Database | Transaction;
type Errors = Record<string, string[]>;

const add = (errors: Errors, key: string, message: string) => {
  const list = (errors[key] ??= []);
  if (!list.includes(message)) list.push(message);
};

/** The person filing must be an adult (the menu hides both registrations under 18, document 2 §9). */
async function requireAdultFiler(db: Db, personId: PersonId, today: string): Promise<void> {
  const [person] = await db.select({ narozen: insuredPersons.narozen }).from(insuredPersons).where(eq(insuredPersons.id, personId));
  if (!person) throw notFoundError();
  if (!(ageOn(person.narozen, today) >= ADULT_AGE)) throw ruleRefusalError({ _form: [communicationMessages.filerNotAdult] });
}

/** Birth numbers of persons insured here, among `numbers`. */
async function insuredHere(db: Db, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db.select({ rc: insuredPersons.rodneCislo }).from(insuredPersons).where(inArray(insuredPersons.rodneCislo, numbers));
  return new Set(rows.map((row) => row.rc));
}

// Newborn registration --------------------------------------------------------------------------

export async function registerNewborns(
  db: Database,
  personId: PersonId,
  body: NovorozenecVlozit,
  files: CheckedFile[],
): Promise<NovorozenecOdpoved> {
  return sendOnce(db, personId, body.idempotencniKlic, 'zadostNovorozenecVlozit', files, async (tx) => {
    const today = todayInPrague();
    await requireAdultFiler(tx, personId, today);
    const errors: Errors = {};

    if (!isWomansBirthNumber(body.rocisMatka)) add(errors, 'rocisMatka', communicationMessages.motherNotWoman);
    else if (!(await insuredHere(tx, [body.rocisMatka])).has(body.rocisMatka))
      add(errors, 'rocisMatka', communicationMessages.motherNotInsured);

    const children = body.rocis.map((rocis, index) => ({
      rocis,
      jmeno: body.jmeno[index],
      prijmeni: body.prijmeni[index],
      narozen: birthDateFromBirthNumber(rocis) ?? today,
    }));
    for (const [key, list] of Object.entries(newbornChildrenErrors(body.rocis, today)))
      for (const message of list) add(errors, key, message);
    const known = await insuredHere(tx, body.rocis);
    const pending = await tx
      .select({ rocis: newbornChildren.rocis })
      .from(newbornChildren)
      .innerJoin(newbornRegistrations, eq(newbornRegistrations.id, newbornChildren.registrationId))
      .innerJoin(insuranceRequests, eq(insuranceRequests.id, newbornRegistrations.requestId))
      .where(and(inArray(newbornChildren.rocis, body.rocis), ne(insuranceRequests.stav, 'ZAMITNUTO')));
    const registered = new Set([...known, ...pending.map((row) => row.rocis)]);
    children.forEach((child, index) => {
      if (!errors[`rocis.${index}`] && (registered.has(child.rocis) || child.rocis === body.rocisMatka))
        add(errors, `rocis.${index}`, communicationMessages.childAlreadyInsured);
    });

    // Each file belongs to one child (prilohyIndex[i] of file i), and each child has a birth certificate.
    if (body.prilohyIndex.length !== files.length || body.prilohyIndex.some((index) => index >= children.length)) {
      add(errors, 'prilohyIndex', communicationMessages.certificateIndexWrong);
    }
    for (const [key, list] of Object.entries(missingCertificateErrors(body.prilohyIndex.slice(0, files.length), children.length)))
      for (const message of list) add(errors, key, message);
    if (Object.keys(errors).length > 0) throw ruleRefusalError(errors);

    const popis = children.map(fullName).join(', ');
    const request = await fileRequest(tx, personId, 'NOVOROZENEC', popis);
    const [registration] = await tx
      .insert(newbornRegistrations)
      .values({
        insuredPersonId: personId,
        requestId: request.id,
        rocisMatka: body.rocisMatka,
        adresaOdeslani: body.adresaOdeslani,
        prilohyIndex: body.prilohyIndex,
      })
      .returning();
    await tx.insert(newbornChildren).values(children.map((child, poradi) => ({ registrationId: registration.id, poradi, ...child })));
    await applyAttachmentChange(tx, {
      personId,
      evidence: 'NOVOROZENEC',
      recordId: registration.id,
      delete: [],
      add: files,
      limits: novorozenecFiles,
    });
    return {
      zadost: requestItem(request),
      deti: children.map((child) => ({
        jmeno: child.jmeno,
        prijmeni: child.prijmeni,
        rocis: child.rocis,
        narozen: dateWithZeroTime(child.narozen),
        zvonekPrihlaskaDo: dateWithZeroTime(addDaysIso(addMonthsIso(child.narozen, NEWBORN_MAX_AGE_MONTHS), -1)),
      })),
      pobocka: { kod: body.adresaOdeslani, nazev: branchName(body.adresaOdeslani) ?? body.adresaOdeslani },
    };
  });
}

// Child re-registration ---------------------------------------------------------------------------

type StoredAddress = Record<string, string | null>;

const storedAddress = (address: Adresa): StoredAddress => ({
  ulice: address.ulice ?? null,
  obec: address.obec,
  psc: address.psc ?? null,
  stat: address.stat ?? null,
  statKod: address.statKod ?? null,
  kodRuian: address.kodRuian ?? null,
});

/** Addresses chosen from the suggestions carry their RÚIAN code: it must be a known address point. */
async function checkRuianCodes(db: Db, body: PreregistraceVlozit, errors: Errors): Promise<void> {
  for (const key of ['adresaTrvala', 'adresaKontaktni'] as const) {
    const code = body[key]?.kodRuian;
    if (!code) continue;
    const [row] = /^\d{1,15}$/.test(code)
      ? await db
          .select({ kod: ruianAddresses.kodAdm })
          .from(ruianAddresses)
          .where(eq(ruianAddresses.kodAdm, Number(code)))
      : [];
    if (!row) add(errors, `${key}.kodRuian`, communicationMessages.unknownRuianAddress);
  }
}

export async function reregisterChild(db: Database, personId: PersonId, body: PreregistraceVlozit): Promise<PreregistraceOdpoved> {
  return sendOnce(db, personId, body.idempotencniKlic, 'zadostPreregistraceVlozit', [], async (tx) => {
    const today = todayInPrague();
    await requireAdultFiler(tx, personId, today);
    const errors: Errors = {};
    const effective = insurerChangeEffectiveDate(today);

    const born = birthDateFromBirthNumber(body.rocis);
    if (!born || !(ageOn(born, today) < ADULT_AGE)) add(errors, 'rocis', communicationMessages.childNotChild);
    else {
      const [previous] = await tx
        .select({ ucinnostOd: childReregistrations.ucinnostOd })
        .from(childReregistrations)
        .innerJoin(insuranceRequests, eq(insuranceRequests.id, childReregistrations.requestId))
        .where(and(eq(childReregistrations.rocis, body.rocis), ne(insuranceRequests.stav, 'ZAMITNUTO')))
        .orderBy(desc(childReregistrations.ucinnostOd))
        .limit(1);
      const earliest = previous ? nextInsurerChangeFrom(previous.ucinnostOd) : null;
      if (earliest && effective < earliest) add(errors, 'rocis', communicationMessages.insurerChangeTooSoon(formatDateMessage(earliest)));
      else if ((await insuredHere(tx, [body.rocis])).has(body.rocis)) add(errors, 'rocis', communicationMessages.ownInsurer);
    }

    let permanent: StoredAddress | null = body.adresaTrvala ? storedAddress(body.adresaTrvala) : null;
    if (body.adresaTrvalaVolba === 'SHODNA_ZASTUPCE') {
      const [own] = await tx
        .select()
        .from(insuredAddresses)
        .where(and(eq(insuredAddresses.insuredPersonId, personId), eq(insuredAddresses.druh, 'TRVALA_ADRESA')));
      if (!own) add(errors, 'adresaTrvalaVolba', communicationMessages.noRepresentativeAddress);
      else permanent = { ulice: own.ulice, obec: own.obec, psc: own.psc, stat: own.stat, statKod: null, kodRuian: null };
    }
    await checkRuianCodes(tx, body, errors);
    if (Object.keys(errors).length > 0 || !permanent) throw ruleRefusalError(errors);

    const request = await fileRequest(tx, personId, 'PREREGISTRACE', fullName(body));
    await tx.insert(childReregistrations).values({
      insuredPersonId: personId,
      requestId: request.id,
      jmeno: body.jmeno,
      prijmeni: body.prijmeni,
      rocis: body.rocis,
      puvodniZp: body.puvodniZP,
      adresaTrvalaVolba: body.adresaTrvalaVolba,
      adresaTrvala: permanent,
      adresaKontaktniVolba: body.adresaKontaktniVolba,
      adresaKontaktni: body.adresaKontaktniVolba === 'JINA_ADRESA' && body.adresaKontaktni ? storedAddress(body.adresaKontaktni) : null,
      ucinnostOd: effective,
    });
    return {
      zadost: requestItem(request),
      ucinnostOd: dateWithZeroTime(effective),
      puvodniPojistovna: { kod: body.puvodniZP, nazev: insurerName(body.puvodniZP) ?? body.puvodniZP },
    };
  });
}

// The insurer's approval (issue 34): the child becomes an insured person -------------------------

/** Avatar colours of the persons the approvals create (the person switcher), chosen by id. */
const childAvatarColours = ['#0B7A75', '#C2410C', '#1D4ED8', '#7C3AED', '#15803D', '#BE185D', '#A16207', '#0E7490', '#4D7C0F'];

/** Serialises new persons' ids (the largest plus one) across processes on one database. */
const NEW_PERSON_LOCK_KEY = 3_400_034;

/** A child the insurer has just accepted, as the approval's note names them. */
export interface InsuredChild {
  id: PersonId;
  jmeno: string;
  prijmeni: string;
  rocis: string;
  /** The first day of the child's insurance here. */
  od: string;
}

type AddressRow = Pick<typeof insuredAddresses.$inferInsert, 'druh' | 'ulice' | 'obec' | 'psc' | 'stat' | 'statKod' | 'kodRuian'>;

/**
 * Makes the child an insured person of this insurer from `od` (category DITE, premium paid by
 * the state), with the given addresses, represented by every account that represents one of
 * `parents` as themselves — the child then appears in their person switcher. A child already
 * insured here (by birth number) is kept as it is and only gains the missing representations,
 * so approving twice creates nothing twice.
 */
async function insureChild(
  tx: Transaction,
  child: { jmeno: string; prijmeni: string; rocis: string; narozen: string; od: string },
  parents: PersonId[],
  addresses: AddressRow[],
): Promise<InsuredChild> {
  let [person] = await tx.select({ id: insuredPersons.id }).from(insuredPersons).where(eq(insuredPersons.rodneCislo, child.rocis));
  if (!person) {
    await tx.execute(sql`select pg_advisory_xact_lock(${NEW_PERSON_LOCK_KEY})`);
    const [last] = await tx.select({ id: sql<string>`coalesce(max(${insuredPersons.id}), 0)::text` }).from(insuredPersons);
    const id = personIdParam.parse((BigInt(last.id) + 1n).toString());
    [person] = await tx
      .insert(insuredPersons)
      .values({
        id,
        jmeno: child.jmeno,
        prijmeni: child.prijmeni,
        rodneCislo: child.rocis,
        narozen: child.narozen,
        zamestnavatel: null,
        avatarBarva: childAvatarColours[Number(BigInt(id) % BigInt(childAvatarColours.length))],
        kategorie: 'DITE',
      })
      .returning({ id: insuredPersons.id });
    await tx
      .insert(insurancePeriods)
      .values({ insuredPersonId: person.id, datumOd: child.od, datumDo: null, kategorie: 'DITE', platceTyp: 'STAT', platceNazev: null });
    if (addresses.length > 0)
      await tx.insert(insuredAddresses).values(addresses.map((address) => ({ ...address, insuredPersonId: person.id })));
  }
  const accounts = parents.length
    ? await tx
        .select({ userId: representations.userId })
        .from(representations)
        .where(and(inArray(representations.insuredPersonId, parents), eq(representations.typZastupce, 'SAM_NA_SEBE')))
    : [];
  for (const userId of [...new Set(accounts.map((account) => account.userId))]) {
    const [last] = await tx
      .select({ poradi: sql<number>`coalesce(max(${representations.poradi}), -1)::int` })
      .from(representations)
      .where(eq(representations.userId, userId));
    await tx
      .insert(representations)
      .values({ userId, insuredPersonId: person.id, typZastupce: 'DITE', poradi: Number(last.poradi) + 1 })
      .onConflictDoNothing();
  }
  // A role towards this person may be cached as none (server/auth-cache.ts).
  invalidateAuthCache();
  return { id: person.id, jmeno: child.jmeno, prijmeni: child.prijmeni, rocis: child.rocis, od: child.od };
}

/** The person's stored addresses, to be copied to a child. */
async function addressesOf(tx: Transaction, personId: PersonId): Promise<AddressRow[]> {
  return tx
    .select({
      druh: insuredAddresses.druh,
      ulice: insuredAddresses.ulice,
      obec: insuredAddresses.obec,
      psc: insuredAddresses.psc,
      stat: insuredAddresses.stat,
      statKod: insuredAddresses.statKod,
      kodRuian: insuredAddresses.kodRuian,
    })
    .from(insuredAddresses)
    .where(eq(insuredAddresses.insuredPersonId, personId));
}

/**
 * An approved newborn registration: each child is insured from birth, at the mother's addresses,
 * represented by the mother's accounts (and those of the parent who filed it, when another).
 * Null when the request is not a newborn registration.
 */
export async function insureNewborns(tx: Transaction, requestId: number): Promise<{ children: InsuredChild[]; pobocka: string } | null> {
  const [registration] = await tx.select().from(newbornRegistrations).where(eq(newbornRegistrations.requestId, requestId));
  if (!registration) return null;
  const [mother] = await tx
    .select({ id: insuredPersons.id })
    .from(insuredPersons)
    .where(eq(insuredPersons.rodneCislo, registration.rocisMatka));
  const parents = [...new Set([...(mother ? [mother.id] : []), registration.insuredPersonId])];
  const addresses = await addressesOf(tx, mother?.id ?? registration.insuredPersonId);
  const children = await tx
    .select()
    .from(newbornChildren)
    .where(eq(newbornChildren.registrationId, registration.id))
    .orderBy(asc(newbornChildren.poradi));
  const insured: InsuredChild[] = [];
  for (const child of children) insured.push(await insureChild(tx, { ...child, od: child.narozen }, parents, addresses));
  return { children: insured, pobocka: branchName(registration.adresaOdeslani) ?? registration.adresaOdeslani };
}

/** A stored address of a re-registration as a row of the child's addresses, or null without one. */
function reregistrationAddress(druh: string, address: Record<string, string | null> | null): AddressRow | null {
  if (!address?.obec) return null;
  return {
    druh,
    ulice: address.ulice ?? null,
    obec: address.obec,
    psc: address.psc ?? null,
    stat: address.stat ?? null,
    statKod: address.statKod ?? null,
    kodRuian: address.kodRuian ?? null,
  };
}

/**
 * An approved re-registration: the child is insured here from the day the change takes effect
 * (`ucinnostOd`, as the registration stated it), at the addresses it gave, represented by the
 * parent who filed it. Null when the request is not a re-registration.
 */
export async function insureReregisteredChild(tx: Transaction, requestId: number): Promise<InsuredChild | null> {
  const [row] = await tx.select().from(childReregistrations).where(eq(childReregistrations.requestId, requestId));
  if (!row) return null;
  const addresses = [
    reregistrationAddress('TRVALA_ADRESA', row.adresaTrvala),
    reregistrationAddress('KONTAKTNI_ADRESA', row.adresaKontaktni),
  ].filter((address): address is AddressRow => address !== null);
  const narozen = birthDateFromBirthNumber(row.rocis) ?? row.ucinnostOd;
  return insureChild(
    tx,
    { jmeno: row.jmeno, prijmeni: row.prijmeni, rocis: row.rocis, narozen, od: row.ucinnostOd },
    [row.insuredPersonId],
    addresses,
  );
}
