/**
 * Query options and keys of the insurance calls (contract/insurance.ts). Keys start with
 * ['poj', pojistenecId, <call id>] like the health calls, so everything of one person can be
 * invalidated at once (lib/query-keys.ts `personKey`).
 */
import { queryOptions } from '@tanstack/react-query';
import { type PaymentPersonType } from '../../../contract/enums';
import { mojePojistnePlatby, mojePojistnePlatbyRok, mojePojistneRok, pojistneUhrada } from '../../../contract/routes.gen';
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

export { requestDetailQuery, requestsQuery, requestsQueryKey, type RequestPeriod } from '../../app/requests';
