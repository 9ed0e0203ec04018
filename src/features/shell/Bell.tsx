import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { badge, iconButton } from '../../../styled-system/recipes';
import { IconBell } from '../../components/icons';
import { cs } from '../../texts/cs';
import type { PersonIdWire } from '../../../contract/ids';
import { useFamilyUnread } from '../../app/unread';
import { badgeText } from './badge';

/** The bell link with its badge; `count` undefined while unknown; `family` when it counts several represented persons. */
export function BellLink({ count, family = false }: { count: number | undefined; family?: boolean }) {
  const text = badgeText(count);
  return (
    <Link
      to="/komunikace/upozorneni/"
      className={iconButton({ tone: 'onPrimary' })}
      aria-label={count === undefined ? cs.WIDGET_ZPRAVY : family ? cs.ZPRAVY_NEPRECTENE_VSECH(count) : cs.ZPRAVY_NEPRECTENE(count)}
    >
      <IconBell />
      {text ? (
        // drawn by CSS (::before) so the badge text does not compete with the link's name
        <span aria-hidden="true" data-testid="bell-badge" data-badge={text} className={css({ position: 'absolute', top: '1', right: '0' })}>
          <span className={cx(badge({ tone: 'onPrimary' }), css({ _before: { content: 'attr(data-badge)' } }))} data-badge={text} />
        </span>
      ) : null}
    </Link>
  );
}

/** The header's notification bell: the unread messages of every person the user represents (a parent learns of a child's). */
export function NotificationBell({ pojistenecId }: { pojistenecId: PersonIdWire | undefined }) {
  const query = useFamilyUnread(pojistenecId);
  return <BellLink count={query.data?.total} family={(query.data?.perPerson.length ?? 0) > 1} />;
}
