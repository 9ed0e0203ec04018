/**
 * The steps of a "send me something" request on the deliveryRequest machine (wired in
 * use-delivery-request.ts: the step in the URL, the values in session storage): the address choice
 * (plus the request's own fields) → 'Zkontrolujte žádost' → send → 'Žádost byla přijata'. Used by
 * the certificate of no arrears, the EHIC request and the new card request. The focus moves to
 * the heading of each new step; while the request is being sent, the represented person cannot
 * be switched (the answer belongs to the person it was sent for).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { deliveryAddressChoiceLabels, type DeliveryAddressChoice } from '../../../contract/enums';
import { type AdresyOdpoved, type Zadost } from '../../../contract/insurance';
import { requestStateLabels, requestTypeLabels, type RequestType } from '../../../contract/enums';
import type { DeliveryRequestStep, DeliveryRequestValues } from '../../../machines/deliveryRequest/deliveryRequest.machine';
import { ContractFormRoot, FormErrorSummary, FormField, SubmitButton, useContractForm, type ContractForm } from '../../components/form';
import { IconAlert, IconCheck } from '../../components/icons';
import { WizardFooter } from '../../components/WizardFooter';
import { actionsStyle, stepHeadingStyle, wizardSectionStyle } from '../../components/wizard-styles';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import type { PersonWithId } from '../../app/person-page';
import { useReportFormChanges } from '../../app/use-wizard';
import { AddressChoice, defaultAddressChoice } from './AddressChoice';
import { adresyQuery, formatAddress, formatRequestDay } from './api';
import { requestTexts } from './texts';
import { useDeliveryRequest } from './use-delivery-request';

export type RequestForm = ContractForm<Record<string, string>>;

export interface ReviewRow {
  term: string;
  value: ReactNode;
}

export interface DeliveryRequestWizardProps {
  person: PersonWithId;
  requestType: RequestType;
  /** The heading of the first step. */
  chooseHeading: string;
  /** The request's contract schema (the server checks the call with the same one). */
  schema: z.ZodType;
  /** Starting values of the request's own fields (adresaOdeslani is added from the addresses). */
  extraValues?: Record<string, string>;
  /** The request's own controls, shown before the address choice. */
  extraFields?: (form: RequestForm) => ReactNode;
  /** Review rows of the request's own fields. */
  extraReview?: (values: DeliveryRequestValues) => ReviewRow[];
  /** Makes the call with the schema's output; resolves with the created request. */
  submit: (body: unknown) => Promise<Zadost>;
  /** When given, called with the answer instead of showing the confirmation here (the EHIC goes to its own page). */
  onDone?: (answer: Zadost) => void;
}

export function DeliveryRequestWizard(props: DeliveryRequestWizardProps) {
  const api = useApi();
  const query = useQuery(adresyQuery(api, props.person.pojistenecId));
  // A new request after the browser's Back from the confirmation: a fresh wizard.
  const [run, setRun] = useState(0);
  return (
    <QueryView query={query}>
      {(adresy) => <WizardSteps key={run} {...props} adresy={adresy} onRestart={() => setRun((count) => count + 1)} />}
    </QueryView>
  );
}

const stepNumberStyle = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'primary.text' });

/** A step's heading: the focus lands here when the wizard moves to its step (not on the page's first render). */
function StepHeading({ number, children, focus }: { number?: number; children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // once, when the step appears: a later change of `focus` must not pull the focus back
  const focusWhenShown = useRef(focus);
  useEffect(() => {
    if (focusWhenShown.current) ref.current?.focus();
  }, []);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      {number ? <p className={stepNumberStyle}>{requestTexts.KROK(number, 2)}</p> : null}
      <h2 ref={ref} tabIndex={-1} className={stepHeadingStyle}>
        {children}
      </h2>
    </div>
  );
}

