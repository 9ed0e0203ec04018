/**
 * The employer's benefits programme (issue 35; docs/decisions.md "Consents that gate"): a machine
 * client registered for one employer code reads the preventive check-up dates of that employer's
 * employees who gave the PREVENCE_ZAMESTNAVATEL consent — the name and date of birth (what the
 * employer knows them by) and, per check-up, its kind, the last date and from when the next is due.
 * Nothing about anyone without the consent or after its withdrawal; no screening, no result, no
 * birth number or person id. Every person in an answer gets a read in their 'Kdo viděl moje údaje'
 * (role ZAMESTNAVATEL, with why), in the same transaction as the reads: no answer without its audit.
 */
import { and, asc, eq } from 'drizzle-orm';
import { employerExportSections, type ZamestnanecProhlidky } from '../../../contract/core-system';
import type { AccessEvent } from '../../audit/types';
import type { AppDeps } from '../../deps';
import { consents, insuredPersons } from '../../db/schema';
import { forbiddenError } from '../../plugins/errors';
import { todayInPrague } from '../clock';
import { preventionOf } from '../my-health/prevention';
import type { MachineCaller } from './tokens';

/** The consent this export needs. */
export const EMPLOYER_CONSENT = 'PREVENCE_ZAMESTNAVATEL' as const;

const day = (wire: string | null | undefined): string | null => (wire ? wire.slice(0, 10) : null);

export async function employerCheckUps(
  deps: Pick<AppDeps, 'db' | 'audit'>,
  client: MachineCaller,
  request: { callId: string; clientAddress: string },
  now: Date = new Date(),
): Promise<{ zamestnavatel: string; stavK: string; seznamZamestnancu: ZamestnanecProhlidky[] }> {
  const employer = client.employerCode;
  // A client registered without an employer reads nobody's dates (client:add refuses to make one).
  if (!employer) throw forbiddenError();
  const today = todayInPrague(now);
  return deps.db.transaction(async (tx) => {
    // The consents are read locked: a withdrawal running now waits until this answer is recorded, and
    // a withdrawal that committed first is seen (the person is left out).
    const employees = await tx
      .select({ id: insuredPersons.id, jmeno: insuredPersons.jmeno, prijmeni: insuredPersons.prijmeni, narozen: insuredPersons.narozen })
      .from(insuredPersons)
      .innerJoin(
        consents,
        and(eq(consents.insuredPersonId, insuredPersons.id), eq(consents.kod, EMPLOYER_CONSENT), eq(consents.stav, 'POTVRZENO')),
      )
      .where(eq(insuredPersons.zamestnavatel, employer))
      .orderBy(asc(insuredPersons.prijmeni), asc(insuredPersons.jmeno), asc(insuredPersons.id))
      .for('share', { of: consents });
    const seznamZamestnancu: ZamestnanecProhlidky[] = [];
    for (const employee of employees) {
      const checkUps = (await preventionOf(tx, employee.id, {}, today)).seznamPrevenci.filter((item) =>
        (employerExportSections as readonly string[]).includes(item.sekce),
      );
      seznamZamestnancu.push({
        jmeno: employee.jmeno,
        prijmeni: employee.prijmeni,
        narozen: employee.narozen.slice(0, 10),
        prohlidky: checkUps.map((item) => ({
          druh: item.id,
          nazev: item.nazev,
          posledni: day(item.posledniNavsteva?.datum),
          dalsiOd: day(item.dalsiTermin),
        })),
      });
    }
    const purpose = `benefitní program zaměstnavatele ${employer}: termíny preventivních prohlídek se souhlasem s jejich předáním`;
    await deps.audit.recordAccessesIn(
      tx,
      employees.map((employee): AccessEvent => ({
        userId: client.userId,
        sessionId: client.tokenId,
        role: 'ZAMESTNAVATEL',
        personId: employee.id,
        callId: request.callId,
        write: false,
        result: 'POVOLENO',
        clientAddress: request.clientAddress,
        purpose,
      })),
    );
    return { zamestnavatel: employer, stavK: now.toISOString(), seznamZamestnancu };
  });
}
