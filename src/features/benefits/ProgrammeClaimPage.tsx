/**
 * 'Čerpání programu' (/benefity/programy/{pojistenecId}/{kod}/{kodZps?}): the programme's detail
 * (GET /benefitProgramyDetail: contribution, what is left, conditions, documents) and the claim
 * wizard (use-programme-claim.ts): receipt → bank account → documents → review with what will be
 * paid (the server's preview: the amount capped by what is left of the yearly limit) → send. A
 * programme the person cannot draw now says why and offers no claim.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import type { ProgramDetail } from '../../../contract/benefits';
import { formatCrowns } from '../../../contract/format';
import { requestStateLabels } from '../../../contract/enums';
import { AmountInput, ContractFormRoot, DatePicker, FormErrorSummary, FormField, useContractForm } from '../../components/form';
import { InfoRows } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { IconChevronLeft } from '../../components/icons';
import { useApi } from '../../app';
import { backLinkStyle } from '../../app/person-page';
import { useReportFormChanges } from '../../app/use-wizard';
import { WizardFooter } from '../../components/WizardFooter';
import { formatDay } from '../../lib/display-dates';
import { programmeDetailQuery } from './api';
import {
  AccountFields,
  accountText,
  amountValueOf,
  attachmentsText,
  ConsentNote,
  DocumentFields,
  DoneFrame,
  FailureAlert,
  ReviewGroup,
  StepFrame,
  stepFormStyle,
  useMovedFocus,
  useStepErrors,
  type AccountValues,
  type DocumentValues,
} from './claim-parts';
import { stackStyle } from './styles';
import { claimTexts, programmeDetailTexts as t } from './texts';
import { useProgrammeClaim, type ProgrammeClaimFlow } from './use-programme-claim';

export function ProgrammeClaimPage({ pojistenecId, kod, kodZps }: { pojistenecId: string; kod: string; kodZps?: string }) {
  const api = useApi();
  const query = useQuery(programmeDetailQuery(api, pojistenecId, kod, kodZps));
  return (
    <Page title={t.NADPIS}>
      <Link to="/benefity/programy/" className={backLinkStyle}>
        <IconChevronLeft size={20} aria-hidden="true" />
        {claimTexts.ZDRAVOTNI_PROGRAMY}
      </Link>
      <QueryView query={query}>{(programme) => <ProgrammeClaim pojistenecId={pojistenecId} programme={programme} />}</QueryView>
    </Page>
  );
}

function ProgrammeClaim({ pojistenecId, programme }: { pojistenecId: string; programme: ProgramDetail }) {
  // Judged once: after a claim the programme may be used up, and the confirmation must stay.
  const [drawable] = useState(programme.cerpani === 'LZE_CERPAT');
  // A new claim after the browser's Back from the confirmation: a fresh wizard.
  const [run, setRun] = useState(0);
  return (
    <div className={stackStyle}>
      <ProgrammeSummary programme={programme} />
      {drawable ? (
        <ProgrammeClaimWizard key={run} pojistenecId={pojistenecId} programme={programme} onRestart={() => setRun((n) => n + 1)} />
      ) : (
        <section
          aria-labelledby="program-nelze"
          className={cx(card({ tone: 'danger' }), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}
        >
          <h2 id="program-nelze" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
            {t.NELZE}
          </h2>
          <p>{programme.duvod}</p>
        </section>
      )}
    </div>
  );
}

function ProgrammeSummary({ programme }: { programme: ProgramDetail }) {
  return (
    <section aria-labelledby="program-nazev" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {programme.kategorieNazev} · {programme.rok}
      </p>
      <h2 id="program-nazev" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
        {programme.nazev}
      </h2>
      <p className={css({ lineHeight: '1.6' })}>{programme.popis}</p>
      <InfoRows
        rows={[
          [t.PRISPEVEK, formatCrowns(programme.limitRocni)],
          [t.CERPANO, formatCrowns(programme.cerpano)],
          [t.ZBYVA, formatCrowns(programme.zbyva)],
          [t.VEK, programme.vekPopis],
          [t.OBDOBI, `${formatDay(programme.platnostOd)} – ${formatDay(programme.platnostDo)}`],
          [t.PODANI, formatDay(programme.podaniDo)],
        ]}
      />
      {programme.podminky.length > 0 ? (
        <div>
          <h3 className={css({ fontWeight: 'semibold' })}>{t.PODMINKY}</h3>
          <ul className={css({ listStyle: 'disc', pl: '5', lineHeight: '1.6' })}>
            {programme.podminky.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

const TOTAL = 4;

function ProgrammeClaimWizard(props: { pojistenecId: string; programme: ProgramDetail; onRestart: () => void }) {
  const flow = useProgrammeClaim(props);
  const focus = useMovedFocus(flow.view);
  // Attachments the draft had before a reload are gone: the documents step says so.
  const [lostFiles] = useState(() => flow.view !== 'receipt' && flow.draft.prilohy.length === 0);
  switch (flow.view) {
    case 'receipt':
      return <ReceiptStep flow={flow} programme={props.programme} focus={focus} />;
    case 'account':
      return <AccountStep flow={flow} prefilled={props.programme.ucet !== null} focus={focus} />;
    case 'documents':
      return <DocumentsStep flow={flow} programme={props.programme} focus={focus} lostFiles={lostFiles} />;
    case 'done':
      return <DoneStep flow={flow} focus={focus} />;
    default:
      return <ReviewStep flow={flow} programme={props.programme} focus={focus} />;
  }
}

interface ReceiptValues {
  datumUctenka: string;
  castkaUctenka: number | string;
}

function ReceiptStep({ flow, programme, focus }: { flow: ProgrammeClaimFlow; programme: ProgramDetail; focus: boolean }) {
  const form = useContractForm<ReceiptValues, ReturnType<ProgrammeClaimFlow['stepSchema']>>({
    schema: flow.stepSchema('receipt'),
    defaultValues: { datumUctenka: flow.draft.datumUctenka, castkaUctenka: amountValueOf(flow.draft.castkaUctenka) },
    onSubmit: (_, values) => flow.events.next(values),
  });
  useStepErrors(form, flow.stepErrors);
  useReportFormChanges(form.api, flow.events.change);
  return (
    <StepFrame id="claim-krok" number={1} total={TOTAL} title={claimTexts.UCTENKA_NADPIS} focus={focus}>
      <ContractFormRoot form={form} aria-labelledby="claim-krok" className={stepFormStyle}>
        <FormField form={form} name="datumUctenka" required>
          {(field) => (
            <DatePicker
              {...field}
              label={claimTexts.DATUM_UCTENKA}
              hint={claimTexts.DATUM_UCTENKA_HINT(formatDay(programme.platnostOd), formatDay(programme.platnostDo))}
            />
          )}
        </FormField>
        <FormField form={form} name="castkaUctenka" required>
          {(field) => <AmountInput {...field} label={claimTexts.CASTKA_UCTENKA} />}
        </FormField>
        <FormErrorSummary form={form} />
        <WizardFooter label={claimTexts.POKRACOVAT} />
      </ContractFormRoot>
    </StepFrame>
  );
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
    <StepFrame id="claim-krok" number={2} total={TOTAL} title={claimTexts.UCET_NADPIS} focus={focus}>
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
    <StepFrame id="claim-krok" number={3} total={TOTAL} title={claimTexts.DOKLADY_NADPIS} focus={focus}>
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
      total={TOTAL}
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
