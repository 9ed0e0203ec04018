import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { doctorPractices, users } from '../db/schema';
import type { DemoLogin } from './demo-data';

/** The demo doctors' practices, shown to patients on 'Kdo viděl moje údaje'. */
export const demoPractices: ReadonlyArray<{ login: DemoLogin; name: string }> = [
  { login: 'lekar', name: 'Praktický lékař pro dospělé, Mladá Boleslav' },
  { login: 'lekar-pojistenec', name: 'Interní ambulance, Klaudiánova nemocnice Mladá Boleslav' },
];

/** Idempotent: adds the practices of the demo doctors that exist and have none yet. */
export async function seedDoctorPractices(db: Database): Promise<void> {
  const doctors = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(
      inArray(
        users.login,
        demoPractices.map((p) => p.login),
      ),
    );
  const rows = doctors.map((doctor) => ({ userId: doctor.id, name: demoPractices.find((p) => p.login === doctor.login)!.name }));
  if (rows.length > 0) await db.insert(doctorPractices).values(rows).onConflictDoNothing({ target: doctorPractices.userId });
}
