/**
 * Vitalitas: the travel and accident insurance of the partner insurer (CP), ZVONEK (ZV), GINA (GI)
 * and GINA+ (GI2) for several persons at once, and joining one (a VITALITAS request in 'Moje
 * žádosti' and the applied insurance, stav PRIHLASKA until the partner confirms it).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ageOn } from '../../../contract/person';
import {
  toHellers,
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
  type VitalitasSjednani,
  type VitalitasState,
} from '../../../contract/benefits';
import type { DocumentCode } from '../../../contract/enums';
import { formatDateCz } from '../../../contract/format';
import { personIdToWire, type PersonId } from '../../../contract/ids';
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

/** Joining: the programme's rules for the person (age, joining window, no overlap), then the request and the application. */
export async function joinVitalitas(db: Database, personId: PersonId, body: VitalitasPrihlaska): Promise<VitalitasSjednani> {
  const key = body.idempotencniKlic;
  return idempotentSend(
    key,
    () => enrolmentByKey(db, personId, key!),
    () =>
      db.transaction(async (tx) => {
        await tx.select({ id: insuredPersons.id }).from(insuredPersons).where(eq(insuredPersons.id, personId)).for('update');
        const today = todayInPrague();
        const person = await benefitPersonOf(tx, personId);
        const own = await tx.select().from(vitalitasEnrolments).where(eq(vitalitasEnrolments.insuredPersonId, personId));
        const typ = body.pojisteniTyp;
        const errors = vitalitasApplicationErrors(
          typ,
          person.narozen,
          today,
          own.map((row) => holdingOf(row, today)),
          body,
        );
        if (Object.keys(errors).length > 0) throw ruleRefusalError(errors);
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
            idempotencyKey: key ?? null,
          })
          .returning();
        return enrolmentItem(row, today);
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
