/**
 * Detail upozornění (/komunikace/upozorneni/{pojistenecId}/{id}): the whole text; an unread one is
 * marked read once shown, and the bell and the start page's widget drop at once (their query is
 * invalidated, no reload). An answer links to the thread it answers.
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { notificationKindLabels } from '../../../contract/enums';
import type { UpozorneniDetail } from '../../../contract/communication';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { formatMomentDay } from '../../lib/display-dates';
import { markNotificationRead, notificationQuery, notificationsQueryKey } from './api';
import { communicationTexts as t } from './texts';

const linkStyle = css({
  color: 'primary.text',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '44px',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});

export function NotificationDetailPage({ pojistenecId, id }: { pojistenecId: string; id: string }) {
  const api = useApi();
  const query = useQuery(notificationQuery(api, pojistenecId, id));
  useMarkRead(pojistenecId, id, query.data);
  return (
    <Page title={query.data?.nadpis ?? t.DETAIL_UPOZORNENI}>
      <Link to="/komunikace/upozorneni" className={linkStyle}>
        {t.ZPET_NA_SEZNAM}
      </Link>
      <QueryView query={query}>{(detail) => <NotificationText detail={detail} />}</QueryView>
    </Page>
  );
}

/** Reports the reading once per shown unread notification, then refreshes the list and the counts. */
function useMarkRead(pojistenecId: string, id: string, detail: UpozorneniDetail | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!detail || detail.precteno || reported.current === id) return;
    reported.current = id;
    markNotificationRead(api, pojistenecId, id)
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['widgetZpravyNeprectene'] }),
          queryClient.invalidateQueries({ queryKey: notificationsQueryKey(pojistenecId) }),
        ]),
      )
      // Not being marked read is harmless: the next opening tries again.
      .catch(() => {
        reported.current = null;
      });
  }, [api, queryClient, pojistenecId, id, detail]);
}

function NotificationText({ detail }: { detail: UpozorneniDetail }) {
  return (
    <article className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {notificationKindLabels[detail.druh]} · {t.PRIJATO(formatMomentDay(detail.datum))}
      </p>
      <div className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: '1.6' })}>{detail.telo}</div>
      {detail.vlakno && detail.druhVlakna === 'DOTAZ' ? (
        <Link to="/komunikace/komunikace-se-zps/{-$vlakno}" params={{ vlakno: detail.vlakno }} className={linkStyle}>
          {t.OTEVRIT_DOTAZ}
        </Link>
      ) : null}
      {detail.vlakno && detail.druhVlakna === 'KONZULTACE' ? (
        <Link to="/komunikace/konzultace-zdravotniho-problemu/{-$vlakno}" params={{ vlakno: detail.vlakno }} className={linkStyle}>
          {t.OTEVRIT_KONZULTACI}
        </Link>
      ) : null}
    </article>
  );
}
