/**
 * Query options of the insurer's notifications (contract/communication.ts). Keys start with
 * ['poj', pojistenecId, …] like every per-person call, so a person switch or sign-out clears them.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  komunikacePoj,
  komunikacePojZpravaVlozit,
  komunikaceZps,
  komunikaceZpsZpravaDetail,
  komunikaceZpravaPrecteno,
  komunikaceZpravyPrectenoVse,
} from '../../../contract/routes.gen';
import type { ComposerSendInput } from '../../../machines/messageComposer/messageComposer.machine';
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

/** POST /komunikaceZpravyPrectenoVse: marks all of the person's notifications read ("Označit vše jako přečtené"). */
export const markAllNotificationsRead = (api: ApiClient, pojistenecId: string) =>
  api.call(komunikaceZpravyPrectenoVse, { params: { pojistenecId } });

/** GET /komunikacePoj: the person's threads of one kind; with `vlakno` also that thread's messages. */
export const threadsQuery = (api: ApiClient, pojistenecId: string, druhZpravy: MessageKind, vlakno?: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'komunikacePoj', druhZpravy, vlakno ?? null] as const,
    queryFn: ({ signal }) => api.call(komunikacePoj, { params: { pojistenecId }, query: { druhZpravy, vlakno }, signal }),
  });

/** POST /komunikacePojZpravaVlozit (multipart): the message, its files under `files`, the draft's idempotency key. */
export function sendMessage(api: ApiClient, pojistenecId: string, input: ComposerSendInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input.body)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(key, String(value));
  }
  form.append('idempotencniKlic', input.key);
  for (const file of input.files) form.append('files', file as File, file.name);
  return api.upload(komunikacePojZpravaVlozit, form, { params: { pojistenecId }, onProgress: () => undefined });
}
