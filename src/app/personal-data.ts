/**
 * The person's own data (GET /pojistenecOsobniUdaje) for forms that fill in what the app already
 * knows (issue 37): the newborn registration the mother's birth number, the complaint the contact
 * details. The same query key as 'Osobní údaje' (src/features/settings/api.ts), so the answer is
 * shared and a change there refreshes the forms too.
 */
import { queryOptions } from '@tanstack/react-query';
import { pojistenecOsobniUdaje } from '../../contract/routes.gen';
import type { ApiClient } from '../lib/api-client';
import { personKey } from '../lib/query-keys';

export const personalDataQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), pojistenecOsobniUdaje.id] as const,
    queryFn: ({ signal }) => api.call(pojistenecOsobniUdaje, { params: { pojistenecId }, signal }),
  });
