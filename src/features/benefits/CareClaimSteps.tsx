/**
 * The care claim's steps after the first (CareClaimPage.tsx): bank account (and whether to store
 * it), documents, review, and the confirmation. Loaded when the claim moves on to them.
 */
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { careNeedsAmount, careNeedsDocuments, tripDays } from '../../../contract/claim-rules';
import { formatCrowns } from '../../../contract/format';
import { requestStateLabels } from '../../../contract/enums';
import { Checkbox, ContractFormRoot, FormErrorSummary, FormField, useContractForm, type ContractForm } from '../../components/form';
import { InfoRows, type InfoRow } from '../../components/InfoRows';
import { useReportFormChanges } from '../../app/use-wizard';
import { WizardFooter } from '../../components/WizardFooter';
import { formatDay } from '../../lib/display-dates';
import type { KindDetail } from './CareClaimPage';
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
import { approvalModeTexts, careTexts as t, claimTexts } from './texts';
import type { CareClaimFlow } from './use-care-claim';

/** The step the flow is on, after the first. */
export function CareClaimLaterStep({
  flow,
  kind,
  focus,
  lostFiles,
}: {
  flow: CareClaimFlow;
  kind: KindDetail;
  focus: boolean;
  lostFiles: boolean;
}) {
  switch (flow.view) {
    case 'account':
      return <AccountStep flow={flow} prefilled={kind.ucet !== null} focus={focus} />;
    case 'documents':
      return <DocumentsStep flow={flow} kind={kind} focus={focus} lostFiles={lostFiles} />;
    case 'done':
      return <DoneStep flow={flow} focus={focus} />;
    default:
      return <ReviewStep flow={flow} focus={focus} />;
  }
}

interface CareAccountValues extends AccountValues {
  ucetAktualizace: boolean;
}

function AccountStep({ flow, prefilled, focus }: { flow: CareClaimFlow; prefilled: boolean; focus: boolean }) {
  const form = useContractForm<CareAccountValues, ReturnType<CareClaimFlow['stepSchema']>>({
    schema: flow.stepSchema('account'),
    defaultValues: {
      predcisli: flow.draft.predcisli,
      cislo: flow.draft.cislo,
      banka: flow.draft.banka,
      ucetAktualizace: flow.draft.ucetAktualizace,
    },
    onSubmit: (_, values) => flow.events.next(values),
  });
  useStepErrors(form, flow.stepErrors);
  useReportFormChanges(form.api, flow.events.change);
  return (
    <StepFrame id="claim-krok" number={2} total={CLAIM_STEPS} title={claimTexts.UCET_NADPIS} focus={focus}>
      <ContractFormRoot form={form} aria-labelledby="claim-krok" className={stepFormStyle}>
        <AccountFields form={form as unknown as ContractForm<AccountValues>} prefilled={prefilled} />
        <FormField form={form} name="ucetAktualizace" required={false}>
          {(field) => <Checkbox {...field} label={claimTexts.UCET_ULOZIT} />}
        </FormField>
        <FormErrorSummary form={form} />
        <WizardFooter onBack={flow.events.back} label={claimTexts.POKRACOVAT} />
      </ContractFormRoot>
    </StepFrame>
  );
}

function DocumentsStep({ flow, kind, focus, lostFiles }: { flow: CareClaimFlow; kind: KindDetail; focus: boolean; lostFiles: boolean }) {
  const form = useContractForm<DocumentValues, ReturnType<CareClaimFlow['stepSchema']>>({
    schema: flow.stepSchema('documents'),
    defaultValues: { poznamka: flow.draft.poznamka, prilohy: flow.draft.prilohy },
    onSubmit: (_, values) => flow.events.next(values),
  });
  useStepErrors(form, flow.stepErrors);
  useReportFormChanges(form.api, flow.events.change);
  return (
    <StepFrame id="claim-krok" number={3} total={CLAIM_STEPS} title={claimTexts.DOKLADY_NADPIS} focus={focus}>
      <ContractFormRoot form={form} aria-labelledby="claim-krok" className={stepFormStyle}>
        <DocumentFields
          form={form}
          doklady={kind.doklady}
          documentsRequired={careNeedsDocuments(flow.kind)}
          holdFiles={flow.events.holdFiles}
          lostFiles={lostFiles}
        />
        <WizardFooter onBack={flow.events.back} label={claimTexts.POKRACOVAT} />
      </ContractFormRoot>
    </StepFrame>
  );
}

