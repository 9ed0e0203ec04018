/**
 * Query options of the insurer's notifications (contract/communication.ts). Keys start with
 * ['poj', pojistenecId, …] like every per-person call, so a person switch or sign-out clears them.
 */
import { queryOptions } from '@tanstack/react-query';
import { komunikacePoj, komunikaceZps, komunikaceZpsZpravaDetail, komunikaceZpravaPrecteno } from '../../../contract/communication';
import type { MessageKind } from '../../../contract/enums';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

/** ['poj', pojistenecId, 'komunikaceZps']: the list; invalidated when one is read. */
export const notificationsQueryKey = (pojistenecId: string) => [...personKey(pojistenecId), 'komunikaceZps'] as const;

export const notificationsQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: notificationsQueryKey(pojistenecId),
    queryFn: ({ signal }) => api.call(komunikaceZps, { params: { pojistenecId }, query: {}, signal }),
  });

export const notificationQuery = (api: ApiClient, pojistenecId: string, id: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'komunikaceZpsZpravaDetail', id] as const,
    queryFn: ({ signal }) => api.call(komunikaceZpsZpravaDetail, { params: { pojistenecId, id }, signal }),
  });

/** POST /komunikaceZpravaPrecteno/{id}: answers the new number of unread messages. */
export const markNotificationRead = (api: ApiClient, pojistenecId: string, id: string) =>
  api.call(komunikaceZpravaPrecteno, { params: { pojistenecId, id } });

/** GET /komunikacePoj: the person's threads of one kind; with `vlakno` also that thread's messages. */
export const threadsQuery = (api: ApiClient, pojistenecId: string, druhZpravy: MessageKind, vlakno?: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'komunikacePoj', druhZpravy, vlakno ?? null] as const,
    queryFn: ({ signal }) => api.call(komunikacePoj, { params: { pojistenecId }, query: { druhZpravy, vlakno }, signal }),
  });
