/**
 * Settings and control over one's data (issue 15; document 2 §7 "Settings", document 1 §4 and §6):
 * the person's settings (`/nastaveni`), consents, personal data, doctors' access with an end date,
 * notifications and Web Push, the emergency card in English and its time-limited share link.
 *
 * Every per-person call is for the insured person's representatives only (`personAccess:
 * 'write'`, also for reads): a doctor the person allowed sees the health record, never who else
 * may see it, the person's contacts or their bank account. The share link's public call and the
 * push key carry no person.
 *
 * Wire conventions as elsewhere: dates 'YYYY-MM-DDT00:00:00', moments ISO date-times, absent
 * values null. Paths the spec leaves open are this product's choice (docs/decisions.md "Settings").
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam } from './ids';
import { messages } from './messages';
import { adresaSchema, entity, jmenoOsobySchema } from './entities';
import { attachmentLimits, cardLanguages, type CardLanguage } from './enums';
import { shareTokenPattern } from './id-text';
import { consentCodes, consentStates, notificationSettings, permanentAddressChoices } from './enums';
import { volbaAdresyTrvalaSchema } from './enum-schemas';
import type { BloodGroup, ConsentCode, RhFactor } from './enums';
import { bankAccountSchema, emailSchema, flag, idSchema, integer, isoDate, list, oneOf, requiredWhen, telefonSchema, text } from './rules';
import { todayIso, parseIsoDate, formatDateCz } from './format';
import { zadostSchema } from './insurance';
import type { EmergentniUdajeOdpoved } from './health';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const moment = z.string();
const personParams = z.object({ pojistenecId: idParam });
const perPerson = { auth: 'access', role: 'pojistenec', personScoped: 'path', personAccess: 'write' } as const;

// ---------------------------------------------------------------------------------------------
// Settings (GET /nastaveni?klic=, PUT /nastaveni with nastaveniData)
// ---------------------------------------------------------------------------------------------

/**
 * The kinds of notification a person chooses the channels for (issue 15 §4, issue 35): answers to
 * their questions and consultations, the state of their requests, check-ups and vaccine doses that
 * fall due, a new laboratory result, an advance or settlement due in 5 days or overdue, and an
 * opening of a share link of their emergency data. (A sign-in from a new device is not a choice:
 * server/services/notifications/kinds.ts.)
 */
export const notificationCategories = ['odpovedi', 'zadosti', 'prevence', 'vysledky', 'platby', 'sdileni'] as const;
export type NotificationCategory = (typeof notificationCategories)[number];
export const notificationCategoryLabels: Record<NotificationCategory, string> = {
  odpovedi: 'Odpovědi na dotazy a konzultace',
  zadosti: 'Stav mých žádostí',
  prevence: 'Blížící se preventivní prohlídky a očkování',
  vysledky: 'Nové laboratorní výsledky',
  platby: 'Splatnost a nedoplatky pojistného',
  sdileni: 'Otevření odkazu na mé emergentní údaje',
};

/** One kind: e-mail by the spec's NEUPOZORNOVAT / EMAIL (document 1 §4), SMS and push on or off. */
export const upozorneniKanalySchema = entity({
  upozorneni: oneOf(notificationSettings),
  sms: flag(),
  push: flag(),
});
export type UpozorneniKanaly = z.output<typeof upozorneniKanalySchema>;

/** UPOZORNENI: the channels of each kind. */
export const nastaveniUpozorneniSchema = entity({
  odpovedi: upozorneniKanalySchema,
  zadosti: upozorneniKanalySchema,
  prevence: upozorneniKanalySchema,
  vysledky: upozorneniKanalySchema,
  platby: upozorneniKanalySchema,
  sdileni: upozorneniKanalySchema,
});
export type NastaveniUpozorneni = z.output<typeof nastaveniUpozorneniSchema>;

/** The start page's widgets (issue 15 §8). */
export const dashboardWidgets = [
  'NEPRECTENE_ZPRAVY',
  'PRAKTICKY_LEKAR',
  'PREVENCE',
  'SALDO_POJISTNEHO',
  'PRUKAZ_POJISTENCE',
  'AKTUALITY',
] as const;
export type DashboardWidget = (typeof dashboardWidgets)[number];
export const dashboardWidgetLabels: Record<DashboardWidget, string> = {
  NEPRECTENE_ZPRAVY: 'Nepřečtené zprávy',
  PRAKTICKY_LEKAR: 'Kontakt na praktického lékaře',
  PREVENCE: 'Nejbližší preventivní prohlídka',
  SALDO_POJISTNEHO: 'Stav plateb pojistného',
  PRUKAZ_POJISTENCE: 'Průkaz pojištěnce',
  /** The start page's news (issue 37: the page's layout is kept in NASTENKA). */
  AKTUALITY: 'Aktuality',
};

