/**
 * GET /mojePojistne (the state of the insurance and its balance) as one query shared by the
 * insurance screens and the certificate of no arrears, which checks the balance first.
 */
import { queryOptions } from '@tanstack/react-query';
import { mojePojistne } from '../../contract/routes.gen';
import type { ApiClient } from '../lib/api-client';
import { personKey } from '../lib/query-keys';

export const insuranceStateQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'mojePojistne'] as const,
    queryFn: ({ signal }) => api.call(mojePojistne, { params: { pojistenecId }, signal }),
  });
