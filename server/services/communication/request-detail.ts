/**
 * The detail of a request in 'Moje žádosti' (GET /mojeZadosti/{id}?oblast=): the common part
 * (type, date, state), what was sent (labels and values, attachments) from the provider of the
 * request's kind, and its history. Providers of this area (KONZULTACE, NOVOROZENEC, PREREGISTRACE)
 * and of the insurance requests (BEZDLUZNOST, EHIC, PRUKAZ) are here; the other areas export
 * theirs from `server/services/<area>/request-detail.ts` and are added to `requestDetailProviders`.
 * A kind without a provider still shows the common part and the history.
 */
import { fullName } from '../../../contract/person';
import { and, asc, eq } from 'drizzle-orm';
import { insurerName, type ZadostDetail } from '../../../contract/communication';
import { branchName } from '../../../contract/branches';
import { deliveryAddressChoiceLabels, permanentAddressChoiceLabels, representativeAddressChoiceLabels } from '../../../contract/enums';
import { formatAddress, formatBirthNumber, formatDateCz } from '../../../contract/format';
import type { PersonId } from '../../../contract/ids';
import type { RequestType } from '../../../contract/enums';
import type { Database } from '../../db/client';
import {
  childReregistrations,
  insuranceRequests,
  messageThreads,
  newbornChildren,
  newbornRegistrations,
  threadMessages,
} from '../../db/schema';
import { notFoundError } from '../../plugins/errors';
import { attachmentsOf } from '../attachments';
import { requireRecordId } from '../record-id';
import { historyOf, requestItem, type RequestRow } from './requests';
import type { RequestDetailPart, RequestDetailProvider } from '../request-detail-part';
import { myHealthRequestDetail } from '../my-health/request-detail';
import { settingsRequestDetail } from '../settings/request-detail';
import { benefitsRequestDetail } from '../benefits/request-detail';

export type { RequestDetailPart, RequestDetailProvider };

const yesNo = (value: boolean) => (value ? 'Ano' : 'Ne');

async function requestRow(db: Database, personId: PersonId, requestId: number): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(insuranceRequests)
    .where(and(eq(insuranceRequests.id, requestId), eq(insuranceRequests.insuredPersonId, personId)));
  return row ?? null;
}

// Insurance requests (issue 4): what they keep is in the request row itself.

const deliveryLabel = (row: RequestRow) =>
  row.adresaOdeslani
    ? (deliveryAddressChoiceLabels[row.adresaOdeslani as keyof typeof deliveryAddressChoiceLabels] ?? row.adresaOdeslani)
    : null;

export const insuranceRequestDetail: RequestDetailProvider = async (db, personId, requestId) => {
  const row = await requestRow(db, personId, requestId);
  if (!row) return null;
  const polozky: RequestDetailPart['polozky'] = [];
  if (row.typ === 'PRUKAZ' && row.popis) polozky.push({ nazev: 'Důvod', hodnota: row.popis });
  const delivery = deliveryLabel(row);
  if (delivery) polozky.push({ nazev: 'Doručení', hodnota: delivery });
  if (row.typ === 'EHIC' && row.potvrzeniPlatnostOd && row.potvrzeniPlatnostDo) {
    polozky.push({
      nazev: 'Náhradní potvrzení platí',
      hodnota: `${formatDateCz(row.potvrzeniPlatnostOd)} – ${formatDateCz(row.potvrzeniPlatnostDo)}`,
    });
  }
  // What the insurer issued on approving it (the certificate of no arrears, issue 34).
  const issued = (await attachmentsOf(db, personId, 'POTVRZENI', [row.id])).get(row.id) ?? [];
  return { polozky, prilohy: issued };
};

// This area's kinds.

export const consultationDetail: RequestDetailProvider = async (db, personId, requestId) => {
  const [thread] = await db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.requestId, requestId), eq(messageThreads.insuredPersonId, personId)));
  if (!thread) return null;
  const [first] = await db
    .select()
    .from(threadMessages)
    .where(and(eq(threadMessages.threadId, thread.id), eq(threadMessages.autor, 'POJISTENEC')))
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id))
    .limit(1);
  const polozky = [
    { nazev: 'Předmět', hodnota: thread.nadpis },
    { nazev: 'Číslo konzultace', hodnota: thread.vlakno },
  ];
  if (!first) return { polozky, prilohy: [] };
  polozky.push(
    { nazev: 'Dotaz', hodnota: first.telo },
    { nazev: 'Souhlas s nahlédnutím lékaře do zdravotní dokumentace', hodnota: yesNo(first.souhlasDokumentace) },
    { nazev: 'Upozornit na odpověď e-mailem', hodnota: yesNo(first.upozorneni === 'EMAIL') },
  );
  const files = await attachmentsOf(db, personId, 'ZPRAVA', [first.id]);
  return { polozky, prilohy: files.get(first.id) ?? [] };
};