function WizardSteps({
  person,
  requestType,
  chooseHeading,
  schema,
  extraValues,
  extraFields,
  extraReview,
  submit,
  onDone,
  adresy,
  onRestart,
}: DeliveryRequestWizardProps & { adresy: AdresyOdpoved; onRestart: () => void }) {
  const { step, values, fieldErrors, error, answer, events } = useDeliveryRequest({
    pojistenecId: person.pojistenecId,
    requestType,
    schema,
    initialValues: { ...extraValues, adresaOdeslani: defaultAddressChoice(adresy) },
    submit,
    onDone,
    onRestart,
  });
  // After the first step change every new step takes the focus to its heading.
  const firstStep = useRef(step);
  const moved = useRef(false);
  if (step !== firstStep.current) moved.current = true;
  const focus = moved.current;

  if (step === 'choose') {
    return (
      <ChooseStep
        heading={chooseHeading}
        initialValues={values}
        fieldErrors={fieldErrors}
        schema={schema}
        adresy={adresy}
        extraFields={extraFields}
        focus={focus}
        onNext={events.next}
        onChange={events.change}
      />
    );
  }
  if (step === 'done' && answer) {
    return onDone ? null : <DoneStep answer={answer} adresy={adresy} requestType={requestType} focus={focus} />;
  }
  return (
    <ReviewStep
      step={step}
      person={person}
      requestType={requestType}
      values={values}
      adresy={adresy}
      extraReview={extraReview}
      error={error}
      focus={focus}
      onBack={events.back}
      onConfirm={events.confirm}
    />
  );
}

function ChooseStep({
  heading,
  initialValues,
  fieldErrors,
  schema,
  adresy,
  extraFields,
  focus,
  onNext,
  onChange,
}: {
  heading: string;
  initialValues: DeliveryRequestValues;
  fieldErrors: Record<string, string[]>;
  schema: z.ZodType;
  adresy: AdresyOdpoved;
  extraFields?: (form: RequestForm) => ReactNode;
  focus: boolean;
  onNext: (values: DeliveryRequestValues) => void;
  onChange: (values: DeliveryRequestValues) => void;
}) {
  const form = useContractForm<Record<string, string>, z.ZodType>({
    schema,
    defaultValues: { ...initialValues },
    onSubmit: (_, values) => onNext({ ...values }),
  });
  useReportFormChanges(form.api, onChange);
  // The server's field messages (or the schema's, should a value slip through) show at the fields.
  useEffect(() => {
    if (Object.keys(fieldErrors).length) form.setServerErrors(fieldErrors);
  }, [form, fieldErrors]);

  return (
    <section className={wizardSectionStyle} aria-labelledby="zadost-krok">
      <StepHeading number={1} focus={focus}>
        <span id="zadost-krok">{heading}</span>
      </StepHeading>
      <ContractFormRoot form={form} aria-labelledby="zadost-krok" className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        {extraFields?.(form)}
        <FormField form={form} name="adresaOdeslani">
          {(field) => <AddressChoice {...field} adresy={adresy} />}
        </FormField>
        <FormErrorSummary form={form} />
        <div className={actionsStyle}>
          <SubmitButton form={form}>{requestTexts.POKRACOVAT}</SubmitButton>
        </div>
      </ContractFormRoot>
    </section>
  );
}

const dlStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(10rem, auto) 1fr' },
  columnGap: '6',
  rowGap: { base: '0', sm: '3' },
});
const dtStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const ddStyle = css({ overflowWrap: 'anywhere', mb: { base: '3', sm: '0' }, fontWeight: 'medium' });

