/**
 * Upozornění (/nastaveni/nastaveni-pojistence/upozorneni, insured person): for each kind of news
 * (answers, requests, check-ups) whether to be told by e-mail (NEUPOZORNOVAT / EMAIL, document 1
 * §4) and also by SMS. One form, one save; the server refuses e-mail or SMS without the contact,
 * with the message at the choice. Browser push is not offered yet (docs/README.md): its stored
 * value is sent back unchanged.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { notificationSettingLabels, notificationSettings, type NotificationSetting } from '../../../contract/enums';
import {
  nastaveniUpozorneniSchema,
  notificationCategories,
  notificationCategoryLabels,
  type NastaveniUpozorneni,
} from '../../../contract/settings';
import { Checkbox, ContractFormRoot, FormErrorSummary, FormField, RadioGroup, SubmitButton, useContractForm } from '../../components/form';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { notificationSettingsQuery, notificationSettingsQueryKey, saveNotificationSettings, settingsSummaryQuery } from './api';
import { notificationTexts as t } from './texts';

/** The form holds the body's `nastaveniData`, so the server's messages (`nastaveniData.odpovedi.sms`) land on their fields. */
const formSchema = z.object({ nastaveniData: nastaveniUpozorneniSchema });

const emailOptions = notificationSettings.map((value) => ({ value, label: notificationSettingLabels[value] }));

export function NotificationSettingsPage() {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => <NotificationSettings key={pojistenecId} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

function NotificationSettings({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(notificationSettingsQuery(api, pojistenecId));
  return (
    <Page title={t.NADPIS}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <QueryView query={query} label={t.NACITANI}>
        {(data) => <NotificationForm pojistenecId={pojistenecId} stored={data.nastaveniData} />}
      </QueryView>
    </Page>
  );
}

function NotificationForm({ pojistenecId, stored }: { pojistenecId: string; stored: NastaveniUpozorneni }) {
  const api = useApi();
  const client = useQueryClient();
  const form = useContractForm({
    schema: formSchema,
    defaultValues: { nastaveniData: stored },
    onSubmit: async ({ nastaveniData }) => {
      const saved = await saveNotificationSettings(api, pojistenecId, nastaveniData);
      client.setQueryData(notificationSettingsQueryKey(pojistenecId), saved);
      void client.invalidateQueries({ queryKey: settingsSummaryQuery(api, pojistenecId).queryKey });
      notify.success(t.ULOZENO);
    },
  });
  return (
    <ContractFormRoot form={form} aria-label={t.NADPIS} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {notificationCategories.map((kind) => (
        <fieldset key={kind} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 }))}>
          <legend className={css({ float: 'left', w: 'full', fontWeight: 'bold', fontSize: 'lg' })}>
            {notificationCategoryLabels[kind]}
          </legend>
          <FormField form={form} name={`nastaveniData.${kind}.upozorneni`}>
            {(field) => (
              <RadioGroup
                {...field}
                value={field.value as string}
                onChange={(value) => field.onChange(value as NotificationSetting)}
                label={t.EMAIL}
                options={emailOptions}
                direction="row"
              />
            )}
          </FormField>
          <FormField form={form} name={`nastaveniData.${kind}.sms`} required={false}>
            {(field) => <Checkbox {...field} value={field.value === true} label={t.SMS} hint={t.SMS_NAPOVEDA} />}
          </FormField>
        </fieldset>
      ))}
      <FormErrorSummary form={form} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
        <SubmitButton form={form}>{t.ULOZIT}</SubmitButton>
        <Link
          to="/nastaveni/nastaveni-pojistence/osobni-udaje"
          className={css({ color: 'primary.text', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '3px' })}
        >
          {t.KONTAKTY}
        </Link>
      </div>
    </ContractFormRoot>
  );
}
