import { auditAreas, auditOperationLabels, type AuditArea, type AuditOperation } from '../../../contract/enums';

/** Czech texts of the audit screens. */
export const auditTexts = {
  KDO_VIDEL: 'Kdo viděl moje údaje',
  KDO_VIDEL_UVOD:
    'Každé zobrazení nebo změna vašich údajů se zaznamenává. Vidíte zde, kdo k nim přistoupil a kdy: vy, váš zástupce, lékař, kterému jste údaje zpřístupnili, nebo pracovník pojišťovny, který vyřizuje vaši žádost či dotaz – i s tím, proč.',
  FILTR: 'Období',
  FILTR_FORM: 'Filtr přístupů podle období',
  OD: 'Od',
  DO: 'Do',
  ZOBRAZIT: 'Zobrazit',
  ZRUSIT_FILTR: 'Zrušit filtr',
  ZADNE_PRISTUPY: 'V tomto období k vašim údajům nikdo nepřistoupil.',
  ZADNE_CIZI: 'V tomto období k vašim údajům nepřistoupil nikdo jiný než vy.',
  ROZSAH: 'Čí přístupy zobrazit',
  JEN_OSTATNI: 'Jen ostatní',
  VCETNE_MYCH: 'Včetně mých',
  MOJE_ZA_DEN: (n: number) => (n === 1 ? 'Vy – 1 přístup' : n < 5 ? `Vy – ${n} přístupy` : `Vy – ${n} přístupů`),
  PODROBNOSTI: 'Podrobnosti',
  POCET: (n: number) => `Nalezeno přístupů: ${n}`,
  KDY: 'Kdy',
  KDO: 'Kdo',
  CO: 'Co',
  VY: 'Vy',
  LEKAR: 'Lékař',
  ZASTUPCE: 'Zástupce',
  ODKAZ: 'Kdokoli s odkazem na emergentní údaje',
  /** 'Referent' → 'Referent pojišťovny' (the role label comes from the contract). */
  ROLE_POJISTOVNY: (role: string) => `${role} pojišťovny`,
  POJISTOVNA: 'Zaměstnanecká pojišťovna Škoda',
  ZAMESTNAVATEL: 'Benefitní program zaměstnavatele',
  UCEL: (ucel: string) => `Proč: ${ucel}`,
  STRANKA: (page: number, pages: number) => `Strana ${page} z ${pages}`,
  PREDCHOZI: 'Předchozí',
  DALSI: 'Další',
  STRANKOVANI: 'Stránkování přístupů',

  PRISTUPY: 'Přístupy',
  PRISTUPY_UVOD: 'Pacienti, kteří vám zpřístupnili své údaje, a vaše poslední přístupy k jejich údajům.',
  PACIENTI: 'Pacienti se zpřístupněnými údaji',
  ZADNI_PACIENTI: 'Žádný pacient vám zatím údaje nezpřístupnil.',
  PLATNOST_OD: 'Zpřístupněno od',
  PLATNOST_DO: 'Platí do',
  NEOMEZENE: 'do odvolání',
  POSLEDNI_PRISTUPY: 'Moje poslední přístupy',
  ZADNE_MOJE_PRISTUPY: 'Zatím jste k údajům žádného pacienta nepřistoupili.',
  PACIENT: 'Pacient',
  ODEPRENO: 'odepřeno',
  NA_PRISTUPY: 'Přehled mých přístupů',
} as const;

export const areaLabel = (area: AuditArea): string => auditAreas[area];
export const operationLabel = (operation: AuditOperation): string => auditOperationLabels[operation];

const dateTime = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', day: 'numeric', month: 'numeric', year: 'numeric' });

/** '12. 3. 2025 14:05' in Prague time. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
/** '12. 3. 2025' in Prague time. */
export const formatDay = (iso: string): string => dateOnly.format(new Date(iso));
