/**
 * The family on the start page (issue 37, docs/decisions.md "The family on the start page"): for
 * every person the signed-in user represents, what is due for them — a check-up, a vaccine dose, a
 * request waiting for documents, unread messages — each with where it leads. Beyond document 2.
 *
 * The rules the start page ranks by live in contract/family-rules.ts (without zod, so the start
 * page's chunks carry none); this module declares the call.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { personIdWire } from './ids';
import { representativeTypes } from './enums';
import { dueUrgencies, familyItemKinds } from './family-rules';

export * from './family-rules';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);

export const rodinnaPolozkaSchema = z.object({
  druh: z.enum(familyItemKinds),
  naleh: z.enum(dueUrgencies),
  /** What to do, in a plain Czech sentence ('Čas na preventivní prohlídku – objednejte se u MUDr. …'). */
  nazev: z.string(),
  /** From when (a check-up, a dose), or since when (a request); null for unread messages. */
  datum: wireDate.nullable(),
  /** The record the link opens: the prevention code (PREVENCE), the request id (ZADOST); null: the kind's list. */
  odkaz: z.string().nullable(),
});
export type RodinnaPolozka = z.infer<typeof rodinnaPolozkaSchema>;

export const rodinnaOsobaSchema = z.object({
  pojistenecId: personIdWire,
  jmeno: z.string(),
  prijmeni: z.string(),
  typZastupce: z.enum(representativeTypes),
  /** Whole years today. */
  vek: z.number().int(),
  /** Ranked (`rankDueItems`), shortened (`familyRowItems`). */
  polozky: z.array(rodinnaPolozkaSchema),
});
export type RodinnaOsoba = z.infer<typeof rodinnaOsobaSchema>;

export const rodinaPrehledSchema = z.object({
  /** Every person the caller represents, in the order of the person switcher (the caller first). */
  seznamOsob: z.array(rodinnaOsobaSchema),
});
export type RodinaPrehled = z.infer<typeof rodinaPrehledSchema>;

export const rodinaPrehled = defineCall({
  id: 'rodinaPrehled',
  summary: 'Co je teď potřeba za každou zastupovanou osobu: prohlídky, očkování, žádosti čekající na doklady, nepřečtené zprávy',
  method: 'GET',
  path: '/rodina/prehled',
  auth: 'access',
  role: 'pojistenec',
  response: rodinaPrehledSchema,
});
