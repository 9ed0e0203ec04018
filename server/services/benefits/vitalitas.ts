/**
 * Vitalitas: the travel and accident insurance of the partner insurer (CP), ZVONEK (ZV), GINA (GI)
 * and GINA+ (GI2) for several persons at once, and joining one (a VITALITAS request in 'Moje
 * žádosti' and the applied insurance, stav PRIHLASKA until the partner confirms it).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ageOn, fullName } from '../../../contract/person';
import { toHellers } from '../../../contract/benefits';
import {
  VITALITAS_PARTNER,
  vitalitasApplicationErrors,
  vitalitasOffer,
  vitalitasPeriod,
  vitalitasPrice,
  vitalitasProducts,
  vitalitasStateLabels,
  type TravelZone,
  type VitalitasHolding,
  type VitalitasOdpoved,
  type VitalitasPrihlaska,
  type VitalitasRodinaOdpoved,
  type VitalitasRodinaPrihlaska,
  type VitalitasSjednani,
  type VitalitasState,
} from '../../../contract/vitalitas-programmes';
import type { DocumentCode } from '../../../contract/enums';
import { formatDateCz } from '../../../contract/format';
import { personIdToWire, type PersonId, type PersonIdWire } from '../../../contract/ids';
import { messages } from '../../../contract/messages';
import type { Database, Transaction } from '../../db/client';
import { insuredPersons, vitalitasEnrolments } from '../../db/schema';
import { ruleRefusalError } from '../../plugins/errors';
import { dateWithZeroTime, todayInPrague } from '../clock';
import { benefitPersonOf, idempotentSend, insertRequest, kc, type Db } from './common';

type EnrolmentRow = typeof vitalitasEnrolments.$inferSelect;

/** The state as of today: an insurance in force past its last day has ended. */
function stateOn(row: EnrolmentRow, today: string): VitalitasState {
  if (row.stav === 'AKTIVNI' && row.datumDo < today) return 'UKONCENO';
  return row.stav as VitalitasState;
}

function enrolmentItem(row: EnrolmentRow, today: string): VitalitasSjednani {
  const stav = stateOn(row, today);
  return {
    id: row.id,
    zadostId: row.requestId,
    pojisteniTyp: row.typ as DocumentCode,
    datumOd: dateWithZeroTime(row.datumOd),
    datumDo: dateWithZeroTime(row.datumDo),
    stav,
    stavNazev: vitalitasStateLabels[stav],
    cena: kc(row.cenaHal),
    uzemi: (row.uzemi as TravelZone | null) ?? null,
  };
}

const holdingOf = (row: EnrolmentRow, today: string): VitalitasHolding => ({
  typ: row.typ as DocumentCode,
  datumOd: row.datumOd,
  datumDo: row.datumDo,
  stav: stateOn(row, today),
});

/** The product shown for ZVONEK, GINA and GINA+ (and travel insurance), with every listed person's state. */
export async function vitalitasOverview(db: Database, typ: DocumentCode, personIds: readonly PersonId[]): Promise<VitalitasOdpoved> {
  const today = todayInPrague();
  const ids = [...new Set(personIds)];
  const persons = await db
    .select({ id: insuredPersons.id, jmeno: insuredPersons.jmeno, prijmeni: insuredPersons.prijmeni, narozen: insuredPersons.narozen })
    .from(insuredPersons)
    .where(inArray(insuredPersons.id, ids));
  const enrolments = await db
    .select()
    .from(vitalitasEnrolments)
    .where(inArray(vitalitasEnrolments.insuredPersonId, ids))
    .orderBy(desc(vitalitasEnrolments.datumOd), desc(vitalitasEnrolments.id));
  const product = vitalitasProducts[typ];
  return {
    pojisteniTyp: typ,
    nazev: product.nazev,
    popis: product.popis,
    partner: VITALITAS_PARTNER,
    cenaRocni: product.cenaRocni,
    cenaDenni: product.cenaDenni ? { dospely: { ...product.cenaDenni.dospely }, dite: { ...product.cenaDenni.dite } } : null,
    kryti: product.kryti.map((item) => ({ ...item })),
    podminky: [...product.podminky],
    seznamPojistencu: ids.flatMap((id) => {
      const person = persons.find((p) => p.id === id);
      if (!person) return [];
      const own = enrolments.filter((row) => row.insuredPersonId === id);
      const offer = vitalitasOffer(
        typ,
        person.narozen,
        today,
        own.map((row) => holdingOf(row, today)),
      );
      const ofType = own.filter((row) => row.typ === typ);
      const active = ofType.find((row) => stateOn(row, today) === 'AKTIVNI' && row.datumOd <= today && row.datumDo >= today);
      return [
        {
          pojistenecId: personIdToWire(id),
          jmeno: person.jmeno,
          prijmeni: person.prijmeni,
          narozen: dateWithZeroTime(person.narozen),
          narok: offer.narok,
          duvod: offer.duvod,
          lzePrihlasit: offer.lzePrihlasit,
          prihlasitDo: offer.prihlasitDo ? dateWithZeroTime(offer.prihlasitDo) : null,
          cenaRocni: offer.cenaRocni,
          prvniRokZdarma: offer.prvniRokZdarma,
          aktivni: active ? enrolmentItem(active, today) : null,
          sjednani: ofType.map((row) => enrolmentItem(row, today)),
        },
      ];
    }),
  };
}