function noDuplicates(key: string) {
  return (value: Record<string, unknown>, ctx: { addIssue: (issue: z.core.$ZodSuperRefineIssue) => void }) => {
    const items = value[key];
    if (Array.isArray(items) && new Set(items.map((item) => JSON.stringify(item))).size !== items.length)
      ctx.addIssue({ code: 'custom', message: messages.listHasDuplicates, path: [key], input: items });
  };
}

/**
 * NASTENKA: pinned widgets in their order (first on top) and hidden ones; a widget is never both
 * ('Widget nemůže být zároveň připnutý a skrytý.'). The widgets in neither list show after the
 * pinned ones in the order of `dashboardWidgets`.
 */
export const nastaveniNastenkySchema = entity({
  pripnute: list(oneOf(dashboardWidgets), { max: dashboardWidgets.length }),
  skryte: list(oneOf(dashboardWidgets), { max: dashboardWidgets.length }),
})
  .superRefine(noDuplicates('pripnute'))
  .superRefine(noDuplicates('skryte'))
  .superRefine((value, ctx) => {
    if (value.skryte.some((widget) => value.pripnute.includes(widget)))
      ctx.addIssue({ code: 'custom', message: messages.widgetPinnedAndHidden, path: ['skryte'], input: value.skryte });
  });
export type NastaveniNastenky = z.output<typeof nastaveniNastenkySchema>;

/** The widgets as the start page shows them: pinned first, then the others in their usual order, hidden ones left out. */
export function visibleWidgets(settings: NastaveniNastenky): DashboardWidget[] {
  const rest = dashboardWidgets.filter((widget) => !settings.pripnute.includes(widget) && !settings.skryte.includes(widget));
  return [...settings.pripnute, ...rest];
}

/** 'Zobrazeny jsou všechny widgety.' applies: nothing is hidden (document 1 §2). */
export const allWidgetsShown = (settings: NastaveniNastenky): boolean => settings.skryte.length === 0;

/** The app's look (issue 15 §10): the theme follows the system unless chosen; larger text on or off. */
export const themes = ['SYSTEM', 'SVETLY', 'TMAVY'] as const;
export type Theme = (typeof themes)[number];
export const themeLabels: Record<Theme, string> = { SYSTEM: 'Podle systému', SVETLY: 'Světlý', TMAVY: 'Tmavý' };

export const nastaveniZobrazeniSchema = entity({ motiv: oneOf(themes), vetsiPismo: flag() });
export type NastaveniZobrazeni = z.output<typeof nastaveniZobrazeniSchema>;

/**
 * The setting keys. Whose they are (docs/decisions.md "Settings"): UPOZORNENI belongs to the
 * insured person (how to be told about *their* answers, requests and check-ups); NASTENKA and
 * ZOBRAZENI belong to the signed-in user (document 1 §4 keeps the dashboard per user) and follow
 * them to every device, whichever represented person the call names.
 */
export const settingKeys = ['UPOZORNENI', 'NASTENKA', 'ZOBRAZENI'] as const;
export type SettingKey = (typeof settingKeys)[number];
export const settingScopes: Record<SettingKey, 'OSOBA' | 'UZIVATEL'> = { UPOZORNENI: 'OSOBA', NASTENKA: 'UZIVATEL', ZOBRAZENI: 'UZIVATEL' };

/** What a key holds before anything was saved. */
export const settingDefaults: { UPOZORNENI: NastaveniUpozorneni; NASTENKA: NastaveniNastenky; ZOBRAZENI: NastaveniZobrazeni } = {
  UPOZORNENI: {
    odpovedi: { upozorneni: 'EMAIL', sms: false, push: false },
    zadosti: { upozorneni: 'EMAIL', sms: false, push: false },
    prevence: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false },
    // docs/decisions.md "Notifications": a result, a payment due and an opened share link by e-mail unless switched off.
    vysledky: { upozorneni: 'EMAIL', sms: false, push: false },
    platby: { upozorneni: 'EMAIL', sms: false, push: false },
    sdileni: { upozorneni: 'EMAIL', sms: false, push: false },
  },
  NASTENKA: { pripnute: [], skryte: [] },
  ZOBRAZENI: { motiv: 'SYSTEM', vetsiPismo: false },
};

const settingBodies = [
  entity({ klic: z.literal('UPOZORNENI'), nastaveniData: nastaveniUpozorneniSchema }),
  entity({ klic: z.literal('NASTENKA'), nastaveniData: nastaveniNastenkySchema }),
  entity({ klic: z.literal('ZOBRAZENI'), nastaveniData: nastaveniZobrazeniSchema }),
] as const;

/** PUT /nastaveni: `{ klic, nastaveniData }`, the data checked by the key's own schema (whole value replaced). */
export const nastaveniBodySchema = z.discriminatedUnion('klic', settingBodies, {
  error: (issue) => {
    const input = issue.input as { klic?: unknown } | null | undefined;
    if (input === undefined || input === null) return messages.required;
    if (typeof input !== 'object' || Array.isArray(input)) return messages.unsupportedFormat;
    return input.klic === undefined || input.klic === null || input.klic === '' ? messages.required : messages.allowedValues(settingKeys);
  },
});
export type NastaveniBody = z.output<typeof nastaveniBodySchema>;

