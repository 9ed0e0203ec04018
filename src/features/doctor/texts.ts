/** Czech texts of the doctor's patient overview that src/texts/cs.ts does not hold. */
import { czechCount, czechPlural } from '../../../contract/format';

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
} as const;

/** The shared health pages a doctor opens for the chosen patient (document 1 §2, §6), named for the patient's record, not "my" record (issue 16 §10). */
export const patientPages = [
  { to: '/moje-zdravi/moje-anamneza/', label: 'Anamnéza' },
  { to: '/moje-zdravi/moje-zaznamy/', label: 'Tlak tep výška a váha' },
  { to: '/moje-zdravi/ockovani/', label: 'Očkování' },
  { to: '/moje-zdravi/moje-dokumenty/', label: 'Dokumenty' },
] as const;
