/**
 * Ordering an appointment at a branch (issue 34 "Messages and appointments"; document 1 §1 names
 * it in its overview, the spec has no calls for it: the design is this product's).
 *
 * - Branches are the insurer's own (`insurerBranches` of contract/branches.ts, without POSTA);
 *   their opening hours live here, in one place: the server checks published slots against them and
 *   the screens show them ("po–čt 8:00–17:00, pá 8:00–14:00"). They change rarely and no screen
 *   edits them, so they are code, not a table.
 * - Staff publish slots (a branch, a start, a length); a slot holds at most one booking. The person
 *   books a free future slot with a reason, moves the booking to another free slot (atomically) or
 *   cancels it while it has not begun.
 * - Times are the insurer's (Prague) wall clock: `den` 'YYYY-MM-DD' and `cas` 'HH:MM' on the wire
 *   next to the moment `zacatek` (ISO with 'Z').
 *
 * Person calls are under /poj/{pojistenecId} for the insured-person role with representation
 * (`write`, reads too: a booking is the person's own business, never a doctor's); staff calls are
 * under /prac/pobocky for the staff role, and every person a staff answer names is audited with why.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam } from './ids';
import { entity, idempotencniKlicSchema } from './entities';
import { insurerBranches } from './branches';
import { idSchema, integer, isoDate, oneOf, text } from './rules';
import { addDaysIso, pragueWallClock, todayIso } from './format';
import { messages } from './messages';

// Branches and their hours ------------------------------------------------------------------------

/** The branches where a person can come in person (POSTA of the code list is a way of delivery, not a branch). */
export const appointmentBranches = ['MB', 'PHA', 'NB', 'VR', 'KV'] as const;
export type AppointmentBranch = (typeof appointmentBranches)[number];

/** Day of the week as ISO counts it: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Opening hours of one day: from and to, 'HH:MM' on the Prague clock. */
export interface DayHours {
  od: string;
  do: string;
}

/** The weekly opening hours of each branch (a day not listed: closed). */
export const branchOpeningHours: Readonly<Record<AppointmentBranch, Partial<Record<Weekday, DayHours>>>> = {
  MB: {
    1: { od: '08:00', do: '17:00' },
    2: { od: '08:00', do: '17:00' },
    3: { od: '08:00', do: '17:00' },
    4: { od: '08:00', do: '17:00' },
    5: { od: '08:00', do: '14:00' },
  },
  PHA: {
    1: { od: '08:00', do: '18:00' },
    2: { od: '08:00', do: '16:00' },
    3: { od: '08:00', do: '18:00' },
    4: { od: '08:00', do: '16:00' },
    5: { od: '08:00', do: '14:00' },
  },
  NB: {
    1: { od: '08:00', do: '17:00' },
    2: { od: '08:00', do: '15:00' },
    3: { od: '08:00', do: '17:00' },
    4: { od: '08:00', do: '15:00' },
  },
  VR: {
    1: { od: '08:00', do: '16:00' },
    3: { od: '08:00', do: '16:00' },
  },
  KV: {
    2: { od: '07:00', do: '15:00' },
    4: { od: '07:00', do: '15:00' },
  },
};

function branchLabel(code: AppointmentBranch): string {
  return insurerBranches.find(([kod]) => kod === code)?.[1] ?? code;
}

/** 'Mladá Boleslav' of 'Mladá Boleslav, Husova 302': the town the branch is named by. */
export function branchTown(code: AppointmentBranch): string {
  return branchLabel(code).split(', ')[0];
}

/** 'Husova 302': the street address of the branch. */
export function branchStreet(code: AppointmentBranch): string {
  return branchLabel(code).split(', ').slice(1).join(', ');
}

export function isAppointmentBranch(code: string): code is AppointmentBranch {
  return (appointmentBranches as readonly string[]).includes(code);
}

const weekdayShort: Record<Weekday, string> = { 1: 'po', 2: 'út', 3: 'st', 4: 'čt', 5: 'pá', 6: 'so', 7: 'ne' };
export const weekdayNames: Record<Weekday, string> = {
  1: 'pondělí',
  2: 'úterý',
  3: 'středa',
  4: 'čtvrtek',
  5: 'pátek',
  6: 'sobota',
  7: 'neděle',
};

