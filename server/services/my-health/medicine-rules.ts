/**
 * The rules of "Moje léky" (pure): which medicines are taken today, the warnings between two of
 * them (the same active substance, the same ATC group, a curated interaction), and the co-payment
 * protective limit of § 16b zákona č. 48/1997 Sb.
 */
import type { CopayLimitCategory, UpozorneniLeku } from '../../../contract/medicines';
import type { WarningSeverity } from '../../../contract/enums';
import { formatCrowns } from '../../../contract/format';
import { hellersToCrowns, roundCrowns } from '../../../contract/money';

export interface MedicineOnList {
  id: number;
  nazev: string;
  atc: string;
  ucinnaLatka: string;
  datumOd: string;
  datumDo: string | null;
}

export interface InteractionRule {
  id: number;
  atcA: string;
  atcB: string;
  zavaznost: WarningSeverity;
  nazev: string;
  popis: string;
}

/** Taken on `today`: started, and not ended before today. */
export const isCurrent = (m: Pick<MedicineOnList, 'datumOd' | 'datumDo'>, today: string): boolean =>
  m.datumOd.slice(0, 10) <= today && (m.datumDo === null || m.datumDo.slice(0, 10) >= today);

const normaliseSubstance = (latka: string) =>
  latka
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();

/** The ATC therapeutic group compared for duplicity: the chemical subgroup (5 characters, e.g. M01AE). */
export const atcGroup = (atc: string): string => atc.slice(0, 5);

const matches = (atc: string, prefix: string) => atc.startsWith(prefix);

export type Warning = Omit<UpozorneniLeku, 'potvrzeno' | 'potvrzenoDatum'>;

/** Warnings between every two medicines of the list taken today, each once, most severe first. */
export function medicineWarnings(medicines: readonly MedicineOnList[], rules: readonly InteractionRule[], today: string): Warning[] {
  const current = medicines.filter((m) => isCurrent(m, today)).sort((a, b) => a.id - b.id);
  const out: Warning[] = [];
  for (let i = 0; i < current.length; i += 1) {
    for (let j = i + 1; j < current.length; j += 1) {
      const a = current[i];
      const b = current[j];
      const ids = [a.id, b.id];
      if (normaliseSubstance(a.ucinnaLatka) === normaliseSubstance(b.ucinnaLatka)) {
        out.push({
          klic: `LATKA:${a.id}:${b.id}`,
          typ: 'STEJNA_LATKA',
          zavaznost: 'STREDNI',
          lekIds: ids,
          nazev: `${a.nazev} a ${b.nazev}: stejná účinná látka`,
          popis: `Oba léky obsahují stejnou účinnou látku (${a.ucinnaLatka}). Při užívání obou najednou můžete dostat víc léku, než je bezpečné. Užívejte je současně jen tehdy, když vám to výslovně doporučil lékař, a poraďte se s ním nebo s lékárníkem.`,
        });
      } else if (atcGroup(a.atc) === atcGroup(b.atc) && a.atc.length >= 5) {
        out.push({
          klic: `SKUPINA:${a.id}:${b.id}`,
          typ: 'STEJNA_SKUPINA',
          zavaznost: 'NIZKA',
          lekIds: ids,
          nazev: `${a.nazev} a ${b.nazev}: léky ze stejné skupiny`,
          popis: `Oba léky patří do stejné skupiny léčiv (ATC ${atcGroup(a.atc)}) a působí podobně. Souběžné užívání bývá zbytečné a zvyšuje riziko nežádoucích účinků. Ověřte u lékaře, zda máte užívat oba.`,
        });
      }
      for (const rule of rules) {
        const hit = (matches(a.atc, rule.atcA) && matches(b.atc, rule.atcB)) || (matches(a.atc, rule.atcB) && matches(b.atc, rule.atcA));
        if (!hit) continue;
        out.push({
          klic: `INTERAKCE:${rule.id}:${a.id}:${b.id}`,
          typ: 'INTERAKCE',
          zavaznost: rule.zavaznost,
          lekIds: ids,
          nazev: `${a.nazev} a ${b.nazev}: ${rule.nazev}`,
          popis: rule.popis,
        });
      }
    }
  }
  const order: Record<WarningSeverity, number> = { VYSOKA: 0, STREDNI: 1, NIZKA: 2 };
  return out.sort((x, y) => order[x.zavaznost] - order[y.zavaznost] || (x.klic < y.klic ? -1 : 1));
}

/**
 * § 16b zákona č. 48/1997 Sb.: the yearly limit of counted co-payments for medicines and foods for
 * special medical purposes — 1 000 Kč under 18 and from 65, 500 Kč from 70 and for persons
 * receiving an invalidity pension for invalidity of the third degree (or recognised invalid of the
 * second or third degree), 5 000 Kč otherwise. Age is the age today (docs/decisions.md).
 */
export function copayLimit(age: number, kategorie: string): { kategorie: CopayLimitCategory; limitKc: number; popis: string } {
  if (age < 18) return { kategorie: 'DITE', limitKc: 1000, popis: 'Děti a mladiství do 18 let' };
  if (age >= 70) return { kategorie: 'SENIOR_70', limitKc: 500, popis: 'Pojištěnci od 70 let' };
  if (kategorie === 'INVDUCHDCE')
    return { kategorie: 'INVALIDITA', limitKc: 500, popis: 'Poživatelé invalidního důchodu pro invaliditu třetího stupně' };
  if (age >= 65) return { kategorie: 'SENIOR_65', limitKc: 1000, popis: 'Pojištěnci od 65 do 70 let' };
  return { kategorie: 'OSTATNI', limitKc: 5000, popis: 'Ostatní pojištěnci' };
}

/** The limit's figures for the counted co-payments of the year (hellers in, crowns out). */
export function copayProgress(limitKc: number, countedHal: number) {
  const zapocitanoKc = hellersToCrowns(countedHal);
  const zbyvaKc = Math.max(0, roundCrowns(limitKc - zapocitanoKc));
  const prekrocenoKc = Math.max(0, roundCrowns(zapocitanoKc - limitKc));
  const procento = Math.min(100, Math.round((zapocitanoKc / limitKc) * 1000) / 10);
  return { zapocitanoKc, zbyvaKc, prekrocenoKc, procento, text: `${formatCrowns(zapocitanoKc)} z ${formatCrowns(limitKc)}` };
}
