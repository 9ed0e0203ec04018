/**
 * The 'Podat přehled' wizard: a thin view over machines/osvcOverview. Each input step is a form of
 * the step's contract schema (stepSchema); 'Pokračovat' hands the values to the machine, which
 * checks them again and moves on; 'Zpět' hands them over unchecked so nothing typed is lost.
 */
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { prehledOsvc, type PrehledOsvcPodany } from '../../../contract/insurance';
import type { PrehledOsvc } from '../../../contract/entities';
import { todayIso } from '../../../contract/format';
import {
  isDownloadingPdf,
  osvcOverviewMachine,
  osvcViewOf,
  stepSchema,
  stepValues,
  wizardSteps,
  type InputStep,
  type OsvcDraft,
  type OsvcOverviewSnapshot,
  type OverviewYear,
  type StepErrors,
  type WizardStep,
} from '../../../machines/osvcOverview/osvcOverview.machine';
import { ContractFormRoot, FormErrorSummary, useContractForm, type ContractForm } from '../../components/form';
import { ErrorDisplay } from '../../components/ErrorDisplay';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { notify, toaster } from '../../components/ui/toaster';
import { saveBlob } from '../../components/attachments/files';
import { IconAlert } from '../../components/icons';
import { StepButtons } from './StepButtons';
import { cs } from '../../texts/cs';
import { useApi } from '../../app';
import { useLockPersonSwitch } from '../../app/person-page';
import { downloadOverviewPdf, overviewListQuery, overviewListQueryKey, submitFailureOf } from './api';
import { AdvancesFields, RefundFields, RowsFields, TaxReturnFields, YearFields } from './StepFields';
import { ReviewStep } from './ReviewStep';
import { SubmittedStep } from './SubmittedStep';
import { osvcTexts } from './texts';

export interface OsvcWizardProps {
  pojistenecId: string;
  /** Back to the list (after 'Zpět' on the first step or after the confirmation). */
  onClose: () => void;
}

