/** Query options of the person's check-ups and screenings (contract/prevention.ts), keyed per person. */
import { queryOptions } from '@tanstack/react-query';
import { cerpanaPecePrevence, prevence, prevenceKontrolaInfo } from '../../../contract/routes.gen';
import type { PreventionCode } from '../../../contract/prevention';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

export const preventionQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'prevence'] as const,
    queryFn: ({ signal }) => api.call(prevence, { params: { pojistenecId }, query: {}, signal }),
  });

/** The care the doctors billed for one kind of check-up (GET /cerpanaPecePrevence/{typPrevence}). */
export const preventionCareQuery = (api: ApiClient, pojistenecId: string, typPrevence: PreventionCode) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'prevence', 'pece', typPrevence] as const,
    queryFn: ({ signal }) => api.call(cerpanaPecePrevence, { params: { pojistenecId, typPrevence }, signal }),
  });

/** One check-up the person reported (GET /prevenceKontrolaInfo/{id}): when it was reported and its note. */
export const reportedCheckUpQuery = (api: ApiClient, pojistenecId: string, id: number) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'prevence', 'kontrola', id] as const,
    queryFn: ({ signal }) => api.call(prevenceKontrolaInfo, { params: { pojistenecId, id }, signal }),
  });
