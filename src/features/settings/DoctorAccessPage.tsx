/**
 * Zpřístupnění údajů lékařům (…/zpristupneni-udaju-lekarum): the person's doctors with allowed /
 * not allowed and, beyond the spec, an optional last day after which the access lapses by itself.
 * Allowing is one form; taking it away asks once (dialog queue). Changes take effect at once: the
 * doctor's patient list and the server's access check follow. The history of grants is kept. What a
 * doctor sees is promised from contract/doctor.ts `doctorSections`, the list the doctor's card is built from.
 */
import { fullNameWithTitles } from '../../../contract/person';
import { DOCTOR_ACCESS_PROMISE } from '../../../contract/doctor-card';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { doctorAccessStateLabels, pristupLekareZmenaSchema, type PristupLekare } from '../../../contract/settings';
import { ContractFormRoot, DatePicker, FormErrorSummary, FormField, SubmitButton, useContractForm } from '../../components/form';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { useApi, useDialogQueue } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatDay, formatMomentDay } from '../../lib/display-dates';
import { changeDoctorAccess, doctorAccessQuery, doctorAccessQueryKey, settingsSummaryQuery } from './api';
import { doctorAccessTexts as t } from './texts';

export function DoctorAccessPage() {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => <DoctorAccessScreen key={pojistenecId} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

function DoctorAccessScreen({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(doctorAccessQuery(api, pojistenecId));
  return (
    <Page title={t.NADPIS}>
      <p className={css({ color: 'fg.muted' })} data-testid="slib-lekari">
        {DOCTOR_ACCESS_PROMISE}
      </p>
      <QueryView query={query}>
        {(data) =>
          data.seznamLekaru.length === 0 ? (
            <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.ZADNI}</p>
          ) : (
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', p: '0', m: '0' })}>
              {data.seznamLekaru.map((doctor) => (
                <li key={doctor.lekarId}>
                  <DoctorAccessCard doctor={doctor} pojistenecId={pojistenecId} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Page>
  );
}

function useStoreAccess(pojistenecId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return async (change: { lekarId: string; povoleno: boolean; platnostDo?: string }) => {
    const fresh = await changeDoctorAccess(api, pojistenecId, change);
    queryClient.setQueryData(doctorAccessQueryKey(pojistenecId), fresh);
    void queryClient.invalidateQueries({ queryKey: settingsSummaryQuery(api, pojistenecId).queryKey });
  };
}

function DoctorAccessCard({ doctor, pojistenecId }: { doctor: PristupLekare; pojistenecId: string }) {
  const store = useStoreAccess(pojistenecId);
  const { confirm } = useDialogQueue();
  const name = fullNameWithTitles(doctor);
  const headingId = `lekar-${doctor.lekarId}`;
  const allowed = doctor.stav === 'POVOLENO';
  const form = useContractForm({
    schema: pristupLekareZmenaSchema,
    defaultValues: { lekarId: String(doctor.lekarId), povoleno: 'true', platnostDo: doctor.platnostDo?.slice(0, 10) ?? '' },
    onSubmit: async (value) => {
      await store({ lekarId: String(doctor.lekarId), povoleno: true, platnostDo: value.platnostDo });
      notify.success(t.POVOLENO_TOAST(name));
    },
  });
  const withdraw = () =>
    confirm({
      title: t.ODEBRAT,
      question: t.ODEBRAT_OTAZKA(name),
      confirmLabel: t.ODEBRAT_POTVRDIT,
      tone: 'danger',
      onConfirm: async () => {
        await store({ lekarId: String(doctor.lekarId), povoleno: false });
        notify.success(t.ODEBRANO_TOAST(name));
      },
    });

  return (
    <section aria-labelledby={headingId} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
      <h2 id={headingId} className={css({ textStyle: 'sectionTitle', color: 'fg.default' })}>
        {name}
      </h2>
      {doctor.odbornost || doctor.pracoviste ? (
        <p className={css({ color: 'fg.muted' })}>{[doctor.odbornost, doctor.pracoviste].filter(Boolean).join(', ')}</p>
      ) : null}
      <p>
        <span className={css({ color: 'fg.muted' })}>{t.STAV}: </span>
        <strong className={css({ color: allowed ? 'primary.text' : 'fg.default' })}>{doctorAccessStateLabels[doctor.stav]}</strong>
        {allowed ? ` (${doctor.platnostDo ? t.DO(formatDay(doctor.platnostDo)) : t.BEZ_OMEZENI})` : null}
      </p>
      <ContractFormRoot
        form={form}
        aria-label={`${allowed ? t.ZMENIT : t.POVOLIT} – ${name}`}
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <FormField form={form} name="platnostDo">
          {(field) => <DatePicker {...field} label={t.PLATNOST_DO} hint={t.PLATNOST_NAPOVEDA} />}
        </FormField>
        <FormErrorSummary form={form} />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <SubmitButton form={form}>{allowed ? t.ZMENIT : t.POVOLIT}</SubmitButton>
          {allowed ? (
            <button type="button" className={button({ variant: 'outline' })} onClick={withdraw}>
              {t.ODEBRAT}
            </button>
          ) : null}
        </div>
      </ContractFormRoot>
      {doctor.historie.length > 0 ? (
        <details>
          <summary className={css({ cursor: 'pointer', fontWeight: 'semibold', py: '2.5', color: 'primary.text' })}>{t.HISTORIE}</summary>
          <ul className={css({ pl: '5', listStyle: 'disc', color: 'fg.muted' })}>
            {doctor.historie.map((entry) => (
              <li key={`${entry.zmeneno}-${String(entry.povoleno)}`}>
                {entry.povoleno
                  ? t.HISTORIE_POVOLENO(formatMomentDay(entry.zmeneno), entry.platnostDo ? formatDay(entry.platnostDo) : null)
                  : t.HISTORIE_ODEBRANO(formatMomentDay(entry.zmeneno))}
                {entry.zmenil ? ` (${entry.zmenil})` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