async function enrolmentByKey(db: Db, personId: PersonId, key: string): Promise<VitalitasSjednani | null> {
  const [row] = await db
    .select()
    .from(vitalitasEnrolments)
    .where(and(eq(vitalitasEnrolments.insuredPersonId, personId), eq(vitalitasEnrolments.idempotencyKey, key)));
  return row ? enrolmentItem(row, todayInPrague()) : null;
}

/**
 * One person's application inside the caller's transaction: the person is locked, the programme's
 * rules checked (age, joining window, no overlap) — a refusal is thrown as field messages — then
 * the request and the application are stored.
 */
async function applyFor(tx: Transaction, personId: PersonId, body: VitalitasPrihlaska, key: string | null): Promise<VitalitasSjednani> {
  const errors = await refusalsOf(tx, personId, body);
  if (Object.keys(errors).length > 0) throw ruleRefusalError(errors);
  return insertApplication(tx, personId, body, key);
}

/** The programme's refusals for one person (after locking the person's row), as field messages. */
async function refusalsOf(tx: Transaction, personId: PersonId, body: VitalitasPrihlaska): Promise<Record<string, string[]>> {
  await tx.select({ id: insuredPersons.id }).from(insuredPersons).where(eq(insuredPersons.id, personId)).for('update');
  const today = todayInPrague();
  const person = await benefitPersonOf(tx, personId);
  const own = await tx.select().from(vitalitasEnrolments).where(eq(vitalitasEnrolments.insuredPersonId, personId));
  return vitalitasApplicationErrors(
    body.pojisteniTyp,
    person.narozen,
    today,
    own.map((row) => holdingOf(row, today)),
    body,
  );
}

async function insertApplication(
  tx: Transaction,
  personId: PersonId,
  body: VitalitasPrihlaska,
  key: string | null,
): Promise<VitalitasSjednani> {
  const today = todayInPrague();
  const person = await benefitPersonOf(tx, personId);
  const typ = body.pojisteniTyp;
  const period = vitalitasPeriod(typ, person.narozen, body.datumOd, body.datumDo);
  const uzemi = typ === 'CP' ? (body.uzemi ?? 'EVROPA') : null;
  const price = vitalitasPrice(typ, person.narozen, period, uzemi);
  const product = vitalitasProducts[typ];
  const popis =
    typ === 'CP'
      ? `${product.nazev} ${formatDateCz(period.datumOd)} – ${formatDateCz(period.datumDo)}`
      : `${product.nazev} od ${formatDateCz(period.datumOd)}${typ === 'ZV' && ageOn(person.narozen, today) < 1 ? ', první rok zdarma' : ''}`;
  const request = await insertRequest(tx, personId, 'VITALITAS', 'PRIJATO', popis);
  const [row] = await tx
    .insert(vitalitasEnrolments)
    .values({
      insuredPersonId: personId,
      typ,
      datumOd: period.datumOd,
      datumDo: period.datumDo,
      cenaHal: toHellers(price),
      uzemi,
      stav: 'PRIHLASKA',
      requestId: request.id,
      idempotencyKey: key,
    })
    .returning();
  return enrolmentItem(row, today);
}

/** Joining: the programme's rules for the person (age, joining window, no overlap), then the request and the application. */
export async function joinVitalitas(db: Database, personId: PersonId, body: VitalitasPrihlaska): Promise<VitalitasSjednani> {
  const key = body.idempotencniKlic;
  return idempotentSend(
    key,
    () => enrolmentByKey(db, personId, key!),
    () => db.transaction((tx) => applyFor(tx, personId, body, key ?? null)),
  );
}

