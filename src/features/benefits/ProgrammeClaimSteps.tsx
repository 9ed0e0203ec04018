/**
 * The programme claim's steps after the first (ProgrammeClaimPage.tsx): bank account, documents,
 * review with what will be paid, and the confirmation. Loaded when the claim moves on to them.
 */
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { ProgramDetail } from '../../../contract/benefits';
import { formatCrowns } from '../../../contract/format';
import { requestStateLabels } from '../../../contract/enums';
import { ContractFormRoot, FormErrorSummary, useContractForm } from '../../components/form';
import { InfoRows } from '../../components/InfoRows';
import { useReportFormChanges } from '../../app/use-wizard';
import { WizardFooter } from '../../components/WizardFooter';
import { formatDay } from '../../lib/display-dates';
import { CLAIM_STEPS, StepFrame, stepFormStyle, useStepErrors } from './claim-parts';
import {
  AccountFields,
  accountText,
  attachmentsText,
  ConsentNote,
  DocumentFields,
  DoneFrame,
  FailureAlert,
  ReviewGroup,
  type AccountValues,
  type DocumentValues,
} from './claim-steps';
import { claimTexts } from './texts';
import type { ProgrammeClaimFlow } from './use-programme-claim';

/** The step the flow is on, after the first. */
export function ProgrammeClaimLaterStep({
  flow,
  programme,
  focus,
  lostFiles,
}: {
  flow: ProgrammeClaimFlow;
  programme: ProgramDetail;
  focus: boolean;
  lostFiles: boolean;
}) {
  switch (flow.view) {
    case 'account':
      return <AccountStep flow={flow} prefilled={programme.ucet !== null} focus={focus} />;
    case 'documents':
      return <DocumentsStep flow={flow} programme={programme} focus={focus} lostFiles={lostFiles} />;
    case 'done':
      return <DoneStep flow={flow} focus={focus} />;
    default:
      return <ReviewStep flow={flow} programme={programme} focus={focus} />;
  }
}

function AccountStep({ flow, prefilled, focus }: { flow: ProgrammeClaimFlow; prefilled: boolean; focus: boolean }) {
  const form = useContractForm<AccountValues, ReturnType<ProgrammeClaimFlow['stepSchema']>>({
    schema: flow.stepSchema('account'),
    defaultValues: { predcisli: flow.draft.predcisli, cislo: flow.draft.cislo, banka: flow.draft.banka },
    onSubmit: (_, values) => flow.events.next(values),
  });
  useStepErrors(form, flow.stepErrors);
  useReportFormChanges(form.api, flow.events.change);
  return (
    <StepFrame id="claim-krok" number={2} total={CLAIM_STEPS} title={claimTexts.UCET_NADPIS} focus={focus}>
      <ContractFormRoot form={form} aria-labelledby="claim-krok" className={stepFormStyle}>
        <AccountFields form={form} prefilled={prefilled} />
        <FormErrorSummary form={form} />
        <WizardFooter onBack={flow.events.back} label={claimTexts.POKRACOVAT} />
      </ContractFormRoot>
    </StepFrame>
  );
}

function DocumentsStep({
  flow,
  programme,
  focus,
  lostFiles,
}: {
  flow: ProgrammeClaimFlow;
  programme: ProgramDetail;
  focus: boolean;
  lostFiles: boolean;
}) {
  const form = useContractForm<DocumentValues, ReturnType<ProgrammeClaimFlow['stepSchema']>>({
    schema: flow.stepSchema('documents'),
    defaultValues: { poznamka: flow.draft.poznamka, prilohy: flow.draft.prilohy },
    onSubmit: (_, values) => flow.events.next(values),
  });
  useStepErrors(form, flow.stepErrors);
  useReportFormChanges(form.api, flow.events.change);
  return (
    <StepFrame id="claim-krok" number={3} total={CLAIM_STEPS} title={claimTexts.DOKLADY_NADPIS} focus={focus}>
      <ContractFormRoot form={form} aria-labelledby="claim-krok" className={stepFormStyle}>
        <DocumentFields form={form} doklady={programme.doklady} documentsRequired holdFiles={flow.events.holdFiles} lostFiles={lostFiles} />
        <WizardFooter onBack={flow.events.back} label={claimTexts.POKRACOVAT} />
      </ContractFormRoot>
    </StepFrame>
  );
}

const payoutStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '4',
  borderRadius: 'control',
  bg: 'primary.subtle',
  color: 'fg.default',
});

function ReviewStep({ flow, programme, focus }: { flow: ProgrammeClaimFlow; programme: ProgramDetail; focus: boolean }) {
  const { view, draft, preview, error, events } = flow;
  const sending = view === 'submitting';
  const amount = Number(draft.castkaUctenka);
  return (
    <StepFrame
      id="claim-krok"
      number={4}
      total={CLAIM_STEPS}
      title={claimTexts.KONTROLA_NADPIS}
      focus={focus}
      busy={sending || view === 'previewing'}
    >
      <ReviewGroup title={claimTexts.UCTENKA_NADPIS} onEdit={() => events.edit('receipt')} disabled={sending}>
        <InfoRows
          rows={[
            [claimTexts.PROGRAM, `${programme.nazev} ${programme.rok}`],
            [claimTexts.DATUM_UCTENKA, formatDay(draft.datumUctenka)],
            [claimTexts.CASTKA_UCTENKA, Number.isFinite(amount) ? formatCrowns(amount) : draft.castkaUctenka],
          ]}
        />
      </ReviewGroup>
      <ReviewGroup title={claimTexts.UCET_NADPIS} onEdit={() => events.edit('account')} disabled={sending}>
        <p>{accountText(draft)}</p>
      </ReviewGroup>
      <ReviewGroup title={claimTexts.DOKLADY_NADPIS} onEdit={() => events.edit('documents')} disabled={sending}>
        <InfoRows
          rows={[
            [claimTexts.SOUBORY, attachmentsText(draft.prilohy)],
            ...(draft.poznamka ? [[claimTexts.POZNAMKA, draft.poznamka] as const] : []),
          ]}
        />
      </ReviewGroup>
      <div aria-live="polite">
        {view === 'previewing' ? <p className={css({ color: 'fg.muted' })}>{claimTexts.NACITAM_VYPLATU}</p> : null}
        {preview ? (
          <div className={payoutStyle}>
            <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{claimTexts.VYPLATIME}</p>
            <p className={css({ fontSize: '2xl', fontWeight: 'bold' })} data-payout>
              {formatCrowns(preview.castkaKVyplate)}
            </p>
            {preview.omezenoLimitem ? <p>{claimTexts.OMEZENO_LIMITEM(formatCrowns(preview.castkaUctenka))}</p> : null}
            <p className={css({ fontSize: 'sm' })}>
              {claimTexts.LIMIT_ZBYVA(formatCrowns(preview.zbyva), formatCrowns(preview.limitRocni))}
            </p>
          </div>
        ) : null}
      </div>
      {error && (view === 'previewFailed' || view === 'failed') ? <FailureAlert message={error} /> : null}
      <ConsentNote />
      {/* Nothing is sent before the payout came; a failed payout is asked again. */}
      <WizardFooter
        onBack={events.back}
        label={view === 'failed' || view === 'previewFailed' ? claimTexts.ZKUSIT_ZNOVU : claimTexts.ODESLAT}
        onPrimary={view === 'previewFailed' ? events.retryPreview : events.confirm}
        busy={sending || view === 'previewing'}
        busyLabel={sending ? claimTexts.ODESILANI : undefined}
        spinner
      />
    </StepFrame>
  );
}

function DoneStep({ flow, focus }: { flow: ProgrammeClaimFlow; focus: boolean }) {
  const answer = flow.answer;
  if (!answer) return null;
  return (
    <DoneFrame
      focus={focus}
      zadostId={answer.zadostId}
      links={
        <Link to="/benefity/{-$rok}" params={{ rok: answer.rok }} className={button()}>
          {claimTexts.CERPANE_PROGRAMY}
        </Link>
      }
    >
      <InfoRows
        rows={[
          [claimTexts.PROGRAM, `${answer.nazev} ${answer.rok}`],
          [claimTexts.PODANO, formatDay(answer.podano)],
          [claimTexts.CASTKA_UCTENKA, formatCrowns(answer.castkaUctenka)],
          [claimTexts.CASTKA_NAROK, formatCrowns(answer.castkaNarok)],
          [claimTexts.UCET, accountText(answer.ucet)],
          [claimTexts.STAV, answer.stavNazev || requestStateLabels[answer.stav]],
        ]}
      />
    </DoneFrame>
  );
}