const settingAnswer = <K extends SettingKey, S extends z.ZodType>(klic: K, data: S) =>
  z.object({
    klic: z.literal(klic),
    nastaveniData: data,
    /** Nothing saved yet: the defaults. */
    vychozi: z.boolean(),
    /** When it was last saved (null for the defaults). */
    zmeneno: moment.nullable(),
  });
const upozorneniKanalyOdpoved = z.object({ upozorneni: z.enum(notificationSettings), sms: z.boolean(), push: z.boolean() });
export const nastaveniPolozkaSchema = z.discriminatedUnion('klic', [
  settingAnswer(
    'UPOZORNENI',
    z.object({
      odpovedi: upozorneniKanalyOdpoved,
      zadosti: upozorneniKanalyOdpoved,
      prevence: upozorneniKanalyOdpoved,
      vysledky: upozorneniKanalyOdpoved,
      platby: upozorneniKanalyOdpoved,
      sdileni: upozorneniKanalyOdpoved,
    }),
  ),
  settingAnswer('NASTENKA', z.object({ pripnute: z.array(z.enum(dashboardWidgets)), skryte: z.array(z.enum(dashboardWidgets)) })),
  settingAnswer('ZOBRAZENI', z.object({ motiv: z.enum(themes), vetsiPismo: z.boolean() })),
]);
export type NastaveniPolozka = z.infer<typeof nastaveniPolozkaSchema>;

export const nastaveni = defineCall({
  id: 'nastaveni',
  summary: 'Nastavení pojištěnce a uživatele (upozornění, nástěnka, vzhled); bez klíče všechna',
  method: 'GET',
  path: '/poj/{pojistenecId}/nastaveni',
  ...perPerson,
  params: personParams,
  query: entity({ klic: oneOf(settingKeys, { optional: true }) }),
  response: z.object({ seznamNastaveni: z.array(nastaveniPolozkaSchema) }),
});

export const nastaveniUlozit = defineCall({
  id: 'nastaveniUlozit',
  summary: 'Uložení jednoho nastavení (klic a nastaveniData); e-mail a SMS jen s vyplněným kontaktem',
  method: 'PUT',
  path: '/poj/{pojistenecId}/nastaveni',
  ...perPerson,
  params: personParams,
  body: nastaveniBodySchema,
  bodyKind: 'json',
  response: nastaveniPolozkaSchema,
});

/** The settings screens of the hubs, each with a one-line summary of its state. */
export const settingsScreens = [
  'OSOBNI_UDAJE',
  'EMERGENTNI_UDAJE',
  'CAFETERIA',
  'REGISTROVANA_ZARIZENI',
  'ZPRISTUPNENI_UDAJU_LEKARUM',
  'SOUHLASY',
  'NASTAVENI_UPOZORNENI',
  'NASTAVENI_ZOBRAZENI',
] as const;
export type SettingsScreen = (typeof settingsScreens)[number];

export const nastaveniSouhrn = defineCall({
  id: 'nastaveniSouhrn',
  summary: 'Souhrn nastavení pro rozcestníky: jeden řádek za každou obrazovku nastavení',
  method: 'GET',
  path: '/poj/{pojistenecId}/nastaveniSouhrn',
  ...perPerson,
  params: personParams,
  response: z.object({
    seznamPolozek: z.array(z.object({ kod: z.enum(settingsScreens), nazev: z.string(), popis: z.string() })),
  }),
});

// ---------------------------------------------------------------------------------------------
// Consents (document 1 §6; the states of document 1 §4)
// ---------------------------------------------------------------------------------------------

/** The full text of each consent, as the person gives it. */
export const consentTexts: Record<ConsentCode, string> = {
  LABORATORNI_VYSLEDKY:
    'Souhlasím, aby mi Zaměstnanecká pojišťovna Škoda v aplikaci Zdravotní karta zobrazovala výsledky laboratorních vyšetření, které jí vykázaly laboratoře, včetně jejich vývoje v grafech. Výsledky uvidím já a osoby, které mě v aplikaci zastupují. Souhlas mohu kdykoli odvolat; odvoláním se výsledky v aplikaci přestanou zobrazovat, v evidenci pojišťovny zůstávají.',
  EMERGENTNI_UDAJE:
    'Souhlasím, aby zdravotnická záchranná služba při zásahu u mě mohla nahlédnout do mých emergentních údajů uložených v aplikaci Zdravotní karta: kontaktní osoby, krevní skupiny, data posledního očkování proti tetanu a doplňujících informací. Souhlas mohu kdykoli odvolat; po odvolání záchranná služba údaje neuvidí.',
  PREVENCE_ZAMESTNAVATEL:
    'Souhlasím, aby Zaměstnanecká pojišťovna Škoda předávala mému zaměstnavateli termíny mých preventivních prohlídek (pouze datum prohlídky a její druh, nikoli výsledky) pro účely benefitního programu zaměstnavatele. Souhlas mohu kdykoli odvolat; po odvolání pojišťovna další termíny nepředá.',
};