/**
 * Travel insurance for a family trip (issue 37): one application per listed person (the route has
 * checked that the caller represents each), in ONE transaction — every person's refusals are
 * collected first and answered together (named), and then nothing is stored; otherwise all are.
 * Each price is computed here by the contract's price function, never taken from the client.
 * `onStored` runs in the same transaction (the route's audit rows). A resend with the same key
 * answers the applications stored by the first send.
 */
export async function joinVitalitasFamily(
  db: Database,
  personIds: readonly PersonId[],
  body: VitalitasRodinaPrihlaska,
  onStored: (tx: Transaction) => Promise<void>,
): Promise<VitalitasRodinaOdpoved> {
  const ids = [...new Set(personIds)];
  const key = body.idempotencniKlic ?? null;
  const application: VitalitasPrihlaska = {
    pojisteniTyp: 'CP',
    datumOd: body.datumOd,
    datumDo: body.datumDo,
    uzemi: body.uzemi,
    idempotencniKlic: body.idempotencniKlic,
  };
  const answer = (items: Array<VitalitasSjednani & { pojistenecId: PersonIdWire }>): VitalitasRodinaOdpoved => ({
    seznamSjednani: items,
    cenaCelkem: items.reduce((sum, item) => sum + item.cena, 0),
  });
  const existing = async () => {
    if (!key) return null;
    const found = await Promise.all(ids.map(async (id) => ({ id, item: await enrolmentByKey(db, id, key) })));
    if (found.some((entry) => entry.item === null)) return null;
    return answer(found.map((entry) => ({ ...entry.item!, pojistenecId: personIdToWire(entry.id) })));
  };
  return idempotentSend(key ?? undefined, existing, () =>
    db.transaction(async (tx) => {
      // Locked in id order, so two sends for overlapping families cannot deadlock.
      const ordered = [...ids].sort();
      const refusals: Record<string, string[]> = {};
      for (const id of ordered) {
        const errors = await refusalsOf(tx, id, application);
        const messagesOf = Object.values(errors).flat();
        if (messagesOf.length === 0) continue;
        const person = await benefitPersonOf(tx, id);
        const name = fullName(person);
        // Each refusal names the person; the field is the list (the dates' own messages stay on the dates too).
        for (const [field, list] of Object.entries(errors)) {
          const target = field === 'datumOd' || field === 'datumDo' ? field : 'seznamPojistenecId';
          refusals[target] = [...(refusals[target] ?? []), ...list.map((message) => messages.vitalitasFamilyPerson(name, message))];
        }
      }
      if (Object.keys(refusals).length > 0) throw ruleRefusalError(refusals);
      const items: Array<VitalitasSjednani & { pojistenecId: PersonIdWire }> = [];
      for (const id of ids) items.push({ ...(await insertApplication(tx, id, application, key)), pojistenecId: personIdToWire(id) });
      await onStored(tx);
      return answer(items);
    }),
  );
}

/** A Vitalitas application by its request (for the request detail), or null. */
export async function enrolmentOfRequest(db: Database, personId: PersonId, requestId: number) {
  const [row] = await db
    .select()
    .from(vitalitasEnrolments)
    .where(and(eq(vitalitasEnrolments.insuredPersonId, personId), eq(vitalitasEnrolments.requestId, requestId)));
  return row ? enrolmentItem(row, todayInPrague()) : null;
}

/**
 * The insurer decides a Vitalitas application (issue 34, in the lifecycle step's transaction):
 * approved, the insurance is in force for its period (AKTIVNI); refused, it ends before it began
 * (UKONCENO), so it no longer stands in the way of a new application. Null when the request is
 * not a Vitalitas application.
 */
export async function decideVitalitasEnrolment(
  tx: Transaction,
  requestId: number,
  approved: boolean,
): Promise<{ nazev: string; datumOd: string; datumDo: string } | null> {
  const [row] = await tx
    .update(vitalitasEnrolments)
    .set({ stav: approved ? 'AKTIVNI' : 'UKONCENO' })
    .where(eq(vitalitasEnrolments.requestId, requestId))
    .returning();
  if (!row) return null;
  return { nazev: vitalitasProducts[row.typ as DocumentCode].nazev, datumOd: row.datumOd, datumDo: row.datumDo };
}
