import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Caller } from '../identity/types';

/**
 * May this caller see this insured person's data? Yes when the caller represents the person
 * (needs the insured-person role, `jp`), or is a doctor (`jl`) whom the person allowed.
 * One query over two primary-key lookups. The id stays a digit string (ids go up to 2^63-1).
 */
export async function canSeePerson(db: Database, caller: Pick<Caller, 'userId' | 'jl' | 'jp'>, pojistenecId: string | number): Promise<boolean> {
  if (!caller.jp && !caller.jl) return false;
  const id = String(pojistenecId);
  if (!/^\d{1,19}$/.test(id)) return false;
  const result = await db.execute(sql`
    select (
      (${caller.jp} and exists (
        select 1 from representations r
        where r.user_id = ${caller.userId} and r.insured_person_id = ${id}::bigint))
      or
      (${caller.jl} and exists (
        select 1 from doctor_access d
        where d.insured_person_id = ${id}::bigint and d.doctor_user_id = ${caller.userId} and d.allowed))
    ) as "ok"`);
  const rows = (result as unknown as { rows: Array<{ ok: boolean | null }> }).rows;
  return rows[0]?.ok === true;
}
