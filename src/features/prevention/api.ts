/** Query options of the person's check-ups and screenings (contract/prevention.ts), keyed per person. */
import { queryOptions } from '@tanstack/react-query';
import { prevence } from '../../../contract/routes.gen';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

export const preventionQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'prevence'] as const,
    queryFn: ({ signal }) => api.call(prevence, { params: { pojistenecId }, query: {}, signal }),
  });
