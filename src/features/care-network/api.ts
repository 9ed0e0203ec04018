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
import type { MapSearch } from './map-search';

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

/** One page of the map's search (the URL's search, map-search.ts). */
export const partnersQuery = (api: ApiClient, search: MapSearch) =>
  queryOptions({
    queryKey: ['mapaPartneru', search] as const,
    queryFn: ({ signal }) =>
      api.call(mapaPartneru, {
        query: {
          druhSubjektu: search.druh,
          typPracoviste: search.odbornost,
          fulltext: search.q,
          noviPacienti: search.novi,
          lat: search.lat,
          lon: search.lon,
          strana: search.strana ?? 1,
        },
        signal,
      }),
    staleTime: 10 * 60_000,
    placeholderData: (previous) => previous,
  });

export const partnerDetailQuery = (api: ApiClient, druhSubjektu: PartnerKind, id: string) =>
  queryOptions({
    queryKey: ['mapaPartneruDetail', druhSubjektu, id] as const,
    queryFn: ({ signal }) => api.call(mapaPartneruDetail, { query: { id, druhSubjektu }, signal }),
    staleTime: 10 * 60_000,
  });
