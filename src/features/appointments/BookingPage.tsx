/**
 * Objednat se na pobočku (/komunikace/objednavky/nova): the appointmentBooking flow
 * (use-appointment-booking.ts) — the branch with its address and hours, a day and a free time, what
 * the person comes with, the review — then 'Jste objednáni' with a link to Moje objednávky. For the
 * represented person (a parent books for a child); a slot taken meanwhile brings the person back to
 * the times with the server's message.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import {
  appointmentReasonLabels,
  appointmentReasons,
  branchStreet,
  branchTown,
  isAppointmentBranch,
  type AppointmentBranch,
  type AppointmentReason,
} from '../../../contract/appointments';
import { bookingSteps, type BookingInputStep } from '../../../machines/appointmentBooking/appointmentBooking.machine';
import { RadioGroup } from '../../components/form';
import { IconCheck, IconChevronLeft } from '../../components/icons';
import { InfoRows } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { actionsStyle, stepHeadingStyle, wizardSectionStyle } from '../../components/wizard-styles';
import { WizardFooter } from '../../components/WizardFooter';
import { useApi } from '../../app';
import { backLinkStyle, personFormTitle, WithHealthPerson, type PersonWithId } from '../../app/person-page';
import { cs } from '../../texts/cs';
import { bookSlot, invalidateBookings } from './api';
import { BranchChoice } from './BranchChoice';
import { slotWhen } from './format';
import { SlotPicker } from './SlotPicker';
import { appointmentTexts as t } from './texts';
import { useAppointmentBooking } from './use-appointment-booking';

export function BookingPage() {
  return (
    <WithHealthPerson title={t.OBJEDNAT}>
      {(person) => (
        <Page title={personFormTitle(t.OBJEDNAT, person)}>
          <BackToBookings />
          <BookingRun key={person.pojistenecId} person={person} />
        </Page>
      )}
    </WithHealthPerson>
  );
}

export function BackToBookings() {
  return (
    <Link to="/komunikace/objednavky/" className={backLinkStyle}>
      <IconChevronLeft size={20} />
      {t.ZPET_NA_OBJEDNAVKY}
    </Link>
  );
}

/** A new booking after the browser's Back from the confirmation: a fresh wizard. */
function BookingRun({ person }: { person: PersonWithId }) {
  const [run, setRun] = useState(0);
  return <BookingWizard key={run} person={person} onRestart={() => setRun((count) => count + 1)} />;
}

const stepTitles: Record<BookingInputStep | 'review', string> = {
  pobocka: t.KROK_POBOCKA,
  termin: t.KROK_TERMIN,
  duvod: t.KROK_DUVOD,
  review: t.KROK_KONTROLA,
};
const allSteps: Array<BookingInputStep | 'review'> = [...bookingSteps, 'review'];

/** The heading of a new step takes the focus (not on the first render); the first invalid field after a refusal. */
export function useStepFocus(shown: string | null, fieldErrors: Record<string, string[]>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [shown]);
  useEffect(() => {
    if (!Object.keys(fieldErrors).length) return;
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('input')
    )?.focus();
  }, [fieldErrors]);
  return { headingRef, formRef };
}

