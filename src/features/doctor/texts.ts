/** Czech texts of the doctor's patient overview that src/texts/cs.ts does not hold. */
import { czechCount, czechPlural } from '../../../contract/format';
import { doctorSectionName } from '../../../contract/doctor-card';

export const doctorTexts = {
  PRISTUPY_ODKAZ: 'Přístupy: pacienti se zpřístupněnými údaji a moje poslední přístupy',
  FILTR_ZRUSIT: 'Zrušit filtr',
  PACIENTI: 'Pacienti',
  NALEZENO: (n: number) => `${czechPlural(n, 'Nalezen', 'Nalezeni', 'Nalezeno')} ${czechCount(n, 'pacient', 'pacienti', 'pacientů')}`,
  ZADNY_NALEZEN: 'Zadání neodpovídá žádný pacient.',
  ZADNI_PACIENTI: 'Zatím vám žádný pacient nezpřístupnil svou dokumentaci.',
  NAROZEN: 'nar.',
  RODNE_CISLO: 'RČ',
  RODNE_CISLO_CELE: 'rodné číslo',
  ZAZNAMY: (name: string) => `Zdravotní záznamy pacienta ${name}`,
  ZAZNAMY_KRATCE: 'Zdravotní záznamy',
  JEN_CTENI: 'Údaje pacienta můžete jen prohlížet.',
  NACITANI: 'Načítám údaje pacienta…',
  PREDEPSAL: (kdo: string, od: string) => `Předepsal ${kdo}, vydáno ${od}.`,
  ZADAL_PACIENT: (p: 'Z' | 'M', od: string) => `${p === 'Z' ? 'Uvedla sama' : 'Uvedl sám'}, užívá od ${od}.`,
  UPOZORNENI: 'Upozornění na souběh léků',
  DRIVE: 'Za poslední rok ukončené',
  UKAZATEL: 'Ukazatel',
  HODNOTA: 'Hodnota',
  ROZMEZI: 'Referenční rozmezí',
  VYSOKA: '(nad rozmezím)',
  NIZKA: '(pod rozmezím)',
  NAPOSLEDY: (p: 'Z' | 'M', kdy: string, kde: string | null) =>
    `${p === 'Z' ? 'Pacientka byla' : 'Pacient byl'} naposledy ${kdy}${kde ? ` (${kde})` : ''}.`,
  NIKDY: (p: 'Z' | 'M') => `${p === 'Z' ? 'Pacientka' : 'Pacient'} u nás zatím nemá žádnou návštěvu.`,
  DALSI_OD: (od: string) => `Další je možná od ${od}.`,
  DIAGNOZA: (kod: string) => `diagnóza ${kod}`,
  KARTA: 'Karta pacienta',
} as const;

/**
 * The shared health pages a doctor opens for the chosen patient (document 1 §2, §6), named for the
 * patient's record (issue 16 §10) by the one list of what a doctor sees (contract/doctor-card.ts);
 * the rest of that list is the patient card's sections (PatientCard.tsx).
 */
const pagePaths = {
  ANAMNEZA: '/moje-zdravi/moje-anamneza/',
  MERENI: '/moje-zdravi/moje-zaznamy/',
  OCKOVANI: '/moje-zdravi/ockovani/',
  DOKUMENTY: '/moje-zdravi/moje-dokumenty/',
} as const;
export const patientPages = (Object.keys(pagePaths) as Array<keyof typeof pagePaths>).map((kod) => ({
  to: pagePaths[kod],
  label: doctorSectionName(kod),
}));
