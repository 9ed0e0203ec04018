/**
 * What a doctor the patient allowed sees (issue 37), without zod so the screens' first download
 * stays small: the sections, the promise made to the patient from them, and the doctor's wording.
 */

/**
 * The one list of what a doctor the patient allowed sees, read only: the patient's access screen
 * promises exactly these (DOCTOR_ACCESS_PROMISE) and the doctor's patient card offers exactly these
 * (the first four as the shared health pages, the rest as the card's sections). `slib` is the
 * accusative the promise lists; LABORATORNI_VYSLEDKY also needs the patient's lab consent.
 */
export const doctorSections = [
  { kod: 'ANAMNEZA', nazev: 'Anamnéza', slib: 'anamnézu' },
  { kod: 'MERENI', nazev: 'Tlak tep výška a váha', slib: 'měření (tlak, tep, výška a váha)' },
  { kod: 'OCKOVANI', nazev: 'Očkování', slib: 'očkování' },
  { kod: 'DOKUMENTY', nazev: 'Dokumenty', slib: 'dokumenty' },
  { kod: 'LEKY', nazev: 'Léky', slib: 'léky' },
  {
    kod: 'LABORATORNI_VYSLEDKY',
    nazev: 'Laboratorní výsledky',
    slib: 'laboratorní výsledky (jen když máte udělený souhlas s jejich zobrazením)',
  },
  { kod: 'PREVENCE', nazev: 'Prevence', slib: 'prevenci' },
  { kod: 'CERPANA_PECE', nazev: 'Čerpaná péče', slib: 'čerpanou péči' },
] as const;
export type DoctorSection = (typeof doctorSections)[number]['kod'];
export const doctorSectionName = (kod: DoctorSection): string => doctorSections.find((s) => s.kod === kod)?.nazev ?? kod;

const czechList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} a ${items[items.length - 1]}`;

/** The promise on 'Zpřístupnění údajů lékařům', made from the list above. */
export const DOCTOR_ACCESS_PROMISE =
  `Lékař s přístupem vidí jen ke čtení tyto vaše údaje: ${czechList(doctorSections.map((s) => s.slib))}. ` +
  'Přístup můžete omezit do zvoleného dne; odebrání platí okamžitě.';

/** Lab results asked for by a doctor without the patient's lab consent: 403 with this. */
export const DOCTOR_LAB_CONSENT_MISSING =
  'Pacient nedal souhlas se zobrazením laboratorních výsledků, proto je nevidíte. Souhlas může udělit v portálu v části Laboratorní výsledky.';

/** The doctor's wording: 'Pacientka užívá …' / 'Pacient užívá …'. */
export const patientWording = {
  PACIENT: (p: 'Z' | 'M') => (p === 'Z' ? 'Pacientka' : 'Pacient'),
  UZIVA: (p: 'Z' | 'M', lek: string) => `${p === 'Z' ? 'Pacientka' : 'Pacient'} užívá ${lek}.`,
  UZIVALA: (p: 'Z' | 'M', lek: string, doDne: string) => `${p === 'Z' ? 'Pacientka užívala' : 'Pacient užíval'} ${lek} do ${doDne}.`,
  ZADNE_LEKY: (p: 'Z' | 'M') => `${p === 'Z' ? 'Pacientka' : 'Pacient'} podle našich záznamů neužívá žádné léky.`,
  NAVSTIVIL: (p: 'Z' | 'M', kde: string, kdy: string) => `${p === 'Z' ? 'Pacientka navštívila' : 'Pacient navštívil'} ${kde} ${kdy}.`,
  ZADNA_PECE: (p: 'Z' | 'M') =>
    `${p === 'Z' ? 'Pacientka za poslední dva roky nečerpala' : 'Pacient za poslední dva roky nečerpal'} žádnou péči.`,
  ZADNE_VYSLEDKY: (p: 'Z' | 'M') => `${p === 'Z' ? 'Pacientka nemá' : 'Pacient nemá'} žádné laboratorní výsledky.`,
  ZADNA_PREVENCE: (p: 'Z' | 'M') => `${p === 'Z' ? 'Pacientka nemá' : 'Pacient nemá'} nárok na žádnou preventivní prohlídku.`,
} as const;
