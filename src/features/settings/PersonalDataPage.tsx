/**
 * Osobní údaje (/nastaveni/nastaveni-pojistence/osobni-udaje): the person's name and titles,
 * addresses, e-mail, phones and bank account (GET /pojistenecOsobniUdaje). Each part is its own
 * form with its own 'Uložit' and Czech messages (issue 15 §3), so saving one part never loses
 * what is typed in another: a part's form follows the stored values only while nothing was typed
 * in it. A change of name is a request with a document (the nameChange flow, use-name-change.ts);
 * titles alone change at once. The representative edits a represented child's data the same way.
 */
import { fullNameWithTitles } from '../../../contract/person';
import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { czechBankCodes } from '../../../contract/bank-codes';
import { formatAddress } from '../../../contract/format';
import { permanentAddressChoiceLabels, permanentAddressChoices } from '../../../contract/enums';
import { adresaZmenaSchema, type AdresaDetail, type OsobniUdajeOdpoved } from '../../../contract/settings';
import type { NavrhAdresy } from '../../../contract/communication';
import { bankAccountSchema, emailSchema, telefonSchema } from '../../../contract/rules';
import { entity } from '../../../contract/entities';
import {
  AddressSearch,
  ContractFormRoot,
  FormErrorSummary,
  FormField,
  NativeSelect,
  RadioGroup,
  SubmitButton,
  TextInput,
  useContractForm,
  type AnyContractForm,
  useFormStore,
} from '../../components/form';
import { InfoRows } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { Spinner } from '../../components/ui/Spinner';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatMomentDay } from '../../lib/display-dates';
import { cs } from '../../texts/cs';
import {
  contactConfirmationQuery,
  contactConfirmationQueryKey,
  personalDataParts,
  personalDataQuery,
  personalDataQueryKey,
  settingsSummaryQuery,
} from './api';
import { ContactConfirmation } from './ContactConfirmation';
import { personalDataTexts as t } from './personal-data-texts';
import { nameStep } from './name-step';
import { actionsStyle, formStyle, twoColumns } from './personal-data-styles';

// The name change (a form with a document) loads when it is opened ('Změnit jméno', ?krok=jmeno).
const NameChangeForm = lazy(() => import('./NameChangeForm'));

export function PersonalDataPage() {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => <PersonalDataScreen key={pojistenecId} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

const sectionStyle = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }));
const headingStyle = css({ textStyle: 'sectionTitle', color: 'fg.default' });

function PersonalDataScreen({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(personalDataQuery(api, pojistenecId));
  return (
    <Page title={t.NADPIS}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <QueryView query={query}>
        {(data) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
            <NameSection data={data} pojistenecId={pojistenecId} />
            <AddressSection data={data} pojistenecId={pojistenecId} />
            <ContactSection data={data} pojistenecId={pojistenecId} />
            <AccountSection data={data} pojistenecId={pojistenecId} />
          </div>
        )}
      </QueryView>
    </Page>
  );
}

