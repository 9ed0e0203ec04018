/**
 * Communication and registrations (issue 13; document 2 §7 "Communication and requests"):
 * the insurer's notifications, message threads (questions and health consultations) with
 * attachments, the detail of a request in 'Moje žádosti' with its history, the newborn
 * registration, the child re-registration, address suggestions from the national register
 * (RÚIAN) and the code lists these forms choose from.
 *
 * Every per-person call is for the insured-person role and needs representation (`write`, also
 * for reads): messages, consultations and registrations are the person's own business, never a
 * doctor's. The suggestions need a signed-in user; the code lists carry no token (document 2 §6).
 *
 * Paths are the spec's under /poj/{pojistenecId}; the shapes of the answers are this product's
 * (docs/decisions.md "Communication and registrations").
 *
 * Idempotent sends: the final send of a wizard (a message, the newborn registration, the
 * re-registration) carries `idempotencniKlic`, a UUID the client makes once per intended send
 * and keeps for its retries. The server answers a repeated key of the same person with the first
 * answer and creates nothing new; a send refused by a rule stores nothing, so the same key may
 * be sent again after the person corrects the input.
 */
import { z } from 'zod';
import { defineCall, type CallFiles } from './define';
import { idParam } from './ids';
import { adresaSchema, entity, idempotencniKlicSchema } from './entities';
import { attachmentLimits } from './enums';
import { messageKinds, notificationKinds, notificationSettings, permanentAddressChoices, representativeAddressChoices } from './enums';
import { druhZpravySchema } from './enum-schemas';
import { prilohaOdpovedSchema } from './health';
import { insurerBranchCodes, insurerBranches } from './branches';
import { zadostSchema, cardReasons, cardReasonLabels } from './insurance';
import { requestActions, requestStates, requestTypes } from './enums';
import { messages } from './messages';
import {
  birthDateFromBirthNumber,
  flag,
  idSchema,
  indexPrilohSchema,
  jmenoSchema,
  limits,
  list,
  nadpisZpravySchema,
  oneOf,
  parallelLists,
  prijmeniSchema,
  rodneCisloSchema,
  teloZpravySchema,
  text,
  vlaknoSchema,
} from './rules';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const wireDateTime = z.string();
const recordId = z.number().int().positive();
const personParams = z.object({ pojistenecId: idParam });
const recordParams = z.object({ pojistenecId: idParam, id: idSchema });

// Code lists ----------------------------------------------------------------------------------

/** This insurer's own code (Zaměstnanecká pojišťovna Škoda). */
export const OWN_INSURER_CODE = '209';

/** The seven Czech health insurers (code, name), as the code list ZDRAVOTNI_POJISTOVNY serves them. */
export const healthInsurers = [
  ['111', 'Všeobecná zdravotní pojišťovna České republiky'],
  ['201', 'Vojenská zdravotní pojišťovna České republiky'],
  ['205', 'Česká průmyslová zdravotní pojišťovna'],
  ['207', 'Oborová zdravotní pojišťovna zaměstnanců bank, pojišťoven a stavebnictví'],
  ['209', 'Zaměstnanecká pojišťovna Škoda'],
  ['211', 'Zdravotní pojišťovna ministerstva vnitra České republiky'],
  ['213', 'RBP, zdravotní pojišťovna'],
] as const satisfies ReadonlyArray<readonly [string, string]>;

/** The insurers a child can come from (every Czech insurer but this one). */
export const otherInsurerCodes = ['111', '201', '205', '207', '211', '213'] as const;
export type OtherInsurerCode = (typeof otherInsurerCodes)[number];

export function insurerName(code: string): string | null {
  return healthInsurers.find(([kod]) => kod === code)?.[1] ?? null;
}

