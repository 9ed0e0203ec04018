/** Emergency data: a contact person, blood group, further information, the last tetanus shot. */
import { eq } from 'drizzle-orm';
import type { EmergentniUdaje } from '../../../contract/entities';
import type { EmergentniUdajeOdpoved } from '../../../contract/health';
import type { PersonId } from '../../../contract/ids';
import type { Database } from '../../db/client';
import { emergencyData } from '../../db/schema';
import { dateWithZeroTimeOrNull } from '../clock';

export async function emergencyDataOf(db: Database, personId: PersonId): Promise<EmergentniUdajeOdpoved> {
  const [row] = await db.select().from(emergencyData).where(eq(emergencyData.insuredPersonId, personId)).limit(1);
  return {
    osoba: row?.osoba ?? null,
    telefon: row?.telefon ?? null,
    vztah: row?.vztah ?? null,
    skupina: (row?.skupina ?? null) as EmergentniUdajeOdpoved['skupina'],
    rhFaktor: (row?.rhFaktor ?? null) as EmergentniUdajeOdpoved['rhFaktor'],
    doplnujiciInformace: row?.doplnujiciInformace ?? null,
    posledniOckovaniTetanus: dateWithZeroTimeOrNull(row?.posledniOckovaniTetanus),
  };
}

/** Replaces the emergency data and answers what is stored. */
export async function saveEmergencyData(db: Database, personId: PersonId, body: EmergentniUdaje): Promise<EmergentniUdajeOdpoved> {
  const values = {
    osoba: body.osoba ?? null,
    telefon: body.telefon ?? null,
    vztah: body.vztah ?? null,
    skupina: body.skupina ?? null,
    rhFaktor: body.rhFaktor ?? null,
    doplnujiciInformace: body.doplnujiciInformace ?? null,
    posledniOckovaniTetanus: body.posledniOckovaniTetanus ?? null,
  };
  await db
    .insert(emergencyData)
    .values({ insuredPersonId: personId, ...values })
    .onConflictDoUpdate({ target: emergencyData.insuredPersonId, set: { ...values, updatedAt: new Date() } });
  return { ...values, posledniOckovaniTetanus: dateWithZeroTimeOrNull(values.posledniOckovaniTetanus) };
}
