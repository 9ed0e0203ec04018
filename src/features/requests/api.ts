/**
 * Query options of the request screens. Keys start with ['poj', pojistenecId, <call id>] like
 * every per-person call (../health/api.ts), so a new request can refresh 'Moje žádosti' of that
 * person (['poj', id, 'mojeZadosti', …] prefix) and the card's newest EHIC request.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adresy, ehicPrukaz, mojeZadosti } from '../../../contract/routes.gen';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

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

export { formatAddress } from '../../../contract/format';
export { formatDay, formatMomentDay as formatRequestDay } from '../../lib/display-dates';
