/**
 * Upozornění (/komunikace/upozorneni/): the insurer's notifications and answers to the person's
 * questions and consultations, newest first, unread ones marked. Opening one (the detail) marks
 * it read; "Označit vše jako přečtené" marks them all at once. Compact rows on phones (issue 37).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { notificationKindLabels } from '../../../contract/enums';
import type { UpozorneniPolozka } from '../../../contract/communication';
import { linkCardStyle } from '../../components/link-card';
import { notify } from '../../components/ui/toaster';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatMomentDay } from '../../lib/display-dates';
import { markAllNotificationsRead, notificationsQuery, notificationsQueryKey } from './api';
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
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
                <p className={css({ color: 'fg.muted' })} aria-live="polite">
                  {t.NEPRECTENYCH(data.pocetNeprectenych)}
                </p>
                {data.pocetNeprectenych > 0 ? <MarkAllRead pojistenecId={pojistenecId} /> : null}
              </div>
              <ul className={compactListStyle}>
                {data.seznamZprav.map((item) => (
                  <li key={item.id}>
                    <NotificationCard item={item} pojistenecId={pojistenecId} />
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      </QueryView>
    </Page>
  );
}

const compactListStyle = css({ display: 'flex', flexDirection: 'column', gap: { base: '2', md: '3' }, listStyle: 'none', p: '0', m: '0' });

function MarkAllRead({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => markAllNotificationsRead(api, pojistenecId),
    onSuccess: async () => {
      notify.success(t.OZNACENO_VSE);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['widgetZpravyNeprectene'] }),
        queryClient.invalidateQueries({ queryKey: notificationsQueryKey(pojistenecId) }),
      ]);
    },
    onError: () => notify.error(t.OZNACIT_VSE_CHYBA),
  });
  return (
    <button type="button" className={button({ variant: 'outline' })} disabled={mutation.isPending} onClick={() => mutation.mutate()}>
      {t.OZNACIT_VSE}
    </button>
  );
}

function NotificationCard({ item, pojistenecId }: { item: UpozorneniPolozka; pojistenecId: string }) {
  return (
    <Link
      to="/komunikace/upozorneni/$pojistenecId/$id"
      params={{ pojistenecId, id: String(item.id) }}
      className={cx(
        linkCardStyle,
        css({ p: { base: '3', md: '4' }, gap: { base: '0.5', md: '1' } }),
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
      <span className={css({ color: 'fg.muted', overflowWrap: 'anywhere', lineClamp: { base: '1', md: '2' } })}>{item.nahled}</span>
    </Link>
  );
}
