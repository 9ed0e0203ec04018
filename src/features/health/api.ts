/**
 * Query options and keys of the health-record calls (contract/health.ts) that the anamnesis,
 * measurement and emergency screens use. Keys start with ['poj', pojistenecId, <call id>], so
 * everything of one person can be invalidated at once (`personKey(id)`), and one list after a
 * write (`historyKey(kind, id)`).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type AnamnezaDatumPolozka, type AnamnezaNemocnicePolozka, type AnamnezaPopisPolozka } from '../../../contract/health';
import {
  anamneza,
  anamnezaAlergie,
  anamnezaAlergieSmazat,
  anamnezaAlergieUpravit,
  anamnezaAlergieVlozit,
  anamnezaMereni,
  anamnezaNemoc,
  anamnezaNemocnice,
  anamnezaNemocniceSmazat,
  anamnezaNemocniceUpravit,
  anamnezaNemocniceVlozit,
  anamnezaNemocSmazat,
  anamnezaNemocUpravit,
  anamnezaNemocVlozit,
  anamnezaOperace,
  anamnezaOperaceSmazat,
  anamnezaOperaceUpravit,
  anamnezaOperaceVlozit,
  anamnezaUrazy,
  anamnezaUrazySmazat,
  anamnezaUrazyUpravit,
  anamnezaUrazyVlozit,
  mojeDokumenty,
  pojistenecEmergentniUdaje,
} from '../../../contract/routes.gen';
import { ciselnik } from '../../../contract/routes.gen';
import { type CardLanguage } from '../../../contract/enums';
import { emergentniKarta, emergentniOdkazVytvorit, emergentniOdkazy, emergentniOdkazZrusit } from '../../../contract/routes.gen';
import type { ApiClient } from '../../lib/api-client';
import { personKey } from '../../lib/query-keys';

export const anamnezaQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'anamneza'] as const,
    queryFn: ({ signal }) => api.call(anamneza, { params: { pojistenecId }, signal }),
  });

export const mereniQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'anamnezaMereni'] as const,
    queryFn: ({ signal }) => api.call(anamnezaMereni, { params: { pojistenecId }, signal }),
  });

export const dokumentyQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'mojeDokumenty'] as const,
    queryFn: ({ signal }) => api.call(mojeDokumenty, { params: { pojistenecId }, signal }),
  });

export const emergencyQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'pojistenecEmergentniUdaje'] as const,
    queryFn: ({ signal }) => api.call(pojistenecEmergentniUdaje, { params: { pojistenecId }, signal }),
  });

/** A code list (GET /data/ciselnik): it changes rarely, so it stays fresh for the session. */
export const ciselnikQuery = (api: ApiClient, name: string) =>
  queryOptions({
    queryKey: ['ciselnik', name] as const,
    queryFn: ({ signal }) => api.call(ciselnik, { query: { ciselnik: name }, signal }),
    staleTime: Infinity,
  });

// Allergies, illnesses, hospital stays, operations, injuries ----------------------------------

export type HistoryKind = 'alergie' | 'nemoc' | 'nemocnice' | 'operace' | 'urazy';

/** The item of each kind's list. */
export interface HistoryItemOf {
  alergie: AnamnezaPopisPolozka;
  nemoc: AnamnezaPopisPolozka;
  nemocnice: AnamnezaNemocnicePolozka;
  operace: AnamnezaDatumPolozka;
  urazy: AnamnezaDatumPolozka;
}
export type HistoryItem = HistoryItemOf[HistoryKind];

