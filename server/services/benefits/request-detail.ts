/**
 * The request detail of the benefit kinds (PROGRAM, PROPLACENI_PECE, VITALITAS) for 'Moje žádosti'
 * (`GET /mojeZadosti/{id}?oblast=`, built by the communication area): Czech labels and formatted
 * values of what was sent, and the attachments. null when the request is none of these kinds of
 * the person.
 */
import { bankNameOf } from '../../../contract/bank-codes';
import { claimConsentText } from '../../../contract/benefits';
import { travelZoneLabels, VITALITAS_PARTNER, vitalitasProducts } from '../../../contract/vitalitas-programmes';
import { claimDocumentTypeLabels, documentCodeLabels, type ClaimDocumentType } from '../../../contract/enums';
import { formatBankAccount, formatCrowns, formatDateCz } from '../../../contract/format';
import type { PrilohaOdpoved } from '../../../contract/health';
import type { PersonId } from '../../../contract/ids';
import type { Database } from '../../db/client';
import { careClaimOfRequest } from './care';
import { programmeClaimOfRequest } from './programmes';
import { enrolmentOfRequest } from './vitalitas';
import type { RequestDetailPart } from '../request-detail-part';

export type RequestDetailItems = RequestDetailPart;

type Polozka = { nazev: string; hodnota: string };

const money = (amount: number | null) => (amount === null ? null : formatCrowns(amount));
const account = (ucet: { predcisli: string | null; cislo: string; banka: string }) => {
  const bank = bankNameOf(ucet.banka);
  return `${formatBankAccount(ucet)}${bank ? ` (${bank})` : ''}`;
};

/** The items that have a value, in order. */
const present = (items: Array<[string, string | null | undefined]>): Polozka[] =>
  items
    .filter((item): item is [string, string] => typeof item[1] === 'string' && item[1] !== '')
    .map(([nazev, hodnota]) => ({ nazev, hodnota }));

const documentsText = (prilohy: ReadonlyArray<{ nazev: string; typDokumentKod: ClaimDocumentType | null }>) =>
  prilohy.map((p) => `${p.nazev}${p.typDokumentKod ? ` – ${claimDocumentTypeLabels[p.typDokumentKod]}` : ''}`).join(', ');

const plainAttachments = (prilohy: ReadonlyArray<PrilohaOdpoved & { typDokumentKod?: unknown }>): PrilohaOdpoved[] =>
  prilohy.map(({ id, nazev, velikost, evidence }) => ({ id, nazev, velikost, evidence }));

/** What a benefit request of the person sent, or null when `requestId` is not one of them. */
export async function benefitsRequestDetail(db: Database, personId: PersonId, requestId: number): Promise<RequestDetailItems | null> {
  const programme = await programmeClaimOfRequest(db, personId, requestId);
  if (programme) {
    return {
      polozky: present([
        ['Program', programme.nazev],
        ['Ročník programu', String(programme.rok)],
        ['Datum dokladu', formatDateCz(programme.datumUctenka)],
        ['Částka dokladu', money(programme.castkaUctenka)],
        ['Požadovaný příspěvek', money(programme.castkaNarok)],
        ['Schválená částka', money(programme.castkaSchvalena)],
        ['Vyplacená částka', money(programme.castkaVyplacena)],
        ['Datum výplaty', programme.datumVyplaty ? formatDateCz(programme.datumVyplaty) : null],
        ['Bankovní účet', account(programme.ucet)],
        ['Poznámka', programme.poznamka],
        ['Doklady', documentsText(programme.prilohy)],
        ['Vyjádření pojišťovny', programme.poznamkaZps],
        ['Souhlas s podmínkami', claimConsentText],
      ]),
      prilohy: plainAttachments(programme.prilohy),
    };
  }
  const care = await careClaimOfRequest(db, personId, requestId);
  if (care) {
    return {
      polozky: present([
        ['Druh proplacení', care.nazev],
        ['Datum dokladu', care.dokladDatum ? formatDateCz(care.dokladDatum) : null],
        ['Cesta od', care.cestaDatumOd ? formatDateCz(care.cestaDatumOd) : null],
        ['Cesta do', care.cestaDatumDo ? formatDateCz(care.cestaDatumDo) : null],
        ['Zaplacená částka', money(care.castkaUctenka)],
        ['Požadovaná náhrada', care.castkaNarok === null ? 'Vypočítá pojišťovna' : money(care.castkaNarok)],
        ['Schválená částka', money(care.castkaSchvalena)],
        ['Vyplacená částka', money(care.castkaVyplacena)],
        ['Datum výplaty', care.datumVyplaty ? formatDateCz(care.datumVyplaty) : null],
        ['Bankovní účet', account(care.ucet)],
        ['Uložit účet jako můj účet', care.ucetAktualizace ? 'Ano' : 'Ne'],
        ['Poznámka', care.poznamka],
        ['Doklady', documentsText(care.prilohy)],
        ['Vyjádření pojišťovny', care.poznamkaZps],
        ['Souhlas s podmínkami', claimConsentText],
      ]),
      prilohy: plainAttachments(care.prilohy),
    };
  }
  const enrolment = await enrolmentOfRequest(db, personId, requestId);
  if (enrolment) {
    const product = vitalitasProducts[enrolment.pojisteniTyp];
    return {
      polozky: present([
        ['Program', documentCodeLabels[enrolment.pojisteniTyp]],
        ['Pojistitel', VITALITAS_PARTNER],
        ['Pojištění od', formatDateCz(enrolment.datumOd)],
        ['Pojištění do', formatDateCz(enrolment.datumDo)],
        ['Územní platnost', enrolment.uzemi ? travelZoneLabels[enrolment.uzemi] : null],
        ['Cena', enrolment.cena === 0 && enrolment.pojisteniTyp === 'ZV' ? 'První rok zdarma' : formatCrowns(enrolment.cena)],
        ['Stav', enrolment.stavNazev],
        ['Krytí', product.kryti.map((k) => k.nazev).join(', ')],
      ]),
      prilohy: [],
    };
  }
  return null;
}
