/**
 * Vzhled aplikace (/nastaveni/vzhled): the theme (by the system, light, dark) and larger text,
 * saved for the account (PUT /nastaveni, ZOBRAZENI) and applied at once on this device
 * (src/app/display.ts).
 */
import { z } from 'zod';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { nastaveniZobrazeniSchema, themeLabels, themes, type Theme } from '../../../contract/settings';
import { Checkbox, ContractFormRoot, FormErrorSummary, FormField, RadioGroup, SubmitButton, useContractForm } from '../../components/form';
import { applyDisplay } from '../../app/display';
import { SettingScreen, useSaveSetting } from './SettingForm';
import { displayTexts as t } from './display-texts';

/** The form holds the body's `nastaveniData`, so the server's messages land on their fields. */
const formSchema = z.object({ nastaveniData: nastaveniZobrazeniSchema });
const themeOptions = themes.map((value) => ({ value, label: themeLabels[value] }));

export function DisplaySettingsPage() {
  return (
    <SettingScreen klic="ZOBRAZENI" title={t.NADPIS} intro={t.UVOD} loadingLabel={t.NACITANI}>
      {(stored, pojistenecId) => <DisplayForm pojistenecId={pojistenecId} stored={stored} />}
    </SettingScreen>
  );
}

function DisplayForm({ pojistenecId, stored }: { pojistenecId: string; stored: z.output<typeof nastaveniZobrazeniSchema> }) {
  const save = useSaveSetting(pojistenecId, t.ULOZENO);
  const form = useContractForm({
    schema: formSchema,
    defaultValues: { nastaveniData: stored },
    onSubmit: async ({ nastaveniData }) => {
      const saved = await save({ klic: 'ZOBRAZENI', nastaveniData });
      if (saved.klic === 'ZOBRAZENI') applyDisplay(saved.nastaveniData);
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
