import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { rememberEmergency } from '../../../lib/offline-card';
import { css } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { todayIso } from '../../../../contract/format';
import { bloodGroupLabels, bloodGroups, rhFactorLabels, rhFactors } from '../../../../contract/enums';
import { emergentniUdajeSchema } from '../../../../contract/entities';
import { type EmergentniUdajeOdpoved } from '../../../../contract/health';
import { pojistenecEmergentniUdajeUlozit } from '../../../../contract/routes.gen';
import {
  ContractFormRoot,
  DatePicker,
  FormErrorSummary,
  FormField,
  NativeSelect,
  SubmitButton,
  Textarea,
  TextInput,
  useContractForm,
} from '../../../components/form';
import { QueryView } from '../../../components/QueryView';
import { notify } from '../../../components/ui/toaster';
import { useApi } from '../../../app';
import { emergencyCardQuery, emergencyQuery } from '../api';
import { HealthScreen } from '../anamnesis/shared';
import { healthTexts } from '../anamnesis/texts';

// The English card and the share links sit below the form: their code (the share flow, its
// choices) loads beside the form's instead of holding up its first paint.
const EmergencyExtras = lazy(() => import('./EmergencyShare').then((module) => ({ default: module.EmergencyExtras })));

const bloodOptions = bloodGroups.map((value) => ({ value, label: bloodGroupLabels[value] }));
const rhOptions = rhFactors.map((value) => ({ value, label: rhFactorLabels[value] }));

/**
 * 'Emergentní údaje' (/nastaveni/nastaveni-pojistence/emergentni-udaje, insured person only): the
 * contact for an emergency, blood group and Rh factor, additional information and the last tetanus
 * vaccination. At least one field must be filled ('Alespoň jedno pole je povinné').
 */
export function EmergencyPage({ title }: { title: string }) {
  const api = useApi();
  return (
    <HealthScreen title={title}>{(person) => <EmergencyData pojistenecId={person.pojistenecId} api={api} title={title} />}</HealthScreen>
  );
}

function EmergencyData({ pojistenecId, api, title }: { pojistenecId: string; api: ReturnType<typeof useApi>; title: string }) {
  const query = useQuery(emergencyQuery(api, pojistenecId));
  const data = query.data;
  // The emergency data as last seen (or saved), for the offline page; kept until sign-out.
  useEffect(() => {
    if (data) void rememberEmergency(pojistenecId, data);
  }, [data, pojistenecId]);
  return (
    <QueryView query={query}>
      {(data) => (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <EmergencyForm pojistenecId={pojistenecId} data={data} title={title} />
          <Suspense fallback={null}>
            <EmergencyExtras pojistenecId={pojistenecId} />
          </Suspense>
        </div>
      )}
    </QueryView>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
      <legend className={css({ textStyle: 'sectionTitle', mb: '3' })}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function EmergencyForm({ pojistenecId, data, title }: { pojistenecId: string; data: EmergentniUdajeOdpoved; title: string }) {
  const api = useApi();
  const client = useQueryClient();
  const form = useContractForm({
    schema: emergentniUdajeSchema,
    defaultValues: {
      osoba: data.osoba ?? '',
      telefon: data.telefon ?? '',
      vztah: data.vztah ?? '',
      skupina: (data.skupina ?? 'NEUVEDENO') as string,
      rhFaktor: (data.rhFaktor ?? 'NEUVEDENO') as string,
      doplnujiciInformace: data.doplnujiciInformace ?? '',
      posledniOckovaniTetanus: data.posledniOckovaniTetanus ? data.posledniOckovaniTetanus.slice(0, 10) : '',
    },
    onSubmit: async (value) => {
      const saved = await api.call(pojistenecEmergentniUdajeUlozit, { params: { pojistenecId }, body: value });
      client.setQueryData(emergencyQuery(api, pojistenecId).queryKey, saved);
      // The English card shows the same data.
      void client.invalidateQueries({ queryKey: emergencyCardQuery(api, pojistenecId, 'EN').queryKey.slice(0, -1) });
      notify.success(healthTexts.EMERGENTNI_ULOZENY);
    },
  });
  const today = todayIso();
  return (
    <ContractFormRoot form={form} aria-label={title} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <p className={css({ color: 'fg.muted' })}>{healthTexts.EMERGENTNI_UVOD}</p>
      <div className={card()}>
        <Group legend={healthTexts.KONTAKT}>
          <FormField form={form} name="osoba">
            {(field) => <TextInput {...field} label={healthTexts.OSOBA} autoComplete="off" />}
          </FormField>
          <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
            <FormField form={form} name="telefon">
              {(field) => (
                <TextInput
                  {...field}
                  type="tel"
                  label={healthTexts.TELEFON}
                  hint={healthTexts.TELEFON_NAPOVEDA}
                  autoComplete="off"
                  inputMode="tel"
                />
              )}
            </FormField>
            <FormField form={form} name="vztah">
              {(field) => <TextInput {...field} label={healthTexts.VZTAH} hint={healthTexts.VZTAH_NAPOVEDA} autoComplete="off" />}
            </FormField>
          </div>
        </Group>
      </div>
      <div className={card()}>
        <Group legend={healthTexts.KREV}>
          <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr 1fr' }, gap: '4' })}>
            <FormField form={form} name="skupina">
              {(field) => <NativeSelect {...field} label={healthTexts.SKUPINA} options={bloodOptions} placeholder={false} />}
            </FormField>
            <FormField form={form} name="rhFaktor">
              {(field) => <NativeSelect {...field} label={healthTexts.RH} options={rhOptions} placeholder={false} />}
            </FormField>
          </div>
        </Group>
      </div>
      <div className={card()}>
        <Group legend={healthTexts.DALSI}>
          <FormField form={form} name="doplnujiciInformace">
            {(field) => <Textarea {...field} label={healthTexts.DOPLNUJICI} hint={healthTexts.DOPLNUJICI_NAPOVEDA} rows={4} />}
          </FormField>
          <FormField form={form} name="posledniOckovaniTetanus">
            {(field) => <DatePicker {...field} label={healthTexts.TETANUS} max={today} />}
          </FormField>
        </Group>
      </div>
      <FormErrorSummary form={form} />
      <div>
        <SubmitButton form={form}>{healthTexts.ULOZIT}</SubmitButton>
      </div>
    </ContractFormRoot>
  );
}
