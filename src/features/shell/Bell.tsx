import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { badge, iconButton } from '../../../styled-system/recipes';
import { widgetZpravyNeprectene } from '../../../contract/general';
import { IconBell } from '../../components/icons';
import { cs } from '../../texts/cs';
import { useApi } from '../session/use-session';
import { badgeText } from './badge';

/** The bell link with its badge; `count` undefined while unknown. */
export function BellLink({ count }: { count: number | undefined }) {
  const text = badgeText(count);
  return (
    <Link
      to="/komunikace/upozorneni/"
      className={iconButton({ tone: 'onPrimary' })}
      aria-label={count === undefined ? cs.WIDGET_ZPRAVY : cs.ZPRAVY_NEPRECTENE(count)}
    >
      <IconBell />
      {text ? (
        // drawn by CSS (::before) so the badge text does not compete with the link's name
        <span aria-hidden="true" data-testid="bell-badge" data-badge={text} className={css({ position: 'absolute', top: '1', left: '6' })}>
          <span className={cx(badge({ tone: 'onPrimary' }), css({ _before: { content: 'attr(data-badge)' } }))} data-badge={text} />
        </span>
      ) : null}
    </Link>
  );
}

export function unreadQueryKey(pojistenecId: number) {
  return ['widgetZpravyNeprectene', pojistenecId] as const;
}

/** The number of unread messages of one represented person (widgetZpravyNeprectene). */
export function useUnreadCount(pojistenecId: number | undefined) {
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

/** The header's notification bell for the current represented person. */
export function NotificationBell({ pojistenecId }: { pojistenecId: number | undefined }) {
  const query = useUnreadCount(pojistenecId);
  return <BellLink count={query.data} />;
}
