/**
 * Upozornění (/nastaveni/nastaveni-pojistence/upozorneni, insured person): for each kind of news
 * (answers, requests, check-ups and vaccines, lab results, payments, opened share links; contract
 * `notificationCategories`) whether to be told by e-mail (NEUPOZORNOVAT / EMAIL, document 1 §4)
 * and also by SMS. One form, one save; the server refuses e-mail or SMS without the contact,
 * with the message at the choice. Each kind can also go to the browser's notifications, which
 * are switched on per device below (Web Push, the pushSubscription machine).
 */
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { notificationSettingLabels, notificationSettings, type NotificationSetting } from '../../../contract/enums';
import {
  nastaveniUpozorneniSchema,
  notificationCategories,
  notificationCategoryLabels,
  type NastaveniUpozorneni,
} from '../../../contract/settings';
import { Checkbox, ContractFormRoot, FormErrorSummary, FormField, RadioGroup, SubmitButton, useContractForm } from '../../components/form';
import { SettingScreen, useSaveSetting } from './SettingForm';
import { notificationTexts as t, pushTexts as p } from './notification-texts';
import { usePushSubscription } from './use-push-subscription';
import { cs } from '../../texts/cs';

/** The form holds the body's `nastaveniData`, so the server's messages (`nastaveniData.odpovedi.sms`) land on their fields. */
const formSchema = z.object({ nastaveniData: nastaveniUpozorneniSchema });

const emailOptions = notificationSettings.map((value) => ({ value, label: notificationSettingLabels[value] }));

export function NotificationSettingsPage() {
  return (
    <SettingScreen klic="UPOZORNENI" title={t.NADPIS} intro={t.UVOD} loadingLabel={t.NACITANI}>
      {(stored, pojistenecId) => (
        <>
          <NotificationForm pojistenecId={pojistenecId} stored={stored} />
          <PushOnThisDevice />
        </>
      )}
    </SettingScreen>
  );
}

function NotificationForm({ pojistenecId, stored }: { pojistenecId: string; stored: NastaveniUpozorneni }) {
  const save = useSaveSetting(pojistenecId, t.ULOZENO);
  const form = useContractForm({
    schema: formSchema,
    defaultValues: { nastaveniData: stored },
    onSubmit: async ({ nastaveniData }) => {
      await save({ klic: 'UPOZORNENI', nastaveniData });
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
          <FormField form={form} name={`nastaveniData.${kind}.push`} required={false}>
            {(field) => <Checkbox {...field} value={field.value === true} label={p.KATEGORIE} hint={p.KATEGORIE_NAPOVEDA} />}
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

/** Whether this device gets push notifications (the pushSubscription machine), with its one action. */
function PushOnThisDevice() {
  const { state, error, events } = usePushSubscription();
  const busy = state === 'checking' || state === 'subscribing' || state === 'unsubscribing';
  let text: string = p.ZJISTUJI;
  if (state === 'unsupported') text = p.NEPODPOROVANO;
  else if (state === 'blocked') text = p.ZAKAZANO;
  else if (state === 'off') text = p.VYPNUTO;
  else if (state === 'subscribing') text = p.ZAPINANI;
  else if (state === 'on') text = p.ZAPNUTO;
  else if (state === 'unsubscribing') text = p.VYPINANI;
  return (
    <section
      aria-labelledby="push-nadpis"
      aria-busy={busy || undefined}
      className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' }))}
    >
      <h2 id="push-nadpis" className={css({ textStyle: 'sectionTitle' })}>
        {p.NADPIS}
      </h2>
      {state === 'failed' ? (
        <>
          <p role="alert" className={css({ color: 'danger.text', fontWeight: 'semibold' })}>
            {error}
          </p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <button type="button" className={button()} onClick={events.retry}>
              {cs.ZKUSIT_ZNOVU}
            </button>
            <button type="button" className={button({ variant: 'outline' })} onClick={events.dismiss}>
              {p.ZAVRIT}
            </button>
          </div>
        </>
      ) : (
        <p role="status">{text}</p>
      )}
      {state === 'off' || state === 'subscribing' ? (
        <button type="button" className={button()} onClick={events.enable} disabled={state === 'subscribing'}>
          {p.ZAPNOUT}
        </button>
      ) : null}
      {state === 'on' || state === 'unsubscribing' ? (
        <button type="button" className={button({ variant: 'outline' })} onClick={events.disable} disabled={state === 'unsubscribing'}>
          {p.VYPNOUT}
        </button>
      ) : null}
      {state === 'blocked' ? (
        <button type="button" className={button({ variant: 'outline' })} onClick={events.recheck}>
          {p.ZKONTROLOVAT}
        </button>
      ) : null}
    </section>
  );
}