/** A consent can be given or withdrawn; NEUVEDENO only means "never stated". */
export const consentChanges = ['POTVRZENO', 'ODVOLANO'] as const;

export const souhlasPolozkaSchema = z.object({
  kod: z.enum(consentCodes),
  nazev: z.string(),
  text: z.string(),
  stav: z.enum(consentStates),
  /** When it was last given or withdrawn; null while never stated. */
  zmeneno: moment.nullable(),
  /** Every change, newest first; `zmenil` is the signed-in user who made it (a parent for a child). */
  historie: z.array(z.object({ stav: z.enum(consentChanges), zmeneno: moment, zmenil: z.string().nullable() })),
});
export type SouhlasPolozka = z.infer<typeof souhlasPolozkaSchema>;

export const souhlasy = defineCall({
  id: 'souhlasy',
  summary: 'Souhlasy pojištěnce: stav, plné znění, kdy byl udělen nebo odvolán, historie',
  method: 'GET',
  path: '/poj/{pojistenecId}/souhlasy',
  ...perPerson,
  params: personParams,
  response: z.object({ seznamSouhlasu: z.array(souhlasPolozkaSchema) }),
});

export const souhlasZmenit = defineCall({
  id: 'souhlasZmenit',
  summary: 'Udělení nebo odvolání souhlasu (platí okamžitě)',
  method: 'PUT',
  path: '/poj/{pojistenecId}/souhlasy/{kod}',
  ...perPerson,
  params: z.object({ pojistenecId: idParam, kod: oneOf(consentCodes) }),
  body: entity({ stav: oneOf(consentChanges) }),
  bodyKind: 'json',
  response: souhlasPolozkaSchema,
});

// ---------------------------------------------------------------------------------------------
// Personal data (GET / PUT /pojistenecOsobniUdaje and its parts)
// ---------------------------------------------------------------------------------------------

/** An address as stored and answered (the delivery addresses of the requests are the same rows). */
export const adresaDetailSchema = z.object({
  ulice: z.string().nullable(),
  obec: z.string(),
  psc: z.string().nullable(),
  stat: z.string().nullable(),
  statKod: z.string().nullable(),
  kodRuian: z.string().nullable(),
});
export type AdresaDetail = z.infer<typeof adresaDetailSchema>;

export const osobniUdajeOdpovedSchema = z.object({
  jmeno: z.string(),
  prijmeni: z.string(),
  titulPred: z.string().nullable(),
  titulZa: z.string().nullable(),
  narozen: wireDate,
  /** The person's birth number (ten digits, no slash): forms of the person fill it in (issue 37, the newborn's mother). */
  rodneCislo: z.string(),
  adresaTrvala: adresaDetailSchema.nullable(),
  /** SHODNA_TRVALA: no separate contact address (deliveries go to the permanent one). */
  adresaKontaktniVolba: z.enum(permanentAddressChoices),
  adresaKontaktni: adresaDetailSchema.nullable(),
  email: z.string().nullable(),
  telefon: z.string().nullable(),
  telefonSms: z.string().nullable(),
  ucet: z.object({ predcisli: z.string().nullable(), cislo: z.string(), banka: z.string() }).nullable(),
  /** A change of name sent and not yet done: the new name as sent, the request in 'Moje žádosti'. */
  zmenaJmena: z
    .object({
      zadostId: z.number().int().positive(),
      datum: moment,
      jmeno: z.string(),
      prijmeni: z.string(),
      titulPred: z.string().nullable(),
      titulZa: z.string().nullable(),
    })
    .nullable(),
});
export type OsobniUdajeOdpoved = z.infer<typeof osobniUdajeOdpovedSchema>;

export const pojistenecOsobniUdaje = defineCall({
  id: 'pojistenecOsobniUdaje',
  summary: 'Osobní údaje: jméno a tituly, adresy, e-mail, telefony, bankovní účet, rozpracovaná změna jména',
  method: 'GET',
  path: '/poj/{pojistenecId}/pojistenecOsobniUdaje',
  ...perPerson,
  params: personParams,
  response: osobniUdajeOdpovedSchema,
});

/**
 * The idempotency key of a final send (a UUID the client makes once per send and repeats on a
 * retry): a resend with the same key answers the first answer and stores nothing new; the same
 * key with other data is refused ('Tento požadavek už byl odeslán s jinými údaji. …').
 */
export const povinnyIdempotencniKlicSchema = text({
  pattern: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$/,
});

/** The name-change files: repeated `prilohy[]` (the marriage certificate), document 2 §9 limits. */
export const prilohyOsobniUdajeFiles = {
  field: 'prilohy[]',
  maxCount: attachmentLimits.maxFiles,
  maxTotalBytes: attachmentLimits.maxTotalBytes,
  extensions: attachmentLimits.extensions,
} as const;

