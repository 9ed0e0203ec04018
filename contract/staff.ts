/**
 * The insurer's side (issue 34): the staff's queue of requests, one request with the steps of its
 * lifecycle (machines/requestLifecycle), the inbox of threads and the answer, and the person's
 * "Doložit doklady". Beyond the spec; paths under /prac/ (staff) and the spec's /poj/{pojistenecId}.
 *
 * Staff reach a person only through a request or a thread: there is no call that takes a person's
 * id. Every answer that names a person is audited as that person's read, with why.
 */
import { z } from 'zod';
import { defineCall, type CallFiles } from './define';
import { idParam } from './ids';
import { entity } from './entities';
import { attachmentLimits, messageKinds, requestActions, requestStates, requestTypes, staffRequestActions, staffRoles } from './enums';
import { zadostSchema } from './insurance';
import { souborSchema } from './health';
import { zadostDetailSchema, zpravaPolozkaSchema, threadStates } from './communication';
import { idSchema, limits, oneOf, text, teloZpravySchema } from './rules';

const wireDateTime = z.string();
const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const recordId = z.number().int().positive();

/** The staff member as the screens show them: name and role. */
export const pracovnikSchema = z.object({ id: recordId, jmeno: z.string(), role: z.enum(staffRoles) });
export type Pracovnik = z.infer<typeof pracovnikSchema>;

export const pracovnikJa = defineCall({
  id: 'pracovnikJa',
  summary: 'Přihlášený pracovník pojišťovny: jméno a role',
  method: 'GET',
  path: '/prac/ja',
  auth: 'access',
  role: 'pracovnik',
  response: pracovnikSchema,
});

// The queue ------------------------------------------------------------------------------------

export const queueFilters = ['VSE', 'MOJE', 'NEPREVZATE'] as const;
export type QueueFilter = (typeof queueFilters)[number];
export const queueFilterLabels: Record<QueueFilter, string> = { VSE: 'Všechny', MOJE: 'Moje', NEPREVZATE: 'Nepřevzaté' };

export const frontaQuerySchema = entity({
  filtr: oneOf(queueFilters, { optional: true }),
  druh: oneOf(requestTypes, { optional: true }),
  stav: oneOf(requestStates, { optional: true }),
});
export type FrontaQuery = z.output<typeof frontaQuerySchema>;

export const frontaPolozkaSchema = z.object({
  zadost: zadostSchema,
  /** The person's full name (the queue's read is in the person's audit). */
  pojistenec: z.string(),
  /** Since when the request waits in its current state (its last step). */
  posledniZmena: wireDateTime,
  resitel: pracovnikSchema.nullable(),
});
export type FrontaPolozka = z.infer<typeof frontaPolozkaSchema>;

export const pracovisteFronta = defineCall({
  id: 'pracovisteFronta',
  summary: 'Fronta otevřených žádostí, nejstarší první; filtr Moje / Nepřevzaté, druh a stav',
  method: 'GET',
  path: '/prac/zadosti',
  auth: 'access',
  role: 'pracovnik',
  query: frontaQuerySchema,
  response: z.object({ zadosti: z.array(frontaPolozkaSchema) }),
});

// One request -------------------------------------------------------------------------------------

const zadostParams = z.object({ id: idSchema });

export const pracovisteZadostDetailSchema = zadostDetailSchema.extend({
  pojistenec: z.object({ jmeno: z.string(), narozen: wireDate }),
  resitel: pracovnikSchema.nullable(),
  /** The steps this staff member can take now (the lifecycle machine's answer). */
  akce: z.array(z.enum(requestActions)),
});
export type PracovisteZadostDetail = z.infer<typeof pracovisteZadostDetailSchema>;

export const pracovisteZadost = defineCall({
  id: 'pracovisteZadost',
  summary: 'Žádost pro pracovníka: co bylo odesláno, přílohy, historie kroků a kroky, které může udělat',
  method: 'GET',
  path: '/prac/zadosti/{id}',
  auth: 'access',
  role: 'pracovnik',
  params: zadostParams,
  response: pracovisteZadostDetailSchema,
});

/** A note of a step: required for "Vyžádat doklady" and "Zamítnout" (the person reads it). */
export const poznamkaKrokuSchema = text({ min: 1, max: limits.poznamkaKroku.max, optional: true });

export const krokVlozitSchema = entity({
  akce: oneOf(staffRequestActions),
  poznamka: poznamkaKrokuSchema,
});
export type KrokVlozit = z.output<typeof krokVlozitSchema>;

export const pracovisteZadostKrok = defineCall({
  id: 'pracovisteZadostKrok',
  summary: 'Krok životního cyklu žádosti (Převzít, Vyžádat doklady, Schválit, Zamítnout); nepovolený krok 409',
  method: 'POST',
  path: '/prac/zadosti/{id}/krok',
  auth: 'access',
  role: 'pracovnik',
  params: zadostParams,
  body: krokVlozitSchema,
  response: pracovisteZadostDetailSchema,
});

