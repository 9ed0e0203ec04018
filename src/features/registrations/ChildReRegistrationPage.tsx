/**
 * Přeregistrace dítěte (/registrace/preregistrace-ditete/): the childReRegistration flow
 * (use-child-reregistration.ts) — the child, the former insurer, the addresses (the child's
 * address chosen from the national register's suggestions or typed), the review — then the
 * confirmation with the day the change takes effect, as the server computes it (zákon
 * č. 48/1997 Sb., § 11a). A represented person under 18 is told why it is not available.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { insurerName, otherInsurerCodes } from '../../../contract/communication';
import { permanentAddressChoiceLabels, representativeAddressChoiceLabels } from '../../../contract/enums';
import { formatAddress, formatBirthNumber } from '../../../contract/format';
import { fullName } from '../../../contract/person';
import {
  reregistrationSteps,
  type AddressValues,
  type ReregistrationStep,
} from '../../../machines/childReRegistration/childReRegistration.machine';
import { AddressSearch, NativeSelect, RadioGroup, TextInput } from '../../components/form';
import { InfoRows } from '../../components/InfoRows';
import { actionsStyle, stepHeadingStyle, wizardSectionStyle as sectionStyle } from '../../components/wizard-styles';
import { WizardFooter } from '../../components/WizardFooter';
import { Page } from '../../components/Page';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { personKey } from '../../lib/query-keys';
import { cs } from '../../texts/cs';
import { reregisterChild } from './api';
import { AdultOnly } from './AdultOnly';
import { reregistrationTexts as t } from './texts';
import { useChildReRegistration } from './use-child-reregistration';

export function ChildReRegistrationPage() {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => (
        <AdultOnly title={t.NADPIS}>
          <ReRegistrationWizard key={pojistenecId} pojistenecId={pojistenecId} />
        </AdultOnly>
      )}
    </WithInsuredPerson>
  );
}

const stepTitles: Record<ReregistrationStep, string> = {
  child: t.KROK_DITE,
  insurer: t.KROK_POJISTOVNA,
  address: t.KROK_ADRESA,
  review: t.KROK_KONTROLA,
};

const emptyAddress: AddressValues = { ulice: '', obec: '', psc: '' };

function ReRegistrationWizard({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const flow = useChildReRegistration({
    pojistenecId,
    submit: async (input) => {
      const answer = await reregisterChild(api, pojistenecId, input);
      void queryClient.invalidateQueries({ queryKey: [...personKey(pojistenecId), 'mojeZadosti'] });
      return answer;
    },
  });
  const { step: state, values, fieldErrors, error, answer, events } = flow;
  const step: ReregistrationStep | null = state === 'submitting' || state === 'failed' ? 'review' : state === 'done' ? null : state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(fieldErrors).length) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldErrors]);

  if (state === 'done' && answer) {
    return (
      <Page title={t.NADPIS}>
        <section aria-labelledby="prereg-hotovo" className={sectionStyle}>
          <h2 id="prereg-hotovo" ref={headingRef} tabIndex={-1} className={stepHeadingStyle}>
            {t.PRIJATO}
          </h2>
          <p>{t.UCINNOST(formatDay(answer.ucinnostOd), answer.puvodniPojistovna.nazev)}</p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t.PRAVIDLO}</p>
          <div className={actionsStyle}>
            <Link to="/komunikace/moje-zadosti/" className={button({ variant: 'solid' })}>
              {t.MOJE_ZADOSTI}
            </Link>
          </div>
        </section>
      </Page>
    );
  }
  if (!step) return null;
  const sending = state === 'submitting';
  const addressFields = (field: 'adresaTrvala' | 'adresaKontaktni') => {
    const address = values[field] ?? emptyAddress;
    const change = (patch: Partial<AddressValues>) => events.change({ [field]: { ...address, ...patch } });
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <AddressSearch api={api} onChoose={(chosen) => events.chooseAddress(field, chosen)} />
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '2fr 2fr 1fr' } })}>
          <TextInput
            name={`${field}.ulice`}
            label={t.ULICE}
            value={address.ulice}
            error={fieldErrors[`${field}.ulice`]}
            onChange={(ulice) => change({ ulice })}
          />
          <TextInput
            name={`${field}.obec`}
            label={t.OBEC}
            required
            value={address.obec}
            error={fieldErrors[`${field}.obec`] ?? fieldErrors[field]}
            onChange={(obec) => change({ obec })}
          />
          <TextInput
            name={`${field}.psc`}
            label={t.PSC}
            inputMode="numeric"
            value={address.psc}
            error={fieldErrors[`${field}.psc`]}
            onChange={(psc) => change({ psc })}
          />
        </div>
      </div>
    );
  };

  return (
    <Page title={t.NADPIS}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <section aria-labelledby="prereg-krok" className={sectionStyle}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'primary.text' })}>
            {t.KROK(reregistrationSteps.indexOf(step) + 1, reregistrationSteps.length)}
          </p>
          <h2 id="prereg-krok" ref={headingRef} tabIndex={-1} className={stepHeadingStyle}>
            {stepTitles[step]}
          </h2>
        </div>
        <form
          ref={formRef}
          noValidate
          aria-labelledby="prereg-krok"
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 'review') events.confirm();
            else events.next();
          }}
          className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
        >
          {step === 'child' ? (
            <>
              <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
                <TextInput
                  name="jmeno"
                  label={t.JMENO}
                  required
                  autoComplete="off"
                  value={values.jmeno}
                  error={fieldErrors.jmeno}
                  onChange={(jmeno) => events.change({ jmeno })}
                />
                <TextInput
                  name="prijmeni"
                  label={t.PRIJMENI}
                  required
                  autoComplete="off"
                  value={values.prijmeni}
                  error={fieldErrors.prijmeni}
                  onChange={(prijmeni) => events.change({ prijmeni })}
                />
              </div>
              <TextInput
                name="rocis"
                label={t.ROCIS}
                hint={t.ROCIS_NAPOVEDA}
                required
                inputMode="numeric"
                autoComplete="off"
                value={values.rocis}
                error={fieldErrors.rocis}
                onChange={(rocis) => events.change({ rocis })}
              />
            </>
          ) : null}
          {step === 'insurer' ? (
            <NativeSelect
              name="puvodniZP"
              label={t.PUVODNI}
              required
              placeholder={t.VYBERTE}
              value={values.puvodniZP}
              error={fieldErrors.puvodniZP}
              onChange={(puvodniZP) => events.change({ puvodniZP })}
              options={otherInsurerCodes.map((kod) => ({ value: kod, label: `${kod} – ${insurerName(kod) ?? ''}` }))}
            />
          ) : null}
          {step === 'address' ? (
            <>
              <RadioGroup
                name="adresaTrvalaVolba"
                label={t.TRVALA}
                required
                value={values.adresaTrvalaVolba}
                error={fieldErrors.adresaTrvalaVolba}
                onChange={(value) => events.change({ adresaTrvalaVolba: value as 'SHODNA_ZASTUPCE' | 'JINA_ADRESA' })}
                options={(['SHODNA_ZASTUPCE', 'JINA_ADRESA'] as const).map((value) => ({
                  value,
                  label: representativeAddressChoiceLabels[value],
                }))}
              />
              {values.adresaTrvalaVolba === 'JINA_ADRESA' ? addressFields('adresaTrvala') : null}
              <RadioGroup
                name="adresaKontaktniVolba"
                label={t.KONTAKTNI}
                required
                value={values.adresaKontaktniVolba}
                error={fieldErrors.adresaKontaktniVolba}
                onChange={(value) => events.change({ adresaKontaktniVolba: value as 'SHODNA_TRVALA' | 'JINA_ADRESA' })}
                options={(['SHODNA_TRVALA', 'JINA_ADRESA'] as const).map((value) => ({
                  value,
                  label: permanentAddressChoiceLabels[value],
                }))}
              />
              {values.adresaKontaktniVolba === 'JINA_ADRESA' ? addressFields('adresaKontaktni') : null}
            </>
          ) : null}
          {step === 'review' ? (
            <>
              <InfoRows
                rows={[
                  [t.DITE, `${fullName(values)}, ${formatBirthNumber(values.rocis)}`],
                  [t.PUVODNI, `${values.puvodniZP} – ${insurerName(values.puvodniZP) ?? ''}`],
                  [
                    t.TRVALA,
                    values.adresaTrvalaVolba === 'JINA_ADRESA' && values.adresaTrvala
                      ? formatAddress(values.adresaTrvala)
                      : representativeAddressChoiceLabels.SHODNA_ZASTUPCE,
                  ],
                  [
                    t.KONTAKTNI,
                    values.adresaKontaktniVolba === 'JINA_ADRESA' && values.adresaKontaktni
                      ? formatAddress(values.adresaKontaktni)
                      : permanentAddressChoiceLabels.SHODNA_TRVALA,
                  ],
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
            onBack={step !== 'child' ? events.back : undefined}
            busy={sending}
            busyLabel={t.ODESILANI}
            label={step === 'review' ? (state === 'failed' ? cs.ZKUSIT_ZNOVU : t.ODESLAT) : cs.POKRACOVAT}
          />
        </form>
      </section>
    </Page>
  );
}
