/**
 * Query options of the audit trail's calls (contract/audit.ts): 'Kdo viděl moje údaje' per person
 * (key ['poj', pojistenecId, 'kdoVidelMojeUdaje', filter]) and the doctor's 'Přístupy'.
 */
import { queryOptions } from '@tanstack/react-query';
import { kdoVidelMojeUdaje, lekarPristupy } from '../../../contract/routes.gen';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

export interface WhoSawFilter {
  /** OSTATNI: without the person's own views (the screen's default); VSICHNI: all. */
  kdo?: 'OSTATNI' | 'VSICHNI';
  od?: string;
  do?: string;
  stranka?: number;
}

export const whoSawQuery = (api: ApiClient, pojistenecId: string, filter: WhoSawFilter) =>
  queryOptions({
    queryKey: [
      ...personKey(pojistenecId),
      'kdoVidelMojeUdaje',
      { kdo: filter.kdo ?? 'VSICHNI', od: filter.od ?? null, do: filter.do ?? null, stranka: filter.stranka ?? 1 },
    ] as const,
    queryFn: ({ signal }) => api.call(kdoVidelMojeUdaje, { params: { pojistenecId }, query: filter, signal }),
  });

export const doctorAccessesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['lekarPristupy'] as const,
    queryFn: ({ signal }) => api.call(lekarPristupy, { signal }),
  });
