import { useQuery } from '@tanstack/react-query';
import { widgetZpravyNeprectene } from '../../contract/routes.gen';
import type { PersonIdWire } from '../../contract/ids';
import { useApi } from './use-session';

/** Unread messages are app state: the header's bell, the person switcher and the start page all show them. */
export function unreadQueryKey(pojistenecId: PersonIdWire) {
  return ['widgetZpravyNeprectene', pojistenecId] as const;
}

/** Unread messages per represented person, in the order of the switcher. */
export interface FamilyUnread {
  /** Of every person the user represents: the number on the bell. */
  total: number;
  perPerson: ReadonlyArray<{ pojistenecId: PersonIdWire; pocet: number }>;
}

/**
 * One query for every represented person's unread messages (widgetZpravyNeprectene with
 * pozadavekDetail=ANO: the server counts them for each person the user represents); each hook
 * selects what its view shows.
 */
function useUnreadQuery<T>(pojistenecId: PersonIdWire | undefined, select: (data: { prehledZastupu: FamilyUnread['perPerson'] }) => T) {
  const api = useApi();
  return useQuery({
    queryKey: unreadQueryKey(pojistenecId ?? 0),
    enabled: pojistenecId !== undefined,
    queryFn: () => api.call(widgetZpravyNeprectene, { query: { pojistenecId: String(pojistenecId), pozadavekDetail: 'ANO' } }),
    select,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

/** The number of unread messages of one represented person (the start page's widget). */
export function useUnreadCount(pojistenecId: PersonIdWire | undefined) {
  return useUnreadQuery(pojistenecId, (data) => data.prehledZastupu.find((item) => item.pojistenecId === pojistenecId)?.pocet ?? 0);
}

const family = (data: { prehledZastupu: FamilyUnread['perPerson'] }): FamilyUnread => ({
  total: data.prehledZastupu.reduce((sum, item) => sum + item.pocet, 0),
  perPerson: data.prehledZastupu,
});

/** The unread messages of everyone the user represents: the bell's total and each person's count. */
export function useFamilyUnread(pojistenecId: PersonIdWire | undefined) {
  return useUnreadQuery(pojistenecId, family);
}
