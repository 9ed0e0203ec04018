/**
 * The audit trail shown to people (issue 11 §2): 'Kdo viděl moje údaje' for the insured person
 * (and their representative), and the doctor's 'Přístupy'. Which area of the record a call
 * touches is derived from its id by one table (`auditAreaOf`), so the screens speak plain Czech.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam, personIdWire } from './ids';
import { integer, isoDate, oneOf } from './rules';
import { auditAreas, auditOperations, type AuditArea, type AuditOperation } from './enums';

export const auditAreaCodes = Object.keys(auditAreas) as [AuditArea, ...AuditArea[]];

/** Call id → area: the first rule that matches (order matters: measurements before the anamnesis). */
const areaRules: ReadonlyArray<readonly [RegExp, AuditArea]> = [
  [/^kdoVidel|^lekarPristup/, 'PRISTUPY'],
  // the insurer's staff (issue 34); appointments at a branch before the staff's requests
  [/^objednavk|^pracovistePobock/, 'OBJEDNAVKY'],
  [/^pracovistePriloha/, 'DOKUMENTY'],
  [/^pracoviste(Schranka|Vlakno|Odpoved)|^system(Vlakno|Odpoved)/, 'ZPRAVY'],
  // the employer's benefits programme reads check-up dates (issue 35)
  [/^systemZamestnavatel/, 'PREVENCE'],
  [/^systemLabVysledek/, 'LABORATOR'],
  [/^pracoviste|^system/, 'ZADOSTI'],
  [/^stavPojistence|^rodinaPrehled/, 'PREHLED_STAVU'],
  [/^nastaveniPristupLekar/, 'ZPRISTUPNENI'],
  [/^benefit|^vitalitas|Cafeterie/, 'BENEFITY'],
  [/^emergentni|^nouzoveUdaje/, 'EMERGENTNI_UDAJE'],
  [/^pojistenec(Osobni|Ucet|Adresa|Email|Telefon)/, 'OSOBNI_UDAJE'],
  // confirming an e-mail or SMS number by a code (issue 35)
  [/^(getContactConfirmation|sendContactCode|confirmContact)$/, 'OSOBNI_UDAJE'],
  // a doctor's patient list shows the name and the birth number
  [/^prehledPacientu/, 'OSOBNI_UDAJE'],
  [/^nastaveni/, 'NASTAVENI'],
  [/^cerpanaPecePrevence|^prevence/, 'PREVENCE'],
  [/^cerpanaPece|^reklamacePece/, 'PECE'],
  [/^leky|^mojeLeky/, 'LEKY'],
  [/^mojiLekari|^widgetLekar/, 'LEKARI'],
  [/^prostredky/, 'PROSTREDKY'],
  [/^labVysledekSouhlas/, 'SOUHLASY'],
  [/^labVysledek/, 'LABORATOR'],
  [/^chronickeNemoci/, 'CHRONICKE_NEMOCI'],
  [/^anamnezaMereni/, 'MERENI'],
  [/^anamneza/, 'ANAMNEZA'],
  [/ockovani/i, 'OCKOVANI'],
  [/^mojeDokument|^prenosNahled|^priloha/, 'DOKUMENTY'],
  [/EmergentniUdaje/, 'EMERGENTNI_UDAJE'],
  [/zprav/i, 'ZPRAVY'],
  [/^komunikace/, 'ZPRAVY'],
  [/osvc/i, 'PREHLED_OSVC'],
  [/zadost|prukaz|ehic|bezdluznost/i, 'ZADOSTI'],
  [/^mojePojistne|^pojistne|^adresy/, 'POJISTENI'],
  [/souhlas/i, 'SOUHLASY'],
  [/lekar|zpristupn/i, 'ZPRISTUPNENI'],
  [/osobni|ucet|kontakt/i, 'OSOBNI_UDAJE'],
];

export function auditAreaOf(callId: string): AuditArea {
  return areaRules.find(([pattern]) => pattern.test(callId))?.[1] ?? 'OSTATNI';
}

/** Per-person calls whose method does not say what they do: a GET that files a request, a POST that only computes. */
const operationOverrides: Readonly<Record<string, AuditOperation>> = {
  bezdluznostZadostVlozit: 'ZAPIS',
  prehledOSVCPdf: 'CTENI',
};

/** Read or write, for the audit log (a write is recorded in its own transaction). */
export function auditOperationOf(call: { id: string; method: string }): AuditOperation {
  return operationOverrides[call.id] ?? (call.method === 'GET' ? 'CTENI' : 'ZAPIS');
}

