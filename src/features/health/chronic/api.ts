/** Query options of the chronic conditions (GET /chronickeNemoci, contract/lab.ts), keyed per person. */
import { queryOptions } from '@tanstack/react-query';
import { chronickeNemoci } from '../../../../contract/routes.gen';
import type { ApiClient } from '../../../lib/api-client';
import { personKey } from '../../../lib/query-keys';

export const chronicConditionsQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'chronickeNemoci'] as const,
    queryFn: ({ signal }) => api.call(chronickeNemoci, { params: { pojistenecId }, signal }),
  });
