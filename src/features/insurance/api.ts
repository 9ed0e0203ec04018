/**
 * Query options and keys of the insurance calls (contract/insurance.ts). Keys start with
 * ['poj', pojistenecId, <call id>] like the health calls, so everything of one person can be
 * invalidated at once (lib/query-keys.ts `personKey`).
 */
import { queryOptions } from '@tanstack/react-query';
import { type PaymentPersonType } from '../../../contract/enums';
import { mojePojistnePlatby, mojePojistnePlatbyRok, mojePojistneRok, mojeZadosti, pojistneUhrada } from '../../../contract/routes.gen';
import { mojeZadostiDetail } from '../../../contract/routes.gen';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

export { insuranceStateQuery } from '../../app/insurance-state';

export const insuranceYearsQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'mojePojistneRok'] as const,
    queryFn: ({ signal }) => api.call(mojePojistneRok, { params: { pojistenecId }, signal }),
  });

export const paymentSummaryQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'mojePojistnePlatby'] as const,
    queryFn: ({ signal }) => api.call(mojePojistnePlatby, { params: { pojistenecId }, signal }),
  });

export const paymentsOfYearQuery = (api: ApiClient, pojistenecId: string, rok: number, typOsoby: PaymentPersonType) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'mojePojistnePlatbyRok', rok, typOsoby] as const,
    queryFn: ({ signal }) => api.call(mojePojistnePlatbyRok, { params: { pojistenecId, rok }, query: { typOsoby }, signal }),
  });

export const paymentDetailsQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'pojistneUhrada'] as const,
    queryFn: ({ signal }) => api.call(pojistneUhrada, { params: { pojistenecId }, signal }),
  });

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
