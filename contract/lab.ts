/**
 * My health (issue 12), laboratory results behind a consent (document 1 §4, §6; document 2 §7):
 * the consent (plain calls with the person in the query: GET /labVysledekSouhlas, POST
 * /labVysledekSouhlasVlozit, POST /labVysledekSouhlasOdvolat — the shared consent model, code
 * LABORATORNI_VYSLEDKY), the results, one result with its values, its PDF, the analytes with a
 * chart and one analyte over time; and the chronic diseases from the care records
 * (GET /chronickeNemoci, this product's call). Without the consent no result leaves the server:
 * every result call answers 409 with 'Laboratorní výsledky zobrazíme až po udělení souhlasu …'.
 * Everything here is for the person's representatives only.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam } from './ids';
import { entity } from './entities';
import { consentStates, yesNo } from './enums';
import { idSchema, oneOf, text } from './rules';
import { souborSchema } from './health';
import { labFlags } from './enums';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const recordId = z.number().int().positive();
const personParams = z.object({ pojistenecId: idParam });
const personQuery = entity({ pojistenecId: idParam });

/** The consent text shown before giving it. */
export const LAB_CONSENT_TEXT =
  'Souhlasím, aby mi zdravotní pojišťovna v portálu Zdravotní karta pojištěnce zobrazovala výsledky mých laboratorních vyšetření, ' +
  'které jí předávají laboratoře a lékaři. Výsledky slouží jen pro mou informaci a nenahrazují jejich výklad lékařem. ' +
  'Souhlas mohu kdykoli na této stránce odvolat; po odvolání se výsledky přestanou zobrazovat.';

export const labSouhlasOdpovedSchema = z.object({
  stav: z.enum(consentStates),
  /** When it was last given or withdrawn. */
  zmeneno: z.string().nullable(),
  /** The consent text (only with ziskatTextSouhlasu=ANO). */
  textSouhlasu: z.string().nullable(),
});
export type LabSouhlas = z.infer<typeof labSouhlasOdpovedSchema>;

export const labVysledekSouhlas = defineCall({
  id: 'labVysledekSouhlas',
  summary: 'Stav souhlasu se zobrazením laboratorních výsledků (a jeho text)',
  method: 'GET',
  path: '/labVysledekSouhlas',
  auth: 'access',
  personScoped: 'query',
  personAccess: 'write',
  query: entity({ pojistenecId: idParam, ziskatTextSouhlasu: oneOf(yesNo, { optional: true }) }),
  response: labSouhlasOdpovedSchema,
});

export const labVysledekSouhlasVlozit = defineCall({
  id: 'labVysledekSouhlasVlozit',
  summary: 'Udělení souhlasu se zobrazením laboratorních výsledků',
  method: 'POST',
  path: '/labVysledekSouhlasVlozit',
  auth: 'access',
  personScoped: 'query',
  personAccess: 'write',
  query: personQuery,
  response: labSouhlasOdpovedSchema,
});

export const labVysledekSouhlasOdvolat = defineCall({
  id: 'labVysledekSouhlasOdvolat',
  summary: 'Odvolání souhlasu se zobrazením laboratorních výsledků',
  method: 'POST',
  path: '/labVysledekSouhlasOdvolat',
  auth: 'access',
  personScoped: 'query',
  personAccess: 'write',
  query: personQuery,
  response: labSouhlasOdpovedSchema,
});

export const vysvetleniSchema = z.object({
  /** What the analyte is, in plain Czech. */
  coToJe: z.string(),
  /** What a low value usually means (null when not telling). */
  nizka: z.string().nullable(),
  /** What a high value usually means. */
  vysoka: z.string().nullable(),
  /** Always: discuss it with the doctor. */
  poznamka: z.string(),
});

export const labHodnotaSchema = z.object({
  /** The analyte's code (kodGrafu of its chart). */
  kod: z.string(),
  nazev: z.string(),
  hodnota: z.number(),
  jednotka: z.string(),
  referenceOd: z.number().nullable(),
  referenceDo: z.number().nullable(),
  priznak: z.enum(labFlags).nullable(),
  vysvetleni: vysvetleniSchema,
});

export const labVysledekPolozkaSchema = z.object({
  id: recordId,
  datum: wireDate,
  nazev: z.string(),
  laborator: z.string(),
  indikujiciLekar: z.string(),
  pocetHodnot: z.number().int(),
  pocetMimoRozmezi: z.number().int(),
});

