/** Query options of the start page's 'Rodina' block (GET /rodina/prehled, issue 37). */
import { queryOptions } from '@tanstack/react-query';
import { rodinaPrehled } from '../../../contract/routes.gen';
import type { ApiClient } from '../../lib/api-client';

/**
 * What is due for everyone the user represents. Every visit asks again (staleTime 0), like the
 * status: a check-up reported, a message read or documents sent for a child change it.
 */
export const familyQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['rodinaPrehled'] as const,
    queryFn: ({ signal }) => api.call(rodinaPrehled, { signal }),
    staleTime: 0,
  });
