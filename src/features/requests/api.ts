/**
 * Query options of the request screens. Keys start with ['poj', pojistenecId, <call id>] like
 * every per-person call (../health/api.ts), so a new request can refresh 'Moje žádosti' of that
 * person (['poj', id, 'mojeZadosti', …] prefix) and the card's newest EHIC request.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adresy, ehicPrukaz, mojeZadosti, type AdresaOdpoved } from '../../../contract/insurance';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../health/api';

export const adresyQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), adresy.id] as const,
    queryFn: ({ signal }) => api.call(adresy, { params: { pojistenecId }, signal }),
  });

export const ehicPrukazKey = (pojistenecId: string) => [...personKey(pojistenecId), ehicPrukaz.id] as const;

export const ehicPrukazQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: ehicPrukazKey(pojistenecId),
    queryFn: ({ signal }) => api.call(ehicPrukaz, { params: { pojistenecId }, signal }),
  });

/** After a new request: 'Moje žádosti' (any period) and, for the EHIC, the card's newest request. */
export async function invalidateRequests(client: QueryClient, pojistenecId: string, withCard = false): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: [...personKey(pojistenecId), mojeZadosti.id] }),
    withCard ? client.invalidateQueries({ queryKey: ehicPrukazKey(pojistenecId) }) : Promise.resolve(),
  ]);
}

/** 'Husova 12, 602 00 Brno' (the parts that are there; the state only when it is not Czechia). */
export function formatAddress(adresa: AdresaOdpoved): string {
  const city = [adresa.psc ? formatPsc(adresa.psc) : null, adresa.obec].filter(Boolean).join(' ');
  const state = adresa.stat && !/^(CZ|CZE|Česká republika|Česko)$/i.test(adresa.stat) ? adresa.stat : null;
  return [adresa.ulice, city, state].filter(Boolean).join(', ');
}

/** '60200' → '602 00' (Czech postcodes are written in two groups). */
function formatPsc(psc: string): string {
  return /^\d{5}$/.test(psc) ? `${psc.slice(0, 3)} ${psc.slice(3)}` : psc;
}

export { formatDay, formatMomentDay as formatRequestDay } from '../../lib/display-dates';
