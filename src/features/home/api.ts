/** Query options of the insured person's start page. */
import { queryOptions } from '@tanstack/react-query';
import { banery } from '../../../contract/routes.gen';
import type { ApiClient } from '../../lib/api-client';
import { getStored } from '../../lib/storage';
import { normalizePrefs } from './widgets';

/** GET /banery: the news widget ('Aktuality'); the same for everyone, fresh for five minutes. */
export const bannersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['banery'] as const,
    queryFn: () => api.call(banery),
    staleTime: 5 * 60_000,
  });

/** The id of the news widget on the start page. */
export const BANNERS_WIDGET = 'aktuality';

/** The id of the GP widget ('Můj praktický lékař') on the start page. */
export const GP_WIDGET = 'lekar';

/** Whether the start page shows a widget: each can be hidden (local storage 'zk.widgety'). */
export const widgetShown = (id: string): boolean => !normalizePrefs(getStored('widgety')).skryte.includes(id);
