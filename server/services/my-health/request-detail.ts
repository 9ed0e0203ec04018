/**
 * The detail of a request of this area in 'Moje žádosti' (the communication team's
 * GET /mojeZadosti/{id}?oblast= calls it): for a complaint about care drawn (REKLAMACE), what was
 * sent, with Czech labels and formatted values, and once decided its outcome (issue 34: approved
 * = upheld). Complaints carry no attachments. Null when the request is not a complaint of this person.
 */
import { and, asc, eq } from 'drizzle-orm';
import { complaintAnonymityLabels, type ComplaintAnonymity } from '../../../contract/enums';
import { formatDateCz } from '../../../contract/format';
import { formatHellers } from '../../../contract/money';
import type { PersonId } from '../../../contract/ids';
import type { Database } from '../../db/client';
import { careComplaintProcedures, careComplaints, careItems, careProcedures, insuranceRequests } from '../../db/schema';
import type { RequestDetailPart } from '../request-detail-part';

export type RequestDetail = RequestDetailPart;

/** A decided complaint's outcome (the reason or details are the decision's note in the timeline). */
const complaintOutcomes: Partial<Record<string, string>> = { VYRIZENO: 'Reklamace uznána', ZAMITNUTO: 'Reklamace neuznána' };

export async function myHealthRequestDetail(db: Database, personId: PersonId, requestId: number): Promise<RequestDetail | null> {
  const [complaint] = await db
    .select({
      id: careComplaints.id,
      anonymita: careComplaints.anonymita,
      duvod: careComplaints.duvod,
      kontaktTelefon: careComplaints.kontaktTelefon,
      kontaktEmail: careComplaints.kontaktEmail,
      poskytovatel: careItems.poskytovatel,
      datumOd: careItems.datumOd,
      datumDo: careItems.datumDo,
      stav: insuranceRequests.stav,
    })
    .from(careComplaints)
    .innerJoin(careItems, eq(careItems.id, careComplaints.careItemId))
    .innerJoin(insuranceRequests, eq(insuranceRequests.id, careComplaints.requestId))
    .where(and(eq(careComplaints.requestId, requestId), eq(careComplaints.insuredPersonId, personId)));
  if (!complaint) return null;
  const procedures = await db
    .select({ datum: careProcedures.datum, kod: careProcedures.kod, nazev: careProcedures.nazev, cenaHal: careProcedures.cenaHal })
    .from(careComplaintProcedures)
    .innerJoin(careProcedures, eq(careProcedures.id, careComplaintProcedures.procedureId))
    .where(eq(careComplaintProcedures.complaintId, complaint.id))
    .orderBy(asc(careProcedures.datum), asc(careProcedures.id));
  const period =
    complaint.datumDo && complaint.datumDo !== complaint.datumOd
      ? `${formatDateCz(complaint.datumOd)} – ${formatDateCz(complaint.datumDo)}`
      : formatDateCz(complaint.datumOd);
  const polozky = [
    { nazev: 'Poskytovatel', hodnota: complaint.poskytovatel },
    { nazev: 'Období péče', hodnota: period },
    {
      nazev: 'Reklamované výkony',
      hodnota: procedures.map((p) => `${p.kod} ${p.nazev} (${formatDateCz(p.datum)}, ${formatHellers(p.cenaHal)})`).join('; '),
    },
    { nazev: 'Důvod reklamace', hodnota: complaint.duvod },
    { nazev: 'Anonymita', hodnota: complaintAnonymityLabels[complaint.anonymita as ComplaintAnonymity] },
  ];
  if (complaint.kontaktTelefon) polozky.push({ nazev: 'Telefon', hodnota: complaint.kontaktTelefon });
  if (complaint.kontaktEmail) polozky.push({ nazev: 'E-mail', hodnota: complaint.kontaktEmail });
  const outcome = complaintOutcomes[complaint.stav];
  if (outcome) polozky.push({ nazev: 'Výsledek reklamace', hodnota: outcome });
  return { polozky, prilohy: [] };
}
