/**
 * Registrace novorozence (/registrace/registrace-novorozence/): the newbornRegistration flow
 * (use-newborn-registration.ts) step by step — the mother's birth number, the children (twins:
 * another child), each child's birth certificate, where to collect the card, the review — then the
 * confirmation with the request in 'Moje žádosti' and each child's last day to join ZVONEK. Each
 * step's heading takes the focus; the contract's messages show at the fields. A represented
 * person under 18 cannot register a child: the screen says why.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { branchName, insurerBranches } from '../../../contract/branches';
import { isWomansBirthNumber } from '../../../contract/communication';
import { formatBirthNumber } from '../../../contract/format';
import { fullName } from '../../../contract/person';
import { newbornSteps, type NewbornStep } from '../../../machines/newbornRegistration/newbornRegistration.machine';
import { RadioGroup, TextInput } from '../../components/form';
import { InfoRows } from '../../components/InfoRows';
import { actionsStyle, stepHeadingStyle, wizardSectionStyle as sectionStyle } from '../../components/wizard-styles';
import { WizardFooter } from '../../components/WizardFooter';
import { Page } from '../../components/Page';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { personalDataQuery } from '../../app/personal-data';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { personKey } from '../../lib/query-keys';
import { cs } from '../../texts/cs';
import { registerNewborns } from './api';
import { AdultOnly } from './AdultOnly';
import { registrationTexts as t } from './texts';
import { useNewbornRegistration } from './use-newborn-registration';

// The birth certificates' pickers (their machine, the files' previews) load when the certificates
// step opens, not with the mother's birth number.
const AttachmentPicker = lazy(() =>
  import('../../components/attachments/AttachmentPicker').then((module) => ({ default: module.AttachmentPicker })),
);

export function NewbornRegistrationPage() {
  return (
    <WithInsuredPerson title={t.NOVOROZENEC}>
      {(pojistenecId) => (
        <AdultOnly title={t.NOVOROZENEC}>{<NewbornWithMother key={pojistenecId} pojistenecId={pojistenecId} />}</AdultOnly>
      )}
    </WithInsuredPerson>
  );
}

/**
 * The wizard starts once the person's data is known, with the mother's birth number filled in when
 * the signed-in person is a woman (issue 37); without it (a man, or the data failed to load) the
 * field starts empty as before.
 */
