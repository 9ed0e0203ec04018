import { z } from 'zod';
import { zastupyRoute } from './boot-calls';
import { defineCall, type CallResponse, type SameType, type TrustedResponse } from './define';
import { representativeTypes } from './enums';
import { idParam, personIdWire } from './ids';

/** Document 1 §3 "Represented person (list item)". narozen is an ISO date with zero time. */
export const zastupSchema = z.object({
  pojistenecId: personIdWire,
  pojistenec: z.object({ jmeno: z.string(), prijmeni: z.string() }),
  avatarBarva: z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/),
  zamestnavatel: z.string().nullable(),
  narozen: z.string(),
  typZastupce: z.enum(representativeTypes),
});
export type Zastup = z.infer<typeof zastupSchema>;

const zastupyOdpovedSchema = z.object({
  seznamZastupu: z.array(zastupSchema),
  /** The signed-in user's own name (a doctor sees it in the header; the home greets the user, not the person shown). */
  uzivatel: z.object({ jmeno: z.string(), prijmeni: z.string() }).optional(),
});
export type ZastupyOdpoved = z.output<typeof zastupyOdpovedSchema>;

export const zastupy = defineCall({ ...zastupyRoute, response: zastupyOdpovedSchema });

// The boot route's answer type (contract/boot-calls.ts) is this schema's type.
const zastupyTypeMatches: SameType<TrustedResponse<typeof zastupyRoute>, CallResponse<typeof zastupy>> = true;
void zastupyTypeMatches;

export const napoveda = defineCall({
  id: 'napoveda',
  summary: 'Text nápovědy podle kódu (formátovaný text)',
  method: 'GET',
  path: '/napoveda',
  auth: 'none',
  query: z.object({
    kod: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .regex(/^[A-Za-z0-9_.-]+$/),
  }),
  response: z.object({ kod: z.string(), nadpis: z.string(), popis: z.string() }),
});

export const ciselnik = defineCall({
  id: 'ciselnik',
  summary: 'Číselník',
  method: 'GET',
  path: '/data/ciselnik',
  auth: 'none',
  query: z.object({
    ciselnik: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .regex(/^[A-Za-z0-9_]+$/),
  }),
  response: z.object({
    ciselnik: z.string(),
    polozky: z.array(z.object({ kod: z.string(), nazev: z.string() })),
  }),
});

export const banerSchema = z.object({
  id: z.number().int(),
  nadpis: z.string(),
  text: z.string(),
  odkazText: z.string().nullable(),
  odkazUrl: z.string().nullable(),
});

export const banery = defineCall({
  id: 'banery',
  summary: 'Bannery na úvodní stránce',
  method: 'GET',
  path: '/banery',
  auth: 'access',
  response: z.object({ seznamBaneru: z.array(banerSchema) }),
});

export const widgetZpravyNeprectene = defineCall({
  id: 'widgetZpravyNeprectene',
  summary: 'Počet nepřečtených zpráv zastupované osoby',
  method: 'GET',
  path: '/poj/widgetZpravyNeprectene',
  auth: 'access',
  personScoped: 'query',
  role: 'pojistenec',
  query: z.object({
    pojistenecId: idParam,
    pozadavekDetail: z.enum(['ANO', 'NE']).optional(),
  }),
  response: z.object({
    prehledZastupu: z.array(z.object({ pojistenecId: personIdWire, pocet: z.number().int().min(0) })),
  }),
});