/** Document types of attachments (typDokumentKod of the claims, kinds of files the insurer asks for). */
export const documentTypes = [
  ['RODNY_LIST', 'Rodný list'],
  ['UCTENKA', 'Účtenka nebo faktura'],
  ['DOKLAD_O_ZAPLACENI', 'Doklad o zaplacení'],
  ['LEKARSKA_ZPRAVA', 'Lékařská zpráva'],
  ['POTVRZENI_LEKARE', 'Potvrzení lékaře'],
  ['OBCANSKY_PRUKAZ', 'Občanský průkaz'],
  ['ODDACI_LIST', 'Oddací list'],
  ['JINY', 'Jiný doklad'],
] as const satisfies ReadonlyArray<readonly [string, string]>;

/**
 * The code lists of this area, served by GET /data/ciselnik?ciselnik=… (the seed writes them from
 * here, so the server's checks and the app's selects read one source).
 */
export const communicationCodeLists: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  ZDRAVOTNI_POJISTOVNY: healthInsurers,
  POBOCKY: insurerBranches,
  DUVODY_PRUKAZU: cardReasons.map((kod) => [kod, cardReasonLabels[kod]] as const),
  TYPY_DOKUMENTU: documentTypes,
};

// Rules of this area -----------------------------------------------------------------------------

/** A newborn can be registered until this age in months (the ZVONEK programme's joining age, document 2 §9). */
export const NEWBORN_MAX_AGE_MONTHS = 12;
/** At most this many children in one registration (twins, triplets …). */
export const NEWBORN_MAX_CHILDREN = 5;
/** A change of insurer: at most once in this many months (zákon č. 48/1997 Sb., § 11a odst. 1). */
export const INSURER_CHANGE_INTERVAL_MONTHS = 12;

/** Czech messages of this area (the spec gives none of them; docs/decisions.md). */
export const communicationMessages = {
  motherNotInsured: 'Matka dítěte není pojištěncem Zaměstnanecké pojišťovny Škoda. Novorozence zaregistrujte u pojišťovny matky.',
  motherNotWoman: 'Rodné číslo matky musí patřit ženě.',
  newbornTooOld: `Registraci novorozence lze podat do ${NEWBORN_MAX_AGE_MONTHS} měsíců věku dítěte.`,
  childAlreadyInsured: 'Dítě s tímto rodným číslem je už u nás pojištěno nebo přihlášeno.',
  childNumbersRepeat: 'Rodná čísla dětí se nesmí opakovat.',
  certificateMissing: 'Přiložte rodný list dítěte.',
  certificateIndexWrong: 'Každá příloha musí patřit jednomu z dětí.',
  filerNotAdult: 'Žádost může podat jen zletilý pojištěnec.',
  ownInsurer: 'Dítě už je pojištěncem Zaměstnanecké pojišťovny Škoda, přeregistrace není potřeba.',
  childNotChild: 'Přeregistrovat lze jen dítě mladší 18 let.',
  insurerChangeTooSoon: (date: string) =>
    `Zdravotní pojišťovnu lze změnit jen jednou za 12 měsíců. Další změna je možná nejdříve od ${date}.`,
  noRepresentativeAddress: 'Trvalou adresu nemáte vyplněnou. Zvolte jinou adresu a vyplňte ji.',
  threadKindDiffers: 'Do tohoto vlákna lze psát jen zprávu stejného druhu.',
  unknownRuianAddress: 'Adresa nebyla v registru adres nalezena. Vyberte ji prosím znovu z nabídky.',
  idempotencyKeyReused: 'Tento klíč odeslání už byl použit pro jinou žádost.',
} as const;

// Idempotency: the final sends take `idempotencniKlic`, the one rule of contract/entities.ts (a UUID;
// optional — without it nothing is deduplicated).

// Notifications (komunikaceZps) --------------------------------------------------------------------

