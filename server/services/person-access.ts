import { sql } from 'drizzle-orm';
import type { PersonAccess } from '../../contract/define';
import { isIdText, type PersonId } from '../../contract/ids';
import type { Database } from '../db/client';
import type { Caller } from '../identity/types';
import { cachedAuth } from '../auth-cache';

/**
 * The one rule of who may touch an insured person's data (DESIGN.md §6, docs/decisions.md):
 * - `read`: the caller represents the person (needs the insured-person role, `jp`, and a
 *   representations row), or is a doctor (`jl`) whom the person allowed (an access with an end
 *   date lapses by itself at that moment);
 * - `write`: the caller represents the person. A doctor never writes, even one allowed to read.
 * One query over primary-key lookups; the id is bound as bigint, exactly. Cached on the embedded
 * database (server/auth-cache.ts): a changed doctor access clears the cache, an access with an end
 * date is not kept past it.
 */
export async function canAccessPerson(
  db: Database,
  caller: Pick<Caller, 'userId' | 'jl' | 'jp'>,
  pojistenecId: PersonId,
  access: PersonAccess,
): Promise<boolean> {
  return (await personAccessRole(db, caller, pojistenecId, access)) !== null;
}

/** In which role a caller may touch the person's data (the audit log records it): null = refused. */
export type AccessRole = 'SAM' | 'ZASTUPCE' | 'LEKAR';

/**
 * `canAccessPerson`, telling also in which role the access is allowed — in the same one query:
 * SAM (the caller represents themselves, typZastupce SAM_NA_SEBE), ZASTUPCE (another
 * representation), LEKAR (an allowed doctor, read only). Null when refused.
 */
export async function personAccessRole(
  db: Database,
  caller: Pick<Caller, 'userId' | 'jl' | 'jp'>,
  pojistenecId: PersonId,
  access: PersonAccess,
): Promise<AccessRole | null> {
  const doctorMayRead = access === 'read' && caller.jl;
  if (!caller.jp && !doctorMayRead) return null;
  // The type promises digits; this rule is the last guard, so it checks anyway (a cast or a raw value).
  if (!isIdText(pojistenecId)) return null;
  const key = `${caller.userId}|${caller.jp ? 1 : 0}${doctorMayRead ? 1 : 0}|${pojistenecId}`;
  const found = await cachedAuth(
    db,
    'roles',
    key,
    () => queryRole(db, caller, pojistenecId, doctorMayRead),
    (found) => found.until,
  );
  return found.role;
}

/** The role and, for a doctor's access with an end date, when it lapses (epoch ms). */
async function queryRole(
  db: Database,
  caller: Pick<Caller, 'userId' | 'jp'>,
  pojistenecId: PersonId,
  doctorMayRead: boolean,
): Promise<{ role: AccessRole | null; until: number | null }> {
  // The doctor's conditions are written once: the same row gives the role and its end.
  const result = await db.execute(sql`
    select coalesce(rep.role, doc.role) as "role", case when rep.role is null then doc.until end as "until"
      from (select 1) as one
      left join lateral (
        select case when r.typ_zastupce = 'SAM_NA_SEBE' then 'SAM' else 'ZASTUPCE' end as role
          from representations r
         where ${caller.jp} and r.user_id = ${caller.userId} and r.insured_person_id = ${pojistenecId}::bigint
      ) as rep on true
      left join lateral (
        select 'LEKAR' as role, extract(epoch from d.valid_until) * 1000 as until
          from doctor_access d
         where ${doctorMayRead} and d.insured_person_id = ${pojistenecId}::bigint and d.doctor_user_id = ${caller.userId} and d.allowed
           and (d.valid_until is null or d.valid_until > now())
      ) as doc on true`);
  const rows = (result as unknown as { rows: Array<{ role: string | null; until: string | number | null }> }).rows;
  const role = rows[0]?.role;
  const until = rows[0]?.until;
  return {
    role: role === 'SAM' || role === 'ZASTUPCE' || role === 'LEKAR' ? role : null,
    until: until === null || until === undefined ? null : Number(until),
  };
}

/** May this caller see this insured person's data? (`canAccessPerson` with read access.) */
export function canSeePerson(db: Database, caller: Pick<Caller, 'userId' | 'jl' | 'jp'>, pojistenecId: PersonId): Promise<boolean> {
  return canAccessPerson(db, caller, pojistenecId, 'read');
}

/** May this caller change this insured person's data? (`canAccessPerson` with write access.) */
export function canWritePerson(db: Database, caller: Pick<Caller, 'userId' | 'jl' | 'jp'>, pojistenecId: PersonId): Promise<boolean> {
  return canAccessPerson(db, caller, pojistenecId, 'write');
}
