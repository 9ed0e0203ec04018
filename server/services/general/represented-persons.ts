/** The persons a user represents, and the unread messages of a person (or of all of them). */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Zastup } from '../../../contract/general';
import type { PersonId } from '../../../contract/ids';
import type { Database } from '../../db/client';
import { insuredPersons, messagesTable, representations, users } from '../../db/schema';
import { dateWithZeroTime } from '../clock';
import { personIdToWire } from '../../../contract/ids';

export async function representedPersons(
  db: Database,
  userId: number,
): Promise<{ seznamZastupu: Zastup[]; uzivatel: { jmeno: string; prijmeni: string } }> {
  const [user] = await db.select({ jmeno: users.jmeno, prijmeni: users.prijmeni }).from(users).where(eq(users.id, userId));
  const rows = await db
    .select({
      pojistenecId: insuredPersons.id,
      jmeno: insuredPersons.jmeno,
      prijmeni: insuredPersons.prijmeni,
      avatarBarva: insuredPersons.avatarBarva,
      zamestnavatel: insuredPersons.zamestnavatel,
      narozen: insuredPersons.narozen,
      typZastupce: representations.typZastupce,
    })
    .from(representations)
    .innerJoin(insuredPersons, eq(insuredPersons.id, representations.insuredPersonId))
    .where(eq(representations.userId, userId))
    .orderBy(asc(representations.poradi), asc(insuredPersons.id));
  return {
    seznamZastupu: rows.map((row) => ({
      pojistenecId: personIdToWire(row.pojistenecId),
      pojistenec: { jmeno: row.jmeno, prijmeni: row.prijmeni },
      avatarBarva: row.avatarBarva,
      zamestnavatel: row.zamestnavatel,
      narozen: dateWithZeroTime(row.narozen),
      typZastupce: row.typZastupce as Zastup['typZastupce'],
    })),
    uzivatel: { jmeno: user?.jmeno ?? '', prijmeni: user?.prijmeni ?? '' },
  };
}

/**
 * Unread messages of the person (access is checked already). With `everyRepresented` and a
 * person the user represents, the overview covers every person the user represents, so the
 * person switcher can show a count for each; a doctor looking at a patient gets only that person.
 */
export async function unreadMessages(db: Database, userId: number, personId: PersonId, everyRepresented: boolean) {
  if (everyRepresented) {
    const rows = await db
      .select({ pojistenecId: representations.insuredPersonId, pocet: sql<number>`count(${messagesTable.id})::int` })
      .from(representations)
      .leftJoin(messagesTable, and(eq(messagesTable.insuredPersonId, representations.insuredPersonId), isNull(messagesTable.readAt)))
      .where(eq(representations.userId, userId))
      .groupBy(representations.insuredPersonId, representations.poradi)
      .orderBy(asc(representations.poradi), asc(representations.insuredPersonId));
    if (rows.some((row) => row.pojistenecId === personId)) {
      return { prehledZastupu: rows.map((row) => ({ pojistenecId: personIdToWire(row.pojistenecId), pocet: Number(row.pocet) })) };
    }
  }
  const [row] = await db
    .select({ pocet: count() })
    .from(messagesTable)
    .where(and(eq(messagesTable.insuredPersonId, personId), isNull(messagesTable.readAt)));
  return { prehledZastupu: [{ pojistenecId: personIdToWire(personId), pocet: Number(row?.pocet ?? 0) }] };
}