export const upozorneniPolozkaSchema = z.object({
  id: recordId,
  druh: z.enum(notificationKinds),
  nadpis: z.string(),
  /** The first 160 characters of the text, for the list. */
  nahled: z.string(),
  datum: wireDateTime,
  precteno: z.boolean(),
  /** The thread a notification answers (ODPOVED_DOTAZ, ODPOVED_KONZULTACE); null for UPOZORNENI. */
  vlakno: z.string().nullable(),
  /** The thread's kind, so the app links to the right screen (DOTAZ → Komunikace se ZPŠ, KONZULTACE → Zdravotní konzultace). */
  druhVlakna: z.enum(messageKinds).nullable(),
});
export type UpozorneniPolozka = z.infer<typeof upozorneniPolozkaSchema>;

export const upozorneniDetailSchema = upozorneniPolozkaSchema.extend({ telo: z.string() });
export type UpozorneniDetail = z.infer<typeof upozorneniDetailSchema>;

export const komunikaceZps = defineCall({
  id: 'komunikaceZps',
  summary: 'Upozornění a odpovědi pojišťovny, nejnovější první (volitelně jen jednoho vlákna)',
  method: 'GET',
  path: '/poj/{pojistenecId}/komunikaceZps',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  query: entity({ vlakno: vlaknoSchema }),
  response: z.object({ seznamZprav: z.array(upozorneniPolozkaSchema), pocetNeprectenych: z.number().int().min(0) }),
});

export const komunikaceZpsZpravaDetail = defineCall({
  id: 'komunikaceZpsZpravaDetail',
  summary: 'Jedno upozornění pojišťovny s celým textem (přečtení se hlásí zvlášť)',
  method: 'GET',
  path: '/poj/{pojistenecId}/komunikaceZpsZpravaDetail/{id}',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: recordParams,
  response: upozorneniDetailSchema,
});

export const komunikaceZpravaPrecteno = defineCall({
  id: 'komunikaceZpravaPrecteno',
  summary: 'Označí upozornění jako přečtené; vrací nový počet nepřečtených',
  method: 'POST',
  path: '/poj/{pojistenecId}/komunikaceZpravaPrecteno/{id}',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: recordParams,
  response: z.object({ id: recordId, precteno: z.literal(true), pocetNeprectenych: z.number().int().min(0) }),
});

export const komunikaceZpravyPrectenoVse = defineCall({
  id: 'komunikaceZpravyPrectenoVse',
  summary: 'Označí všechna upozornění osoby jako přečtená; vrací počet označených a nový počet nepřečtených (0)',
  method: 'POST',
  path: '/poj/{pojistenecId}/komunikaceZpravyPrectenoVse',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: z.object({ oznaceno: z.number().int().min(0), pocetNeprectenych: z.number().int().min(0) }),
});

// Threads (komunikacePoj) ----------------------------------------------------------------------------

/** Who wrote a message of a thread: the person (or their representative) or the insurer. */
export const messageAuthors = ['POJISTENEC', 'POJISTOVNA'] as const;
export type MessageAuthor = (typeof messageAuthors)[number];

/** A thread waits for the insurer after the person's last message, and is answered after the insurer's. */
export const threadStates = ['CEKA_NA_ODPOVED', 'ODPOVEZENO'] as const;
export type ThreadState = (typeof threadStates)[number];
export const threadStateLabels: Record<ThreadState, string> = { CEKA_NA_ODPOVED: 'Čeká na odpověď', ODPOVEZENO: 'Zodpovězeno' };

export const vlaknoSouhrnSchema = z.object({
  vlakno: z.string(),
  druhZpravy: z.enum(messageKinds),
  nadpis: z.string(),
  zalozeno: wireDateTime,
  posledniZprava: wireDateTime,
  pocetZprav: z.number().int().min(1),
  stav: z.enum(threadStates),
  /** The consultation's request in 'Moje žádosti' (KONZULTACE); null for a question. */
  zadostId: recordId.nullable(),
});
export type VlaknoSouhrn = z.infer<typeof vlaknoSouhrnSchema>;

