/**
 * The insurer's core system as a machine client (issue 34; docs/adr/0010-machine-clients.md): the
 * staff's operations as calls for a program, under /system/. A client gets a short bearer token
 * from POST /api/oauth/token (OAuth 2 client credentials, RFC 6749 §4.4) and each call needs one
 * scope of that token (403 otherwise). The client acts as a staff member of the role it is
 * configured with: it sees the requests and threads of that role's kinds only, and the lifecycle
 * (machines/requestLifecycle) decides its steps as it decides a staff member's.
 *
 * Every answer that names a person is recorded in that person's audit as a read or step of the
 * insurer's core system ("Informační systém pojišťovny"), with why.
 */
import { z } from 'zod';
import { clientScopes, defineCall, type ClientScope } from './define';
import { personIdWire } from './ids';
import { entity } from './entities';
import { zadostSchema } from './insurance';
import { souborSchema } from './health';
import { idParam } from './ids';
import { todayIso } from './format';
import { idSchema, isoDate, lessThanField, limits, list, number, text } from './rules';
import { krokVlozitSchema, odpovedFiles, odpovedVlozitSchema, pracovisteVlaknoSchema, pracovisteZadostDetailSchema } from './staff';

/** How the core system is named to people: in a request's timeline, an answer's signature and 'Kdo viděl moje údaje'. */
export const insurerCoreSystemName = 'Informační systém pojišťovny';

/** What each scope allows, for the OpenAPI document and the `client:add` command. */
export const clientScopeLabels: Record<ClientScope, string> = {
  'podani:cist': 'Číst podání (žádosti) a jejich přílohy',
  'podani:krok': 'Provádět kroky životního cyklu podání',
  'vlakna:odpoved': 'Odpovídat ve vláknech dotazů a konzultací',
  'prevence:zamestnavatel':
    'Benefitní program zaměstnavatele: číst termíny preventivních prohlídek svých zaměstnanců, kteří k tomu dali souhlas (klient s --employer=KÓD)',
  'vysledky:zapis': 'Předávat laboratorní výsledky pojištěnců (laboratoř)',
};

/** The scope of an employer's benefits programme: a client with it has no other scope and reads only its employer's employees. */
export const EMPLOYER_SCOPE = 'prevence:zamestnavatel' satisfies ClientScope;

// The token endpoint (not a contract call: its form body and its errors are RFC 6749's) -------------

export const TOKEN_PATH = '/oauth/token';

/** The token endpoint's answer (RFC 6749 §5.1). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** The errors of the token endpoint this server answers (RFC 6749 §5.2; `slow_down` of RFC 8628 when rate-limited). */
export const tokenErrorCodes = ['invalid_request', 'invalid_client', 'unsupported_grant_type', 'invalid_scope', 'slow_down'] as const;
export type TokenErrorCode = (typeof tokenErrorCodes)[number];

/**
 * Their descriptions. RFC 6749 §5.2 allows only printable ASCII in `error_description`, so these
 * are Czech without diacritics; a program reads `error`, a person debugging reads this.
 */
export const tokenErrorDescriptions: Record<TokenErrorCode, string> = {
  invalid_request: 'Neplatny pozadavek: ocekava se application/x-www-form-urlencoded s grant_type a kazdym parametrem jen jednou.',
  invalid_client: 'Klienta se nepodarilo overit.',
  unsupported_grant_type: 'Podporovan je jen grant_type=client_credentials.',
  invalid_scope: 'Pozadovany rozsah (scope) klient nema.',
  slow_down: 'Prilis mnoho neuspesnych pokusu; zkuste to znovu pozdeji (Retry-After).',
};

export const tokenErrorSchema = z.object({ error: z.enum(tokenErrorCodes), error_description: z.string().optional() });

/** `scope` of the token request and answer: scope names separated by single spaces (RFC 6749 §3.3). */
export function parseScope(value: string): string[] {
  return value.split(' ').filter((part) => part !== '');
}

