/**
 * The partner map's rules without zod (issue 37), so the map's and the detail's first download
 * stays small: everyday words for specialties, distance, the navigation link, the page size.
 */
import { specialtyCodes, specialtyName, specialtyNames } from './specialties';

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