export const zpravaPolozkaSchema = z.object({
  id: recordId,
  vlakno: z.string(),
  druhZpravy: z.enum(messageKinds),
  autor: z.enum(messageAuthors),
  /** Who signed it: the person's name, or the insurer's department / consulting doctor. */
  autorNazev: z.string(),
  nadpis: z.string(),
  telo: z.string(),
  datum: wireDateTime,
  souhlasDokumentace: z.boolean(),
  upozorneni: z.enum(notificationSettings),
  prilohy: z.array(prilohaOdpovedSchema),
});
export type ZpravaPolozka = z.infer<typeof zpravaPolozkaSchema>;

export const komunikacePoj = defineCall({
  id: 'komunikacePoj',
  summary: 'Vlákna zpráv s pojišťovnou (dotazy a konzultace); s parametrem vlakno i zprávy vlákna',
  method: 'GET',
  path: '/poj/{pojistenecId}/komunikacePoj',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  query: entity({ vlakno: vlaknoSchema, druhZpravy: oneOf(messageKinds, { optional: true }) }),
  response: z.object({
    /** Threads, the newest activity first (with vlakno: just that one). */
    seznamVlaken: z.array(vlaknoSouhrnSchema),
    /** The messages of the asked thread, oldest first; empty without vlakno. */
    zpravy: z.array(zpravaPolozkaSchema),
  }),
});

export const komunikacePojZpravaDetail = defineCall({
  id: 'komunikacePojZpravaDetail',
  summary: 'Jedna zpráva vlákna s přílohami',
  method: 'GET',
  path: '/poj/{pojistenecId}/komunikacePojZpravaDetail/{id}',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: recordParams,
  response: zpravaPolozkaSchema,
});

/** The message's files: `files` (document 2 §7), the picker's limits (document 2 §9). */
export const zpravaFiles: CallFiles = {
  field: 'files',
  maxCount: attachmentLimits.maxFiles,
  maxTotalBytes: attachmentLimits.maxTotalBytes,
  extensions: attachmentLimits.extensions,
};

/** POST /komunikacePojZpravaVlozit: a new thread (no vlakno) or a reply in one of the person's threads. */
export const zpravaVlozitSchema = entity({
  druhZpravy: druhZpravySchema,
  nadpis: nadpisZpravySchema,
  telo: teloZpravySchema,
  souhlasDokumentace: flag({ optional: true }),
  upozorneni: oneOf(notificationSettings, { optional: true }),
  vlakno: vlaknoSchema,
  idempotencniKlic: idempotencniKlicSchema,
});
export type ZpravaVlozit = z.output<typeof zpravaVlozitSchema>;

export const zpravaVlozenaSchema = z.object({ zprava: zpravaPolozkaSchema, vlakno: vlaknoSouhrnSchema });
export type ZpravaVlozena = z.infer<typeof zpravaVlozenaSchema>;

export const komunikacePojZpravaVlozit = defineCall({
  id: 'komunikacePojZpravaVlozit',
  summary: 'Nová zpráva pojišťovně nebo odpověď ve vlákně (multipart, přílohy files); konzultace založí žádost',
  method: 'POST',
  path: '/poj/{pojistenecId}/komunikacePojZpravaVlozit',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: zpravaVlozitSchema,
  bodyKind: 'multipart',
  files: zpravaFiles,
  response: zpravaVlozenaSchema,
});

// Request detail (Moje žádosti) -----------------------------------------------------------------

/**
 * One state change of a request: when, to which state, and the insurer's Czech note; with the
 * lifecycle's step (issue 34) and who took it — a staff member's name and role, or the person —
 * where the step was taken in the portal (null for the first entry and steps from before).
 */
export const historieZadostiSchema = z.object({
  stav: z.enum(requestStates),
  datum: wireDateTime,
  poznamka: z.string(),
  akce: z.enum(requestActions).nullable(),
  kdo: z.string().nullable(),
});
export type HistorieZadosti = z.infer<typeof historieZadostiSchema>;

