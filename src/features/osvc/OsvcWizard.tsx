/**
 * The 'Podat přehled' wizard: a thin view over machines/osvcOverview, wired in use-osvc-overview.ts
 * (the step lives in the URL, the draft in session storage). Each input step is a form of the
 * step's contract schema (stepSchema); 'Pokračovat' hands the values to the machine, which checks
 * them again and moves on; every change is kept as it is typed, so 'Zpět', a reload or the
 * browser's Back loses nothing.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useReportFormChanges } from '../../app/use-wizard';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { useQuery } from '@tanstack/react-query';
import {
  stepSchema,
  wizardSteps,
  type InputStep,
  type OsvcDraft,
  type OverviewYear,
  type StepErrors,
  type WizardStep,
} from '../../../machines/osvcOverview/osvcOverview.machine';
import { ContractFormRoot, FormErrorSummary, useContractForm, type ContractForm } from '../../components/form';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { IconAlert } from '../../components/icons';
import { WizardFooter } from '../../components/WizardFooter';
import { useApi } from '../../app';
import { cs } from '../../texts/cs';
import { overviewListQuery } from './api';
import { AdvancesFields, RefundFields, RowsFields, TaxReturnFields, YearFields } from './StepFields';
import { ReviewStep } from './ReviewStep';
import { SubmittedStep } from './SubmittedStep';
import { osvcTexts } from './texts';
import { useLeaveWizard, useOsvcOverview, type OsvcOverviewFlow } from './use-osvc-overview';

export interface OsvcWizardProps {
  pojistenecId: string;
}

/** The years of the form come with the list (cached): the wizard starts once they are there. */
export function OsvcWizard({ pojistenecId }: OsvcWizardProps) {
  const api = useApi();
  const query = useQuery({ ...overviewListQuery(api, pojistenecId), refetchOnMount: false });
  const leave = useLeaveWizard();
  if (query.data) return <OsvcSteps pojistenecId={pojistenecId} years={query.data.roky} zena={query.data.pohlavi === 'Z'} />;
  if (query.isError)
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <ErrorDisplay error={query.error} />
        <WizardFooter onBack={leave} label={cs.ZKUSIT_ZNOVU} onPrimary={() => void query.refetch()} />
      </div>
    );
  return <CenteredSpinner label={osvcTexts.NACITANI_ROKU} />;
}

function OsvcSteps({ pojistenecId, years, zena }: { pojistenecId: string; years: readonly OverviewYear[]; zena: boolean }) {
  const flow = useOsvcOverview({ pojistenecId, years, zena });
  const { step, events } = flow;

  switch (step) {
    case 'done':
      return <SubmittedStep result={flow.result!} downloading={flow.downloadingPdf} onPdf={events.downloadPdf} onClose={events.close} />;
    case 'review':
    case 'submitting':
    case 'failed':
      return (
        <WizardFrame step="review">
          <ReviewStep
            draft={flow.draft}
            zena={flow.zena}
            submitError={flow.submitError}
            submitting={step === 'submitting'}
            onEdit={events.edit}
            onBack={events.back}
            onSubmit={events.submit}
          />
        </WizardFrame>
      );
    default:
      return (
        <WizardFrame step={step}>
          <StepForm key={step} step={step} flow={flow} />
        </WizardFrame>
      );
  }
}

const stepNumberStyle = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'primary.text' });

/** 'Krok 2 ze 6', a progress bar and the step's heading, which takes the focus when the step appears. */
function WizardFrame({ step, children }: { step: WizardStep; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const number = wizardSteps.indexOf(step) + 1;
  const total = wizardSteps.length;
  useEffect(() => {
    ref.current?.focus();
  }, [step]);
  return (
    <section aria-labelledby="osvc-krok" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={stepNumberStyle}>{osvcTexts.KROK(number, total)}</p>
        <div aria-hidden="true" className={css({ display: 'flex', gap: '1' })}>
          {wizardSteps.map((candidate, index) => (
            <span
              key={candidate}
              className={cx(
                css({ flex: '1', h: '1.5', borderRadius: 'full' }),
                index < number ? css({ bg: 'primary.default' }) : css({ bg: 'border.default' }),
              )}
            />
          ))}
        </div>
        <h2 id="osvc-krok" ref={ref} tabIndex={-1} className={css({ textStyle: 'sectionTitle', outline: 'none', mt: '2' })}>
          {osvcTexts.KROKY[step]}
        </h2>
      </div>
      {children}
    </section>
  );
}

export type StepFormApi = ContractForm<Partial<OsvcDraft>>;

/** One input step: its form (the step's contract schema), the server's or the machine's messages, Zpět / Pokračovat. */
function StepForm({ step, flow }: { step: InputStep; flow: OsvcOverviewFlow }) {
  const { draft, today, years, yearChoices, stepErrors, submitError, formValues, zena, events } = flow;
  const form = useContractForm({
    schema: stepSchema(step, { rok: draft.rok, today }),
    defaultValues: formValues,
    onSubmit: (_, values) => events.next(values),
  }) as StepFormApi;
  useStepErrors(form, stepErrors);
  useReportFormChanges(form.api, events.change);
  return (
    <ContractFormRoot form={form} aria-labelledby="osvc-krok" className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {submitError && Object.keys(stepErrors).length ? (
        <p role="alert" className={cx(card({ tone: 'danger' }), css({ display: 'flex', gap: '2', alignItems: 'flex-start' }))}>
          <IconAlert size={20} />
          <span>{submitError}</span>
        </p>
      ) : null}
      <div className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '5' }))}>
        {step === 'year' ? <YearFields form={form} choices={yearChoices} /> : null}
        {step === 'taxReturn' ? <TaxReturnFields form={form} rok={draft.rok} today={today} zena={zena} /> : null}
        {step === 'rows' ? <RowsFields form={form} year={years.find((year) => year.rok === draft.rok)} draft={draft} zena={zena} /> : null}
        {step === 'advances' ? <AdvancesFields form={form} draft={draft} zena={zena} /> : null}
        {step === 'refund' ? <RefundFields form={form} draft={draft} /> : null}
      </div>
      <FormErrorSummary form={form} />
      <WizardFooter onBack={events.back} label={osvcTexts.POKRACOVAT} />
    </ContractFormRoot>
  );
}

/** The machine's messages of the step (the server's `chyby`, or the machine's own check) on its fields. */
function useStepErrors(form: StepFormApi, errors: StepErrors) {
  useEffect(() => {
    if (Object.keys(errors).length) form.setServerErrors(errors);
  }, [form, errors]);
}