/** PUT /pojistenecOsobniUdaje (multipart): jmeno, prijmeni (required), titulPred, titulZa, idempotencniKlic; files prilohy[]. */
export const osobniUdajeZmenaSchema = jmenoOsobySchema.extend({ idempotencniKlic: povinnyIdempotencniKlicSchema });
export type OsobniUdajeZmena = z.output<typeof osobniUdajeZmenaSchema>;

/** The name and titles as a person would compare them (trimmed, blank = none). */
const nameKey = (name: { jmeno: string; prijmeni: string }) => `${name.jmeno.trim()}\u0000${name.prijmeni.trim()}`;

/**
 * Whether a change of personal data is a change of name (jméno or příjmení differ): that is a
 * request with a document attached, done by the insurer; titles alone change at once.
 */
export function isNameChange(current: { jmeno: string; prijmeni: string }, next: { jmeno: string; prijmeni: string }): boolean {
  return nameKey(current) !== nameKey(next);
}

export const pojistenecOsobniUdajeZmenit = defineCall({
  id: 'pojistenecOsobniUdajeZmenit',
  summary: 'Změna jména a titulů; změna jména je žádost s dokladem (prilohy[]) v Mých žádostech',
  method: 'PUT',
  path: '/poj/{pojistenecId}/pojistenecOsobniUdaje',
  ...perPerson,
  params: personParams,
  body: osobniUdajeZmenaSchema,
  bodyKind: 'multipart',
  files: prilohyOsobniUdajeFiles,
  response: osobniUdajeOdpovedSchema.extend({ zadost: zadostSchema.nullable() }),
});

/**
 * PUT …/adresa: the permanent address, and the contact address (same, or another one then
 * required). With 'Shodná s trvalou adresou' a contact address sent along is ignored (the form
 * keeps what was typed there while the choice is switched back and forth).
 */
export const adresaZmenaSchema = z.preprocess(
  (value: unknown) =>
    typeof value === 'object' && value !== null && (value as { adresaKontaktniVolba?: unknown }).adresaKontaktniVolba !== 'JINA_ADRESA'
      ? { ...value, adresaKontaktni: undefined }
      : value,
  adresaZmenaObjectSchema(),
);

function adresaZmenaObjectSchema() {
  return entity({
    adresaTrvala: adresaSchema,
    adresaKontaktniVolba: volbaAdresyTrvalaSchema,
    adresaKontaktni: z.preprocess((value: unknown) => (value === null ? undefined : value), adresaSchema.optional()).optional(),
  }).superRefine(requiredWhen('adresaKontaktni', (value) => value.adresaKontaktniVolba === 'JINA_ADRESA'));
}
export type AdresaZmena = z.output<typeof adresaZmenaSchema>;

function partCall<B extends z.ZodType>(part: string, id: string, summary: string, body: B) {
  return defineCall({
    id,
    summary,
    method: 'PUT',
    path: `/poj/{pojistenecId}/pojistenecOsobniUdaje/${part}`,
    ...perPerson,
    params: personParams,
    body,
    bodyKind: 'json',
    response: osobniUdajeOdpovedSchema,
  });
}

export const pojistenecAdresaZmenit = partCall('adresa', 'pojistenecAdresaZmenit', 'Změna trvalé a kontaktní adresy', adresaZmenaSchema);
export const pojistenecEmailZmenit = partCall('email', 'pojistenecEmailZmenit', 'Změna e-mailu', entity({ email: emailSchema }));
export const pojistenecTelefonZmenit = partCall('telefon', 'pojistenecTelefonZmenit', 'Změna telefonu', entity({ telefon: telefonSchema }));
export const pojistenecTelefonSmsZmenit = partCall(
  'telefonSms',
  'pojistenecTelefonSmsZmenit',
  'Změna telefonu pro SMS upozornění',
  entity({ telefon: telefonSchema }),
);
export const pojistenecUcetZmenit = partCall('ucet', 'pojistenecUcetZmenit', 'Změna bankovního účtu (pravidlo mod 11)', bankAccountSchema);

// ---------------------------------------------------------------------------------------------
// Doctors' access (GET / PUT /nastaveniPristupLekar)
// ---------------------------------------------------------------------------------------------

export const doctorAccessStates = ['POVOLENO', 'NEPOVOLENO', 'VYPRSELO'] as const;
export type DoctorAccessState = (typeof doctorAccessStates)[number];
export const doctorAccessStateLabels: Record<DoctorAccessState, string> = {
  POVOLENO: 'Má přístup',
  NEPOVOLENO: 'Nemá přístup',
  VYPRSELO: 'Přístup vypršel',
};

