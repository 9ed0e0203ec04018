/**
 * The query of the public share-link page, apart from the health feature's api.ts: that module
 * (and the health calls it imports) loads whole, and the page, opened by someone not signed in,
 * needs only this call.
 */
import { queryOptions } from '@tanstack/react-query';
import { type CardLanguage } from '../../../../contract/enums';
import { nouzoveUdaje } from '../../../../contract/routes.gen';
import type { ApiClient } from '../../../lib/api-client';

/** The public card behind a share link (no sign-in): the token comes from the page's fragment. */
export const sharedCardQuery = (api: ApiClient, token: string, jazyk: CardLanguage | undefined) =>
  queryOptions({
    queryKey: ['nouzoveUdaje', token, jazyk ?? 'jazyk odkazu'] as const,
    queryFn: ({ signal }) => api.call(nouzoveUdaje, { params: { token }, query: jazyk ? { jazyk } : {}, signal }),
    retry: false,
  });
