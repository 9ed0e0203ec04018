/**
 * Přesunout objednávku (/komunikace/objednavky/{id}/presunuti): the appointmentMove flow — another
 * free time at the same branch, the review with the time now and the new one — then the booking at
 * its new time. The server moves it at once: the old time is given up only when the new one is
 * taken. A booking that is not the person's, or no longer ahead, cannot be moved.
 */
import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { appointmentReasonLabels, type Objednavka } from '../../../contract/appointments';
import { InfoRows } from '../../components/InfoRows';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { wizardSectionStyle } from '../../components/wizard-styles';
import { WizardFooter } from '../../components/WizardFooter';
import { useApi } from '../../app';
import { personFormTitle, WithHealthPerson } from '../../app/person-page';
import { cs } from '../../texts/cs';
import { bookingsQuery, invalidateBookings, moveBooking } from './api';
import { BackToBookings, BranchLines, Done, FailedSend, StepHeading, useStepFocus } from './BookingPage';
import { slotWhen } from './format';
import { SlotPicker } from './SlotPicker';
import { appointmentTexts as t } from './texts';
import { useAppointmentMove } from './use-appointment-booking';

export function MovePage({ id }: { id: string }) {
  const api = useApi();
  return (
    <WithHealthPerson title={t.PRESUN_NADPIS}>
      {(person) => (
        <Page title={personFormTitle(t.PRESUN_NADPIS, person)}>
          <BackToBookings />
          <MoveScreen key={person.pojistenecId} pojistenecId={person.pojistenecId} id={id} api={api} />
        </Page>
      )}
    </WithHealthPerson>
  );
}

function MoveScreen({ pojistenecId, id, api }: { pojistenecId: string; id: string; api: ReturnType<typeof useApi> }) {
  const query = useQuery(bookingsQuery(api, pojistenecId));
  // The booking as it was when the wizard opened: the refetch after the move must not replace the confirmation.
  const opened = useRef<Objednavka | null>(null);
  const [run, setRun] = useState(0);
  return (
    <QueryView query={query}>
      {(lists) => {
        opened.current ??= lists.nadchazejici.find((booking) => String(booking.id) === id) ?? null;
        const found = opened.current;
        if (!found) {
          const past = lists.minule.some((booking) => String(booking.id) === id);
          return past ? <p className={cx(card(), css({ fontWeight: 'semibold' }))}>{t.NELZE_PRESUNOUT}</p> : <NotFound />;
        }
        return <MoveWizard key={run} pojistenecId={pojistenecId} booking={found} onRestart={() => setRun((count) => count + 1)} />;
      }}
    </QueryView>
  );
}

function MoveWizard({ pojistenecId, booking, onRestart }: { pojistenecId: string; booking: Objednavka; onRestart: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { step, draft, fieldErrors, error, answer, events } = useAppointmentMove({
    pojistenecId,
    booking,
    submit: async ({ id, body }) => {
      try {
        return await moveBooking(api, pojistenecId, id, body.termin);
      } finally {
        void invalidateBookings(queryClient, pojistenecId);
      }
    },
    onRestart,
  });
  const shown = step === 'submitting' || step === 'failed' ? 'review' : step === 'done' ? null : step;
  const { headingRef, formRef } = useStepFocus(shown ?? step, fieldErrors);

  if (step === 'done' && answer) {
    return (
      <Done headingRef={headingRef} title={t.PRESUNUTO}>
        <InfoRows
          rows={[
            [t.POBOCKA, <BranchLines key="pobocka" code={answer.pobocka} />],
            [t.TERMIN, slotWhen(answer)],
            [t.DUVOD, appointmentReasonLabels[answer.duvod]],
          ]}
        />
      </Done>
    );
  }
  if (!shown) return null;
  const sending = step === 'submitting';
  return (
    <>
      <section aria-labelledby="presun-puvodni" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
        <h2 id="presun-puvodni" className={css({ textStyle: 'sectionTitle' })}>
          {t.PRESOUVATE}
        </h2>
        <InfoRows
          rows={[
            [t.POBOCKA, <BranchLines key="pobocka" code={booking.pobocka} />],
            [t.TERMIN, slotWhen(booking)],
            [t.DUVOD, appointmentReasonLabels[booking.duvod]],
          ]}
        />
      </section>
      <section aria-labelledby="objednavka-krok" aria-busy={sending || undefined} className={wizardSectionStyle}>
        <StepHeading headingRef={headingRef} id="objednavka-krok" number={shown === 'review' ? 2 : 1} of={2}>
          {shown === 'review' ? t.PRESUN_KONTROLA : t.KROK_TERMIN}
        </StepHeading>
        <form
          ref={formRef}
          noValidate
          aria-labelledby="objednavka-krok"
          onSubmit={(event) => {
            event.preventDefault();
            if (shown === 'review') events.confirm();
            else events.next(draft);
          }}
          className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
        >
          {shown === 'termin' ? (
            <SlotPicker
              pojistenecId={pojistenecId}
              pobocka={booking.pobocka}
              exclude={booking.terminId}
              value={draft.termin}
              error={fieldErrors.termin}
              onChange={(termin) => events.change({ termin })}
            />
          ) : (
            <>
              <InfoRows
                rows={[
                  [t.NYNI, slotWhen(booking)],
                  [t.NOVE, draft.termin ? slotWhen(draft.termin) : ''],
                ]}
              />
              <FailedSend step={step} error={error} />
            </>
          )}
          <WizardFooter
            onBack={shown === 'review' ? events.back : undefined}
            busy={sending}
            busyLabel={t.ODESILANI}
            spinner
            label={shown === 'review' ? (step === 'failed' ? cs.ZKUSIT_ZNOVU : t.PRESUNOUT_POTVRDIT) : cs.POKRACOVAT}
          />
        </form>
      </section>
    </>
  );
}
