/**
 * A laboratory delivers a result (issue 35; contract `systemLabVysledekVlozit`, scope
 * 'vysledky:zapis'): the result and its values are stored for the person as the seed stores them,
 * the delivery is recorded in the person's audit as a write of the insurer's core system, and —
 * when the person gave the LABORATORNI_VYSLEDKY consent — the person is told a new result is
 * there ('vysledky'), all in one transaction. Without the consent the result is kept (the insurer
 * has it either way, docs/decisions.md "My health") but nobody is told of what the person chose not
 * to see in the portal.
 */
import { eq } from 'drizzle-orm';
import type { LabVysledekVlozit } from '../../../contract/core-system';
import { personIdParam } from '../../../contract/ids';
import type { AppDeps } from '../../deps';
import { insuredPersons, labResults, labValues } from '../../db/schema';
import { notFoundError } from '../../plugins/errors';
import { hasConsent } from '../consents';
import { enqueueNotification } from '../notifications/enqueue';
import { labResultsLink } from '../notifications/links';
import { recordStaffWrite, type StaffCaller } from '../staff/staff';

export const LAB_DELIVERY_PURPOSE = 'předání laboratorního výsledku laboratoří';

const decimalText = (value: number | undefined | null): string | null => (value === undefined || value === null ? null : String(value));

export async function deliverLabResult(
  deps: AppDeps,
  system: StaffCaller,
  pojistenecId: string,
  body: LabVysledekVlozit,
): Promise<{ id: number }> {
  const personId = personIdParam.parse(pojistenecId);
  return deps.db.transaction(async (tx) => {
    const [person] = await tx.select({ id: insuredPersons.id }).from(insuredPersons).where(eq(insuredPersons.id, personId));
    if (!person) throw notFoundError();
    const [result] = await tx
      .insert(labResults)
      .values({
        insuredPersonId: personId,
        datum: body.datum,
        nazev: body.nazev,
        laborator: body.laborator,
        indikujiciLekar: body.indikujiciLekar,
        poznamka: body.poznamka ?? null,
      })
      .returning({ id: labResults.id });
    await tx.insert(labValues).values(
      body.hodnoty.map((value, poradi) => ({
        resultId: result.id,
        insuredPersonId: personId,
        kod: value.kod,
        hodnota: String(value.hodnota),
        jednotka: value.jednotka,
        referenceOd: decimalText(value.referenceOd),
        referenceDo: decimalText(value.referenceDo),
        poradi,
      })),
    );
    if (await hasConsent(tx, personId, 'LABORATORNI_VYSLEDKY'))
      await enqueueNotification(tx, { personId, kategorie: 'vysledky', odkaz: labResultsLink });
    await recordStaffWrite(deps, tx, system, personId, 'systemLabVysledekVlozit', String(result.id), LAB_DELIVERY_PURPOSE);
    return { id: result.id };
  });
}
