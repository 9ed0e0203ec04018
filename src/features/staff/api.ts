/**
 * Query options and calls of the staff workspace (contract/staff.ts, issue 34). Keys start with
 * 'prac'; the whole cache is cleared when the session ends (app/runtime.ts).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  pracovisteFronta,
  pracovisteOdpoved,
  pracovistePriloha,
  pracovisteSchranka,
  pracovisteVlakno,
  pracovisteVlaknoPriloha,
  pracovisteZadost,
  pracovisteZadostKrok,
  pracovnikJa,
  pracovisteUpozorneni,
} from '../../../contract/routes.gen';
import type { DeliveryState } from '../../../contract/notifications';
import type { FrontaQuery, InboxFilter, KrokVlozit } from '../../../contract/staff';
import type { StaffReplySendInput } from '../../../machines/staffReply/staffReply.machine';
import type { ApiClient } from '../../lib/api-client';

const STAFF = 'prac';

/** GET /prac/ja: the signed-in staff member's name and role (the header). */
export const staffMeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [STAFF, 'ja'] as const,
    queryFn: ({ signal }) => api.call(pracovnikJa, { signal }),
    staleTime: Infinity,
  });

/** Only the set filter values, so the unfiltered queue is one cache entry whatever the URL spelled. */
function compactQueue(query: FrontaQuery): FrontaQuery {
  const result: FrontaQuery = {};
  if (query.filtr && query.filtr !== 'VSE') result.filtr = query.filtr;
  if (query.druh) result.druh = query.druh;
  if (query.stav) result.stav = query.stav;
  return result;
}

export const queueKey = [STAFF, 'zadosti'] as const;

/** GET /prac/zadosti: the open requests, oldest first, filtered. */
export const queueQuery = (api: ApiClient, query: FrontaQuery) => {
  const active = compactQueue(query);
  return queryOptions({
    queryKey: [...queueKey, active] as const,
    queryFn: ({ signal }) => api.call(pracovisteFronta, { query: active, signal }),
  });
};

/** GET /prac/zadosti/{id}: one request with the steps this staff member may take now. */
export const requestQuery = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: [STAFF, 'zadost', id] as const,
    queryFn: ({ signal }) => api.call(pracovisteZadost, { params: { id }, signal }),
  });

/** POST /prac/zadosti/{id}/krok: a step of the lifecycle; answers the request as it is now. */
export const sendStep = (api: ApiClient, id: string, body: KrokVlozit) => api.call(pracovisteZadostKrok, { params: { id }, body });

export const inboxKey = [STAFF, 'vlakna'] as const;

/** GET /prac/vlakna: the threads, unanswered and oldest first. */
export const inboxQuery = (api: ApiClient, filtr: InboxFilter) =>
  queryOptions({
    queryKey: [...inboxKey, filtr] as const,
    queryFn: ({ signal }) => api.call(pracovisteSchranka, { query: { filtr }, signal }),
  });

/** GET /prac/vlakna/{vlakno}: one thread with its messages. */
export const threadQuery = (api: ApiClient, vlakno: string) =>
  queryOptions({
    queryKey: [STAFF, 'vlakno', vlakno] as const,
    queryFn: ({ signal }) => api.call(pracovisteVlakno, { params: { vlakno }, signal }),
  });

/** POST /prac/vlakna/{vlakno}/odpoved (multipart): the text and the files under `files`. */
export function sendReply(api: ApiClient, vlakno: string, input: StaffReplySendInput) {
  const form = new FormData();
  form.append('telo', input.telo);
  for (const file of input.files) form.append('files', file as File, file.name);
  return api.upload(pracovisteOdpoved, form, { params: { vlakno }, onProgress: () => undefined });
}

/** GET /prac/zadosti/{id}/prilohy/{prilohaId}: an attachment of the request. */
export const downloadRequestAttachment = async (api: ApiClient, id: string, prilohaId: number) =>
  (await api.download(pracovistePriloha, { params: { id, prilohaId: String(prilohaId) } })).blob;

/** GET /prac/vlakna/{vlakno}/prilohy/{prilohaId}: an attachment of a message of the thread. */
export const downloadThreadAttachment = async (api: ApiClient, vlakno: string, prilohaId: number) =>
  (await api.download(pracovisteVlaknoPriloha, { params: { vlakno, prilohaId: String(prilohaId) } })).blob;

/** After a step or an answer: the queue and the inbox are read again when next shown. */
export function invalidateLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queueKey });
  void queryClient.invalidateQueries({ queryKey: inboxKey });
}

/** GET /prac/upozorneni: the latest deliveries ('Odeslaná upozornění'), optionally of one state. */
export const deliveriesQuery = (api: ApiClient, stav: DeliveryState | undefined) =>
  queryOptions({
    queryKey: [STAFF, 'upozorneni', stav ?? 'VSE'] as const,
    queryFn: ({ signal }) => api.call(pracovisteUpozorneni, { query: stav ? { stav } : {}, signal }),
    refetchInterval: 10_000,
  });
