/** Query options of the personal-document screens (GET /poj/{pojistenecId}/mojeDokumenty and /{id}). */
import { queryOptions } from '@tanstack/react-query';
import { mojeDokument } from '../../../../contract/routes.gen';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { personKey } from '../../../lib/query-keys';
import { dokumentyQuery, historyKey } from '../api';

/**
 * ['poj', pojistenecId, 'mojeDokumenty'] — the list, shared with the anamnesis screens
 * (`dokumentyQuery` of ../api.ts: operations and injuries link a document). A detail's key
 * extends it, so invalidating the list refreshes the details too.
 */
export const documentsQueryKey = (pojistenecId: string) => [...personKey(pojistenecId), 'mojeDokumenty'] as const;
export const documentQueryKey = (pojistenecId: string, id: string) => [...documentsQueryKey(pojistenecId), id] as const;

export const documentsQuery = (api: ApiClient, pojistenecId: string) => dokumentyQuery(api, pojistenecId);

export const documentQuery = (api: ApiClient, pojistenecId: string, id: string) =>
  queryOptions({
    queryKey: documentQueryKey(pojistenecId, id),
    queryFn: ({ signal }) => api.call(mojeDokument, { params: { pojistenecId, id }, signal }),
  });

/**
 * After a document was saved or deleted: the list (and the details under it) and the operations
 * and injuries that link documents (a delete clears their link) are fetched again.
 */
export async function invalidateDocuments(client: QueryClient, pojistenecId: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: documentsQueryKey(pojistenecId) }),
    client.invalidateQueries({ queryKey: historyKey('operace', pojistenecId) }),
    client.invalidateQueries({ queryKey: historyKey('urazy', pojistenecId) }),
  ]);
}
