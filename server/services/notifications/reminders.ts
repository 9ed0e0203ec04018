/**
 * Scheduled reminders (issue 35): what has become due since the last sweep — a check-up, a
 * vaccine's next dose, an advance or settlement due in 5 days or overdue — recorded once per item
 * through `enqueueNotification` with a `klic` (notifications/keys.ts). The notification worker
 * runs the sweep on a schedule. Returns how many new events were recorded.
 *
 * What counts (docs/decisions.md "Notifications"):
 * - a check-up or screening ('prevence') that became due within the last REMINDER_WINDOW_DAYS: due
 *   on a day when 'Moje prevence' of that day would say the next visit is possible (`dalsiTermin`
 *   reached), the item due today and not due on the window's first day; the key is the day its
 *   present stretch of being due began, so a later stretch (after a visit) is told again;
 * - a vaccine's next dose ('prevence'), of the newest shot of each disease, from
 *   VACCINE_NOTICE_DAYS before its day until REMINDER_WINDOW_DAYS after it;
 * - an advance, OBZP premium, correction or settlement still owed ('platby'): once when it is due
 *   within PAYMENT_NOTICE_DAYS, once when it is past due (its due day at most
 *   REMINDER_WINDOW_DAYS ago).
 * Anything that fell due before the window — old data on the sweep's first run, a sweep that did not
 * run for weeks — is not told: the screens show it, and a stale message would mislead.
 */
import { eq, inArray } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import type { Database } from '../../db/client';
import { insurancePeriods, insuredPersons, vaccinations } from '../../db/schema';
import { todayInPrague } from '../clock';
import { ledgerOf, loadInsurance } from '../insurance/account';
import { addDaysIso } from '../my-health/common';
import { preventionOnDays } from '../my-health/prevention';
import { enqueueNotification, type NotificationEvent } from './enqueue';
import { paymentKey, preventionKey, vaccineDoseKey } from './keys';
import { paymentsLink, preventionLink, vaccinationsLink } from './links';

/** How long after something fell due it is still told (days). */
export const REMINDER_WINDOW_DAYS = 14;
/** How many days before its due day a payment is told. */
export const PAYMENT_NOTICE_DAYS = 5;
/** How many days before its day a vaccine's next dose is told. */
export const VACCINE_NOTICE_DAYS = 14;

const day = (wire: string) => wire.slice(0, 10);

/** Check-ups that became due within the window, each with the day its present stretch of being due began. */
async function preventionReminders(db: Database, personId: PersonId, today: string): Promise<NotificationEvent[]> {
  const days = Array.from({ length: REMINDER_WINDOW_DAYS + 1 }, (_, index) => addDaysIso(today, index - REMINDER_WINDOW_DAYS));
  const byDay = await preventionOnDays(db, personId, days);
  const dueOn = (d: string) =>
    new Set((byDay.get(d) ?? []).filter((item) => item.dalsiTermin !== null && day(item.dalsiTermin) <= d).map((item) => item.id));
  const due = days.map(dueOn);
  const events: NotificationEvent[] = [];
  for (const code of due[due.length - 1]) {
    let start = due.length - 1;
    while (start > 0 && due[start - 1].has(code)) start -= 1;
    if (start === 0) continue; // due since before the window
    events.push({ personId, kategorie: 'prevence', odkaz: preventionLink, klic: preventionKey(personId, code, days[start]) });
  }
  return events;
}

/** Next doses of the newest shot of each disease (a later shot answers an earlier due day), near or just past. */
async function vaccineReminders(db: Database, personId: PersonId, today: string): Promise<NotificationEvent[]> {
  const shots = await db
    .select({ id: vaccinations.id, datum: vaccinations.datum, datumDalsi: vaccinations.datumDalsi, nemoc: vaccinations.nemoc })
    .from(vaccinations)
    .where(eq(vaccinations.insuredPersonId, personId));
  const newest = new Map<string, (typeof shots)[number]>();
  for (const shot of shots) {
    const key = shot.nemoc.trim().toLowerCase();
    const known = newest.get(key);
    if (!known || shot.datum > known.datum || (shot.datum === known.datum && shot.id > known.id)) newest.set(key, shot);
  }
  const from = addDaysIso(today, -REMINDER_WINDOW_DAYS);
  const until = addDaysIso(today, VACCINE_NOTICE_DAYS);
  return [...newest.values()]
    .filter((shot) => shot.datumDalsi !== null && shot.datumDalsi >= from && shot.datumDalsi <= until)
    .map((shot) => ({
      personId,
      kategorie: 'prevence' as const,
      odkaz: vaccinationsLink,
      klic: vaccineDoseKey(shot.id, shot.datumDalsi as string),
    }));
}

/** Charges still owed: due within PAYMENT_NOTICE_DAYS, or past due within the window. */
async function paymentReminders(db: Database, personId: PersonId, today: string): Promise<NotificationEvent[]> {
  const ledger = ledgerOf({ ...(await loadInsurance(db, personId)), today });
  const soon = addDaysIso(today, PAYMENT_NOTICE_DAYS);
  const from = addDaysIso(today, -REMINDER_WINDOW_DAYS);
  const events: NotificationEvent[] = [];
  for (const item of ledger.polozky) {
    if (item.castkaHal <= 0 || item.zbyvaHal <= 0) continue;
    const when =
      item.stav === 'SPLATNE' && item.splatnost <= soon
        ? 'splatnost'
        : item.stav === 'PO_SPLATNOSTI' && item.splatnost >= from
          ? 'po-splatnosti'
          : null;
    if (when)
      events.push({ personId, kategorie: 'platby', odkaz: paymentsLink, klic: paymentKey(personId, when, item.id, item.splatnost) });
  }
  return events;
}

/** The people who pay premiums themselves (OSVČ, OBZP): only they have advances and settlements. */
async function payers(db: Database): Promise<Set<PersonId>> {
  const rows = await db
    .selectDistinct({ personId: insurancePeriods.insuredPersonId })
    .from(insurancePeriods)
    .where(inArray(insurancePeriods.kategorie, ['OSVC', 'OBZP']));
  return new Set(rows.map((row) => row.personId));
}

export async function sweepReminders(db: Database, now: Date): Promise<number> {
  const today = todayInPrague(now);
  const persons = await db.select({ id: insuredPersons.id }).from(insuredPersons).orderBy(insuredPersons.id);
  const paying = await payers(db);
  let recorded = 0;
  const failures: unknown[] = [];
  // One person at a time, each in a transaction of its own: one person's broken data does not stop
  // the others' reminders; the keys make a repeated sweep (after a failure too) record nothing twice.
  for (const { id: personId } of persons) {
    try {
      const events = [
        ...(await preventionReminders(db, personId, today)),
        ...(await vaccineReminders(db, personId, today)),
        ...(paying.has(personId) ? await paymentReminders(db, personId, today) : []),
      ];
      if (events.length === 0) continue;
      recorded += await db.transaction(async (tx) => {
        let count = 0;
        for (const event of events) if (await enqueueNotification(tx, event)) count += 1;
        return count;
      });
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `sweepReminders: ${failures.length} of ${persons.length} persons failed`);
  return recorded;
}