function Details({ rows }: { rows: ReviewRow[] }) {
  return (
    <dl className={dlStyle}>
      {rows.map((row) => (
        <div key={row.term} className={css({ display: 'contents' })}>
          <dt className={dtStyle}>{row.term}</dt>
          <dd className={ddStyle}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Na trvalou adresu' and the address under it. */
function AddressValue({ choice, adresy }: { choice: string | null; adresy: AdresyOdpoved }) {
  if (choice !== 'TRVALA_ADRESA' && choice !== 'KONTAKTNI_ADRESA') return null;
  const address = adresy[choice as DeliveryAddressChoice];
  return (
    <>
      <span className={css({ display: 'block' })}>{deliveryAddressChoiceLabels[choice as DeliveryAddressChoice]}</span>
      {address ? (
        <span className={css({ display: 'block', fontWeight: 'normal', color: 'fg.muted' })}>{formatAddress(address)}</span>
      ) : null}
    </>
  );
}

function ReviewStep({
  step,
  person,
  requestType,
  values,
  adresy,
  extraReview,
  error,
  focus,
  onBack,
  onConfirm,
}: {
  step: DeliveryRequestStep;
  person: PersonWithId;
  requestType: RequestType;
  values: DeliveryRequestValues;
  adresy: AdresyOdpoved;
  extraReview?: (values: DeliveryRequestValues) => ReviewRow[];
  error: string | null;
  focus: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const sending = step === 'submitting';
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step === 'failed') alertRef.current?.focus();
  }, [step]);
  const rows: ReviewRow[] = [
    { term: requestTexts.ZADOST, value: requestTypeLabels[requestType] },
    ...(person.name ? [{ term: requestTexts.ZADATEL, value: person.name }] : []),
    ...(extraReview?.(values) ?? []),
    { term: requestTexts.ADRESA_POLE, value: <AddressValue choice={values.adresaOdeslani ?? null} adresy={adresy} /> },
  ];
  return (
    <section className={wizardSectionStyle} aria-labelledby="zadost-kontrola" aria-busy={sending || undefined}>
      <StepHeading number={2} focus={focus}>
        <span id="zadost-kontrola">{requestTexts.KONTROLA_NADPIS}</span>
      </StepHeading>
      <p className={css({ color: 'fg.muted', mt: '-2' })}>{requestTexts.KONTROLA_UVOD}</p>
      <Details rows={rows} />
      {step === 'failed' && error ? (
        <div
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          className={css({
            display: 'flex',
            gap: '2',
            alignItems: 'flex-start',
            p: '3',
            borderRadius: 'control',
            borderWidth: '1px',
            borderColor: 'danger.spec',
            bg: 'danger.subtle',
            color: 'danger.text',
            fontWeight: 'medium',
            outline: 'none',
            _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring' },
          })}
        >
          <IconAlert size={20} className={css({ flexShrink: 0, mt: '0.5' })} />
          <span>{error}</span>
        </div>
      ) : null}
      <WizardFooter
        onBack={onBack}
        onPrimary={onConfirm}
        busy={sending}
        busyLabel={requestTexts.ODESILANI}
        spinner
        label={step === 'failed' ? requestTexts.ZKUSIT_ZNOVU : requestTexts.ODESLAT}
      />
    </section>
  );
}

function DoneStep({
  answer,
  adresy,
  requestType,
  focus,
}: {
  answer: Zadost;
  adresy: AdresyOdpoved;
  requestType: RequestType;
  focus: boolean;
}) {
  const rows: ReviewRow[] = [
    { term: requestTexts.ZADOST, value: requestTypeLabels[answer.typ] ?? requestTypeLabels[requestType] },
    { term: requestTexts.PRIJATO_DNE, value: <time dateTime={answer.datum}>{formatRequestDay(answer.datum)}</time> },
    ...(answer.popis ? [{ term: answer.typ === 'PRUKAZ' ? requestTexts.NOVY_DUVOD : requestTexts.PODROBNOSTI, value: answer.popis }] : []),
    { term: requestTexts.ADRESA_POLE, value: <AddressValue choice={answer.adresaOdeslani} adresy={adresy} /> },
    { term: requestTexts.STAV, value: requestStateLabels[answer.stav] },
  ];
  return (
    <section className={cx(wizardSectionStyle, css({ borderColor: 'primary.muted' }))} aria-labelledby="zadost-prijata">
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <span
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
          aria-hidden="true"
        >
          <IconCheck size={24} />
        </span>
        <StepHeading focus={focus}>
          <span id="zadost-prijata">{requestTexts.PRIJATO_NADPIS}</span>
        </StepHeading>
      </div>
      <Details rows={rows} />
      <p className={css({ color: 'fg.muted' })}>{requestTexts.MOJE_ZADOSTI_TEXT}</p>
      <div>
        <Link to="/komunikace/moje-zadosti/" className={button({ variant: 'outline' })}>
          {requestTexts.MOJE_ZADOSTI}
        </Link>
      </div>
    </section>
  );
}