export const isClientScope = (value: string): value is ClientScope => (clientScopes as readonly string[]).includes(value);

// Submissions since a cursor ------------------------------------------------------------------------

/**
 * Where a client stopped reading: the last change it read (microseconds since 1970 and the request's
 * id). A client keeps the `kurzor` of an answer and sends it back as `od`; its content is not a promise.
 */
export const kurzorSchema = text({ max: 40, optional: true, pattern: /^\d{1,16}-\d{1,18}$/ });

export const systemPodaniPolozkaSchema = z.object({
  zadost: zadostSchema,
  pojistenecId: personIdWire,
  /** The person's full name. */
  pojistenec: z.string(),
  /** When the request came into its current state (its last step). */
  posledniZmena: z.string(),
});
export type SystemPodaniPolozka = z.infer<typeof systemPodaniPolozkaSchema>;

/** At most this many submissions an answer; `dalsi` says when more are waiting. */
export const submissionsPageSize = 100;

export const systemPodani = defineCall({
  id: 'systemPodani',
  summary:
    'Podání (žádosti) změněná po kurzoru od: nejstarší změna první, s kurzorem pro další čtení; nejnovější změny se mohou zopakovat, žádná se nevynechá',
  method: 'GET',
  path: '/system/podani',
  auth: 'client',
  scope: 'podani:cist',
  query: entity({ od: kurzorSchema }),
  response: z.object({
    podani: z.array(systemPodaniPolozkaSchema),
    /** Send as `od` next time. */
    kurzor: z.string(),
    /** More submissions are waiting now: read again at once with `kurzor`. */
    dalsi: z.boolean(),
  }),
});

// One submission ---------------------------------------------------------------------------------------

const podaniParams = z.object({ id: idSchema });

export const systemPodaniDetail = defineCall({
  id: 'systemPodaniDetail',
  summary: 'Jedno podání: co bylo odesláno, přílohy (metadata), historie kroků a kroky, které klient může udělat',
  method: 'GET',
  path: '/system/podani/{id}',
  auth: 'client',
  scope: 'podani:cist',
  params: podaniParams,
  response: pracovisteZadostDetailSchema,
});

export const systemPodaniPriloha = defineCall({
  id: 'systemPodaniPriloha',
  summary: 'Stažení přílohy podání (soubor); jen příloha uvedená v jeho detailu',
  method: 'GET',
  path: '/system/podani/{id}/prilohy/{prilohaId}',
  auth: 'client',
  scope: 'podani:cist',
  params: z.object({ id: idSchema, prilohaId: idSchema }),
  responseKind: 'file',
  response: souborSchema,
});

export const systemPodaniKrok = defineCall({
  id: 'systemPodaniKrok',
  summary: 'Krok životního cyklu podání (Převzít, Vyžádat doklady, Schválit, Zamítnout); nepovolený krok 409',
  method: 'POST',
  path: '/system/podani/{id}/krok',
  auth: 'client',
  scope: 'podani:krok',
  params: podaniParams,
  body: krokVlozitSchema,
  response: pracovisteZadostDetailSchema,
});

// An answer to a thread ------------------------------------------------------------------------------

export const systemVlaknoOdpoved = defineCall({
  id: 'systemVlaknoOdpoved',
  summary: 'Odpověď pojišťovny ve vlákně (multipart, přílohy files)',
  method: 'POST',
  path: '/system/vlakna/{vlakno}/odpoved',
  auth: 'client',
  scope: 'vlakna:odpoved',
  params: z.object({ vlakno: text({ min: 1, max: limits.vlakno.max }) }),
  body: odpovedVlozitSchema,
  bodyKind: 'multipart',
  files: odpovedFiles,
  response: pracovisteVlaknoSchema,
});

// The employer's benefits programme (issue 35): check-up dates of the employees who consented ---------