function NewbornWithMother({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const personal = useQuery(personalDataQuery(api, pojistenecId));
  if (personal.isPending) {
    return (
      <Page title={t.NOVOROZENEC}>
        <CenteredSpinner />
      </Page>
    );
  }
  const own = personal.data?.rodneCislo;
  return <NewbornWizard pojistenecId={pojistenecId} motherBirthNumber={own && isWomansBirthNumber(own) ? own : undefined} />;
}

const stepTitles: Record<NewbornStep, string> = {
  mother: t.KROK_MATKA,
  children: t.KROK_DETI,
  certificates: t.KROK_LISTY,
  branch: t.KROK_POBOCKA,
  review: t.KROK_KONTROLA,
};

function NewbornWizard({ pojistenecId, motherBirthNumber }: { pojistenecId: string; motherBirthNumber?: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const flow = useNewbornRegistration({
    pojistenecId,
    motherBirthNumber,
    submit: async (input) => {
      const answer = await registerNewborns(api, pojistenecId, input);
      void queryClient.invalidateQueries({ queryKey: [...personKey(pojistenecId), 'mojeZadosti'] });
      return answer;
    },
  });
  const { step: state, values, certificates, fieldErrors, error, answer, events } = flow;
  const step: NewbornStep | null = state === 'submitting' || state === 'failed' ? 'review' : state === 'done' ? null : state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  // After a refused 'Pokračovat' the first field with a message takes the focus.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!Object.keys(fieldErrors).length) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  if (state === 'done' && answer) {
    return (
      <Page title={t.NOVOROZENEC}>
        <section aria-labelledby="novorozenec-hotovo" className={sectionStyle}>
          <h2 id="novorozenec-hotovo" ref={headingRef} tabIndex={-1} className={stepHeadingStyle}>
            {t.PRIJATO}
          </h2>
          <p>{t.PRIJATO_POPIS}</p>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyle: 'disc' })}>
            {answer.deti.map((child) => (
              <li key={child.rocis}>
                <strong>
                  {child.jmeno} {child.prijmeni}
                </strong>
                {' – '}
                {t.ZVONEK_DO(formatDay(child.zvonekPrihlaskaDo))}
              </li>
            ))}
          </ul>
          <div className={actionsStyle}>
            <Link to="/pojistne/vitalitas/program-zvonek/" className={button({ variant: 'outline' })}>
              {t.ZVONEK}
            </Link>
            <Link to="/komunikace/moje-zadosti/" className={button({ variant: 'solid' })}>
              {t.MOJE_ZADOSTI}
            </Link>
          </div>
        </section>
      </Page>
    );
  }
  if (!step) return null;
  const number = newbornSteps.indexOf(step) + 1;
  const sending = state === 'submitting';

  return (
    <Page title={t.NOVOROZENEC}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <section aria-labelledby="novorozenec-krok" className={sectionStyle}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'primary.text' })}>{t.KROK(number, newbornSteps.length)}</p>
          <h2 id="novorozenec-krok" ref={headingRef} tabIndex={-1} className={stepHeadingStyle}>
            {stepTitles[step]}
          </h2>
        </div>
        <form
          ref={formRef}
          noValidate
          aria-labelledby="novorozenec-krok"
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 'review') events.confirm();
            else events.next();
          }}
          className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
        >
          {step === 'mother' ? (
            <TextInput
              name="rocisMatka"
              label={t.ROCIS_MATKA}
              hint={motherBirthNumber && values.rocisMatka === motherBirthNumber ? t.ROCIS_MATKA_VASE : t.ROCIS_NAPOVEDA}
              required
              inputMode="numeric"
              autoComplete="off"
              value={values.rocisMatka}
              error={fieldErrors.rocisMatka}
              onChange={(rocisMatka) => events.change({ rocisMatka })}
            />
          ) : null}
          {step === 'children' ? (
            <>
              {values.deti.map((child, index) => (
                <fieldset key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
                  <legend className={css({ fontWeight: 'bold', mb: '2' })}>{t.DITE(index + 1)}</legend>
                  <TextInput
                    name={`rocis.${index}`}
                    label={t.ROCIS_DITETE}
                    hint={t.ROCIS_NAPOVEDA}
                    required
                    inputMode="numeric"
                    autoComplete="off"
                    value={child.rocis}
                    error={fieldErrors[`rocis.${index}`]}
                    onChange={(rocis) => events.childChange(index, { rocis })}
                  />
                  <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
                    <TextInput
                      name={`jmeno.${index}`}
                      label={t.JMENO}
                      required
                      autoComplete="off"
                      value={child.jmeno}
                      error={fieldErrors[`jmeno.${index}`]}
                      onChange={(jmeno) => events.childChange(index, { jmeno })}
                    />
                    <TextInput
                      name={`prijmeni.${index}`}
                      label={t.PRIJMENI}
                      required
                      autoComplete="off"
                      value={child.prijmeni}
                      error={fieldErrors[`prijmeni.${index}`]}
                      onChange={(prijmeni) => events.childChange(index, { prijmeni })}
                    />
                  </div>
                  {index > 0 ? (
                    <div>
                      <button type="button" className={button({ variant: 'outline' })} onClick={() => events.removeChild(index)}>
                        {t.ODEBRAT_DITE(index + 1)}
                      </button>
                    </div>
                  ) : null}
                </fieldset>
              ))}
              <div>
                <button type="button" className={button({ variant: 'outline' })} onClick={events.addChild}>
                  {t.PRIDAT_DITE}
                </button>
              </div>
            </>
          ) : null}
          {step === 'certificates' ? (
            <Suspense fallback={<CenteredSpinner />}>
              {values.deti.map((child, index) => (
                <AttachmentPicker
                  key={index}
                  label={t.RODNY_LIST(child.jmeno || t.DITE(index + 1), child.prijmeni)}
                  required
                  error={fieldErrors[`prilohy.${index}`]}
                  onChange={(value) => events.certificates(index, value.newFiles ?? [])}
                />
              ))}
              {certificates.flat().length === 0 ? <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.LISTY_NAPOVEDA}</p> : null}
              {fieldErrors.prilohy ? (
                <p role="alert" className={css({ color: 'danger.text' })}>
                  {fieldErrors.prilohy.join(' ')}
                </p>
              ) : null}
            </Suspense>
          ) : null}
          {step === 'branch' ? (
            <RadioGroup
              name="adresaOdeslani"
              label={t.POBOCKA}
              required
              value={values.adresaOdeslani}
              error={fieldErrors.adresaOdeslani}
              onChange={(adresaOdeslani) => events.change({ adresaOdeslani })}
              options={insurerBranches.map(([value, label]) => ({ value, label }))}
            />
          ) : null}
          {step === 'review' ? (
            <>
              <InfoRows
                rows={[
                  [t.ROCIS_MATKA, formatBirthNumber(values.rocisMatka)],
                  ...values.deti.map(
                    (child, index) =>
                      [
                        t.DITE(index + 1),
                        `${fullName(child)}, ${formatBirthNumber(child.rocis)} · ${t.SOUBORU(certificates[index]?.length ?? 0)}`,
                      ] as const,
                  ),
                  [t.POBOCKA, branchName(values.adresaOdeslani) ?? values.adresaOdeslani],
                ]}
              />
              {error ? (
                <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
                  {error}
                </p>
              ) : null}
            </>
          ) : null}
          {fieldErrors._form?.length ? (
            <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
              {fieldErrors._form.join(' ')}
            </p>
          ) : null}
          <WizardFooter
            onBack={step !== 'mother' ? events.back : undefined}
            busy={sending}
            busyLabel={t.ODESILANI}
            label={step === 'review' ? (state === 'failed' ? cs.ZKUSIT_ZNOVU : t.ODESLAT) : cs.POKRACOVAT}
          />
        </form>
      </section>
    </Page>
  );
}