export function OsvcWizard({ pojistenecId, onClose }: OsvcWizardProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const toastRef = useRef<string | null>(null);
  const machine = useMemo(
    () =>
      osvcOverviewMachine.provide({
        actors: {
          // The list query already holds the years: no second request.
          loadYears: fromPromise<OverviewYear[]>(async () => (await queryClient.ensureQueryData(overviewListQuery(api, pojistenecId))).roky),
          submitOverview: fromPromise<PrehledOsvcPodany, { body: PrehledOsvc }>(async ({ input }) => {
            try {
              const filed = await api.call(prehledOsvc, { params: { pojistenecId }, body: input.body as never });
              void queryClient.invalidateQueries({ queryKey: overviewListQueryKey(pojistenecId) });
              return filed;
            } catch (error) {
              throw submitFailureOf(error);
            }
          }),
          downloadPdf: fromPromise(async ({ input }: { input: { body: PrehledOsvc } }) => downloadOverviewPdf(api, pojistenecId, input.body)),
        },
        actions: {
          notifyDownloadStarted: () => {
            toastRef.current = notify.loading(cs.STAHOVANI_SOUBORU);
          },
          notifyDownloadDone: () => {
            if (toastRef.current) toaster.dismiss(toastRef.current);
            notify.success(cs.SOUBOR_STAZEN);
          },
          notifyDownloadFailed: () => {
            if (toastRef.current) toaster.dismiss(toastRef.current);
            notify.error(cs.SOUBOR_CHYBA_STAHOVANI);
          },
          saveFile: (_, params) => saveBlob(params.file.blob, params.file.fileName),
        },
      }),
    [api, pojistenecId, queryClient],
  );
  const [snapshot, send] = useMachine(machine, { input: { today: todayIso() } });
  const view = osvcViewOf(snapshot);
  // The overview belongs to the represented person: no switching while the wizard is open.
  useLockPersonSwitch(view !== 'done');

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (view === 'done') onCloseRef.current();
  }, [view]);

  switch (view) {
    case 'loading':
    case 'done':
      return <CenteredSpinner label={osvcTexts.NACITANI_ROKU} />;
    case 'loadFailed':
      return (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <ErrorDisplay error={snapshot.context.loadError} />
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            <button type="button" className={button({ variant: 'outline' })} onClick={() => send({ type: 'osvc.cancel' })}>
              {osvcTexts.ZPET}
            </button>
            <button type="button" className={button()} onClick={() => send({ type: 'osvc.retry' })}>
              {cs.ZKUSIT_ZNOVU}
            </button>
          </div>
        </div>
      );
    case 'submitted':
      return (
        <SubmittedStep
          result={snapshot.context.result!}
          downloading={isDownloadingPdf(snapshot)}
          onPdf={() => send({ type: 'osvc.pdf' })}
          onClose={() => send({ type: 'osvc.close' })}
        />
      );
    case 'review':
    case 'submitting':
      return (
        <WizardFrame step="review">
          <ReviewStep
            draft={snapshot.context.draft}
            years={snapshot.context.years}
            submitError={snapshot.context.submitError}
            submitting={view === 'submitting'}
            onEdit={(step) => send({ type: 'osvc.edit', step })}
            onBack={() => send({ type: 'osvc.back', values: {} })}
            onSubmit={() => send({ type: 'osvc.submit' })}
          />
        </WizardFrame>
      );
    default:
      return (
        <WizardFrame step={view}>
          <StepForm
            key={view}
            step={view}
            snapshot={snapshot}
            onNext={(values) => send({ type: 'osvc.next', values })}
            onBack={(values) => (view === 'year' ? send({ type: 'osvc.cancel' }) : send({ type: 'osvc.back', values }))}
          />
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
            <span key={candidate} className={cx(css({ flex: '1', h: '1.5', borderRadius: 'full' }), index < number ? css({ bg: 'primary.default' }) : css({ bg: 'border.default' }))} />
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
function StepForm({ step, snapshot, onNext, onBack }: { step: InputStep; snapshot: OsvcOverviewSnapshot; onNext: (values: Partial<OsvcDraft>) => void; onBack: (values: Partial<OsvcDraft>) => void }) {
  const { draft, today, years, stepErrors, submitError } = snapshot.context;
  const form = useContractForm({
    schema: stepSchema(step, { rok: draft.rok, today }),
    defaultValues: stepValues(draft, step),
    onSubmit: (_, values) => onNext(values),
  }) as StepFormApi;
  useStepErrors(form, stepErrors);
  return (
    <ContractFormRoot form={form} aria-labelledby="osvc-krok" className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      {submitError && Object.keys(stepErrors).length ? (
        <p role="alert" className={cx(card({ tone: 'danger' }), css({ display: 'flex', gap: '2', alignItems: 'flex-start' }))}>
          <IconAlert size={20} />
          <span>{submitError}</span>
        </p>
      ) : null}
      <div className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '5' }))}>
        {step === 'year' ? <YearFields form={form} years={years} /> : null}
        {step === 'taxReturn' ? <TaxReturnFields form={form} rok={draft.rok} today={today} /> : null}
        {step === 'rows' ? <RowsFields form={form} year={years.find((year) => year.rok === draft.rok)} /> : null}
        {step === 'advances' ? <AdvancesFields form={form} /> : null}
        {step === 'refund' ? <RefundFields form={form} draft={draft} /> : null}
      </div>
      <FormErrorSummary form={form} />
      <StepButtons onBack={() => onBack({ ...form.api.state.values })} next={osvcTexts.POKRACOVAT} />
    </ContractFormRoot>
  );
}

/** The machine's messages of the step (the server's `chyby`, or the machine's own check) on its fields. */
function useStepErrors(form: StepFormApi, errors: StepErrors) {
  useEffect(() => {
    if (Object.keys(errors).length) form.setServerErrors(errors);
  }, [form, errors]);
}