export const pristupLekareSchema = z.object({
  lekarId: z.number().int().positive(),
  jmeno: z.string(),
  prijmeni: z.string(),
  titulPred: z.string().nullable(),
  odbornost: z.string().nullable(),
  pracoviste: z.string().nullable(),
  stav: z.enum(doctorAccessStates),
  /** The last day of the access (it lapses at the end of that day, Prague time); null = until withdrawn. */
  platnostDo: wireDate.nullable(),
  zmeneno: moment.nullable(),
  /** Every change, newest first. */
  historie: z.array(z.object({ povoleno: z.boolean(), platnostDo: wireDate.nullable(), zmeneno: moment, zmenil: z.string().nullable() })),
});
export type PristupLekare = z.infer<typeof pristupLekareSchema>;

export const nastaveniPristupLekar = defineCall({
  id: 'nastaveniPristupLekar',
  summary: 'Lékaři pojištěnce a jejich přístup k dokumentaci (s koncem platnosti a historií)',
  method: 'GET',
  path: '/poj/{pojistenecId}/nastaveniPristupLekar',
  ...perPerson,
  params: personParams,
  response: z.object({ seznamLekaru: z.array(pristupLekareSchema) }),
});

/** One doctor's access: allowed or not, with an optional last day (today or later; only for an allowed access). */
export const pristupLekareZmenaSchema = entity({
  lekarId: idSchema,
  povoleno: flag(),
  platnostDo: isoDate({ min: () => todayIso(), optional: true }),
});

export const nastaveniPristupLekarZmenit = defineCall({
  id: 'nastaveniPristupLekarZmenit',
  summary: 'Povolení nebo odebrání přístupu lékařům; platí okamžitě',
  method: 'PUT',
  path: '/poj/{pojistenecId}/nastaveniPristupLekar',
  ...perPerson,
  params: personParams,
  body: entity({ seznamLekaru: list(pristupLekareZmenaSchema, { min: 1, max: 20 }) }).superRefine((value, ctx) => {
    const ids = value.seznamLekaru.map((item) => item.lekarId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: messages.listHasDuplicates, path: ['seznamLekaru'], input: ids });
  }),
  bodyKind: 'json',
  response: z.object({ seznamLekaru: z.array(pristupLekareSchema) }),
});

// ---------------------------------------------------------------------------------------------
// Web Push (per device: the subscription of the signed-in user's current device)
// ---------------------------------------------------------------------------------------------

/** A push subscription as the browser's PushSubscription.toJSON() gives it (keys in base64url). */
export const pushOdberSchema = entity({
  endpoint: text({ max: 1000, pattern: /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/ }),
  klice: entity({
    p256dh: text({ pattern: /^B[A-Za-z0-9_-]{86}={0,2}$/ }),
    auth: text({ pattern: /^[A-Za-z0-9_-]{22}={0,2}$/ }),
  }),
});
export type PushOdber = z.output<typeof pushOdberSchema>;

const pushStav = z.object({
  /** The VAPID public key (base64url) for PushManager.subscribe({ applicationServerKey }). */
  verejnyKlic: z.string(),
  /** This device is subscribed. */
  odebirano: z.boolean(),
});

export const oznameniPush = defineCall({
  id: 'oznameniPush',
  summary: 'Oznámení v prohlížeči: veřejný klíč VAPID a zda je toto zařízení přihlášeno k odběru',
  method: 'GET',
  path: '/oznameniPush',
  auth: 'access',
  role: 'pojistenec',
  response: pushStav,
});

export const oznameniPushPrihlasit = defineCall({
  id: 'oznameniPushPrihlasit',
  summary: 'Přihlášení tohoto zařízení k oznámením v prohlížeči (Web Push)',
  method: 'PUT',
  path: '/oznameniPush',
  auth: 'access',
  role: 'pojistenec',
  body: pushOdberSchema,
  bodyKind: 'json',
  response: pushStav,
});

export const oznameniPushOdhlasit = defineCall({
  id: 'oznameniPushOdhlasit',
  summary: 'Odhlášení tohoto zařízení od oznámení v prohlížeči',
  method: 'DELETE',
  path: '/oznameniPush',
  auth: 'access',
  role: 'pojistenec',
  response: pushStav,
});

/** What a push message carries (the service worker shows it; nothing health-related beyond the title). */
export const pushZpravaSchema = z.object({
  nadpis: z.string(),
  text: z.string(),
  odkaz: z.string(),
  kategorie: z.enum(notificationCategories),
});
export type PushZprava = z.infer<typeof pushZpravaSchema>;

// ---------------------------------------------------------------------------------------------
// Emergency card: Czech and English, and its time-limited share link
// ---------------------------------------------------------------------------------------------

export { cardLanguages, type CardLanguage } from './enums';

const emergencyFields = ['osoba', 'vztah', 'telefon', 'skupina', 'rhFaktor', 'posledniOckovaniTetanus', 'doplnujiciInformace'] as const;
export type EmergencyField = (typeof emergencyFields)[number];

