/**
 * My health (issue 12), contract partners and my doctors: the map of contract partners (document 2
 * §7 "Plain calls": GET /mapaPartneru, GET /mapaPartneruDetail/ — with the access token, no person),
 * the person's doctors (GET /mojiLekari) and the start page's GP widget (GET /widgetLekarKontakt),
 * both for representatives only.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam } from './ids';
import { entity } from './entities';
import { messages } from './messages';
import { digitsOnly, idSchema, integer, number, oneOf, text } from './rules';
import { partnerKinds, doctorRoles } from './enums';
import { resolveSpecialty } from './partner-search';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const recordId = z.number().int().positive();
const personParams = z.object({ pojistenecId: idParam });

export { specialtyCodes, specialtyName, specialtyNames } from './specialties';

export * from './partner-search';

export const adresaPartneraSchema = z.object({ ulice: z.string(), obec: z.string(), psc: z.string() });
export const gpsSchema = z.object({ lat: z.number(), lon: z.number() });

/** Opening hours: one row per day (1 = Monday … 7 = Sunday), times 'HH:MM'. */
export const ordinacniHodinySchema = z.array(
  z.object({ den: z.number().int().min(1).max(7), od: z.string(), do: z.string(), poznamka: z.string().nullable() }),
);

export const partnerPolozkaSchema = z.object({
  id: recordId,
  druhSubjektu: z.enum(partnerKinds),
  nazev: z.string(),
  odbornosti: z.array(z.object({ kod: z.string(), nazev: z.string() })),
  adresa: adresaPartneraSchema,
  gps: gpsSchema,
  /** Distance from the given point in km (one decimal), null without lat/lon. */
  vzdalenostKm: z.number().nullable(),
  noviPacienti: z.boolean(),
});
export type PartnerPolozka = z.infer<typeof partnerPolozkaSchema>;

export const partnerDetailSchema = partnerPolozkaSchema.extend({
  ico: z.string().nullable(),
  telefon: z.string().nullable(),
  email: z.string().nullable(),
  web: z.string().nullable(),
  ordinacniHodiny: ordinacniHodinySchema,
  /** Doctors working there. */
  lekari: z.array(z.string()),
  poznamka: z.string().nullable(),
});
export type PartnerDetail = z.infer<typeof partnerDetailSchema>;

/**
 * The map's filter: kind, specialty code (typPracoviste), fulltext over name, town, street and
 * doctors (2–100 characters), and "near me": lat and lon (both or neither, within the Czech
 * Republic's bounding box) order by distance; noviPacienti=ANO only those taking new patients;
 * pocetVysledku 1–500 (default 200), or strana: one page of PARTNER_PAGE_SIZE.
 */
export const mapaPartneruDotazSchema = entity({
  druhSubjektu: oneOf(partnerKinds, { optional: true }),
  typPracoviste: digitsOnly({ min: 3, max: 3, optional: true }),
  fulltext: text({ min: 2, max: 100, optional: true }),
  lat: number({ min: 48.5, max: 51.1, decimals: 6, optional: true }),
  lon: number({ min: 12, max: 18.9, decimals: 6, optional: true }),
  /** ANO: only those who take new patients (where the data says so). */
  noviPacienti: oneOf(['ANO'] as const, { optional: true }),
  pocetVysledku: integer({ min: 1, max: 500, optional: true }),
  /** Page of PARTNER_PAGE_SIZE results (1 = first); without it the first pocetVysledku. */
  strana: integer({ min: 1, max: 1000, optional: true }),
}).superRefine((value, ctx) => {
  const hasLat = value.lat !== undefined;
  const hasLon = value.lon !== undefined;
  if (hasLat !== hasLon) {
    ctx.addIssue({ code: 'custom', message: messages.required, path: [hasLat ? 'lon' : 'lat'], input: value });
  }
});

/** 'Odbornost' of the map's search when the typed words match no specialty. */
export const UNKNOWN_SPECIALTY = 'Tuto odbornost neznáme. Vyberte ji z nabídky, nebo ji napište jinak (např. zubař, praktik, kardiolog).';

/**
 * The map's search form: kind, specialty in a person's words (resolved by `resolveSpecialty`),
 * text and "takes new patients". Its result goes into the URL and GET /mapaPartneru.
 */
export const mapaHledaniSchema = entity({
  druhSubjektu: oneOf(partnerKinds, { optional: true }),
  odbornost: text({ max: 60, optional: true }),
  fulltext: text({ min: 2, max: 100, optional: true }),
  noviPacienti: oneOf(['ANO'] as const, { optional: true }),
}).superRefine((value, ctx) => {
  if (value.odbornost !== undefined && resolveSpecialty(value.odbornost) === undefined) {
    ctx.addIssue({ code: 'custom', message: UNKNOWN_SPECIALTY, path: ['odbornost'], input: value });
  }
});

export const mapaPartneru = defineCall({
  id: 'mapaPartneru',
  summary: 'Mapa smluvních partnerů a kontaktních míst: filtr druhu, odbornosti, fulltext, řazení podle vzdálenosti',
  method: 'GET',
  path: '/mapaPartneru',
  auth: 'access',
  query: mapaPartneruDotazSchema,
  response: z.object({ pocetCelkem: z.number().int(), seznamPartneru: z.array(partnerPolozkaSchema) }),
});

export const mapaPartneruDetail = defineCall({
  id: 'mapaPartneruDetail',
  summary: 'Detail smluvního partnera nebo kontaktního místa',
  method: 'GET',
  path: '/mapaPartneruDetail/',
  auth: 'access',
  query: entity({ id: idSchema, druhSubjektu: oneOf(partnerKinds) }),
  response: partnerDetailSchema,
});

// My doctors ----------------------------------------------------------------------------------------

export const mujLekarSchema = z.object({
  /** The partner's id (detail: /moje-zdravi/detail/{druhSubjektu}/{id}). */
  id: recordId,
  druhSubjektu: z.enum(partnerKinds),
  role: z.enum(doctorRoles),
  /** Registered with (GP, paediatrician, dentist, gynaecologist) since; null for specialists. */
  registraceOd: wireDate.nullable(),
  nazev: z.string(),
  lekar: z.string().nullable(),
  odbornost: z.object({ kod: z.string(), nazev: z.string() }),
  adresa: adresaPartneraSchema,
  gps: gpsSchema,
  telefon: z.string().nullable(),
  email: z.string().nullable(),
  web: z.string().nullable(),
  ordinacniHodiny: ordinacniHodinySchema,
  /** The last visit found in care drawn. */
  posledniNavsteva: wireDate.nullable(),
});
export type MujLekar = z.infer<typeof mujLekarSchema>;

export const mojiLekari = defineCall({
  id: 'mojiLekari',
  summary: 'Registrující praktický lékař, zubní lékař, gynekolog a odborní lékaři navštívení v posledních dvou letech',
  method: 'GET',
  path: '/poj/{pojistenecId}/mojiLekari',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: z.object({ seznamLekaru: z.array(mujLekarSchema) }),
});

export const widgetLekarKontakt = defineCall({
  id: 'widgetLekarKontakt',
  summary: 'Kontakt na registrujícího praktického lékaře (widget úvodní stránky)',
  method: 'GET',
  path: '/poj/{pojistenecId}/widgetLekarKontakt',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: z.object({ lekar: mujLekarSchema.nullable() }),
});
