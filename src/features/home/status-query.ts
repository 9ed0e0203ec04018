/**
 * Query options of the start page's status card and GP widget. Their own module: the cards load
 * lazily, and the contract modules they need stay out of the start page's first chunk.
 */
import { queryOptions } from '@tanstack/react-query';
import { widgetLekarKontakt } from '../../../contract/routes.gen';
import { stavPojistence } from '../../../contract/routes.gen';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';
import { requestsQuery } from '../../app/requests';
import type { QueryStarter } from '../../app/router-context';

/** GET /stavPojistence: the selected person's status, the first card of the start page. */
export const statusQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'stav'] as const,
    queryFn: ({ signal }) => api.call(stavPojistence, { params: { pojistenecId }, signal }),
    // Every visit asks again: a payment, a measurement or a shot elsewhere changes it.
    staleTime: 0,
  });

/** GET /widgetLekarKontakt: the registering GP's contact (the widget 'Můj praktický lékař'). */
export const gpContactQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'lekarKontakt'] as const,
    queryFn: ({ signal }) => api.call(widgetLekarKontakt, { params: { pojistenecId }, signal }),
    staleTime: 5 * 60_000,
  });

/**
 * GET /mojeZadosti (no period, the query 'Moje žádosti' shares): the requests that wait for the
 * person lead the status card. Every visit asks again, like the status: staff may have asked for
 * documents meanwhile.
 */
export const waitingRequestsQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({ ...requestsQuery(api, pojistenecId, {}), staleTime: 0 });

/** Starts what the status card shows: the status and the person's requests (the route's loader, beside the card's chunk). */
export function startStatusCard(start: QueryStarter, api: ApiClient, pojistenecId: string): void {
  start(statusQuery(api, pojistenecId));
  start(waitingRequestsQuery(api, pojistenecId));
}