/** The card's texts in both languages (the English version is for travel; free text stays as typed). */
export const emergencyCardTexts: Record<
  CardLanguage,
  {
    nadpis: string;
    narozen: string;
    prazdna: string;
    poznamka: string;
    pole: Record<EmergencyField, string>;
    skupina: Record<Exclude<BloodGroup, 'NEUVEDENO'>, string>;
    rhFaktor: Record<Exclude<RhFactor, 'NEUVEDENO'>, string>;
  }
> = {
  CS: {
    nadpis: 'Emergentní údaje',
    narozen: 'Datum narození',
    prazdna: 'Pojištěnec zatím nevyplnil žádné emergentní údaje.',
    poznamka: 'Údaje zadal pojištěnec sám. Nenahrazují zdravotnickou dokumentaci.',
    pole: {
      osoba: 'Kontaktní osoba',
      vztah: 'Vztah',
      telefon: 'Telefon kontaktní osoby',
      skupina: 'Krevní skupina',
      rhFaktor: 'Rh faktor',
      posledniOckovaniTetanus: 'Poslední očkování proti tetanu',
      doplnujiciInformace: 'Doplňující informace',
    },
    skupina: { A: 'A', B: 'B', AB: 'AB', NULA: '0' },
    rhFaktor: { RHPlus: 'Rh+', RHMinus: 'Rh−' },
  },
  EN: {
    nadpis: 'Emergency information',
    narozen: 'Date of birth',
    prazdna: 'No emergency information has been entered yet.',
    poznamka: 'Entered by the insured person. Not a substitute for medical records.',
    pole: {
      osoba: 'Emergency contact',
      vztah: 'Relationship',
      telefon: 'Contact phone',
      skupina: 'Blood group',
      rhFaktor: 'Rh factor',
      posledniOckovaniTetanus: 'Last tetanus vaccination',
      doplnujiciInformace: 'Additional information',
    },
    skupina: { A: 'A', B: 'B', AB: 'AB', NULA: '0' },
    rhFaktor: { RHPlus: 'Rh positive', RHMinus: 'Rh negative' },
  },
};

const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date on the card: '14. 3. 1986' in Czech, '14 March 1986' in English. */
export function formatCardDate(iso: string, jazyk: CardLanguage): string {
  if (jazyk === 'CS') return formatDateCz(iso);
  const date = parseIsoDate(iso);
  return date ? `${date.day} ${englishMonths[date.month - 1]} ${date.year}` : '';
}

export const emergentniKartaSchema = z.object({
  jazyk: z.enum(cardLanguages),
  nadpis: z.string(),
  pojistenec: z.object({ jmeno: z.string(), prijmeni: z.string(), narozen: wireDate, narozenText: z.string(), narozenPopis: z.string() }),
  /** The filled fields only, in the card's order, with the label and value in the card's language. */
  polozky: z.array(z.object({ kod: z.enum(emergencyFields), nazev: z.string(), hodnota: z.string() })),
  /** Shown when no field is filled. */
  prazdna: z.string().nullable(),
  poznamka: z.string(),
});
export type EmergentniKarta = z.infer<typeof emergentniKartaSchema>;

/** The card of a person's emergency data in one language (the server and the offline card build the same). */
export function emergencyCardOf(
  person: { jmeno: string; prijmeni: string; narozen: string },
  data: EmergentniUdajeOdpoved,
  jazyk: CardLanguage,
): EmergentniKarta {
  const texts = emergencyCardTexts[jazyk];
  const valueOf = (field: EmergencyField): string | null => {
    switch (field) {
      case 'skupina':
        return data.skupina && data.skupina !== 'NEUVEDENO' ? texts.skupina[data.skupina] : null;
      case 'rhFaktor':
        return data.rhFaktor && data.rhFaktor !== 'NEUVEDENO' ? texts.rhFaktor[data.rhFaktor] : null;
      case 'posledniOckovaniTetanus':
        return data.posledniOckovaniTetanus ? formatCardDate(data.posledniOckovaniTetanus, jazyk) : null;
      default:
        return data[field];
    }
  };
  const polozky = emergencyFields.flatMap((kod) => {
    const hodnota = valueOf(kod);
    return hodnota ? [{ kod, nazev: texts.pole[kod], hodnota }] : [];
  });
  const narozen = `${person.narozen.slice(0, 10)}T00:00:00`;
  return {
    jazyk,
    nadpis: texts.nadpis,
    pojistenec: {
      jmeno: person.jmeno,
      prijmeni: person.prijmeni,
      narozen,
      narozenText: formatCardDate(narozen, jazyk),
      narozenPopis: texts.narozen,
    },
    polozky,
    prazdna: polozky.length === 0 ? texts.prazdna : null,
    poznamka: texts.poznamka,
  };
}

export const emergentniKarta = defineCall({
  id: 'emergentniKarta',
  summary: 'Karta emergentních údajů v češtině nebo angličtině (pro cesty)',
  method: 'GET',
  path: '/poj/{pojistenecId}/emergentniKarta',
  ...perPerson,
  params: personParams,
  query: entity({ jazyk: oneOf(cardLanguages, { optional: true }) }),
  response: emergentniKartaSchema,
});