function BookingWizard({ person, onRestart }: { person: PersonWithId; onRestart: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { pojistenecId } = person;
  const { step, draft, fieldErrors, error, answer, events } = useAppointmentBooking({
    pojistenecId,
    submit: async ({ body }) => {
      try {
        return await bookSlot(api, pojistenecId, body);
      } finally {
        // Booked or refused (taken meanwhile): the lists and the free slots are read again.
        void invalidateBookings(queryClient, pojistenecId);
      }
    },
    onRestart,
  });
  const shown = step === 'submitting' || step === 'failed' ? 'review' : step === 'done' ? null : step;
  const { headingRef, formRef } = useStepFocus(shown ?? step, fieldErrors);

  if (step === 'done' && answer) {
    return (
      <Done headingRef={headingRef} title={t.HOTOVO}>
        <InfoRows
          rows={[
            [t.POBOCKA, <BranchLines key="pobocka" code={answer.pobocka} />],
            [t.TERMIN, slotWhen(answer)],
            [t.DUVOD, appointmentReasonLabels[answer.duvod]],
          ]}
        />
        <p>{t.HOTOVO_TEXT}</p>
      </Done>
    );
  }
  if (!shown) return null;
  const sending = step === 'submitting';
  const branch = isAppointmentBranch(draft.pobocka) ? draft.pobocka : null;
  return (
    <section aria-labelledby="objednavka-krok" aria-busy={sending || undefined} className={wizardSectionStyle}>
      <StepHeading headingRef={headingRef} id="objednavka-krok" number={allSteps.indexOf(shown) + 1} of={allSteps.length}>
        {stepTitles[shown]}
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
        {shown === 'pobocka' ? (
          <BranchChoice value={draft.pobocka} error={fieldErrors.pobocka} onChange={(pobocka) => events.change({ pobocka })} />
        ) : null}
        {shown === 'termin' && branch ? (
          <>
            <p className={css({ fontWeight: 'semibold' })}>
              {t.POBOCKA}: {branchTown(branch)}, {branchStreet(branch)}
            </p>
            <SlotPicker
              pojistenecId={pojistenecId}
              pobocka={branch}
              value={draft.termin}
              error={fieldErrors.termin}
              onChange={(termin) => events.change({ termin })}
            />
          </>
        ) : null}
        {shown === 'duvod' ? (
          <RadioGroup
            name="duvod"
            label={t.DUVOD}
            hint={t.DUVOD_NAPOVEDA}
            required
            value={draft.duvod}
            error={fieldErrors.duvod}
            onChange={(duvod) => events.change({ duvod })}
            options={appointmentReasons.map((value) => ({ value, label: appointmentReasonLabels[value] }))}
          />
        ) : null}
        {shown === 'review' ? (
          <>
            <InfoRows
              rows={[
                ...(person.actingFor && person.name ? [[t.PRO_KOHO, person.name] as const] : []),
                [t.POBOCKA, branch ? <BranchLines key="pobocka" code={branch} /> : ''],
                [t.TERMIN, draft.termin ? slotWhen(draft.termin) : ''],
                [t.DUVOD, appointmentReasonLabels[draft.duvod as AppointmentReason] ?? ''],
              ]}
            />
            <FailedSend step={step} error={error} />
          </>
        ) : null}
        <WizardFooter
          onBack={shown !== 'pobocka' ? events.back : undefined}
          busy={sending}
          busyLabel={t.ODESILANI}
          spinner
          label={shown === 'review' ? (step === 'failed' ? cs.ZKUSIT_ZNOVU : t.OBJEDNAT_SE) : cs.POKRACOVAT}
        />
      </form>
    </section>
  );
}

export function BranchLines({ code }: { code: AppointmentBranch }) {
  return (
    <>
      <span className={css({ display: 'block', fontWeight: 'semibold' })}>{branchTown(code)}</span>
      <span className={css({ display: 'block', color: 'fg.muted' })}>{branchStreet(code)}</span>
    </>
  );
}

export function StepHeading({
  headingRef,
  id,
  number,
  of,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  id: string;
  number: number;
  of: number;
  children: ReactNode;
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'primary.text' })}>{t.KROK(number, of)}</p>
      <h2 id={id} ref={headingRef} tabIndex={-1} className={stepHeadingStyle}>
        {children}
      </h2>
    </div>
  );
}

/** The server's message on the review after a send that failed (ZKUSIT_ZNOVU sends again). */
export function FailedSend({ step, error }: { step: string; error: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (step === 'failed') ref.current?.focus();
  }, [step]);
  if (step !== 'failed' || !error) return null;
  return (
    <p ref={ref} role="alert" tabIndex={-1} className={css({ color: 'danger.text', fontWeight: 'medium', outline: 'none' })}>
      {error}
    </p>
  );
}

/** The confirmation after a booking or a move. */
export function Done({
  headingRef,
  title,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="objednavka-hotovo" className={cx(wizardSectionStyle, css({ borderColor: 'primary.muted' }))}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <span
          aria-hidden="true"
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            w: '10',
            h: '10',
            borderRadius: 'full',
            bg: 'primary.subtle',
            color: 'primary.text',
            flexShrink: 0,
          })}
        >
          <IconCheck size={24} />
        </span>
        <h2 id="objednavka-hotovo" ref={headingRef} tabIndex={-1} className={stepHeadingStyle}>
          {title}
        </h2>
      </div>
      {children}
      <div className={actionsStyle}>
        <Link to="/komunikace/objednavky/" className={button({ variant: 'solid' })}>
          {t.MOJE_OBJEDNAVKY}
        </Link>
      </div>
    </section>
  );
}
