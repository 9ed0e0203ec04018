import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  appointmentMessages,
  hoursOn,
  minutesOf,
  objednavkaSchema,
  pracovistePobockaDenSchema,
  pragueClock,
  pragueMoment,
  terminSchema,
  weekdayOf,
  type Objednavka,
  type Termin,
} from '../../contract/appointments';
import { addDaysIso, formatDateMessage, todayIso } from '../../contract/format';
import { apiErrorSchema, messages } from '../../contract/index';
import { appointmentBookings, appointmentSlots, auditLog } from '../../server/db/schema';
import { apiOf, expectForbidden, expectNotFound, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, type SignedIn, type TestApp } from '../support/test-app';

function expectConflict(res: LightMyRequestResponse, detail: string, chyby?: Record<string, string[]>): void {
  expect(res.statusCode, res.body).toBe(409);
  const body = apiErrorSchema.parse(res.json());
  expect(body).toMatchObject({ typ: 'KONFLIKT', detail });
  if (chyby) expect(body.chyby).toEqual(chyby);
}

/** How many days ahead is the first of these weekdays, from `from` days ahead on. */
function offsetOf(weekdays: number[], from: number): number {
  for (let offset = from; ; offset += 1) if (weekdays.includes(weekdayOf(addDaysIso(todayIso(), offset)))) return offset;
}
const openDay = (weekdays: number[], from: number): string => addDaysIso(todayIso(), offsetOf(weekdays, from));