export const zadostDetailSchema = z.object({
  zadost: zadostSchema,
  /** What was sent: Czech labels and formatted values (empty for a kind without a provider yet). */
  polozky: z.array(z.object({ nazev: z.string(), hodnota: z.string() })),
  prilohy: z.array(prilohaOdpovedSchema),
  /** Every state change, oldest first (the first is always PRIJATO). */
  historie: z.array(historieZadostiSchema),
  /** The consultation's thread (KONZULTACE); null otherwise. */
  vlakno: z.string().nullable(),
});
export type ZadostDetail = z.infer<typeof zadostDetailSchema>;

export const mojeZadostiDetail = defineCall({
  id: 'mojeZadostiDetail',
  summary: 'Detail žádosti: co bylo odesláno (s přílohami) a historie stavů; oblast = druh žádosti (nepovinné)',
  method: 'GET',
  path: '/poj/{pojistenecId}/mojeZadosti/{id}',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: recordParams,
  query: entity({ oblast: oneOf(requestTypes, { optional: true }) }),
  response: zadostDetailSchema,
});

// Newborn registration ------------------------------------------------------------------------------

/** The birth certificates: `prilohy` (document 2 §7), the picker's limits; prilohyIndex[i] is the child of file i. */
export const novorozenecFiles: CallFiles = {
  field: 'prilohy[]',
  maxCount: attachmentLimits.maxFiles,
  maxTotalBytes: attachmentLimits.maxTotalBytes,
  extensions: attachmentLimits.extensions,
};

/**
 * PUT /zadostNovorozenecVlozit: the mother, one entry per child in the parallel lists rocis[],
 * jmeno[], prijmeni[], where to collect the card (a branch of the POBOCKY code list), and for each
 * file in prilohy[] the index of its child in prilohyIndex[] (every child needs one certificate).
 */
export const novorozenecVlozitSchema = entity({
  rocisMatka: rodneCisloSchema,
  adresaOdeslani: oneOf(insurerBranchCodes),
  rocis: list(rodneCisloSchema, { min: 1, max: NEWBORN_MAX_CHILDREN, wrapSingle: true }),
  jmeno: list(jmenoSchema, { min: 1, max: NEWBORN_MAX_CHILDREN, wrapSingle: true }),
  prijmeni: list(prijmeniSchema, { min: 1, max: NEWBORN_MAX_CHILDREN, wrapSingle: true }),
  prilohyIndex: indexPrilohSchema,
  idempotencniKlic: idempotencniKlicSchema,
}).superRefine(parallelLists(['rocis', 'jmeno', 'prijmeni']));
export type NovorozenecVlozit = z.output<typeof novorozenecVlozitSchema>;

export const novorozenecOdpovedSchema = z.object({
  zadost: zadostSchema,
  deti: z.array(
    z.object({
      jmeno: z.string(),
      prijmeni: z.string(),
      rocis: z.string(),
      narozen: wireDate,
      /** The last day the child can join ZVONEK (12 months of age). */
      zvonekPrihlaskaDo: wireDate,
    }),
  ),
  pobocka: z.object({ kod: z.string(), nazev: z.string() }),
});
export type NovorozenecOdpoved = z.infer<typeof novorozenecOdpovedSchema>;

export const zadostNovorozenecVlozit = defineCall({
  id: 'zadostNovorozenecVlozit',
  summary: 'Registrace novorozence (i dvojčat) s rodnými listy (multipart, prilohy[] a prilohyIndex[])',
  method: 'PUT',
  path: '/poj/{pojistenecId}/zadostNovorozenecVlozit',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: novorozenecVlozitSchema,
  bodyKind: 'multipart',
  files: novorozenecFiles,
  response: novorozenecOdpovedSchema,
});

// Child re-registration ------------------------------------------------------------------------------

