import { useQuery } from '@tanstack/react-query';
import { widgetZpravyNeprectene } from '../../contract/routes.gen';
import type { PersonIdWire } from '../../contract/ids';
import { useApi } from './use-session';

/** Unread messages are app state: the header's bell and the start page's widget both show them. */
export function unreadQueryKey(pojistenecId: PersonIdWire) {
  return ['widgetZpravyNeprectene', pojistenecId] as const;
}

/** The number of unread messages of one represented person (widgetZpravyNeprectene). */
export function useUnreadCount(pojistenecId: PersonIdWire | undefined) {
  const api = useApi();
  const query = useQuery({
    queryKey: unreadQueryKey(pojistenecId ?? 0),
    enabled: pojistenecId !== undefined,
    queryFn: () => api.call(widgetZpravyNeprectene, { query: { pojistenecId: String(pojistenecId) } }),
    select: (data) => data.prehledZastupu.find((item) => item.pojistenecId === pojistenecId)?.pocet ?? 0,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
  return query;
}
