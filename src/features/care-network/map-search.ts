/**
 * The map's search in the URL (?druh=&odbornost=&q=&novi=ANO&lat=&lon=&strana=), read without zod
 * (the route tree is in the first download): a value of the wrong shape is dropped, so an old or
 * edited link opens the search without it. The server checks every value with the contract's schema.
 * The position is kept to three decimals (about 100 m): enough to sort by distance.
 */
import { oneOf, positiveInteger, text } from '../../lib/search-params';
import type { PartnerKind } from '../../../contract/enums';

export interface MapSearch {
  druh?: PartnerKind;
  /** Specialty code (three digits). */
  odbornost?: string;
  q?: string;
  novi?: 'ANO';
  lat?: number;
  lon?: number;
  strana?: number;
}

const shape = (value: unknown, pattern: RegExp): string | undefined =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;

/** A coordinate within [min, max], rounded to three decimals. */
export function coordinate(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number) || number < min || number > max) return undefined;
  return Math.round(number * 1000) / 1000;
}

/** The Czech Republic's box, as the contract's query takes it. */
export const LAT_RANGE = [48.5, 51.1] as const;
export const LON_RANGE = [12, 18.9] as const;

const novi = oneOf(['ANO'] as const);

export function mapSearch(search: Record<string, unknown>): MapSearch {
  const lat = coordinate(search.lat, ...LAT_RANGE);
  const lon = coordinate(search.lon, ...LON_RANGE);
  const out: MapSearch = {
    druh: shape(search.druh, /^[A-Z_]{3,20}$/) as PartnerKind | undefined,
    odbornost: shape(search.odbornost, /^\d{3}$/),
    q: text(search.q, 100),
    novi: novi(search.novi),
    ...(lat !== undefined && lon !== undefined ? { lat, lon } : {}),
    strana: positiveInteger(search.strana),
  };
  if (out.strana === 1) delete out.strana;
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined)) as MapSearch;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The map's search a partner's detail was opened from ('Zpět na výsledky' returns to it). */
    mapaHledani?: MapSearch;
  }
}