/** Saving one part: the answer (the whole personal data) becomes the stored data of every part; the hub's summary follows. */
function useSavePart(pojistenecId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return async <K extends keyof typeof personalDataParts>(part: K, body: unknown, label: string) => {
    // Every part answers the whole personal data; the body is the part's schema output.
    const call = personalDataParts[part] as (typeof personalDataParts)['email'];
    const answer = await api.call(call, { params: { pojistenecId }, body: body as { email: string } });
    queryClient.setQueryData(personalDataQueryKey(pojistenecId), answer);
    void queryClient.invalidateQueries({ queryKey: settingsSummaryQuery(api, pojistenecId).queryKey });
    // A changed e-mail or SMS number is no longer confirmed.
    await queryClient.invalidateQueries({ queryKey: contactConfirmationQueryKey(pojistenecId) });
    notify.success(t.ULOZENO(label));
  };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionStyle}>
      <h2 id={id} className={headingStyle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

// --- Name and titles -------------------------------------------------------------------------

function NameSection({ data, pojistenecId }: { data: OsobniUdajeOdpoved; pojistenecId: string }) {
  const krok = useSearch({ strict: false, select: (search) => nameStep((search as Record<string, unknown>).krok) });
  const navigate = useNavigate();
  const open = () => void navigate({ to: '.', search: ((previous: Record<string, unknown>) => ({ ...previous, krok: 'jmeno' })) as never });
  const pending = data.zmenaJmena;
  return (
    <Section id="osobni-jmeno" title={t.JMENO}>
      <InfoRows
        rows={[
          [t.JMENO, fullNameWithTitles(data)],
          [t.NAROZEN, formatMomentDay(data.narozen)],
        ]}
      />
      {pending ? (
        <p role="status" className={css({ bg: 'bg.subtle', p: '3', borderRadius: 'l2' })}>
          {t.ROZPRACOVANA(fullNameWithTitles(pending), formatMomentDay(pending.datum))}{' '}
          <Link to="/komunikace/moje-zadosti/" className={css({ color: 'primary.text', textDecoration: 'underline' })}>
            {t.MOJE_ZADOSTI}
          </Link>
        </p>
      ) : null}
      {krok ? (
        <Suspense fallback={<Spinner label={cs.NACITANI} />}>
          <NameChangeForm data={data} pojistenecId={pojistenecId} />
        </Suspense>
      ) : (
        <div className={actionsStyle}>
          <button type="button" className={button({ variant: 'outline' })} onClick={open}>
            {t.ZMENIT_JMENO}
          </button>
        </div>
      )}
    </Section>
  );
}

// --- Addresses ---------------------------------------------------------------------------------

interface AddressValues {
  ulice: string;
  obec: string;
  psc: string;
  stat: string;
}

const addressValues = (address: AdresaDetail | null): AddressValues => ({
  ulice: address?.ulice ?? '',
  obec: address?.obec ?? '',
  psc: address?.psc ?? '',
  stat: address?.stat ?? '',
});

function AddressSection({ data, pojistenecId }: { data: OsobniUdajeOdpoved; pojistenecId: string }) {
  const save = useSavePart(pojistenecId);
  const form = useContractForm({
    schema: adresaZmenaSchema,
    defaultValues: {
      adresaTrvala: addressValues(data.adresaTrvala),
      adresaKontaktniVolba: data.adresaKontaktniVolba as string,
      adresaKontaktni: addressValues(data.adresaKontaktni),
    },
    onSubmit: (body) => save('adresa', body, t.ADRESY),
  });
  const other = useFormStore(form.api.store, (state) => state.values.adresaKontaktniVolba === 'JINA_ADRESA');
  return (
    <Section id="osobni-adresy" title={t.ADRESY}>
      <InfoRows
        rows={[
          [t.TRVALA, data.adresaTrvala ? formatAddress(data.adresaTrvala) : t.NEUVEDENO],
          [
            t.KONTAKTNI,
            data.adresaKontaktniVolba === 'JINA_ADRESA' && data.adresaKontaktni
              ? formatAddress(data.adresaKontaktni)
              : permanentAddressChoiceLabels.SHODNA_TRVALA,
          ],
        ]}
      />
      <ContractFormRoot form={form} aria-label={t.ZMENIT(t.ADRESY)} className={formStyle}>
        <fieldset className={formStyle}>
          <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{t.TRVALA}</legend>
          <AddressFields form={form} prefix="adresaTrvala" />
        </fieldset>
        <FormField form={form} name="adresaKontaktniVolba" required>
          {(field) => (
            <RadioGroup
              {...field}
              label={t.KONTAKTNI_VOLBA}
              options={permanentAddressChoices.map((value) => ({ value, label: permanentAddressChoiceLabels[value] }))}
            />
          )}
        </FormField>
        {other ? (
          <fieldset className={formStyle}>
            <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{t.KONTAKTNI}</legend>
            <AddressFields form={form} prefix="adresaKontaktni" />
          </fieldset>
        ) : null}
        <FormErrorSummary form={form} />
        <div className={actionsStyle}>
          <SubmitButton form={form}>{cs.ULOZIT}</SubmitButton>
        </div>
      </ContractFormRoot>
    </Section>
  );
}

function AddressFields({ form, prefix }: { form: AnyContractForm; prefix: 'adresaTrvala' | 'adresaKontaktni' }) {
  const api = useApi();
  // The address search the child re-registration has (issue 37): a chosen address fills the fields.
  const choose = (address: NavrhAdresy) => {
    const fill: Record<string, string> = { ulice: address.ulice, obec: address.obec, psc: address.psc, stat: CZECH_REPUBLIC };
    for (const [key, value] of Object.entries(fill)) form.api.setFieldValue(`${prefix}.${key}`, value);
  };
  return (
    <>
      <AddressSearch api={api} onChoose={choose} />
      <div className={twoColumns}>
        <FormField form={form} name={`${prefix}.ulice`}>
          {(field) => <TextInput {...field} label={t.ULICE} autoComplete="street-address" />}
        </FormField>
        <FormField form={form} name={`${prefix}.obec`} required>
          {(field) => <TextInput {...field} label={t.OBEC} autoComplete="address-level2" />}
        </FormField>
        <FormField form={form} name={`${prefix}.psc`}>
          {(field) => <TextInput {...field} label={t.PSC} autoComplete="postal-code" inputMode="numeric" />}
        </FormField>
        <FormField form={form} name={`${prefix}.stat`}>
          {(field) => <TextInput {...field} label={t.STAT} autoComplete="country-name" />}
        </FormField>
      </div>
    </>
  );
}

/** The register's addresses are all in the Czech Republic. */
const CZECH_REPUBLIC = 'Česká republika';

// --- E-mail and phones -------------------------------------------------------------------------

const emailForm = entity({ email: emailSchema });
const phoneForm = entity({ telefon: telefonSchema });

function ContactSection({ data, pojistenecId }: { data: OsobniUdajeOdpoved; pojistenecId: string }) {
  const api = useApi();
  const save = useSavePart(pojistenecId);
  const email = useContractForm({
    schema: emailForm,
    defaultValues: { email: data.email ?? '' },
    onSubmit: (body) => save('email', body, t.EMAIL),
  });
  const phone = useContractForm({
    schema: phoneForm,
    defaultValues: { telefon: data.telefon ?? '' },
    onSubmit: (body) => save('telefon', body, t.TELEFON),
  });
  const confirmation = useQuery(contactConfirmationQuery(api, pojistenecId));
  const sms = useContractForm({
    schema: phoneForm,
    defaultValues: { telefon: data.telefonSms ?? '' },
    onSubmit: (body) => save('telefonSms', body, t.TELEFON_SMS),
  });
  return (
    <Section id="osobni-kontakty" title={t.KONTAKTY}>
      <ContractFormRoot form={email} aria-label={t.ZMENIT(t.EMAIL)} className={formStyle}>
        <FormField form={email} name="email" required>
          {(field) => <TextInput {...field} type="email" label={t.EMAIL} autoComplete="email" />}
        </FormField>
        <FormErrorSummary form={email} />
        <div className={actionsStyle}>
          <SubmitButton form={email}>{cs.ULOZIT}</SubmitButton>
        </div>
      </ContractFormRoot>
      {data.email && confirmation.data?.email.vyplneno ? (
        // A new address starts its own confirmation.
        <ContactConfirmation key={data.email} pojistenecId={pojistenecId} kontakt="email" potvrzeno={confirmation.data.email.potvrzeno} />
      ) : null}
      <ContractFormRoot form={phone} aria-label={t.ZMENIT(t.TELEFON)} className={formStyle}>
        <FormField form={phone} name="telefon" required>
          {(field) => <TextInput {...field} type="tel" label={t.TELEFON} hint={t.TELEFON_NAPOVEDA} autoComplete="tel" />}
        </FormField>
        <FormErrorSummary form={phone} />
        <div className={actionsStyle}>
          <SubmitButton form={phone}>{cs.ULOZIT}</SubmitButton>
        </div>
      </ContractFormRoot>
      <ContractFormRoot form={sms} aria-label={t.ZMENIT(t.TELEFON_SMS)} className={formStyle}>
        <FormField form={sms} name="telefon" required>
          {(field) => <TextInput {...field} type="tel" label={t.TELEFON_SMS} hint={t.TELEFON_NAPOVEDA} autoComplete="tel" />}
        </FormField>
        <FormErrorSummary form={sms} />
        <div className={actionsStyle}>
          <SubmitButton form={sms}>{cs.ULOZIT}</SubmitButton>
        </div>
      </ContractFormRoot>
      {data.telefonSms && confirmation.data?.telefonSms.vyplneno ? (
        <ContactConfirmation
          key={data.telefonSms}
          pojistenecId={pojistenecId}
          kontakt="telefonSms"
          potvrzeno={confirmation.data.telefonSms.potvrzeno}
        />
      ) : null}
    </Section>
  );
}

// --- Bank account ------------------------------------------------------------------------------

const bankOptions = czechBankCodes.map(([code, name]) => ({ value: code, label: `${code} – ${name}` }));

function AccountSection({ data, pojistenecId }: { data: OsobniUdajeOdpoved; pojistenecId: string }) {
  const save = useSavePart(pojistenecId);
  const form = useContractForm({
    schema: bankAccountSchema,
    defaultValues: { predcisli: data.ucet?.predcisli ?? '', cislo: data.ucet?.cislo ?? '', banka: data.ucet?.banka ?? '' },
    onSubmit: (body) => save('ucet', body, t.UCET),
  });
  return (
    <Section id="osobni-ucet" title={t.UCET}>
      <p className={css({ color: 'fg.muted' })}>{t.UCET_UVOD}</p>
      <ContractFormRoot form={form} aria-label={t.ZMENIT(t.UCET)} className={formStyle}>
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '8rem 1fr' } })}>
          <FormField form={form} name="predcisli">
            {(field) => <TextInput {...field} label={t.PREDCISLI} inputMode="numeric" />}
          </FormField>
          <FormField form={form} name="cislo" required>
            {(field) => <TextInput {...field} label={t.CISLO_UCTU} inputMode="numeric" />}
          </FormField>
        </div>
        <FormField form={form} name="banka" required>
          {(field) => <NativeSelect {...field} label={t.BANKA} options={bankOptions} placeholder={t.VYBERTE_BANKU} />}
        </FormField>
        <FormErrorSummary form={form} />
        <div className={actionsStyle}>
          <SubmitButton form={form}>{cs.ULOZIT}</SubmitButton>
        </div>
      </ContractFormRoot>
    </Section>
  );
}