/** An attachment of the request (listed in its detail's `prilohy`); any other id is 404. */
export const pracovistePriloha = defineCall({
  id: 'pracovistePriloha',
  summary: 'Stažení přílohy žádosti (soubor)',
  method: 'GET',
  path: '/prac/zadosti/{id}/prilohy/{prilohaId}',
  auth: 'access',
  role: 'pracovnik',
  params: z.object({ id: idSchema, prilohaId: idSchema }),
  responseKind: 'file',
  response: souborSchema,
});

// Threads -------------------------------------------------------------------------------------------

export const inboxFilters = ['NEZODPOVEZENE', 'VSE'] as const;
export type InboxFilter = (typeof inboxFilters)[number];
export const inboxFilterLabels: Record<InboxFilter, string> = { NEZODPOVEZENE: 'Nezodpovězené', VSE: 'Všechny' };

export const schrankaPolozkaSchema = z.object({
  vlakno: z.string(),
  druhZpravy: z.enum(messageKinds),
  nadpis: z.string(),
  pojistenec: z.string(),
  zalozeno: wireDateTime,
  posledniZprava: wireDateTime,
  pocetZprav: z.number().int().min(1),
  stav: z.enum(threadStates),
});
export type SchrankaPolozka = z.infer<typeof schrankaPolozkaSchema>;

export const pracovisteSchranka = defineCall({
  id: 'pracovisteSchranka',
  summary: 'Vlákna dotazů (referent) a konzultací (revizní lékař), nezodpovězená a nejstarší první',
  method: 'GET',
  path: '/prac/vlakna',
  auth: 'access',
  role: 'pracovnik',
  query: entity({ filtr: oneOf(inboxFilters, { optional: true }) }),
  response: z.object({ vlakna: z.array(schrankaPolozkaSchema) }),
});

const vlaknoParams = z.object({ vlakno: text({ min: 1, max: limits.vlakno.max }) });

export const pracovisteVlaknoSchema = z.object({
  souhrn: schrankaPolozkaSchema,
  zpravy: z.array(zpravaPolozkaSchema),
  /** The consultation's request (KONZULTACE); null for a question. */
  zadostId: recordId.nullable(),
});
export type PracovisteVlakno = z.infer<typeof pracovisteVlaknoSchema>;

export const pracovisteVlakno = defineCall({
  id: 'pracovisteVlakno',
  summary: 'Vlákno se všemi zprávami a přílohami',
  method: 'GET',
  path: '/prac/vlakna/{vlakno}',
  auth: 'access',
  role: 'pracovnik',
  params: vlaknoParams,
  response: pracovisteVlaknoSchema,
});

/** An attachment of a message of the thread; any other id is 404. */
export const pracovisteVlaknoPriloha = defineCall({
  id: 'pracovisteVlaknoPriloha',
  summary: 'Stažení přílohy zprávy ve vlákně (soubor)',
  method: 'GET',
  path: '/prac/vlakna/{vlakno}/prilohy/{prilohaId}',
  auth: 'access',
  role: 'pracovnik',
  params: vlaknoParams.extend({ prilohaId: idSchema }),
  responseKind: 'file',
  response: souborSchema,
});

export const odpovedFiles: CallFiles = {
  field: 'files',
  maxCount: attachmentLimits.maxFiles,
  maxTotalBytes: attachmentLimits.maxTotalBytes,
  extensions: attachmentLimits.extensions,
};

export const odpovedVlozitSchema = entity({ telo: teloZpravySchema });

export const pracovisteOdpoved = defineCall({
  id: 'pracovisteOdpoved',
  summary: 'Odpověď pojišťovny ve vlákně (multipart, přílohy files)',
  method: 'POST',
  path: '/prac/vlakna/{vlakno}/odpoved',
  auth: 'access',
  role: 'pracovnik',
  params: vlaknoParams,
  body: odpovedVlozitSchema,
  bodyKind: 'multipart',
  files: odpovedFiles,
  response: pracovisteVlaknoSchema,
});

// The person's step ----------------------------------------------------------------------------------

export const dokladyFiles: CallFiles = {
  field: 'prilohaVlozit[]',
  maxCount: attachmentLimits.maxFiles,
  maxTotalBytes: attachmentLimits.maxTotalBytes,
  extensions: attachmentLimits.extensions,
};

export const dokladyVlozitSchema = entity({ poznamka: poznamkaKrokuSchema });

export const mojeZadostiDoklady = defineCall({
  id: 'mojeZadostiDoklady',
  summary: 'Doložit doklady k žádosti, která na ně čeká (multipart, alespoň jedna příloha prilohaVlozit[])',
  method: 'POST',
  path: '/poj/{pojistenecId}/mojeZadosti/{id}/doklady',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: z.object({ pojistenecId: idParam, id: idSchema }),
  body: dokladyVlozitSchema,
  bodyKind: 'multipart',
  files: dokladyFiles,
  response: zadostDetailSchema,
});
