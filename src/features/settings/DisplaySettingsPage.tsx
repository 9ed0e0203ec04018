/**
 * Vzhled aplikace (/nastaveni/vzhled): the theme (by the system, light, dark) and larger text,
 * saved for the account (PUT /nastaveni, ZOBRAZENI) and applied at once on this device
 * (src/app/display.ts).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { nastaveniZobrazeniSchema, themeLabels, themes, type Theme } from '../../../contract/settings';
import { Checkbox, ContractFormRoot, FormErrorSummary, FormField, RadioGroup, SubmitButton, useContractForm } from '../../components/form';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { useApi } from '../../app';
import { applyDisplay } from '../../app/display';
import { WithInsuredPerson } from '../../app/person-page';
import { displaySettingsQuery, displaySettingsQueryKey, saveDisplaySettings, settingsSummaryQuery } from './api';
import { displayTexts as t } from './texts';

/** The form holds the body's `nastaveniData`, so the server's messages land on their fields. */
const formSchema = z.object({ nastaveniData: nastaveniZobrazeniSchema });
const themeOptions = themes.map((value) => ({ value, label: themeLabels[value] }));

export function DisplaySettingsPage() {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => <DisplaySettings key={pojistenecId} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

function DisplaySettings({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(displaySettingsQuery(api, pojistenecId));
  return (
    <Page title={t.NADPIS}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <QueryView query={query} label={t.NACITANI}>
        {(data) => <DisplayForm pojistenecId={pojistenecId} stored={data.nastaveniData} />}
      </QueryView>
    </Page>
  );
}

function DisplayForm({ pojistenecId, stored }: { pojistenecId: string; stored: z.output<typeof nastaveniZobrazeniSchema> }) {
  const api = useApi();
  const client = useQueryClient();
  const form = useContractForm({
    schema: formSchema,
    defaultValues: { nastaveniData: stored },
    onSubmit: async ({ nastaveniData }) => {
      const saved = await saveDisplaySettings(api, pojistenecId, nastaveniData);
      client.setQueryData(displaySettingsQueryKey(pojistenecId), saved);
      void client.invalidateQueries({ queryKey: settingsSummaryQuery(api, pojistenecId).queryKey });
      if (saved.klic === 'ZOBRAZENI') applyDisplay(saved.nastaveniData);
      notify.success(t.ULOZENO);
    },
  });
  return (
    <ContractFormRoot form={form} aria-label={t.NADPIS} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '5' }))}>
        <FormField form={form} name="nastaveniData.motiv">
          {(field) => (
            <RadioGroup
              {...field}
              value={field.value as string}
              onChange={(value) => field.onChange(value as Theme)}
              label={t.MOTIV}
              hint={t.MOTIV_NAPOVEDA}
              options={themeOptions}
            />
          )}
        </FormField>
        <FormField form={form} name="nastaveniData.vetsiPismo" required={false}>
          {(field) => <Checkbox {...field} value={field.value === true} label={t.VETSI_PISMO} hint={t.VETSI_PISMO_NAPOVEDA} />}
        </FormField>
      </div>
      <FormErrorSummary form={form} />
      <div>
        <SubmitButton form={form}>{t.ULOZIT}</SubmitButton>
      </div>
    </ContractFormRoot>
  );
}