/** The former insurer: one of the other Czech insurers (this one's own 209 gets its own message). */
export const puvodniPojistovnaSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value),
  z.enum(otherInsurerCodes, {
    error: (issue) => {
      const input = issue.input;
      if (input === undefined || input === null) return messages.required;
      if (typeof input !== 'string') return messages.unsupportedFormat;
      if (input.length < limits.puvodniZp.min) return messages.tooShort(limits.puvodniZp.min);
      if (input.length > limits.puvodniZp.max) return messages.tooLong(limits.puvodniZp.max);
      return input === OWN_INSURER_CODE ? communicationMessages.ownInsurer : messages.allowedValues(otherInsurerCodes);
    },
  }),
);

function requiredWhenOther(key: string, choiceKey: string) {
  return (value: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    if (value[choiceKey] === 'JINA_ADRESA' && (value[key] === undefined || value[key] === null))
      ctx.addIssue({ code: 'custom', message: messages.required, path: [key], input: value });
  };
}

/**
 * PUT /zadostPreregistraceVlozit: the child, the former insurer, and the address settings of
 * document 1 §3 — the child's permanent address is the representative's (SHODNA_ZASTUPCE) or
 * another one (JINA_ADRESA, then adresaTrvala is required: the child's address); the contact
 * address is the permanent one (SHODNA_TRVALA) or another (then adresaKontaktni is required).
 */
export const preregistraceVlozitSchema = entity({
  jmeno: jmenoSchema,
  prijmeni: prijmeniSchema,
  rocis: rodneCisloSchema,
  puvodniZP: puvodniPojistovnaSchema,
  adresaTrvalaVolba: oneOf(representativeAddressChoices),
  adresaTrvala: adresaSchema.optional().nullable(),
  adresaKontaktniVolba: oneOf(permanentAddressChoices),
  adresaKontaktni: adresaSchema.optional().nullable(),
  idempotencniKlic: idempotencniKlicSchema,
})
  .superRefine(requiredWhenOther('adresaTrvala', 'adresaTrvalaVolba'))
  .superRefine(requiredWhenOther('adresaKontaktni', 'adresaKontaktniVolba'));
export type PreregistraceVlozit = z.output<typeof preregistraceVlozitSchema>;

export const preregistraceOdpovedSchema = z.object({
  zadost: zadostSchema,
  /** The day the child becomes insured here (zákon č. 48/1997 Sb., § 11a odst. 1). */
  ucinnostOd: wireDate,
  puvodniPojistovna: z.object({ kod: z.string(), nazev: z.string() }),
});
export type PreregistraceOdpoved = z.infer<typeof preregistraceOdpovedSchema>;

export const zadostPreregistraceVlozit = defineCall({
  id: 'zadostPreregistraceVlozit',
  summary: 'Přeregistrace dítěte od jiné pojišťovny; server spočítá den účinnosti změny',
  method: 'PUT',
  path: '/poj/{pojistenecId}/zadostPreregistraceVlozit',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: preregistraceVlozitSchema,
  bodyKind: 'json',
  response: preregistraceOdpovedSchema,
});

// Address suggestions (RÚIAN) ------------------------------------------------------------------------

export const ADDRESS_SUGGESTIONS_MAX = 10;

export const navrhAdresySchema = z.object({
  /** The address point's code in RÚIAN (kód adresního místa). */
  kodRuian: z.string(),
  /** Street and number ('Husova 217/12'); a village without streets: its part and number ('Lhota 12'). */
  ulice: z.string(),
  obec: z.string(),
  /** The part of the town, or the Prague district (e.g. 'Praha 4'), when it differs from the town. */
  castObce: z.string().nullable(),
  psc: z.string(),
  /** The whole address on one line, as the suggestion list shows it. */
  text: z.string(),
});
export type NavrhAdresy = z.infer<typeof navrhAdresySchema>;