/** How long a share link may be valid: 1 hour to 7 days. */
export const SHARE_LINK_MIN_HOURS = 1;
export const SHARE_LINK_MAX_HOURS = 168;
/** At most this many links valid at once per person. */
export const SHARE_LINK_MAX_ACTIVE = 10;

export const shareLinkStates = ['PLATNY', 'VYPRSEL', 'ZRUSEN'] as const;
export type ShareLinkState = (typeof shareLinkStates)[number];
export const shareLinkStateLabels: Record<ShareLinkState, string> = { PLATNY: 'Platný', VYPRSEL: 'Vypršel', ZRUSEN: 'Zneplatněn' };

export const sdileniOdkazSchema = z.object({
  id: z.number().int().positive(),
  jazyk: z.enum(cardLanguages),
  vytvoreno: moment,
  platnostDo: moment,
  zruseno: moment.nullable(),
  stav: z.enum(shareLinkStates),
  pocetOtevreni: z.number().int().min(0),
  naposledyOtevreno: moment.nullable(),
});
export type SdileniOdkaz = z.infer<typeof sdileniOdkazSchema>;

export const emergentniOdkazy = defineCall({
  id: 'emergentniOdkazy',
  summary:
    'Odkazy pro sdílení emergentních údajů (platné, vypršelé a zrušené), nejnovější první, a stav souhlasu se zpřístupněním emergentních údajů, bez kterého odkaz nelze vytvořit ani otevřít',
  method: 'GET',
  path: '/poj/{pojistenecId}/emergentniOdkazy',
  ...perPerson,
  params: personParams,
  response: z.object({
    seznamOdkazu: z.array(sdileniOdkazSchema),
    /** The rescue-service consent (EMERGENTNI_UDAJE): links are created and open only while it is POTVRZENO. */
    souhlas: z.enum(consentStates),
  }),
});

/** The link is shown once, at creation: only its hash is stored. */
export const sdileniOdkazNovySchema = sdileniOdkazSchema.extend({
  /** The address to share: the app's public page with the token in the fragment (never sent to a server). */
  odkaz: z.string(),
  /** The token itself (for the app's own copy button). */
  token: z.string(),
  /** A QR code of `odkaz` as a PNG, base64. */
  qrPng: z.string(),
});

/** The body of a new share link: validity in whole hours, the card's language (Czech by default). */
export const sdileniOdkazVytvoritSchema = entity({
  platnostHodin: integer({ min: SHARE_LINK_MIN_HOURS, max: SHARE_LINK_MAX_HOURS }),
  jazyk: oneOf(cardLanguages, { optional: true }),
});

export const emergentniOdkazVytvorit = defineCall({
  id: 'emergentniOdkazVytvorit',
  summary:
    'Nový odkaz pro sdílení emergentních údajů (platnost 1 hodina až 7 dní), s QR kódem; jen se souhlasem se zpřístupněním emergentních údajů (409 bez něj)',
  method: 'POST',
  path: '/poj/{pojistenecId}/emergentniOdkazy',
  ...perPerson,
  params: personParams,
  body: sdileniOdkazVytvoritSchema,
  bodyKind: 'json',
  response: sdileniOdkazNovySchema,
});

export const emergentniOdkazZrusit = defineCall({
  id: 'emergentniOdkazZrusit',
  summary: 'Zrušení odkazu pro sdílení (platí okamžitě)',
  method: 'DELETE',
  path: '/poj/{pojistenecId}/emergentniOdkazy/{id}',
  ...perPerson,
  params: z.object({ pojistenecId: idParam, id: idSchema }),
  response: sdileniOdkazSchema,
});

/** The share token: 32 random bytes in base64url. */
export const shareTokenSchema = text({ pattern: shareTokenPattern });

/** The public page of a share link (the token in the URL fragment): `/nouzove-udaje/#<token>`. */
export const SHARE_PAGE_PATH = '/nouzove-udaje/';

export const nouzoveUdaje = defineCall({
  id: 'nouzoveUdaje',
  summary:
    'Emergentní údaje přes sdílený odkaz (bez přihlášení; jen tyto údaje a do konce platnosti); po odvolání souhlasu se zpřístupněním 403 s důvodem a nic z údajů',
  method: 'GET',
  path: '/nouzoveUdaje/{token}',
  auth: 'none',
  params: z.object({ token: shareTokenSchema }),
  query: entity({ jazyk: oneOf(cardLanguages, { optional: true }) }),
  response: emergentniKartaSchema.extend({ platnostDo: moment }),
});

// ---------------------------------------------------------------------------------------------

/** The record types of the name-change request's files (contract/health.ts `attachmentEvidences`). */
export const NAME_CHANGE_EVIDENCE = 'ZMENA_UDAJU' as const;