/** The calls of each kind (the contract's list, create, update, remove) and the list's key in the answer. */
export const historyCalls = {
  alergie: {
    list: anamnezaAlergie,
    create: anamnezaAlergieVlozit,
    update: anamnezaAlergieUpravit,
    remove: anamnezaAlergieSmazat,
    listKey: 'seznamAlergii',
  },
  nemoc: {
    list: anamnezaNemoc,
    create: anamnezaNemocVlozit,
    update: anamnezaNemocUpravit,
    remove: anamnezaNemocSmazat,
    listKey: 'seznamNemoci',
  },
  nemocnice: {
    list: anamnezaNemocnice,
    create: anamnezaNemocniceVlozit,
    update: anamnezaNemocniceUpravit,
    remove: anamnezaNemocniceSmazat,
    listKey: 'seznamPobytu',
  },
  operace: {
    list: anamnezaOperace,
    create: anamnezaOperaceVlozit,
    update: anamnezaOperaceUpravit,
    remove: anamnezaOperaceSmazat,
    listKey: 'seznamOperaci',
  },
  urazy: {
    list: anamnezaUrazy,
    create: anamnezaUrazyVlozit,
    update: anamnezaUrazyUpravit,
    remove: anamnezaUrazySmazat,
    listKey: 'seznamUrazu',
  },
} as const;

export const historyKey = (kind: HistoryKind, pojistenecId: string) => [...personKey(pojistenecId), historyCalls[kind].list.id] as const;

/** The list of one kind, as an array of its items. */
export const historyQuery = <K extends HistoryKind>(api: ApiClient, kind: K, pojistenecId: string) =>
  queryOptions({
    queryKey: historyKey(kind, pojistenecId),
    queryFn: async ({ signal }): Promise<HistoryItemOf[K][]> => {
      const calls = historyCalls[kind];
      const answer = (await api.call(calls.list as typeof anamnezaAlergie, { params: { pojistenecId }, signal })) as Record<
        string,
        unknown
      >;
      return answer[calls.listKey] as HistoryItemOf[K][];
    },
  });

/** Creates (no id) or changes (id) an item of a kind. The body is the contract schema's output. */
export async function saveHistoryItem(
  api: ApiClient,
  kind: HistoryKind,
  pojistenecId: string,
  body: unknown,
  id?: number,
): Promise<unknown> {
  const calls = historyCalls[kind];
  // The five kinds share one shape of call; their bodies were validated by the kind's own schema.
  if (id === undefined) return api.call(calls.create as typeof anamnezaAlergieVlozit, { params: { pojistenecId }, body: body as never });
  return api.call(calls.update as typeof anamnezaAlergieUpravit, { params: { pojistenecId, id: String(id) }, body: body as never });
}

export async function removeHistoryItem(api: ApiClient, kind: HistoryKind, pojistenecId: string, id: number): Promise<unknown> {
  return api.call(historyCalls[kind].remove as typeof anamnezaAlergieSmazat, { params: { pojistenecId, id: String(id) } });
}

/** After a write: the list refetches; documents too (a link may have changed). */
export async function invalidateHistory(client: QueryClient, kind: HistoryKind, pojistenecId: string): Promise<void> {
  await client.invalidateQueries({ queryKey: historyKey(kind, pojistenecId) });
}

// Emergency card in English and its share links ------------------------------------------------

export const emergencyCardQuery = (api: ApiClient, pojistenecId: string, jazyk: CardLanguage) =>
  queryOptions({
    queryKey: [...personKey(pojistenecId), 'emergentniKarta', jazyk] as const,
    queryFn: ({ signal }) => api.call(emergentniKarta, { params: { pojistenecId }, query: { jazyk }, signal }),
  });

export const shareLinksQueryKey = (pojistenecId: string) => [...personKey(pojistenecId), 'emergentniOdkazy'] as const;

export const shareLinksQuery = (api: ApiClient, pojistenecId: string) =>
  queryOptions({
    queryKey: shareLinksQueryKey(pojistenecId),
    queryFn: ({ signal }) => api.call(emergentniOdkazy, { params: { pojistenecId }, signal }),
  });

export const createShareLink = (api: ApiClient, pojistenecId: string, body: { platnostHodin: number; jazyk?: CardLanguage }) =>
  api.call(emergentniOdkazVytvorit, { params: { pojistenecId }, body });

export const revokeShareLink = (api: ApiClient, pojistenecId: string, id: number) =>
  api.call(emergentniOdkazZrusit, { params: { pojistenecId, id: String(id) } });