export type LabVysledekPolozka = z.infer<typeof labVysledekPolozkaSchema>;

export const labVysledekSeznam = defineCall({
  id: 'labVysledekSeznam',
  summary: 'Laboratorní výsledky (jen se souhlasem), nejnovější první',
  method: 'GET',
  path: '/poj/{pojistenecId}/labVysledekSeznam',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: z.object({ seznamVysledku: z.array(labVysledekPolozkaSchema) }),
});

export const labVysledekDetailSchema = labVysledekPolozkaSchema.extend({
  hodnoty: z.array(labHodnotaSchema),
  poznamka: z.string().nullable(),
});
export type LabVysledekDetail = z.infer<typeof labVysledekDetailSchema>;

export const labVysledekDetail = defineCall({
  id: 'labVysledekDetail',
  summary: 'Laboratorní výsledek: hodnoty s jednotkou, referenčním rozmezím, příznakem a vysvětlením',
  method: 'GET',
  path: '/poj/{pojistenecId}/labVysledekDetail/{id}',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: z.object({ pojistenecId: idParam, id: idSchema }),
  response: labVysledekDetailSchema,
});

export const labVysledekPdf = defineCall({
  id: 'labVysledekPdf',
  summary: 'Laboratorní výsledek (PDF)',
  method: 'GET',
  path: '/poj/{pojistenecId}/labVysledekPdf/{id}',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: z.object({ pojistenecId: idParam, id: idSchema }),
  responseKind: 'file',
  response: souborSchema,
});

export const labVysledekGrafSeznam = defineCall({
  id: 'labVysledekGrafSeznam',
  summary: 'Ukazatele s grafem (alespoň jedna hodnota)',
  method: 'GET',
  path: '/poj/{pojistenecId}/labVysledekGrafSeznam',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: z.object({
    seznamGrafu: z.array(
      z.object({
        kodGrafu: z.string(),
        nazev: z.string(),
        jednotka: z.string(),
        pocetHodnot: z.number().int(),
        posledniHodnota: z.number(),
        posledniDatum: wireDate,
        posledniPriznak: z.enum(labFlags).nullable(),
      }),
    ),
  }),
});

/** An analyte's code in the path: letters, digits and '_' (1–30). */
export const kodGrafuSchema = text({ min: 1, max: 30, pattern: /^[A-Za-z0-9_]+$/ });

export const labVysledekGrafData = defineCall({
  id: 'labVysledekGrafData',
  summary: 'Jeden ukazatel v čase s referenčním pásmem',
  method: 'GET',
  path: '/poj/{pojistenecId}/labVysledekGrafData/{kodGrafu}',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: z.object({ pojistenecId: idParam, kodGrafu: kodGrafuSchema }),
  response: z.object({
    kodGrafu: z.string(),
    nazev: z.string(),
    jednotka: z.string(),
    /** The band of the newest value's range (ranges may differ by laboratory). */
    referenceOd: z.number().nullable(),
    referenceDo: z.number().nullable(),
    vysvetleni: vysvetleniSchema,
    /** Oldest first. */
    body: z.array(
      z.object({
        datum: wireDate,
        hodnota: z.number(),
        referenceOd: z.number().nullable(),
        referenceDo: z.number().nullable(),
        priznak: z.enum(labFlags).nullable(),
        vysledekId: recordId,
      }),
    ),
  }),
});

export const chronickaNemocSchema = z.object({
  /** ICD-10 (MKN-10) code, e.g. 'E03.9'. */
  kodMkn: z.string(),
  nazev: z.string(),
  prvniZaznam: wireDate,
  posledniZaznam: wireDate,
  pocetZaznamu: z.number().int(),
  /** Who treats it (the specialty of the newest record). */
  odbornost: z.string(),
});
export type ChronickaNemoc = z.infer<typeof chronickaNemocSchema>;

export const chronickeNemoci = defineCall({
  id: 'chronickeNemoci',
  summary: 'Chronická onemocnění: dlouhodobé diagnózy ze záznamů o čerpané péči (MKN-10, česky)',
  method: 'GET',
  path: '/poj/{pojistenecId}/chronickeNemoci',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: z.object({ seznamNemoci: z.array(chronickaNemocSchema) }),
});
