/**
 * Objednání na pobočku (/komunikace/objednavky/): 'Objednat se na pobočku' and 'Moje objednávky' —
 * the upcoming bookings, earliest first, each with 'Přesunout' and 'Zrušit' (asked once in a
 * dialog), then the past and cancelled ones. For the represented person.
 */
import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { badge, button, card } from '../../../styled-system/recipes';
import { appointmentReasonLabels, appointmentStateLabels, branchTown, shortTime, type Objednavka } from '../../../contract/appointments';
import { InfoRows } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { useApi, useDialogQueue } from '../../app';
import { WithHealthPerson } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { bookingsQuery, cancelBooking, invalidateBookings } from './api';
import { BranchLines } from './BookingPage';
import { slotDay, slotTime } from './format';
import { appointmentTexts as t } from './texts';

export function AppointmentsPage() {
  return (
    <WithHealthPerson title={t.NADPIS}>
      {(person) => (
        <Page title={t.NADPIS}>
          <p className={css({ maxW: '65ch' })}>{t.UVOD}</p>
          <div>
            <Link to="/komunikace/objednavky/nova" className={button({ variant: 'solid' })}>
              {t.OBJEDNAT}
            </Link>
          </div>
          <Bookings key={person.pojistenecId} pojistenecId={person.pojistenecId} />
        </Page>
      )}
    </WithHealthPerson>
  );
}

const listStyle = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' });

function Bookings({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(bookingsQuery(api, pojistenecId));
  return (
    <QueryView query={query}>
      {({ nadchazejici, minule }) => (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <section aria-labelledby="objednavky-nadchazejici" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            <h2 id="objednavky-nadchazejici" className={css({ textStyle: 'sectionTitle' })}>
              {t.MOJE_OBJEDNAVKY}
            </h2>
            {nadchazejici.length === 0 ? (
              <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.ZADNE_NADCHAZEJICI}</p>
            ) : (
              <ul className={listStyle}>
                {nadchazejici.map((booking) => (
                  <li key={booking.id}>
                    <BookingCard booking={booking} pojistenecId={pojistenecId} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {minule.length > 0 ? (
            <section aria-labelledby="objednavky-minule" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              <h2 id="objednavky-minule" className={css({ textStyle: 'sectionTitle' })}>
                {t.MINULE}
              </h2>
              <ul className={listStyle}>
                {minule.map((booking) => (
                  <li key={booking.id}>
                    <BookingCard booking={booking} pojistenecId={pojistenecId} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </QueryView>
  );
}

function BookingCard({ booking, pojistenecId }: { booking: Objednavka; pojistenecId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm } = useDialogQueue();
  const upcoming = booking.stav === 'OBJEDNANO';
  const headingId = `objednavka-${booking.id}`;
  const when = `${formatDay(booking.den)} v ${shortTime(booking.cas)}`;
  const cancel = () =>
    confirm({
      title: t.ZRUSIT_NADPIS,
      question: t.ZRUSIT_OTAZKA(when, branchTown(booking.pobocka)),
      confirmLabel: t.ZRUSIT_POTVRDIT,
      cancelLabel: t.PONECHAT,
      tone: 'danger',
      onConfirm: async () => {
        try {
          await cancelBooking(api, pojistenecId, booking.id);
          notify.success(t.ZRUSENO);
        } finally {
          await invalidateBookings(queryClient, pojistenecId);
        }
      },
    });
  return (
    <article aria-labelledby={headingId} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline', justifyContent: 'space-between' })}>
        <h3 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'bold', color: upcoming ? 'fg.default' : 'fg.muted' })}>
          {slotDay(booking.den)}, {slotTime(booking.cas, booking.delka)}
        </h3>
        <span className={badge({ tone: upcoming ? 'primary' : 'neutral' })}>{appointmentStateLabels[booking.stav]}</span>
      </div>
      <InfoRows
        rows={[
          [t.POBOCKA, <BranchLines key="pobocka" code={booking.pobocka} />],
          [t.DUVOD, appointmentReasonLabels[booking.duvod]],
        ]}
      />
      {upcoming ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Link
            to="/komunikace/objednavky/$id/presunuti"
            params={{ id: String(booking.id) }}
            className={button({ variant: 'outline' })}
            aria-label={`${t.PRESUNOUT}: ${when}`}
          >
            {t.PRESUNOUT}
          </Link>
          <button type="button" className={button({ variant: 'outline' })} onClick={cancel} aria-label={`${t.ZRUSIT}: ${when}`}>
            {t.ZRUSIT}
          </button>
        </div>
      ) : null}
    </article>
  );
}
