/** Measurements (pulse, blood pressure, weight, height) with the BMI computed from them. */
import { and, desc, eq } from 'drizzle-orm';
import type { Mereni } from '../../../contract/entities';
import type { MereniPolozka } from '../../../contract/health';
import type { PersonId } from '../../../contract/ids';
import type { Database } from '../../db/client';
import { measurements } from '../../db/schema';
import { notFoundError } from '../../plugins/errors';
import { dateWithZeroTime, todayInPrague } from '../clock';
import { requireRecordId } from '../record-id';

/** BMI = weight / (height in metres)², one decimal; null unless both are known. */
export function bmiOf(vaha: number | null, vyska: number | null): number | null {
  if (!vaha || !vyska) return null;
  return Math.round((vaha / (vyska / 100) ** 2) * 10) / 10;
}

type MeasurementRow = typeof measurements.$inferSelect;
const measurementItem = (row: MeasurementRow): MereniPolozka => ({
  id: row.id,
  datum: dateWithZeroTime(row.datum),
  tep: row.tep,
  tlakDiast: row.tlakDiast,
  tlakSyst: row.tlakSyst,
  vaha: row.vaha,
  vyska: row.vyska,
  bmi: bmiOf(row.vaha, row.vyska),
});

export async function measurementsOf(db: Database, personId: PersonId): Promise<{ seznamMereni: MereniPolozka[] }> {
  const rows = await db
    .select()
    .from(measurements)
    .where(eq(measurements.insuredPersonId, personId))
    .orderBy(desc(measurements.datum), desc(measurements.createdAt), desc(measurements.id));
  return { seznamMereni: rows.map(measurementItem) };
}

/** A measurement of the given day (a reading entered later), or of today (Prague). */
export async function addMeasurement(db: Database, personId: PersonId, body: Mereni): Promise<MereniPolozka> {
  const [row] = await db
    .insert(measurements)
    .values({
      insuredPersonId: personId,
      datum: body.datum ?? todayInPrague(),
      tep: body.tep ?? null,
      tlakDiast: body.tlakDiast ?? null,
      tlakSyst: body.tlakSyst ?? null,
      vaha: body.vaha ?? null,
      vyska: body.vyska ?? null,
    })
    .returning();
  return measurementItem(row);
}

export async function removeMeasurement(db: Database, personId: PersonId, id: string): Promise<void> {
  const recordId = requireRecordId(id);
  const deleted = await db
    .delete(measurements)
    .where(and(eq(measurements.id, recordId), eq(measurements.insuredPersonId, personId)))
    .returning({ id: measurements.id });
  if (deleted.length === 0) throw notFoundError();
}
