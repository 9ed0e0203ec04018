import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { prehledPacientu, type Pacient } from '../../contract/doctor';
import { doctorAccess, insuredPersons } from '../db/schema';
import { dateWithZeroTime } from '../services/clock';
import { registerCall, requireCaller } from './register';

/** Lower case without diacritics, NFC first: 'Černá' → 'cerna', so 'cer' and 'ČER' both find her. */
export function foldName(value: string): string {
  return value.normalize('NFC').toLocaleLowerCase('cs').normalize('NFD').replace(/\p{M}/gu, '');
}

/** The name starts with the typed part (case and diacritics ignored). */
export function nameStartsWith(name: string, typed: string | undefined): boolean {
  return typed === undefined || foldName(name).startsWith(foldName(typed));
}

const collator = new Intl.Collator('cs');

/**
 * The doctor's calls. `prehledPacientu` lists the insured persons who allowed this doctor to see
 * their documentation (doctor_access.allowed); a withdrawn permission hides the patient at once.
 * The role check (jl) is the adapter's; a user without it gets 403 before anything is read.
 */
export function registerDoctorRoutes(app: FastifyInstance): void {
  registerCall(app, prehledPacientu, async (ctx) => {
    const caller = requireCaller(ctx);
    const { jmeno, prijmeni, rocis } = ctx.query;
    const conditions = [eq(doctorAccess.doctorUserId, caller.userId), eq(doctorAccess.allowed, true)];
    if (rocis !== undefined) conditions.push(eq(insuredPersons.rodneCislo, rocis));
    const rows = await ctx.deps.db
      .select({
        pojistenecId: insuredPersons.id,
        jmeno: insuredPersons.jmeno,
        prijmeni: insuredPersons.prijmeni,
        narozen: insuredPersons.narozen,
        rodneCislo: insuredPersons.rodneCislo,
      })
      .from(doctorAccess)
      .innerJoin(insuredPersons, eq(insuredPersons.id, doctorAccess.insuredPersonId))
      .where(and(...conditions));
    // Name filters in code: one rule (case and diacritics ignored) on PGlite and PostgreSQL alike,
    // whatever the database's collation; a doctor's patient list is small.
    const seznamPacientu: Pacient[] = rows
      .filter((row) => nameStartsWith(row.jmeno, jmeno) && nameStartsWith(row.prijmeni, prijmeni))
      .sort((a, b) => collator.compare(a.prijmeni, b.prijmeni) || collator.compare(a.jmeno, b.jmeno) || a.pojistenecId - b.pojistenecId)
      .map((row) => ({ ...row, narozen: dateWithZeroTime(row.narozen) }));
    return { seznamPacientu };
  });
}