/** '08:00' → '8:00' (how the Czech texts write a time). */
export function shortTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** 'po', 'po a st', 'po–čt', 'po, st a pá': days with the same hours. */
function daysText(days: readonly Weekday[]): string {
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1)! + 1 === day) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) =>
    run.length >= 3 ? [`${weekdayShort[run[0]]}–${weekdayShort[run.at(-1)!]}`] : run.map((day) => weekdayShort[day]),
  );
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} a ${parts.at(-1)}`;
}

/** The branch's week in one line: 'po–čt 8:00–17:00, pá 8:00–14:00'. */
export function openingHoursText(code: AppointmentBranch): string {
  const groups: Array<{ hours: DayHours; days: Weekday[] }> = [];
  for (const [day, hours] of Object.entries(branchOpeningHours[code]) as Array<[string, DayHours]>) {
    const group = groups.find((g) => g.hours.od === hours.od && g.hours.do === hours.do);
    if (group) group.days.push(Number(day) as Weekday);
    else groups.push({ hours, days: [Number(day) as Weekday] });
  }
  return groups.map((g) => `${daysText(g.days)} ${shortTime(g.hours.od)}–${shortTime(g.hours.do)}`).join(', ');
}

/** The weekday of a calendar day 'YYYY-MM-DD'. */
export function weekdayOf(day: string): Weekday {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return (weekday === 0 ? 7 : weekday) as Weekday;
}

/** The branch's hours on that day, or null when it is closed. */
export function hoursOn(code: AppointmentBranch, day: string): DayHours | null {
  return branchOpeningHours[code][weekdayOf(day)] ?? null;
}

// Prague wall clock ----------------------------------------------------------------------------------

/** The Prague calendar day and time of a moment: { den: '2026-12-07', cas: '08:30' }. */
export function pragueClock(moment: Date): { den: string; cas: string } {
  const prague = pragueWallClock(moment);
  return { den: todayIso(moment), cas: timeOf(prague.getUTCHours() * 60 + prague.getUTCMinutes()) };
}

/** Minutes since midnight of 'HH:MM'. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'HH:MM' of minutes since midnight. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The moment of a Prague wall-clock time on a day (opening hours never fall into a clock change). */
export function pragueMoment(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, date, 0, minutesOf(time));
  // The offset of Prague at that moment (one or two hours): read the clock there and correct once.
  const offsetAt = (moment: number) => {
    const clock = pragueClock(new Date(moment));
    const [y, m, d] = clock.den.split('-').map(Number);
    return Date.UTC(y, m - 1, d, 0, minutesOf(clock.cas)) - moment;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

// Rules ---------------------------------------------------------------------------------------------

export const appointmentLimits = {
  /** A slot lasts 10 to 120 minutes, in steps of 5 (the messages of contract/messages.ts say 5). */
  minLength: 10,
  maxLength: 120,
  step: 5,
  /** The person sees free slots for four weeks from today. */
  bookingWeeks: 4,
  /** Staff publish at most 90 days ahead. */
  publishDays: 90,
  /** One person holds at most this many upcoming bookings. */
  maxUpcoming: 3,
} as const;

/** Why the person comes (a short list, so the branch can prepare). */
export const appointmentReasons = ['PRUKAZ', 'ZADOST', 'PLATBY', 'JINE'] as const;
export type AppointmentReason = (typeof appointmentReasons)[number];
export const appointmentReasonLabels: Record<AppointmentReason, string> = {
  PRUKAZ: 'Průkaz pojištěnce',
  ZADOST: 'Žádost nebo formulář',
  PLATBY: 'Platby a pojistné',
  JINE: 'Jiné',
};

/** A booking as the person sees it: booked and still ahead, cancelled, or past. */
export const appointmentStates = ['OBJEDNANO', 'ZRUSENO', 'PROBEHLO'] as const;
export type AppointmentState = (typeof appointmentStates)[number];
export const appointmentStateLabels: Record<AppointmentState, string> = {
  OBJEDNANO: 'Objednáno',
  ZRUSENO: 'Zrušeno',
  PROBEHLO: 'Proběhlo',
};

/** Czech messages of this area (this product's wording). */
export const appointmentMessages = {
  slotTaken: 'Termín už je obsazený. Vyberte prosím jiný.',
  slotGone: 'Termín už není k dispozici. Vyberte prosím jiný.',
  slotPast: 'Termín už proběhl. Vyberte prosím jiný.',
  sameSlot: 'Vyberte prosím jiný termín, než na který jste objednáni.',
  tooManyUpcoming: `Najednou můžete mít nejvýše ${appointmentLimits.maxUpcoming} objednávky. Zrušte prosím některou z nich.`,
  alreadyCancelled: 'Objednávka už je zrušená.',
  alreadyPast: 'Termín už proběhl, objednávku nelze změnit.',
  chooseBranch: 'Vyberte pobočku.',
  chooseSlot: 'Vyberte termín.',
  chooseReason: 'Vyberte, s čím přijdete.',
  // the schema's messages are in contract/messages.ts with every field message
  timeFormat: messages.appointmentTimeFormat,
  timeStep: messages.appointmentTimeStep,
  lengthStep: messages.appointmentLengthStep,
  closedDay: (day: string) => `Pobočka má v ${day} zavřeno.`,
  outsideHours: (hours: string) => `Termíny musí být v otevírací době pobočky (${hours}).`,
  endBeforeStart: 'Konec musí být později než začátek.',
  shorterThanSlot: 'Mezi začátkem a koncem se nevejde ani jeden termín.',
  dayPast: 'Termíny nelze vypsat do minulosti.',
  allTaken: 'V tomto čase už jsou termíny vypsané.',
  slotBooked: 'Termín je obsazený, nelze ho odebrat. Objednávku může zrušit jen pojištěnec.',
  slotPastRemove: 'Termín už proběhl, nelze ho odebrat.',
} as const;

// Schemas ---------------------------------------------------------------------------------------------

const wireDateTime = z.string();
const wireDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const wireTime = z.string().regex(/^\d{2}:\d{2}$/);
const recordId = z.number().int().positive();

/** 'HH:MM' (also '8:30'), on a grid of 5 minutes. */
export const casSchema = text({ pattern: /^([01]?\d|2[0-3]):[0-5]\d$/, patternMessage: appointmentMessages.timeFormat })
  .transform((value) => value.padStart(5, '0'))
  .refine((value) => minutesOf(value) % appointmentLimits.step === 0, { message: appointmentMessages.timeStep });

export const pobockaSchema = oneOf(appointmentBranches);
export const duvodSchema = oneOf(appointmentReasons);

/** A slot as the person chooses it. */
export const terminSchema = z.object({
  id: recordId,
  pobocka: z.enum(appointmentBranches),
  zacatek: wireDateTime,
  den: wireDay,
  cas: wireTime,
  /** Minutes. */
  delka: z.number().int().positive(),
});
export type Termin = z.infer<typeof terminSchema>;

export const objednavkaSchema = terminSchema.omit({ id: true }).extend({
  id: recordId,
  terminId: recordId,
  duvod: z.enum(appointmentReasons),
  stav: z.enum(appointmentStates),
  vytvoreno: wireDateTime,
  zruseno: wireDateTime.nullable(),
});
export type Objednavka = z.infer<typeof objednavkaSchema>;

const personParams = z.object({ pojistenecId: idParam });
const bookingParams = z.object({ pojistenecId: idParam, id: idSchema });

// Person calls ----------------------------------------------------------------------------------------

export const objednavkyTerminy = defineCall({
  id: 'objednavkyTerminy',
  summary: 'Volné termíny pobočky na příští čtyři týdny',
  method: 'GET',
  path: '/poj/{pojistenecId}/objednavky/pobocky/{pobocka}',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams.extend({ pobocka: pobockaSchema }),
  response: z.object({ terminy: z.array(terminSchema) }),
});

export const objednavkySeznam = defineCall({
  id: 'objednavkySeznam',
  summary: 'Objednávky pojištěnce na pobočku: nadcházející (nejbližší první), pak minulé a zrušené',
  method: 'GET',
  path: '/poj/{pojistenecId}/objednavky',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: z.object({ nadchazejici: z.array(objednavkaSchema), minule: z.array(objednavkaSchema) }),
});

export const objednavkaVlozitSchema = entity({
  termin: idSchema,
  duvod: duvodSchema,
  idempotencniKlic: idempotencniKlicSchema,
});
export type ObjednavkaVlozit = z.output<typeof objednavkaVlozitSchema>;

export const objednavkaVlozit = defineCall({
  id: 'objednavkaVlozit',
  summary: 'Objednat se na volný termín (obsazený termín 409)',
  method: 'POST',
  path: '/poj/{pojistenecId}/objednavky',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  params: personParams,
  body: objednavkaVlozitSchema,
  response: objednavkaSchema,
});

export const objednavkaPresunoutSchema = entity({ termin: idSchema });
export type ObjednavkaPresunout = z.output<typeof objednavkaPresunoutSchema>;

export const objednavkaPresunout = defineCall({
  id: 'objednavkaPresunout',
  summary: 'Přesunout objednávku na jiný volný termín (naráz: starý termín se uvolní, jen když se nový obsadí)',
  method: 'POST',
  path: '/poj/{pojistenecId}/objednavky/{id}/presunuti',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  params: bookingParams,
  body: objednavkaPresunoutSchema,
  response: objednavkaSchema,
});

export const objednavkaZrusit = defineCall({
  id: 'objednavkaZrusit',
  summary: 'Zrušit objednávku, která ještě neproběhla',
  method: 'POST',
  path: '/poj/{pojistenecId}/objednavky/{id}/zruseni',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  params: bookingParams,
  response: objednavkaSchema,
});

// Staff calls -----------------------------------------------------------------------------------------

/** The day of a staff call: today or later is for publishing; any day can be looked at. */
export const denSchema = isoDate();

export const pracovisteTerminSchema = z.object({
  id: recordId,
  zacatek: wireDateTime,
  cas: wireTime,
  delka: z.number().int().positive(),
  /** Null: free. */
  objednavka: z
    .object({
      id: recordId,
      pojistenec: z.string(),
      duvod: z.enum(appointmentReasons),
      vytvoreno: wireDateTime,
    })
    .nullable(),
});
export type PracovisteTermin = z.infer<typeof pracovisteTerminSchema>;

export const pracovistePobockaDenSchema = z.object({
  pobocka: z.enum(appointmentBranches),
  den: wireDay,
  /** The day's opening hours, or null when the branch is closed. */
  oteviraciDoba: z.object({ od: wireTime, do: wireTime }).nullable(),
  terminy: z.array(pracovisteTerminSchema),
});
export type PracovistePobockaDen = z.infer<typeof pracovistePobockaDenSchema>;

const dayParams = z.object({ pobocka: pobockaSchema, den: denSchema });

export const pracovistePobockaDen = defineCall({
  id: 'pracovistePobockaDen',
  summary: 'Den pobočky: vypsané termíny s objednanými pojištěnci a důvodem',
  method: 'GET',
  path: '/prac/pobocky/{pobocka}/dny/{den}',
  auth: 'access',
  role: 'pracovnik',
  params: dayParams,
  response: pracovistePobockaDenSchema,
});

export const terminyVypsatSchema = entity({
  od: casSchema,
  do: casSchema,
  delka: integer({ min: appointmentLimits.minLength, max: appointmentLimits.maxLength }).refine(
    (value) => value % appointmentLimits.step === 0,
    { message: appointmentMessages.lengthStep },
  ),
});
export type TerminyVypsat = z.output<typeof terminyVypsatSchema>;

export const pracovistePobockaTerminyVypsat = defineCall({
  id: 'pracovistePobockaTerminyVypsat',
  summary: 'Vypsat termíny na den: od–do po délce v minutách, v otevírací době (už vypsané časy se přeskočí)',
  method: 'POST',
  path: '/prac/pobocky/{pobocka}/dny/{den}/terminy',
  auth: 'access',
  role: 'pracovnik',
  params: dayParams,
  body: terminyVypsatSchema,
  response: pracovistePobockaDenSchema.extend({ vypsano: z.number().int().min(1) }),
});

export const pracovistePobockaTerminOdebrat = defineCall({
  id: 'pracovistePobockaTerminOdebrat',
  summary: 'Odebrat volný termín (obsazený nebo minulý 409)',
  method: 'DELETE',
  path: '/prac/pobocky/{pobocka}/terminy/{id}',
  auth: 'access',
  role: 'pracovnik',
  params: z.object({ pobocka: pobockaSchema, id: idSchema }),
  response: pracovistePobockaDenSchema,
});

/** The last day a person sees free slots of (today + four weeks). */
export const bookingHorizon = (today: string = todayIso()): string => addDaysIso(today, appointmentLimits.bookingWeeks * 7);
