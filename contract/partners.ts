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
import { digitsOnly, flag, idSchema, integer, number, oneOf, text } from './rules';
import { partnerKinds, doctorRoles } from './enums';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const recordId = z.number().int().positive();
const personParams = z.object({ pojistenecId: idParam });

/**
 * Specialties (odbornosti) by their code in the insurers' list, the workplace type (typPracoviste)
 * of the map. Codes and names as in the code list of specialties used by Czech health insurers.
 */
export const specialtyNames: Readonly<Record<string, string>> = {
  '001': 'Všeobecné praktické lékařství',
  '002': 'Praktické lékařství pro děti a dorost',
  '014': 'Zubní lékařství',
  '015': 'Ortodoncie',
  '101': 'Vnitřní lékařství',
  '103': 'Diabetologie',
  '104': 'Endokrinologie',
  '105': 'Gastroenterologie',
  '107': 'Kardiologie',
  '109': 'Revmatologie',
  '201': 'Rehabilitační a fyzikální medicína',
  '205': 'Pneumologie a ftizeologie',
  '207': 'Alergologie a klinická imunologie',
  '209': 'Neurologie',
  '305': 'Psychiatrie',
  '404': 'Dermatovenerologie',
  '501': 'Chirurgie',
  '603': 'Gynekologie a porodnictví',
  '607': 'Ortopedie a traumatologie pohybového ústrojí',
  '701': 'Otorinolaryngologie',
  '705': 'Oftalmologie',
  '706': 'Urologie',
  '801': 'Klinická biochemie',
  '809': 'Radiologie a zobrazovací metody',
  '901': 'Klinická psychologie',
  '902': 'Fyzioterapie',
};
export const specialtyCodes = Object.keys(specialtyNames) as [string, ...string[]];

/** The name of a specialty code ('' when unknown). */
export const specialtyName = (code: string): string => specialtyNames[code] ?? '';

/**
 * The one table of everyday words for specialties (issue 37): the name a person uses first (shown
 * in the map's picker), then synonyms people type. 'zubař' finds 'Zubní lékař' (014), 'praktik'
 * 'Praktický lékař' (001). The picker, the map's fulltext and the tests read this table only.
 */
export const specialtySynonyms: Readonly<Record<string, readonly [string, ...string[]]>> = {
  '001': ['Praktický lékař', 'praktik', 'praktický lékař pro dospělé', 'obvodní lékař', 'obvoďák', 'všeobecný lékař', 'rodinný lékař'],
  '002': ['Dětský lékař', 'pediatr', 'dětská lékařka', 'praktický lékař pro děti', 'dětský doktor'],
  '014': ['Zubní lékař', 'zubař', 'zubařka', 'stomatolog', 'dentista', 'zuby'],
  '015': ['Ortodontista', 'rovnátka', 'ortodoncie'],
  '101': ['Internista', 'interna', 'vnitřní lékařství'],
  '103': ['Diabetolog', 'cukrovka', 'diabetes'],
  '104': ['Endokrinolog', 'štítná žláza', 'hormony'],
  '105': ['Gastroenterolog', 'trávení', 'kolonoskopie'],
  '107': ['Kardiolog', 'srdce', 'srdeční'],
  '109': ['Revmatolog', 'revma', 'klouby'],
  '201': ['Rehabilitační lékař', 'rehabilitace', 'rehabka'],
  '205': ['Plicní lékař', 'plicař', 'pneumolog', 'plíce'],
  '207': ['Alergolog', 'alergie', 'imunolog'],
  '209': ['Neurolog', 'nervy'],
  '305': ['Psychiatr', 'psychiatrie'],
  '404': ['Kožní lékař', 'kožař', 'dermatolog', 'kůže'],
  '501': ['Chirurg', 'chirurgie'],
  '603': ['Gynekolog', 'gynekoložka', 'ženský lékař', 'gyn'],
  '607': ['Ortoped', 'ortopedie', 'traumatolog', 'úrazy'],
  '701': ['Ušní, nosní, krční lékař', 'ORL', 'ušař', 'krční', 'ušní'],
  '705': ['Oční lékař', 'očař', 'oftalmolog', 'oči', 'brýle'],
  '706': ['Urolog', 'urologie'],
  '801': ['Laboratoř', 'odběry', 'krev', 'biochemie'],
  '809': ['Radiolog', 'rentgen', 'RTG', 'mamografie', 'sono', 'ultrazvuk'],
  '901': ['Psycholog', 'klinický psycholog'],
  '902': ['Fyzioterapeut', 'fyzioterapie', 'fyzio', 'masáže'],
};

/** Lower case, no diacritics, single spaces: 'Zubař ' and 'zubar' fold alike. */
export const foldText = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The everyday name of a specialty code (the official name when the table has none). */
export const specialtyEverydayName = (code: string): string => specialtySynonyms[code]?.[0] ?? specialtyName(code);

/** The picker's options: everyday name, official name in brackets, sorted the Czech way. */
export const specialtyOptions: ReadonlyArray<{ kod: string; nazev: string }> = specialtyCodes
  .map((kod) => ({
    kod,
    nazev:
      specialtySynonyms[kod] && specialtySynonyms[kod][0] !== specialtyNames[kod]
        ? `${specialtySynonyms[kod][0]} (${specialtyNames[kod]})`
        : specialtyNames[kod],
  }))
  .sort((a, b) => a.nazev.localeCompare(b.nazev, 'cs'));

/**
 * The specialty a person means by `text` ('zubař', 'Zubní lékař', 'zubni lekarstvi', '014'): an
 * exact match of the code, the official name, the everyday name or a synonym, ignoring case and
 * diacritics; else the one specialty whose names start with it ('kardio'). Undefined when none or
 * more than one fit.
 */
export function resolveSpecialty(text: string): string | undefined {
  const wanted = foldText(text);
  if (wanted === '') return undefined;
  if (specialtyNames[wanted]) return wanted;
  const names = (code: string) => [specialtyNames[code], ...(specialtySynonyms[code] ?? [])].map(foldText);
  const exact = specialtyCodes.filter((code) => names(code).includes(wanted));
  if (exact.length === 1) return exact[0];
  const prefix = specialtyCodes.filter((code) => names(code).some((name) => name.startsWith(wanted)));
  return prefix.length === 1 ? prefix[0] : undefined;
}

/** The specialty codes a search word stands for ('zubar' → ['014']): words of at least three letters matching a name's start. */
export function specialtiesOfWord(word: string): string[] {
  const wanted = foldText(word);
  if (wanted.length < 3) return [];
  return specialtyCodes.filter((code) =>
    [specialtyNames[code], ...(specialtySynonyms[code] ?? [])].some((name) =>
      foldText(name)
        .split(' ')
        .some((part) => part.startsWith(wanted)),
    ),
  );
}

/** Great-circle distance in km (haversine on a 6371 km sphere), rounded to one decimal. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** A distance as people read it: '850 m' below 1 km, else '2,4 km' (cs-CZ decimal comma). */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  return `${km.toLocaleString('cs-CZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
}

/** Where 'Navigovat' leads: a route to the place in Google Maps (from where the person is; no key, works on phones and desktops). */
export const navigationUrl = (gps: { lat: number; lon: number }): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${gps.lat.toFixed(6)},${gps.lon.toFixed(6)}`;

/** Results per page of the map's list. */
export const PARTNER_PAGE_SIZE = 20;

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
  noviPacienti: flag({ optional: true }),
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