/** The only check-ups the consent covers: the preventive check-ups, never screenings (they tell more than a date). */
export const employerExportSections = ['PROHLIDKY'] as const;

const wireDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const zamestnanecProhlidkySchema = z.object({
  /**
   * Who: the name and date of birth, which the employer knows from its own records (the portal
   * keeps no employee number); never the birth number or the insurer's person id.
   */
  jmeno: z.string(),
  prijmeni: z.string(),
  narozen: wireDay,
  prohlidky: z.array(
    z.object({
      /** The kind of check-up (contract/prevention.ts preventionCodes) and its Czech name. */
      druh: z.string(),
      nazev: z.string(),
      /** The date of the last one known (null when none is known). */
      posledni: wireDay.nullable(),
      /** From when the next one is due (null when none is due any more). */
      dalsiOd: wireDay.nullable(),
    }),
  ),
});
export type ZamestnanecProhlidky = z.infer<typeof zamestnanecProhlidkySchema>;

export const systemZamestnavatelProhlidky = defineCall({
  id: 'systemZamestnavatelProhlidky',
  summary:
    'Benefitní program zaměstnavatele: termíny preventivních prohlídek (poslední a další) těch zaměstnanců klienta, kteří dali souhlas s jejich předáním; bez souhlasu nebo po jeho odvolání zaměstnanec v odpovědi není. Každé čtení je v záznamu přístupů zaměstnance.',
  method: 'GET',
  path: '/system/zamestnavatel/prohlidky',
  auth: 'client',
  scope: EMPLOYER_SCOPE,
  response: z.object({
    /** The employer code the client is registered for. */
    zamestnavatel: z.string(),
    /** When the dates were read. */
    stavK: z.string().datetime({ offset: true }),
    seznamZamestnancu: z.array(zamestnanecProhlidkySchema),
  }),
});

// A laboratory's result (issue 35) ---------------------------------------------------------------------

/** The values a result may carry (numeric(12, 4) in the database). */
const labNumber = (optional: boolean) =>
  optional
    ? number({ min: -99_999_999, max: 99_999_999, decimals: 4, optional: true })
    : number({ min: -99_999_999, max: 99_999_999, decimals: 4 });

/** One value: the analyte's code (contract/lab, e.g. 'GLUKOZA'; an unknown code is shown as sent), the value, its unit and the laboratory's range. */
export const labHodnotaVlozitSchema = entity({
  kod: text({ min: 1, max: 40, pattern: /^[A-Z0-9_]+$/ }),
  hodnota: labNumber(false),
  jednotka: text({ min: 1, max: 30 }),
  referenceOd: labNumber(true),
  referenceDo: labNumber(true),
}).superRefine(lessThanField('referenceOd', 'referenceDo'));

/** A result as the laboratory sends it: taken on a day not in the future, with 1 to 100 values. */
export const labVysledekVlozitSchema = entity({
  datum: isoDate({ max: () => todayIso() }),
  nazev: text({ min: 1, max: 200 }),
  laborator: text({ min: 1, max: 200 }),
  indikujiciLekar: text({ min: 1, max: 200 }),
  poznamka: text({ max: 2000, optional: true }),
  hodnoty: list(labHodnotaVlozitSchema, { min: 1, max: 100 }),
});
export type LabVysledekVlozit = z.output<typeof labVysledekVlozitSchema>;

export const systemLabVysledekVlozit = defineCall({
  id: 'systemLabVysledekVlozit',
  summary:
    'Nový laboratorní výsledek pojištěnce od laboratoře; pojištěnec se o něm dozví upozorněním, má-li udělený souhlas se zobrazením výsledků',
  method: 'POST',
  path: '/system/pojistenci/{pojistenecId}/laboratorniVysledky',
  auth: 'client',
  scope: 'vysledky:zapis',
  params: z.object({ pojistenecId: idParam }),
  body: labVysledekVlozitSchema,
  bodyKind: 'json',
  response: z.object({ id: z.number().int().positive() }),
});