function ReviewStep({ flow, focus }: { flow: CareClaimFlow; focus: boolean }) {
  const { view, draft, kind, error, events, payout } = flow;
  const sending = view === 'submitting';
  const travel = kind.typ === 'CESTA';
  const amount = Number(draft.castkaUctenka);
  const rows: InfoRow[] = [
    [claimTexts.DRUH, kind.nazev],
    ...(travel
      ? [
          [claimTexts.CESTA_OD, formatDay(draft.cestaDatumOd)] as const,
          [claimTexts.CESTA_DO, `${formatDay(draft.cestaDatumDo)} (${tripDays(draft.cestaDatumOd, draft.cestaDatumDo)} d.)`] as const,
        ]
      : [[claimTexts.DOKLAD_DATUM, formatDay(draft.dokladDatum)] as const]),
    ...(careNeedsAmount(kind)
      ? [[claimTexts.CASTKA_UCTENKA, Number.isFinite(amount) ? formatCrowns(amount) : draft.castkaUctenka] as const]
      : []),
  ];
  return (
    <StepFrame id="claim-krok" number={4} total={CLAIM_STEPS} title={claimTexts.KONTROLA_NADPIS} focus={focus} busy={sending}>
      <ReviewGroup
        title={travel ? claimTexts.UDAJE_CESTA_NADPIS : claimTexts.UDAJE_NADPIS}
        onEdit={() => events.edit('details')}
        disabled={sending}
      >
        <InfoRows rows={rows} />
      </ReviewGroup>
      <ReviewGroup title={claimTexts.UCET_NADPIS} onEdit={() => events.edit('account')} disabled={sending}>
        <InfoRows
          rows={[
            [claimTexts.UCET, accountText(draft)],
            [claimTexts.ULOZIT_UCET, draft.ucetAktualizace ? claimTexts.ANO : claimTexts.NE],
          ]}
        />
      </ReviewGroup>
      <ReviewGroup title={claimTexts.DOKLADY_NADPIS} onEdit={() => events.edit('documents')} disabled={sending}>
        <InfoRows
          rows={[
            [claimTexts.SOUBORY, attachmentsText(draft.prilohy)],
            ...(draft.poznamka ? [[claimTexts.POZNAMKA, draft.poznamka] as const] : []),
          ]}
        />
      </ReviewGroup>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: '4', borderRadius: 'control', bg: 'primary.subtle' })}>
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{claimTexts.ZADATE}</p>
        <p className={css({ fontSize: '2xl', fontWeight: 'bold' })} data-payout>
          {payout === null ? claimTexts.SPOCITAME : formatCrowns(payout)}
        </p>
        <p className={css({ fontSize: 'sm' })}>{approvalModeTexts[kind.schvalovani]}</p>
      </div>
      {error && view === 'failed' ? <FailureAlert message={error} /> : null}
      <ConsentNote />
      <WizardFooter
        onBack={events.back}
        label={view === 'failed' ? claimTexts.ZKUSIT_ZNOVU : claimTexts.ODESLAT}
        onPrimary={events.confirm}
        busy={sending}
        busyLabel={claimTexts.ODESILANI}
        spinner
      />
    </StepFrame>
  );
}

function DoneStep({ flow, focus }: { flow: CareClaimFlow; focus: boolean }) {
  const answer = flow.answer;
  if (!answer) return null;
  return (
    <DoneFrame
      focus={focus}
      zadostId={answer.zadostId}
      links={
        <Link to="/benefity/zdravotni-pece/" className={button()}>
          {t.NADPIS}
        </Link>
      }
    >
      <InfoRows
        rows={[
          [claimTexts.DRUH, answer.nazev],
          [claimTexts.PODANO, formatDay(answer.podano)],
          [claimTexts.CASTKA_NAROK, answer.castkaNarok === null ? claimTexts.SPOCITAME : formatCrowns(answer.castkaNarok)],
          [claimTexts.UCET, accountText(answer.ucet)],
          [claimTexts.STAV, answer.stavNazev || requestStateLabels[answer.stav]],
        ]}
      />
    </DoneFrame>
  );
}
