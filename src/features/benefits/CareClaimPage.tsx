/**
 * 'Žádost o proplacení zdravotní péče' (/benefity/zdravotni-pece/{kod}): what the kind reimburses
 * and which documents it needs (GET /benefitPeceDetail), the claim wizard (use-care-claim.ts):
 * details (the document date, or the trip's dates; the amount unless the kind pays a fixed or
 * computed sum) → bank account (and whether to store it) → documents → review → send; and the
 * person's earlier claims of the kind.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { careNeedsAmount, careNeedsDocuments, tripDays } from '../../../contract/benefits';
import { careTypeLabels } from '../../../contract/enums';
import { formatCrowns, todayIso } from '../../../contract/format';
import { requestStateLabels } from '../../../contract/enums';
import {
  AmountInput,
  Checkbox,
  ContractFormRoot,
  DatePicker,
  FormErrorSummary,
  FormField,
  useContractForm,
  type ContractForm,
} from '../../components/form';
import { InfoRows, type InfoRow } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { IconChevronLeft } from '../../components/icons';
import { useApi } from '../../app';
import { backLinkStyle, WithInsuredPerson } from '../../app/person-page';
import { useReportFormChanges } from '../../app/use-wizard';
import { WizardFooter } from '../../components/WizardFooter';
import { formatDay } from '../../lib/display-dates';
import { careDetailQuery } from './api';
import { ClaimList } from './CarePage';
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
import { approvalModeTexts, careTexts as t, claimTexts } from './texts';
import { useCareClaim, type CareClaimFlow, type CareClaimOptions } from './use-care-claim';

type KindDetail = CareClaimOptions['kind'] & { podminky: string[]; seznamZadosti: Parameters<typeof ClaimList>[0]['claims'] };

export function CareClaimPage({ kod }: { kod: string }) {
  return (
    <WithInsuredPerson title={t.DETAIL_NADPIS}>
      {(pojistenecId) => <CareClaim key={`${pojistenecId}-${kod}`} pojistenecId={pojistenecId} kod={kod} />}
    </WithInsuredPerson>
  );
}

function CareClaim({ pojistenecId, kod }: { pojistenecId: string; kod: string }) {
  const api = useApi();
  const query = useQuery(careDetailQuery(api, pojistenecId, kod));
  const [run, setRun] = useState(0);
  return (
    <Page title={t.DETAIL_NADPIS}>
      <Link to="/benefity/zdravotni-pece/" className={backLinkStyle}>
        <IconChevronLeft size={20} aria-hidden="true" />
        {claimTexts.PROPLACENI_PECE}
      </Link>
      <QueryView query={query}>
        {(kind) => (
          <div className={stackStyle}>
            <KindSummary kind={kind} />
            <CareClaimWizard key={run} pojistenecId={pojistenecId} kind={kind} onRestart={() => setRun((n) => n + 1)} />
            <section aria-labelledby="pece-zadosti" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              <h2 id="pece-zadosti" className={css({ textStyle: 'sectionTitle' })}>
                {t.MOJE}
              </h2>
              <ClaimList claims={kind.seznamZadosti} />
            </section>
          </div>
        )}
      </QueryView>
    </Page>
  );
}

function KindSummary({ kind }: { kind: KindDetail }) {
  const rows: InfoRow[] = [
    ...(kind.sazbaPopis ? [[t.SAZBA, kind.sazbaPopis] as const] : []),
    ...(kind.maxDni !== null && kind.typ === 'CESTA' ? [[t.MAX_DNI, `${kind.maxDni} dní`] as const] : []),
    [
      t.DOKLADY,
      kind.dokladyPovinne
        ? kind.doklady.map((doklad) => (doklad.povinny ? doklad.nazev : `${doklad.nazev} ${claimTexts.NEPOVINNY}`)).join(', ') || '—'
        : t.DOKLADY_NE,
    ],
    [claimTexts.SCHVALOVANI, approvalModeTexts[kind.schvalovani]],
  ];
  return (
    <section aria-labelledby="druh-nazev" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{careTypeLabels[kind.typ]}</p>
      <h2 id="druh-nazev" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
        {kind.nazev}
      </h2>
      <p className={css({ lineHeight: '1.6' })}>{kind.popis}</p>
      <InfoRows rows={rows} />
      {kind.podminky.length > 0 ? (
        <div>
          <h3 className={css({ fontWeight: 'semibold' })}>{t.PODMINKY}</h3>
          <ul className={css({ listStyle: 'disc', pl: '5', lineHeight: '1.6' })}>
            {kind.podminky.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

const TOTAL = 4;

function CareClaimWizard(props: { pojistenecId: string; kind: KindDetail; onRestart: () => void }) {
  const flow = useCareClaim(props);
  const focus = useMovedFocus(flow.view);
  const [lostFiles] = useState(() => flow.view !== 'details' && flow.draft.prilohy.length === 0 && careNeedsDocuments(flow.kind));
  switch (flow.view) {
    case 'details':
      return <DetailsStep flow={flow} focus={focus} />;
    case 'account':
      return <AccountStep flow={flow} prefilled={props.kind.ucet !== null} focus={focus} />;
    case 'documents':
      return <DocumentsStep flow={flow} kind={props.kind} focus={focus} lostFiles={lostFiles} />;
    case 'done':
      return <DoneStep flow={flow} focus={focus} />;
    default:
      return <ReviewStep flow={flow} focus={focus} />;
  }
}

interface DetailsValues {
  dokladDatum: string;
  cestaDatumOd: string;
  cestaDatumDo: string;
  castkaUctenka: number | string;
}

function DetailsStep({ flow, focus }: { flow: CareClaimFlow; focus: boolean }) {
  const { draft, kind } = flow;
  const form = useContractForm<DetailsValues, ReturnType<CareClaimFlow['stepSchema']>>({
    schema: flow.stepSchema('details'),
    defaultValues: {
      dokladDatum: draft.dokladDatum,
      cestaDatumOd: draft.cestaDatumOd,
      cestaDatumDo: draft.cestaDatumDo,
      castkaUctenka: amountValueOf(draft.castkaUctenka),
    },
    onSubmit: (_, values) => flow.events.next(values),
  });
  useStepErrors(form, flow.stepErrors);
  useReportFormChanges(form.api, flow.events.change);
  const travel = kind.typ === 'CESTA';
  const today = todayIso();
  return (
    <StepFrame
      id="claim-krok"
      number={1}
      total={TOTAL}
      title={travel ? claimTexts.UDAJE_CESTA_NADPIS : claimTexts.UDAJE_NADPIS}
      focus={focus}
    >
      <ContractFormRoot form={form} aria-labelledby="claim-krok" className={stepFormStyle}>
        {travel ? (
          <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
            <FormField form={form} name="cestaDatumOd" required>
              {(field) => <DatePicker {...field} label={claimTexts.CESTA_OD} max={today} />}
            </FormField>
            <FormField form={form} name="cestaDatumDo" required>
              {(field) => (
                <DatePicker
                  {...field}
                  label={claimTexts.CESTA_DO}
                  max={today}
                  hint={kind.maxDni !== null ? claimTexts.CESTA_HINT(kind.maxDni) : undefined}
                />
              )}
            </FormField>
          </div>
        ) : (
          <FormField form={form} name="dokladDatum" required>
            {(field) => <DatePicker {...field} label={claimTexts.DOKLAD_DATUM} max={today} />}
          </FormField>
        )}
        {careNeedsAmount(kind) ? (
          <FormField form={form} name="castkaUctenka" required>
            {(field) => <AmountInput {...field} label={claimTexts.CASTKA_UCTENKA} />}
          </FormField>
        ) : null}
        <FormErrorSummary form={form} />
        <WizardFooter label={claimTexts.POKRACOVAT} />
      </ContractFormRoot>
    </StepFrame>
  );
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
    <StepFrame id="claim-krok" number={2} total={TOTAL} title={claimTexts.UCET_NADPIS} focus={focus}>
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
    <StepFrame id="claim-krok" number={3} total={TOTAL} title={claimTexts.DOKLADY_NADPIS} focus={focus}>
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
    <StepFrame id="claim-krok" number={4} total={TOTAL} title={claimTexts.KONTROLA_NADPIS} focus={focus} busy={sending}>
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
