/**
 * The submissions since a cursor (contract `systemPodani`): the requests of the kinds the client's
 * role handles, in the order of their last change, so the core system learns of new requests and
 * of every step (the person's "Doložit doklady" too).
 *
 * Delivery is at least once, never skipping: a change is stamped when its transaction runs but seen
 * when it commits, so a change stamped earlier may become visible after a later one was read. The
 * next cursor therefore never passes the last `SETTLE_S` seconds: changes that young are listed
 * now and again next time, and everything older was committed before this read looked.
 */
import { and, inArray, eq, sql } from 'drizzle-orm';
import { submissionsPageSize, type SystemPodaniPolozka } from '../../../contract/core-system';
import { personIdToWire } from '../../../contract/ids';
import { fullName } from '../../../contract/person';
import type { AppDeps } from '../../deps';
import { insuranceRequests, insuredPersons } from '../../db/schema';
import { requestItem } from '../communication/requests';
import { kindsOfRole, QUEUE_PURPOSE, recordStaffReads, type StaffCaller } from '../staff/staff';

/** Longer than a writing transaction lasts plus the clock difference between servers. */
export const SETTLE_S = 10;

interface Position {
  micros: bigint;
  id: bigint;
}

const positionOf = (cursor: string): Position => {
  const [micros, id] = cursor.split('-');
  return { micros: BigInt(micros), id: BigInt(id) };
};
const cursorOf = (position: Position) => `${position.micros}-${position.id}`;
const after = (a: Position, b: Position) => a.micros > b.micros || (a.micros === b.micros && a.id > b.id);

/** The last change of a request in microseconds since 1970, exactly (the timestamp's own precision). */
const changeMicros = sql<string>`(extract(epoch from ${insuranceRequests.stavOd}) * 1000000)::bigint`;

export async function submissionsSince(
  deps: AppDeps,
  staff: StaffCaller,
  od: string | undefined,
): Promise<{ podani: SystemPodaniPolozka[]; kurzor: string; dalsi: boolean }> {
  const from = od ? positionOf(od) : { micros: 0n, id: 0n };
  const settled = (await deps.db.execute(
    sql`select ((extract(epoch from now()) * 1000000)::bigint - ${SETTLE_S * 1_000_000})::text as micros`,
  )) as unknown as { rows: Array<{ micros: string }> };
  const horizon: Position = { micros: BigInt(settled.rows[0].micros), id: 0n };
  const rows = await deps.db
    .select({
      request: insuranceRequests,
      micros: sql<string>`${changeMicros}::text`,
      jmeno: insuredPersons.jmeno,
      prijmeni: insuredPersons.prijmeni,
    })
    .from(insuranceRequests)
    .innerJoin(insuredPersons, eq(insuredPersons.id, insuranceRequests.insuredPersonId))
    .where(
      and(
        inArray(insuranceRequests.typ, kindsOfRole(staff.role)),
        sql`(${changeMicros}, ${insuranceRequests.id}) > (${from.micros.toString()}::bigint, ${from.id.toString()}::bigint)`,
      ),
    )
    .orderBy(changeMicros, insuranceRequests.id)
    .limit(submissionsPageSize + 1);
  const page = rows.slice(0, submissionsPageSize);
  const last = page.length > 0 ? { micros: BigInt(page[page.length - 1].micros), id: BigInt(page[page.length - 1].request.id) } : from;
  // Past the horizon the cursor stops at it (see above); it never moves back.
  const settledLast = after(last, horizon) ? horizon : last;
  const next = after(settledLast, from) ? settledLast : from;
  await recordStaffReads(
    deps,
    staff,
    page.map((row) => row.request.insuredPersonId),
    'systemPodani',
    QUEUE_PURPOSE,
  );
  return {
    podani: page.map((row) => ({
      zadost: requestItem(row.request),
      pojistenecId: personIdToWire(row.request.insuredPersonId),
      pojistenec: fullName(row),
      posledniZmena: row.request.stavOd.toISOString(),
    })),
    kurzor: cursorOf(next),
    // More can be read at once only when the cursor moved on to them.
    dalsi: rows.length > submissionsPageSize && !after(last, horizon),
  };
}