export const newbornDetail: RequestDetailProvider = async (db, personId, requestId) => {
  const [registration] = await db
    .select()
    .from(newbornRegistrations)
    .where(and(eq(newbornRegistrations.requestId, requestId), eq(newbornRegistrations.insuredPersonId, personId)));
  if (!registration) return null;
  const children = await db
    .select()
    .from(newbornChildren)
    .where(eq(newbornChildren.registrationId, registration.id))
    .orderBy(asc(newbornChildren.poradi));
  const files = (await attachmentsOf(db, personId, 'NOVOROZENEC', [registration.id])).get(registration.id) ?? [];
  const polozky = [{ nazev: 'Rodné číslo matky', hodnota: formatBirthNumber(registration.rocisMatka) }];
  children.forEach((child, index) => {
    const label = children.length > 1 ? `Dítě ${index + 1}` : 'Dítě';
    polozky.push({
      nazev: label,
      hodnota: `${fullName(child)}, rodné číslo ${formatBirthNumber(child.rocis)}, narozen(a) ${formatDateCz(child.narozen)}`,
    });
    const certificates = files.filter((_, fileIndex) => registration.prilohyIndex[fileIndex] === child.poradi).map((file) => file.nazev);
    polozky.push({ nazev: `Rodný list – ${label.toLowerCase()}`, hodnota: certificates.join(', ') || '–' });
  });
  polozky.push({ nazev: 'Průkaz pojištěnce vyzvednu', hodnota: branchName(registration.adresaOdeslani) ?? registration.adresaOdeslani });
  return { polozky, prilohy: files };
};

type StoredAddress = { ulice?: string | null; obec?: string | null; psc?: string | null; stat?: string | null };
const addressText = (address: StoredAddress | null | undefined) =>
  address && address.obec ? formatAddress({ ulice: address.ulice, obec: address.obec, psc: address.psc, stat: address.stat }) : '–';

export const reregistrationDetail: RequestDetailProvider = async (db, personId, requestId) => {
  const [row] = await db
    .select()
    .from(childReregistrations)
    .where(and(eq(childReregistrations.requestId, requestId), eq(childReregistrations.insuredPersonId, personId)));
  if (!row) return null;
  const permanentChoice = representativeAddressChoiceLabels[row.adresaTrvalaVolba as keyof typeof representativeAddressChoiceLabels];
  const contactChoice = permanentAddressChoiceLabels[row.adresaKontaktniVolba as keyof typeof permanentAddressChoiceLabels];
  return {
    polozky: [
      { nazev: 'Dítě', hodnota: fullName(row) },
      { nazev: 'Rodné číslo dítěte', hodnota: formatBirthNumber(row.rocis) },
      { nazev: 'Dosavadní zdravotní pojišťovna', hodnota: `${row.puvodniZp} – ${insurerName(row.puvodniZp) ?? ''}`.trim() },
      { nazev: 'Trvalá adresa dítěte', hodnota: `${permanentChoice ?? row.adresaTrvalaVolba}: ${addressText(row.adresaTrvala)}` },
      {
        nazev: 'Kontaktní adresa',
        hodnota: row.adresaKontaktni
          ? `${contactChoice}: ${addressText(row.adresaKontaktni)}`
          : (contactChoice ?? row.adresaKontaktniVolba),
      },
      { nazev: 'Pojištěncem naší pojišťovny od', hodnota: formatDateCz(row.ucinnostOd) },
    ],
    prilohy: [],
  };
};

/**
 * The providers by kind. The integrator adds the other areas' (REKLAMACE, PROGRAM, PROPLACENI_PECE,
 * VITALITAS, ZMENA_UDAJU) here.
 */
export const requestDetailProviders: Partial<Record<RequestType, RequestDetailProvider>> = {
  BEZDLUZNOST: insuranceRequestDetail,
  EHIC: insuranceRequestDetail,
  PRUKAZ: insuranceRequestDetail,
  KONZULTACE: consultationDetail,
  NOVOROZENEC: newbornDetail,
  PREREGISTRACE: reregistrationDetail,
  REKLAMACE: myHealthRequestDetail,
  ZMENA_UDAJU: settingsRequestDetail,
  PROGRAM: benefitsRequestDetail,
  PROPLACENI_PECE: benefitsRequestDetail,
  VITALITAS: benefitsRequestDetail,
};

/**
 * One request of the person with what was sent and its history; 404 for a request of anyone
 * else, an unknown id, or (with `oblast`, the request's kind) a request of another kind.
 */
export async function requestDetail(
  db: Database,
  personId: PersonId,
  id: string,
  oblast: RequestType | undefined,
  providers: Partial<Record<RequestType, RequestDetailProvider>> = requestDetailProviders,
): Promise<ZadostDetail> {
  const row = await requestRow(db, personId, requestIdOf(id));
  if (!row || (oblast && row.typ !== oblast)) throw notFoundError();
  const provider = providers[row.typ as RequestType];
  const part = (provider ? await provider(db, personId, row.id) : null) ?? { polozky: [], prilohy: [] };
  const [thread] =
    row.typ === 'KONZULTACE'
      ? await db
          .select({ vlakno: messageThreads.vlakno })
          .from(messageThreads)
          .where(and(eq(messageThreads.requestId, row.id), eq(messageThreads.insuredPersonId, personId)))
      : [];
  // Documents the person added when the request waited for them (issue 34), after what was sent with it.
  const added = (await attachmentsOf(db, personId, 'ZADOST', [row.id])).get(row.id) ?? [];
  return {
    zadost: requestItem(row),
    polozky: part.polozky,
    prilohy: [...part.prilohy, ...added],
    historie: await historyOf(db, row),
    vlakno: thread?.vlakno ?? null,
  };
}

function requestIdOf(id: string): number {
  return requireRecordId(id);
}
