/**
 * Upozornění (/komunikace/upozorneni/): the insurer's notifications and answers to the person's
 * questions and consultations, newest first, unread ones marked. Opening one (the detail) marks
 * it read.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { notificationKindLabels } from '../../../contract/enums';
import type { UpozorneniPolozka } from '../../../contract/communication';
import { cardListStyle, linkCardStyle } from '../../components/link-card';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatMomentDay } from '../../lib/display-dates';
import { notificationsQuery } from './api';
import { communicationTexts as t } from './texts';

export function NotificationsPage() {
  return (
    <WithInsuredPerson title={t.UPOZORNENI}>
      {(pojistenecId) => <NotificationsScreen key={pojistenecId} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

function NotificationsScreen({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(notificationsQuery(api, pojistenecId));
  return (
    <Page title={t.UPOZORNENI}>
      <QueryView query={query}>
        {(data) =>
          data.seznamZprav.length === 0 ? (
            <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.ZADNE_UPOZORNENI}</p>
          ) : (
            <>
              <p className={css({ color: 'fg.muted' })} aria-live="polite">
                {t.NEPRECTENYCH(data.pocetNeprectenych)}
              </p>
              <ul className={cardListStyle}>
                {data.seznamZprav.map((item) => (
                  <li key={item.id}>
                    <NotificationCard item={item} pojistenecId={pojistenecId} />
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
    </Page>
  );
}

function NotificationCard({ item, pojistenecId }: { item: UpozorneniPolozka; pojistenecId: string }) {
  return (
    <Link
      to="/komunikace/upozorneni/$pojistenecId/$id"
      params={{ pojistenecId, id: String(item.id) }}
      className={cx(
        linkCardStyle,
        css({ borderLeftWidth: item.precteno ? '1px' : '4px', borderLeftColor: item.precteno ? 'border.default' : 'primary.default' }),
      )}
    >
      <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline', fontSize: 'sm', color: 'fg.muted' })}>
        <span>{notificationKindLabels[item.druh]}</span>
        <span aria-hidden="true">·</span>
        <span>{formatMomentDay(item.datum)}</span>
        {item.precteno ? null : (
          <span
            className={css({
              fontWeight: 'bold',
              color: 'primary.text',
              bg: 'primary.subtle',
              px: '2',
              borderRadius: 'full',
            })}
          >
            {t.NEPRECTENO}
          </span>
        )}
      </span>
      <span className={css({ fontWeight: item.precteno ? 'semibold' : 'bold', fontSize: 'md' })}>{item.nadpis}</span>
      <span className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{item.nahled}</span>
    </Link>
  );
}
