/**
 * The car-maker's cafeteria: how an employee splits the year's points between the benefit
 * categories. Only for the car-maker's employees (the menu's rule, CAR_MAKER_EMPLOYER_CODE) and
 * only inside the employer's yearly change window (cafeteria_periods); anyone else, or outside the
 * window: 'Cafeterii nelze nastavit.'.
 */
import { and, eq } from 'drizzle-orm';
import {
  cafeteriaCategories,
  cafeteriaPoints,
  cafeteriaSplitErrors,
  defaultCafeteriaSplit,
  type CafeteriaCategory,
  type CafeteriaSplit,
  type NastaveniCafeterie,
} from '../../../contract/benefits';
import { couponCodeLabels } from '../../../contract/enums';
import { CAR_MAKER_EMPLOYER_CODE } from '../../../contract/person';
import type { PersonId } from '../../../contract/ids';
import { messages } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { cafeteriaPeriods, cafeteriaSettings, insuredPersons } from '../../db/schema';
import { notFoundError, ruleRefusalError } from '../../plugins/errors';
import { dateWithZeroTime, todayInPrague } from '../clock';

interface CafeteriaState {
  answer: NastaveniCafeterie;
  /** The employer's period of the year when the person has a cafeteria. */
  period: typeof cafeteriaPeriods.$inferSelect | null;
}

async function stateOf(db: Database, personId: PersonId): Promise<CafeteriaState> {
  const today = todayInPrague();
  const rok = Number(today.slice(0, 4));
  const [person] = await db
    .select({ zamestnavatel: insuredPersons.zamestnavatel })
    .from(insuredPersons)
    .where(eq(insuredPersons.id, personId));
  if (!person) throw notFoundError();
  const none: NastaveniCafeterie = {
    rok,
    lzeNastavit: false,
    zprava: messages.cafeteriaCannotBeSet,
    zmenaOd: null,
    zmenaDo: null,
    bodyRocni: null,
    rozdeleni: [],
    zmeneno: null,
  };
  if (person.zamestnavatel !== CAR_MAKER_EMPLOYER_CODE) return { answer: none, period: null };
  const [period] = await db
    .select()
    .from(cafeteriaPeriods)
    .where(and(eq(cafeteriaPeriods.zamestnavatel, CAR_MAKER_EMPLOYER_CODE), eq(cafeteriaPeriods.rok, rok)));
  if (!period) return { answer: none, period: null };
  const [saved] = await db
    .select()
    .from(cafeteriaSettings)
    .where(and(eq(cafeteriaSettings.insuredPersonId, personId), eq(cafeteriaSettings.rok, rok)));
  const split: Partial<Record<CafeteriaCategory, number>> = saved?.rozdeleni ?? defaultCafeteriaSplit;
  const open = period.zmenaOd <= today && today <= period.zmenaDo;
  return {
    period,
    answer: {
      rok,
      lzeNastavit: open,
      zprava: open ? null : messages.cafeteriaCannotBeSet,
      zmenaOd: dateWithZeroTime(period.zmenaOd),
      zmenaDo: dateWithZeroTime(period.zmenaDo),
      bodyRocni: period.body,
      rozdeleni: cafeteriaCategories.map((kategorie) => {
        const procento = split[kategorie] ?? 0;
        return { kategorie, nazev: couponCodeLabels[kategorie], procento, body: cafeteriaPoints(period.body, procento) };
      }),
      zmeneno: saved ? saved.changedAt.toISOString() : null,
    },
  };
}

export async function cafeteriaOf(db: Database, personId: PersonId): Promise<NastaveniCafeterie> {
  return (await stateOf(db, personId)).answer;
}

/** A new split of the current year: 422 'Cafeterii nelze nastavit.' for anyone else or outside the window. */
export async function changeCafeteria(db: Database, personId: PersonId, body: CafeteriaSplit): Promise<NastaveniCafeterie> {
  const { answer, period } = await stateOf(db, personId);
  if (!period || !answer.lzeNastavit) throw ruleRefusalError({ _form: [messages.cafeteriaCannotBeSet] });
  const errors = cafeteriaSplitErrors(body);
  if (Object.keys(errors).length > 0) throw ruleRefusalError(errors);
  const rozdeleni: Record<string, number> = {};
  for (const item of body.rozdeleni) if (item.procento > 0) rozdeleni[item.kategorie] = item.procento;
  const values = { rozdeleni, changedAt: new Date() };
  await db
    .insert(cafeteriaSettings)
    .values({ insuredPersonId: personId, rok: period.rok, ...values })
    .onConflictDoUpdate({ target: [cafeteriaSettings.insuredPersonId, cafeteriaSettings.rok], set: values });
  return cafeteriaOf(db, personId);
}
