/**
 * 'Čerpání programu' (/benefity/programy/{pojistenecId}/{kod}/{kodZps?}): the programme's detail
 * (GET /benefitProgramyDetail: contribution, what is left, conditions, documents) and the claim
 * wizard (use-programme-claim.ts): receipt → bank account → documents → review with what will be
 * paid (the server's preview: the amount capped by what is left of the yearly limit) → send. A
 * programme the person cannot draw now says why and offers no claim. The steps after the receipt
 * are in ProgrammeClaimSteps.tsx.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import type { ProgramDetail } from '../../../contract/benefits';
import { formatCrowns } from '../../../contract/format';
import { AmountInput, ContractFormRoot, DatePicker, FormErrorSummary, FormField, useContractForm } from '../../components/form';
import { InfoRows } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { IconChevronLeft } from '../../components/icons';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { useApi } from '../../app';
import { afterPageSettles } from '../../lib/load-soon';
import { backLinkStyle } from '../../app/person-page';
import { useReportFormChanges } from '../../app/use-wizard';
import { WizardFooter } from '../../components/WizardFooter';
import { formatDay } from '../../lib/display-dates';
import { programmeDetailQuery } from './api';
import { amountValueOf, CLAIM_STEPS, StepFrame, stepFormStyle, useMovedFocus, useStepErrors } from './claim-parts';
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

// The steps after the first (account, documents, review, confirmation) load once the page has settled
// (afterPageSettles), not with the claim's first visit; a spinner holds their place if the claim gets there first.
const loadLaterSteps = () => import('./ProgrammeClaimSteps');
const LaterStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.ProgrammeClaimLaterStep })));
const preloadLaterSteps = () => {
  void loadLaterSteps().catch(() => {
    // offline: the step loads (or reports) when the claim moves on to it
  });
};

function ProgrammeClaimWizard(props: { pojistenecId: string; programme: ProgramDetail; onRestart: () => void }) {
  // Their code downloads while the person fills in the first step, so moving on rarely waits.
  useEffect(() => afterPageSettles(preloadLaterSteps), []);
  const flow = useProgrammeClaim(props);
  const focus = useMovedFocus(flow.view);
  // Attachments the draft had before a reload are gone: the documents step says so.
  const [lostFiles] = useState(() => flow.view !== 'receipt' && flow.draft.prilohy.length === 0);
  if (flow.view === 'receipt') return <ReceiptStep flow={flow} programme={props.programme} focus={focus} />;
  return (
    <Suspense fallback={<CenteredSpinner />}>
      <LaterStep flow={flow} programme={props.programme} focus={focus} lostFiles={lostFiles} />
    </Suspense>
  );
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
    <StepFrame id="claim-krok" number={1} total={CLAIM_STEPS} title={claimTexts.UCTENKA_NADPIS} focus={focus}>
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
