/** Query options and calls of 'Moje léky' (contract/medicines.ts), keyed per person. */
import { queryOptions } from '@tanstack/react-query';
import { leky, lekyPotvrzeni, mojeLekySmazat } from '../../../contract/routes.gen';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

export const medicinesQueryKey = (pojistenecId: string) => [...personKey(pojistenecId), 'leky'] as const;

export const medicinesQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: medicinesQueryKey(pojistenecId),
    queryFn: ({ signal }) => api.call(leky, { params: { pojistenecId }, signal }),
  });

/** POST /lekyPotvrzeni: the warnings of these list items were read; answers the whole list again. */
export const confirmWarnings = (api: ApiClient, pojistenecId: string, lekIds: readonly number[]) =>
  api.call(lekyPotvrzeni, { params: { pojistenecId }, body: { seznamPotvrzeni: lekIds.map(String) } });

/** DELETE /mojeLekySmazat?id=: only a medicine the person added. */
export const deleteOwnMedicine = (api: ApiClient, pojistenecId: string, id: number) =>
  api.call(mojeLekySmazat, { params: { pojistenecId }, query: { id: String(id) } });
