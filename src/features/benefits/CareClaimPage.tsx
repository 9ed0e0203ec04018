/**
 * 'Žádost o proplacení zdravotní péče' (/benefity/zdravotni-pece/{kod}): what the kind reimburses
 * and which documents it needs (GET /benefitPeceDetail), the claim wizard (use-care-claim.ts):
 * details (the document date, or the trip's dates; the amount unless the kind pays a fixed or
 * computed sum) → bank account (and whether to store it) → documents → review → send; and the
 * person's earlier claims of the kind. The steps after the details are in CareClaimSteps.tsx.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { careNeedsAmount, careNeedsDocuments } from '../../../contract/claim-rules';
import { careTypeLabels } from '../../../contract/enums';
import { todayIso } from '../../../contract/format';
import { AmountInput, ContractFormRoot, DatePicker, FormErrorSummary, FormField, useContractForm } from '../../components/form';
import { InfoRows, type InfoRow } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { IconChevronLeft } from '../../components/icons';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { useApi } from '../../app';
import { afterPageSettles } from '../../lib/load-soon';
import { backLinkStyle, WithInsuredPerson } from '../../app/person-page';
import { useReportFormChanges } from '../../app/use-wizard';
import { WizardFooter } from '../../components/WizardFooter';
import { careDetailQuery } from './api';
import { ClaimList } from './ClaimList';
import { amountValueOf, CLAIM_STEPS, StepFrame, stepFormStyle, useMovedFocus, useStepErrors } from './claim-parts';
import { stackStyle } from './styles';
import { approvalModeTexts, careTexts as t, claimTexts } from './texts';
import { useCareClaim, type CareClaimFlow, type CareClaimOptions } from './use-care-claim';

export type KindDetail = CareClaimOptions['kind'] & { podminky: string[]; seznamZadosti: Parameters<typeof ClaimList>[0]['claims'] };

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

// The steps after the first (account, documents, review, confirmation) load once the page has settled
// (afterPageSettles), not with the claim's first visit; a spinner holds their place if the claim gets there first.
const loadLaterSteps = () => import('./CareClaimSteps');
const LaterStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.CareClaimLaterStep })));
const preloadLaterSteps = () => {
  void loadLaterSteps().catch(() => {
    // offline: the step loads (or reports) when the claim moves on to it
  });
};

function CareClaimWizard(props: { pojistenecId: string; kind: KindDetail; onRestart: () => void }) {
  // Their code downloads while the person fills in the first step, so moving on rarely waits.
  useEffect(() => afterPageSettles(preloadLaterSteps), []);
  const flow = useCareClaim(props);
  const focus = useMovedFocus(flow.view);
  const [lostFiles] = useState(() => flow.view !== 'details' && flow.draft.prilohy.length === 0 && careNeedsDocuments(flow.kind));
  if (flow.view === 'details') return <DetailsStep flow={flow} focus={focus} />;
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <LaterStep flow={flow} kind={props.kind} focus={focus} lostFiles={lostFiles} />
    </Suspense>
  );
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
      total={CLAIM_STEPS}
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
