/**
 * Query options of the person's doctors, borrowed aids and the contract partners (contract/partners.ts,
 * contract/medicines.ts). Per-person keys start with ['poj', pojistenecId].
 */
import { queryOptions } from '@tanstack/react-query';
import { prostredky } from '../../../contract/routes.gen';
import { type PartnerKind } from '../../../contract/enums';
import { mapaPartneru, mapaPartneruDetail, mojiLekari } from '../../../contract/routes.gen';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

export const myDoctorsQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'mojiLekari'] as const,
    queryFn: ({ signal }) => api.call(mojiLekari, { params: { pojistenecId }, signal }),
  });

export const borrowedAidsQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'prostredky'] as const,
    queryFn: ({ signal }) => api.call(prostredky, { params: { pojistenecId }, query: {}, signal }),
  });

export interface PartnerFilter {
  druhSubjektu?: PartnerKind;
  fulltext?: string;
}

export const partnersQuery = (api: ApiClient, filter: PartnerFilter) =>
  queryOptions({
    queryKey: ['mapaPartneru', filter.druhSubjektu ?? null, filter.fulltext ?? null] as const,
    queryFn: ({ signal }) => api.call(mapaPartneru, { query: { ...filter, pocetVysledku: 100 }, signal }),
    staleTime: 10 * 60_000,
  });

export const partnerDetailQuery = (api: ApiClient, druhSubjektu: PartnerKind, id: string) =>
  queryOptions({
    queryKey: ['mapaPartneruDetail', druhSubjektu, id] as const,
    queryFn: ({ signal }) => api.call(mapaPartneruDetail, { query: { id, druhSubjektu }, signal }),
    staleTime: 10 * 60_000,
  });
