/**
 * Registrations: a newborn (or twins) to the mother's insurer, and a child's change of insurer to
 * this one. Both are requests in 'Moje žádosti' (NOVOROZENEC, PREREGISTRACE), filed with their own
 * record in one transaction, idempotent by `idempotencniKlic`. Every refusal is a 422 with the
 * Czech message on its field and stores nothing (attachments included).
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  addMonthsIso,
  branchName,
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
import type { Adresa } from '../../../contract/entities';
import { addDaysIso, formatDateMessage } from '../../../contract/format';
import type { PersonId } from '../../../contract/ids';
import { ADULT_AGE, ageOn, fullName } from '../../../contract/person';
import { birthDateFromBirthNumber } from '../../../contract/rules';
import type { Database, Transaction } from '../../db/client';
import {
  childReregistrations,
  insuranceRequests,
  insuredAddresses,
  insuredPersons,
  newbornChildren,
  newbornRegistrations,
  ruianAddresses,
} from '../../db/schema';
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
