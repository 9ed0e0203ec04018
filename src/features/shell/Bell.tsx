import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { badge, iconButton } from '../../../styled-system/recipes';
import { IconBell } from '../../components/icons';
import { cs } from '../../texts/cs';
import type { PersonIdWire } from '../../../contract/ids';
import { useUnreadCount } from '../../app/unread';
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

/** The header's notification bell for the current represented person. */
export function NotificationBell({ pojistenecId }: { pojistenecId: PersonIdWire | undefined }) {
  const query = useUnreadCount(pojistenecId);
  return <BellLink count={query.data} />;
}