export const naseptavacAdres = defineCall({
  id: 'naseptavacAdres',
  summary: 'Návrhy adres z RÚIAN podle zadaného začátku (ulice a číslo, obec, PSČ)',
  method: 'GET',
  path: '/naseptavacAdres/{adresa}',
  auth: 'access',
  params: z.object({ adresa: text({ min: 2, max: 100 }) }),
  response: z.object({ seznamAdres: z.array(navrhAdresySchema) }),
});

export const communicationCalls = [
  komunikaceZps,
  komunikaceZpsZpravaDetail,
  komunikaceZpravaPrecteno,
  komunikacePoj,
  komunikacePojZpravaDetail,
  komunikacePojZpravaVlozit,
  mojeZadostiDetail,
  zadostNovorozenecVlozit,
  zadostPreregistraceVlozit,
  naseptavacAdres,
] as const;

// The day a change of insurer takes effect ---------------------------------------------------

/** 'YYYY-MM-DD' plus whole months (the day of month kept; used on first days only). */
export function addMonthsIso(iso: string, months: number): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  const total = year * 12 + (month - 1) + months;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The day a child's change of insurer, applied for on `filedOn` ('YYYY-MM-DD', Prague), takes
 * effect. Zákon č. 48/1997 Sb., o veřejném zdravotním pojištění, § 11a odst. 1 (since 1 September
 * 2015, zákon č. 200/2015 Sb.): the insurer can be changed once in 12 months, always only on the
 * first day of a calendar half-year (1 January, 1 July), the application being lodged in the
 * half-year before, at the latest 3 months before that day — so 1 January to 31 March gives
 * 1 July, 1 July to 30 September gives 1 January of the next year. An application made in the
 * second or fourth quarter is accepted and lodged on the first day of the next window (1 July,
 * 1 January), so it takes effect on the half-year after that (docs/decisions.md).
 * The result: the first half-year start that is more than 3 months after `filedOn`.
 */
export function insurerChangeEffectiveDate(filedOn: string): string {
  const year = Number(filedOn.slice(0, 4));
  for (const candidate of [`${year}-07-01`, `${year + 1}-01-01`, `${year + 1}-07-01`]) {
    if (filedOn < addMonthsIso(candidate, -3)) return candidate;
  }
  return `${year + 2}-01-01`;
}

/** The earliest day of the next change after one that took effect on `effective` (12 months later). */
export function nextInsurerChangeFrom(effective: string): string {
  return addMonthsIso(effective, INSURER_CHANGE_INTERVAL_MONTHS);
}

// Rules the wizards and the server share ------------------------------------------------------

/** A woman's birth number has the month + 50 (or + 70 from 2004). */
export function isWomansBirthNumber(rocis: string): boolean {
  return /^\d{10}$/.test(rocis) && Number(rocis.slice(2, 4)) > 50;
}

/**
 * Messages of the children of a newborn registration beyond each field's own rule, by key
 * ('rocis.1'): a birth number repeated, or a child older than NEWBORN_MAX_AGE_MONTHS on `today`.
 * Birth numbers that are not valid are left to their field rule.
 */
export function newbornChildrenErrors(rocis: readonly string[], today: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const oldest = addMonthsIso(today, -NEWBORN_MAX_AGE_MONTHS);
  rocis.forEach((value, index) => {
    if (!rodneCisloSchema.safeParse(value).success) return;
    if (rocis.indexOf(value) !== index) errors[`rocis.${index}`] = [communicationMessages.childNumbersRepeat];
    else if ((birthDateFromBirthNumber(value) ?? today) < oldest) errors[`rocis.${index}`] = [communicationMessages.newbornTooOld];
  });
  return errors;
}

/** 'prilohy.N': every child needs at least one birth certificate (`prilohyIndex[i]` is the child of file i). */
export function missingCertificateErrors(prilohyIndex: readonly number[], childCount: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (let index = 0; index < childCount; index += 1)
    if (!prilohyIndex.includes(index)) errors[`prilohy.${index}`] = [communicationMessages.certificateMissing];
  return errors;
}
