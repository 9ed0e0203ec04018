/**
 * The start page's status of the selected person (issue 16 §1; beyond document 2, recorded in
 * docs/decisions.md): one call that answers "is everything all right?" — the premium balance,
 * a self-employed person's overview not filed yet, the next vaccine dose, the last blood pressure,
 * the most urgent check-up and the insurance card's validity. Each part comes from the same
 * rules as its own screen (the server composes them), so the home never disagrees with a page.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam } from './ids';
import { payerTypes, trafficLights } from './enums';
import { dueUrgencies } from './family-rules';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);

export const stavPojistenceSchema = z.object({
  /** Sum paid minus due (Kč); < 0 the person owes (as GET /mojePojistne). */
  saldo: z.number(),
  /** Owed and past its due date (Kč): only this is arrears (as GET /mojePojistne). */
  poSplatnosti: z.number(),
  /** Owed and not yet due (Kč). */
  splatne: z.number(),
  /** The nearest due date of what is owed and not yet due. */
  nejblizsiSplatnost: wireDate.nullable(),
  /** The person pays the premium personally (OSVČ or OBZP): 'Zaplatit' applies. */
  platiSam: z.boolean(),
  /** The newest year whose OSVČ overview can be filed and is not; null when none. */
  prehledOsvcRok: z.number().int().nullable(),
  /** The next dose of a vaccination with no later shot of the same disease; null when none is known. */
  dalsiDavka: z.object({ nemoc: z.string(), datum: wireDate, poTerminu: z.boolean() }).nullable(),
  /** The newest measurement with a blood pressure. */
  posledniTlak: z.object({ datum: wireDate, tlakSyst: z.number().int(), tlakDiast: z.number().int() }).nullable(),
  /**
   * The check-up or screening to act on first, ranked as the family's items (contract/family.ts:
   * due now before bookable; one not possible before a later date is never shown here); null when
   * none can be done now. `akce` says what to do ('Čas na preventivní prohlídku – objednejte se u …').
   */
  prevence: z
    .object({
      id: z.string(),
      nazev: z.string(),
      stavPopis: z.string(),
      semafor: z.enum(trafficLights),
      naleh: z.enum(dueUrgencies).exclude(['POZDEJI']),
      akce: z.string(),
    })
    .nullable(),
  /** Who pays the premium now (STAT: the state pays for a child, a student, a pensioner…); null when not insured now. */
  platceTyp: z.enum(payerTypes).nullable(),
  /** Until when the insurance card is valid; null when the person has none. */
  prukazPlatnostDo: wireDate.nullable(),
});
export type StavPojistence = z.infer<typeof stavPojistenceSchema>;

export const stavPojistence = defineCall({
  id: 'stavPojistence',
  summary: 'Stav vybrané osoby pro úvodní stránku: saldo, nepodaný přehled OSVČ, další dávka očkování, poslední tlak, prevence, průkaz',
  method: 'GET',
  path: '/poj/{pojistenecId}/stavPojistence',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: z.object({ pojistenecId: idParam }),
  response: stavPojistenceSchema,
});
