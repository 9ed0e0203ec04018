/** Query options of the vaccination screens (GET /poj/{pojistenecId}/ockovani). */
import { queryOptions } from '@tanstack/react-query';
import { ockovani } from '../../../../contract/routes.gen';
import type { ApiClient } from '../../../lib/api-client';
import { personKey } from '../../../lib/query-keys';

/** ['poj', pojistenecId, 'ockovani'] — under the person's prefix of ../api.ts. */
export const vaccinationsQueryKey = (pojistenecId: string) => [...personKey(pojistenecId), 'ockovani'] as const;

export const vaccinationsQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: vaccinationsQueryKey(pojistenecId),
    queryFn: ({ signal }) => api.call(ockovani, { params: { pojistenecId }, signal }),
  });