/** Who accessed the data, as the person sees it. */
/** ODKAZ: someone who opened a share link of the emergency card, without an account. */
/** POJISTOVNA: the insurer's staff member (named) or its core system, with why (issue 34). */
/** ZAMESTNAVATEL: an employer's benefits programme that read the check-up dates with the person's consent (issue 35). */
export const accessorKinds = ['VY', 'ZASTUPCE', 'LEKAR', 'ODKAZ', 'POJISTOVNA', 'ZAMESTNAVATEL'] as const;
export type AccessorKind = (typeof accessorKinds)[number];

export const auditPageSize = 20;

export const pristupSchema = z.object({
  kdy: z.string().datetime({ offset: true }),
  kdo: z.object({
    typ: z.enum(accessorKinds),
    jmeno: z.string().nullable(),
    pracoviste: z.string().nullable(),
  }),
  /** Why the insurer or an employer's programme accessed the data ("vyřizování žádosti č. 12 – Čerpání zdravotního programu"); null for everyone else. */
  ucel: z.string().nullable(),
  oblast: z.enum(auditAreaCodes),
  operace: z.enum(auditOperations),
});
export type Pristup = z.infer<typeof pristupSchema>;

/** Period filter and page: od/do calendar dates (both optional, inclusive), stranka from 1. */
/** Whose accesses 'Kdo viděl moje údaje' lists: everyone but the person themselves (the screen's default), or all. */
export const whoSawScopes = ['OSTATNI', 'VSICHNI'] as const;
export type WhoSawScope = (typeof whoSawScopes)[number];

export const kdoVidelFiltrSchema = z.object({
  /** Absent: all (VSICHNI). */
  kdo: oneOf(whoSawScopes, { optional: true }),
  od: isoDate({ optional: true }),
  do: isoDate({ optional: true }),
  stranka: integer({ min: 1, max: 10000, optional: true }),
});
export type KdoVidelFiltr = z.output<typeof kdoVidelFiltrSchema>;

/**
 * GET /poj/{pojistenecId}/kdoVidelMojeUdaje?od&do&stranka — who accessed this person's data,
 * newest first, `auditPageSize` a page. Only the person and their representatives (write access).
 * Every allowed access is listed, a doctor's always; refused attempts and views of this list are not.
 */
export const kdoVidelMojeUdaje = defineCall({
  id: 'kdoVidelMojeUdaje',
  summary: 'Kdo viděl moje údaje: přístupy k údajům pojištěnce',
  method: 'GET',
  path: '/poj/{pojistenecId}/kdoVidelMojeUdaje',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: z.object({ pojistenecId: idParam }),
  query: kdoVidelFiltrSchema,
  response: z.object({
    seznamPristupu: z.array(pristupSchema),
    stranka: z.number().int().positive(),
    velikostStranky: z.number().int().positive(),
    celkem: z.number().int().nonnegative(),
  }),
});

export const lekarPacientSchema = z.object({
  pojistenecId: personIdWire,
  jmeno: z.string(),
  prijmeni: z.string(),
  /** Since when the patient allows this doctor (the last change of the grant). */
  platnostOd: z.string().datetime({ offset: true }),
  /** Until when, where the grant has an end; null = until withdrawn. */
  platnostDo: z.string().datetime({ offset: true }).nullable(),
});
export type LekarPacient = z.infer<typeof lekarPacientSchema>;

export const lekarPristupSchema = z.object({
  kdy: z.string().datetime({ offset: true }),
  pojistenecId: personIdWire,
  jmeno: z.string(),
  prijmeni: z.string(),
  oblast: z.enum(auditAreaCodes),
  operace: z.enum(auditOperations),
  povoleno: z.boolean(),
});
export type LekarPristup = z.infer<typeof lekarPristupSchema>;

/** How many of the doctor's own recent accesses 'Přístupy' lists. */
export const doctorRecentAccessCount = 50;

/**
 * GET /lekarPristupy (doctors only): the patients who allow this doctor now (since when, until
 * when) and the doctor's own most recent accesses to patients' data, newest first.
 */
export const lekarPristupy = defineCall({
  id: 'lekarPristupy',
  summary: 'Přístupy lékaře: pacienti, kteří mu zpřístupnili údaje, a jeho poslední přístupy',
  method: 'GET',
  path: '/lekarPristupy',
  auth: 'access',
  role: 'lekar',
  response: z.object({ seznamPacientu: z.array(lekarPacientSchema), posledniPristupy: z.array(lekarPristupSchema) }),
});
