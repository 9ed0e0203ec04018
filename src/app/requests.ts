/**
 * 'Moje žádosti' as the screens share it (issue 34): the list and the detail of the person's
 * requests, and which of them wait for the person — the requests screens and the start page's
 * status card ask the same queries, so a request added or answered in one is current in the other.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HistorieZadosti } from '../../contract/communication';
import type { Zadost } from '../../contract/insurance';
import { mojeZadosti, mojeZadostiDetail } from '../../contract/routes.gen';
import type { ApiClient } from '../lib/api-client';
import { personKey } from '../lib/query-keys';

/** ['poj', pojistenecId, 'mojeZadosti']: the prefix of every period's list — invalidate it after a new request. */
export const requestsQueryKey = (pojistenecId: string) => [...personKey(pojistenecId), 'mojeZadosti'] as const;

export interface RequestPeriod {
  obdobiOd?: string;
  obdobiDo?: string;
}

export const requestsQuery = (api: ApiClient, pojistenecId: string, period: RequestPeriod) =>
  queryOptions({
    queryKey: [...requestsQueryKey(pojistenecId), { obdobiOd: period.obdobiOd ?? null, obdobiDo: period.obdobiDo ?? null }] as const,
    queryFn: ({ signal }) => api.call(mojeZadosti, { params: { pojistenecId }, query: period, signal }),
  });

/** GET /mojeZadosti/{id}: what was sent, its attachments and the history of its states. */
export const requestDetailQuery = (api: ApiClient, pojistenecId: string, id: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), mojeZadostiDetail.id, id] as const,
    queryFn: ({ signal }) => api.call(mojeZadostiDetail, { params: { pojistenecId, id }, query: {}, signal }),
  });

/**
 * A request waits for the person when the insurer asked for documents (the lifecycle's
 * CEKA_NA_DOKLADY, where only the person's 'Doložit doklady' moves it on).
 */
export const waitsForYou = (request: Pick<Zadost, 'stav'>): boolean => request.stav === 'CEKA_NA_DOKLADY';

/** The requests that wait for the person, oldest first (the one waiting longest comes first). */
export function requestsWaitingForYou(requests: readonly Zadost[]): Zadost[] {
  return requests.filter(waitsForYou).sort((a, b) => (a.datum === b.datum ? a.id - b.id : a.datum < b.datum ? -1 : 1));
}

/** What the insurer asked for: the note of the last 'Vyžádat doklady' step; null when there is none. */
export function missingDocumentsNote(history: readonly HistorieZadosti[]): string | null {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const entry = history[index];
    if (entry.akce === 'VYZADAT_DOKLADY' || (entry.akce === null && entry.stav === 'CEKA_NA_DOKLADY')) return entry.poznamka || null;
  }
  return null;
}