describe(`appointments at a branch (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let referent: SignedIn;
  let jana: SignedIn;
  let petr: SignedIn;
  // Kvasiny is open on Tuesdays and Thursdays; days past the seed's two weeks of slots, within the four weeks a person sees.
  const dayA = openDay([2, 4], 22);
  const dayB = openDay([2, 4], offsetOf([2, 4], 22) + 1);

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    [referent, jana, petr] = [await signInAs(t.app, 'referent'), await signInAs(t.app, 'pojistenec'), await signInAs(t.app, 'osvc')];
  });
  afterAll(() => t.close());

  const staffDay = async (branch: string, day: string) => {
    const res = await api.json('GET', `/api/prac/pobocky/${branch}/dny/${day}`, referent);
    expect(res.statusCode, res.body).toBe(200);
    return pracovistePobockaDenSchema.parse(res.json());
  };
  const publish = (day: string, body: Record<string, unknown>, branch = 'KV') =>
    api.json('POST', `/api/prac/pobocky/${branch}/dny/${day}/terminy`, referent, body);
  const freeSlots = async (who: SignedIn, person: 'jana' | 'petr' | 'tereza', branch: string): Promise<Termin[]> => {
    const res = await api.json('GET', personUrl(person, `objednavky/pobocky/${branch}`), who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { terminy: unknown[] }).terminy.map((slot) => terminSchema.parse(slot));
  };
  const book = (who: SignedIn, person: 'jana' | 'petr' | 'tereza', termin: number, duvod = 'PRUKAZ', extra: object = {}) =>
    api.json('POST', personUrl(person, 'objednavky'), who, { termin, duvod, ...extra });
  const booked = (res: LightMyRequestResponse): Objednavka => {
    expect(res.statusCode, res.body).toBe(200);
    return objednavkaSchema.parse(res.json());
  };
  const list = async (who: SignedIn, person: 'jana' | 'petr' | 'tereza') => {
    const res = await api.json('GET', personUrl(person, 'objednavky'), who);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { nadchazejici: unknown[]; minule: unknown[] };
    return {
      nadchazejici: body.nadchazejici.map((b) => objednavkaSchema.parse(b)),
      minule: body.minule.map((b) => objednavkaSchema.parse(b)),
    };
  };
  /** Publishes 30-minute slots at Kvasiny on the day from 9:00 to 11:00 (once) and answers the day's free slots. */
  let published = false;
  const kvasinySlots = async (): Promise<Termin[]> => {
    if (!published) {
      expect((await publish(dayA, { od: '09:00', do: '11:00', delka: 30 })).statusCode).toBe(200);
      published = true;
    }
    return (await freeSlots(jana, 'jana', 'KV')).filter((slot) => slot.den === dayA);
  };

  it('the seed: slots within the opening hours, the free ones ahead and earliest first, none booked; a past visit of Jana', async () => {
    const within = (slot: { branch: string; day: string; startsAt: Date; lengthMin: number }) => {
      const hours = hoursOn(slot.branch as 'MB', slot.day);
      const start = minutesOf(pragueClock(slot.startsAt).cas);
      return hours !== null && start >= minutesOf(hours.od) && start + slot.lengthMin <= minutesOf(hours.do);
    };
    const seeded = await t.db.select().from(appointmentSlots);
    expect(new Set(seeded.map((slot) => slot.branch))).toEqual(new Set(['MB', 'PHA', 'NB', 'VR', 'KV']));
    expect(seeded.filter((slot) => !within(slot))).toEqual([]);
    const bookedIds = (await t.db.select({ slotId: appointmentBookings.slotId }).from(appointmentBookings)).map((row) => row.slotId);
    expect(bookedIds.length).toBeGreaterThan(1);
    for (const branch of ['MB', 'PHA', 'NB', 'VR', 'KV']) {
      const slots = await freeSlots(jana, 'jana', branch);
      expect(slots.every((slot) => slot.pobocka === branch && new Date(slot.zacatek).getTime() > Date.now())).toBe(true);
      expect(slots.some((slot) => bookedIds.includes(slot.id))).toBe(false);
      const starts = slots.map((slot) => slot.zacatek);
      expect([...starts].sort()).toEqual(starts);
    }
    const own = await list(jana, 'jana');
    expect(own.minule[0]).toMatchObject({ pobocka: 'MB', stav: 'PROBEHLO', duvod: 'PRUKAZ' });
  });

  it('staff publish slots within the opening hours; the refusals say why in Czech', async () => {
    const closedMonday = openDay([1], 22);
    expect(fieldErrorsOf(await publish(closedMonday, { od: '09:00', do: '11:00', delka: 30 }))).toEqual({
      den: [appointmentMessages.closedDay('v pondělí')],
    });
    expect(fieldErrorsOf(await publish(dayB, { od: '06:00', do: '16:00', delka: 30 }))).toEqual({
      od: [appointmentMessages.outsideHours('7:00–15:00')],
      do: [appointmentMessages.outsideHours('7:00–15:00')],
    });
    expect(fieldErrorsOf(await publish(dayB, { od: '10:00', do: '09:00', delka: 30 }))).toEqual({
      do: [appointmentMessages.endBeforeStart],
    });
    expect(fieldErrorsOf(await publish(dayB, { od: '09:00', do: '09:20', delka: 30 }))).toEqual({
      delka: [appointmentMessages.shorterThanSlot],
    });
    expect(fieldErrorsOf(await publish(dayB, { od: '9:3', do: '09:07', delka: 12 }))).toEqual({
      od: [appointmentMessages.timeFormat],
      do: [appointmentMessages.timeStep],
      delka: [appointmentMessages.lengthStep],
    });
    expect(fieldErrorsOf(await publish(dayB, { od: '09:00', do: '11:00', delka: 180 }))).toEqual({ delka: [messages.max(120)] });
    expect(fieldErrorsOf(await publish(addDaysIso(todayIso(), -7), { od: '09:00', do: '11:00', delka: 30 }))).toEqual({
      den: [appointmentMessages.dayPast],
    });
    const tooFar = openDay([2, 4], 95);
    expect(fieldErrorsOf(await publish(tooFar, { od: '09:00', do: '11:00', delka: 30 }))).toEqual({
      den: [messages.dateNotAfter(formatDateMessage(addDaysIso(todayIso(), 90)))],
    });
    expect(Object.keys(fieldErrorsOf(await publish(dayB, { od: '09:00', do: '11:00', delka: 30 }, 'POSTA')))).toEqual(['pobocka']);

    const res = await publish(dayB, { od: '8:00', do: '10:00', delka: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const day = pracovistePobockaDenSchema.parse(res.json());
    expect((res.json() as { vypsano: number }).vypsano).toBe(4);
    expect(day.oteviraciDoba).toEqual({ od: '07:00', do: '15:00' });
    expect(day.terminy.map((slot) => [slot.cas, slot.delka, slot.objednavka])).toEqual([
      ['08:00', 30, null],
      ['08:30', 30, null],
      ['09:00', 30, null],
      ['09:30', 30, null],
    ]);
    expect(day.terminy[0].zacatek).toBe(pragueMoment(dayB, '08:00').toISOString());
    // Times already published are left out; when nothing is left, nothing is published.
    const overlapping = await publish(dayB, { od: '09:00', do: '11:00', delka: 20 });
    expect(overlapping.statusCode, overlapping.body).toBe(200);
    expect((overlapping.json() as { vypsano: number }).vypsano).toBe(3);
    expect((await staffDay('KV', dayB)).terminy.map((slot) => slot.cas)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:20',
      '10:40',
    ]);
    expectConflict(await publish(dayB, { od: '08:00', do: '10:00', delka: 15 }), appointmentMessages.allTaken);
  });

  it('a person books a free slot; the slot is gone for others, a second booking of it is 409, and staff see who comes and why', async () => {
    const [slot] = await kvasinySlots();
    expect(slot).toMatchObject({ pobocka: 'KV', cas: '09:00', delka: 30 });
    expect(fieldErrorsOf(await book(jana, 'jana', slot.id, 'NECO'))).toEqual({
      duvod: [messages.allowedValues(['PRUKAZ', 'ZADOST', 'PLATBY', 'JINE'])],
    });
    const booking = booked(await book(jana, 'jana', slot.id, 'ZADOST'));
    expect(booking).toMatchObject({
      terminId: slot.id,
      pobocka: 'KV',
      den: dayA,
      cas: '09:00',
      duvod: 'ZADOST',
      stav: 'OBJEDNANO',
      zruseno: null,
    });
    expect((await freeSlots(petr, 'petr', 'KV')).map((s) => s.id)).not.toContain(slot.id);
    expectConflict(await book(petr, 'petr', slot.id), appointmentMessages.slotTaken, { termin: [appointmentMessages.slotTaken] });
    expect((await list(jana, 'jana')).nadchazejici.map((b) => b.id)).toContain(booking.id);

    const day = await staffDay('KV', dayA);
    expect(day.terminy.find((s) => s.id === slot.id)?.objednavka).toMatchObject({
      id: booking.id,
      pojistenec: 'Jana Dvořáková',
      duvod: 'ZADOST',
    });
    expect(day.terminy.filter((s) => s.objednavka === null)).toHaveLength(3);

    // The staff member's read is in Jana's audit, with who and why.
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pracovistePobockaDen'), eq(auditLog.insuredPersonId, demoPersonId('jana'))));
    expect(rows.at(-1)).toMatchObject({ role: 'PRACOVNIK', purpose: 'objednávka na pobočku Kvasiny' });
    const audit = await api.json('GET', personUrl('jana', 'kdoVidelMojeUdaje'), jana);
    const seen = (audit.json() as { seznamPristupu: Array<{ kdo: { typ: string; jmeno: string | null }; ucel: string | null }> })
      .seznamPristupu;
    expect(
      seen.some((row) => row.kdo.typ === 'POJISTOVNA' && row.kdo.jmeno === 'Alena Marková' && row.ucel === 'objednávka na pobočku Kvasiny'),
    ).toBe(true);
  });

  it('two people taking the last free slot at once: one gets it, the other 409', async () => {
    const slots = await kvasinySlots();
    const slot = slots.at(-1)!;
    const [a, b] = await Promise.all([book(jana, 'tereza', slot.id), book(petr, 'petr', slot.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const holders = await t.db.select().from(appointmentBookings).where(eq(appointmentBookings.slotId, slot.id));
    expect(holders.filter((row) => row.cancelledAt === null)).toHaveLength(1);
  });

  it('a booking is moved to another free slot at once, and cancelled while it is ahead', async () => {
    const slots = await kvasinySlots();
    const [first, second] = slots;
    const booking = booked(await book(petr, 'petr', first.id, 'PLATBY'));
    const taken = booked(await book(jana, 'jana', second.id, 'JINE'));

    const moveTo = (id: number, termin: number, who = petr, person: 'petr' | 'jana' = 'petr') =>
      api.json('POST', personUrl(person, `objednavky/${id}/presunuti`), who, { termin });
    expectConflict(await moveTo(booking.id, taken.terminId), appointmentMessages.slotTaken, { termin: [appointmentMessages.slotTaken] });
    expect(fieldErrorsOf(await moveTo(booking.id, first.id), 422)).toEqual({ termin: [appointmentMessages.sameSlot] });
    const other = (await freeSlots(petr, 'petr', 'MB'))[0];
    const moved = booked(await moveTo(booking.id, other.id));
    expect(moved).toMatchObject({ id: booking.id, terminId: other.id, pobocka: 'MB', duvod: 'PLATBY', stav: 'OBJEDNANO' });
    // The old slot is free again for everyone.
    expect((await freeSlots(jana, 'jana', 'KV')).map((s) => s.id)).toContain(first.id);

    // Jana's booking is not Petr's: 404 through his own path, 403 through hers.
    expectNotFound(await api.json('POST', personUrl('petr', `objednavky/${taken.id}/zruseni`), petr));
    expectForbidden(await api.json('POST', personUrl('jana', `objednavky/${taken.id}/zruseni`), petr));
    expectNotFound(await moveTo(taken.id, first.id));

    const cancel = (id: number) => api.json('POST', personUrl('petr', `objednavky/${id}/zruseni`), petr);
    const cancelled = booked(await cancel(booking.id));
    expect(cancelled.stav).toBe('ZRUSENO');
    expect(cancelled.zruseno).not.toBeNull();
    expectConflict(await cancel(booking.id), appointmentMessages.alreadyCancelled);
    expectConflict(await moveTo(booking.id, first.id), appointmentMessages.alreadyCancelled);
    const own = await list(petr, 'petr');
    expect(own.nadchazejici.map((b) => b.id)).not.toContain(booking.id);
    expect(own.minule.find((b) => b.id === booking.id)?.stav).toBe('ZRUSENO');
    expect((await freeSlots(petr, 'petr', 'MB')).map((s) => s.id)).toContain(other.id);
  });

  it('slots in the past cannot be booked, nor bookings in the past moved or cancelled', async () => {
    const day = addDaysIso(todayIso(), -2);
    const [past] = await t.db
      .insert(appointmentSlots)
      .values({ branch: 'NB', day, startsAt: new Date(Date.now() - 2 * 86_400_000), lengthMin: 30 })
      .returning();
    expectConflict(await book(jana, 'jana', past.id), appointmentMessages.slotPast, { termin: [appointmentMessages.slotPast] });
    expectConflict(await book(jana, 'jana', 987654321), appointmentMessages.slotGone, { termin: [appointmentMessages.slotGone] });
    const [visit] = await t.db
      .insert(appointmentBookings)
      .values({ slotId: past.id, insuredPersonId: demoPersonId('jana'), reason: 'JINE' })
      .returning();
    expectConflict(await api.json('POST', personUrl('jana', `objednavky/${visit.id}/zruseni`), jana), appointmentMessages.alreadyPast);
    const ahead = (await freeSlots(jana, 'jana', 'NB'))[0];
    expectConflict(
      await api.json('POST', personUrl('jana', `objednavky/${visit.id}/presunuti`), jana, { termin: ahead.id }),
      appointmentMessages.alreadyPast,
    );
    expect((await list(jana, 'jana')).minule.find((b) => b.id === visit.id)?.stav).toBe('PROBEHLO');
    // Staff remove only free slots ahead.
    expectConflict(await api.json('DELETE', `/api/prac/pobocky/NB/terminy/${past.id}`, referent), appointmentMessages.slotBooked);
  });

  it('staff remove a free slot, not a booked or a past one; another branch’s slot is 404', async () => {
    const free = (await staffDay('KV', dayB)).terminy[0];
    expectNotFound(await api.json('DELETE', `/api/prac/pobocky/MB/terminy/${free.id}`, referent));
    const res = await api.json('DELETE', `/api/prac/pobocky/KV/terminy/${free.id}`, referent);
    expect(res.statusCode, res.body).toBe(200);
    expect(pracovistePobockaDenSchema.parse(res.json()).terminy.map((slot) => slot.id)).not.toContain(free.id);
    expect((await freeSlots(jana, 'jana', 'KV')).map((slot) => slot.id)).not.toContain(free.id);
    expectNotFound(await api.json('DELETE', `/api/prac/pobocky/KV/terminy/${free.id}`, referent));
    expectConflict(await book(jana, 'jana', free.id), appointmentMessages.slotGone);

    const bookedSlot = (await staffDay('KV', dayA)).terminy.find((slot) => slot.objednavka !== null)!;
    expectConflict(await api.json('DELETE', `/api/prac/pobocky/KV/terminy/${bookedSlot.id}`, referent), appointmentMessages.slotBooked);
    const [past] = await t.db
      .insert(appointmentSlots)
      .values({ branch: 'KV', day: addDaysIso(todayIso(), -1), startsAt: new Date(Date.now() - 86_400_000), lengthMin: 30 })
      .returning();
    expectConflict(await api.json('DELETE', `/api/prac/pobocky/KV/terminy/${past.id}`, referent), appointmentMessages.slotPastRemove);
  });

  it('at most three upcoming bookings per person; a resend with the same key books once', async () => {
    const slots = (await freeSlots(jana, 'tereza', 'PHA')).slice(0, 4);
    const before = (await list(jana, 'tereza')).nadchazejici.length;
    const key = '3f2b8c1e-9d4a-4b7e-8c2d-1a2b3c4d5e6f';
    const first = booked(await book(jana, 'tereza', slots[0].id, 'PRUKAZ', { idempotencniKlic: key }));
    expect(booked(await book(jana, 'tereza', slots[0].id, 'PRUKAZ', { idempotencniKlic: key })).id).toBe(first.id);
    for (const slot of slots.slice(1, 3 - before)) booked(await book(jana, 'tereza', slot.id));
    expect((await list(jana, 'tereza')).nadchazejici).toHaveLength(3);
    expectConflict(await book(jana, 'tereza', slots[3].id), appointmentMessages.tooManyUpcoming);
  });

  it('staff calls are for staff, person calls for the person and their representative', async () => {
    expectForbidden(await api.json('GET', `/api/prac/pobocky/KV/dny/${dayA}`, jana));
    expectForbidden(await api.json('POST', `/api/prac/pobocky/KV/dny/${dayA}/terminy`, jana, { od: '12:00', do: '13:00', delka: 30 }));
    expectForbidden(await api.json('DELETE', `/api/prac/pobocky/KV/terminy/1`, petr));
    expectForbidden(await api.json('GET', personUrl('jana', 'objednavky'), referent));
    expectForbidden(await api.json('GET', personUrl('jana', 'objednavky'), petr));
    expectForbidden(await api.json('GET', personUrl('jana', 'objednavky/pobocky/MB'), petr));
    expect((await list(jana, 'tereza')).nadchazejici.length).toBeGreaterThan(0);
  });
});
