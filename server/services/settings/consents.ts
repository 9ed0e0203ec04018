/**
 * The consents screen: every consent of document 1 §6 with its state, full text, the moment of
 * the last change and the history; giving or withdrawing one takes effect at once (the shared
 * model of server/services/consents.ts, which the screens a consent gates read).
 */
import { fullName } from '../../../contract/person';
import { and, desc, eq } from 'drizzle-orm';
import { consentCodeLabels, consentCodes, type ConsentCode } from '../../../contract/enums';
import type { PersonId } from '../../../contract/ids';
import { consentTexts, type SouhlasPolozka } from '../../../contract/settings';
import type { Database, Transaction } from '../../db/client';
import { consentHistory, users } from '../../db/schema';
import { consentOf, setConsent } from '../consents';
import { revokeLinksOnWithdrawal, SHARE_CONSENT } from './emergency-share';

type Db = Database | Transaction;

async function consentItem(db: Db, personId: PersonId, kod: ConsentCode): Promise<SouhlasPolozka> {
  const current = await consentOf(db, personId, kod);
  const history = await db
    .select({ stav: consentHistory.stav, changedAt: consentHistory.changedAt, jmeno: users.jmeno, prijmeni: users.prijmeni })
    .from(consentHistory)
    .leftJoin(users, eq(users.id, consentHistory.changedByUserId))
    .where(and(eq(consentHistory.insuredPersonId, personId), eq(consentHistory.kod, kod)))
    .orderBy(desc(consentHistory.changedAt), desc(consentHistory.id));
  return {
    kod,
    nazev: consentCodeLabels[kod],
    text: consentTexts[kod],
    stav: current.stav,
    zmeneno: current.zmeneno?.toISOString() ?? null,
    historie: history.map((row) => ({
      stav: row.stav as 'POTVRZENO' | 'ODVOLANO',
      zmeneno: row.changedAt.toISOString(),
      zmenil: row.jmeno && row.prijmeni ? fullName({ jmeno: row.jmeno, prijmeni: row.prijmeni }) : null,
    })),
  };
}

export async function consentsOf(db: Database, personId: PersonId): Promise<{ seznamSouhlasu: SouhlasPolozka[] }> {
  return { seznamSouhlasu: await Promise.all(consentCodes.map((kod) => consentItem(db, personId, kod))) };
}

/** Gives or withdraws a consent now, keeping the change in the history with the user who made it. */
export function changeConsent(
  db: Database,
  personId: PersonId,
  userId: number,
  kod: ConsentCode,
  stav: 'POTVRZENO' | 'ODVOLANO',
): Promise<SouhlasPolozka> {
  return db.transaction(async (tx) => {
    // The same state again is no change: nothing is added to the history.
    if ((await consentOf(tx, personId, kod)).stav !== stav) {
      const { zmeneno } = await setConsent(tx, { personId, kod, stav, userId });
      // Withdrawing the rescue-service consent revokes the share links with it (they never open again).
      if (kod === SHARE_CONSENT && stav === 'ODVOLANO') await revokeLinksOnWithdrawal(tx, personId, zmeneno ?? new Date());
    }
    return consentItem(tx, personId, kod);
  });
}
