import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { OsobniUdajeOdpoved } from '../../../contract/settings';
import { jmenoOsobySchema } from '../../../contract/entities';
import type { NameValues } from '../../../machines/nameChange/nameChange.machine';
import { AttachmentPicker, type AttachmentPickerValue } from '../../components/attachments';
import { ContractFormRoot, FormErrorSummary, FormField, SubmitButton, TextInput, useContractForm } from '../../components/form';
import { InfoRows } from '../../components/InfoRows';
import { useApi } from '../../app';
import { cs } from '../../texts/cs';
import { changeName, personalDataQueryKey, settingsSummaryQuery } from './api';
import { personalDataTexts as t } from './personal-data-texts';
import { actionsStyle, formStyle, twoColumns } from './personal-data-styles';
import { namesOf, useNameChange } from './use-name-change';

/**
 * The change of name and titles (issue 15 §3), opened by 'Změnit jméno' (?krok=jmeno): edit with
 * the document, review, send. A new name is a request; titles alone change at once.
 */
export default function NameChangeForm({ data, pojistenecId }: { data: OsobniUdajeOdpoved; pojistenecId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const flow = useNameChange({
    pojistenecId,
    current: namesOf(data),
    submit: async (body, files) => {
      const answer = await changeName(api, pojistenecId, body, files);
      const { zadost, ...stored } = answer;
      queryClient.setQueryData(personalDataQueryKey(pojistenecId), stored);
      if (zadost) void queryClient.invalidateQueries({ queryKey: ['poj', pojistenecId, 'mojeZadosti'] });
      void queryClient.invalidateQueries({ queryKey: settingsSummaryQuery(api, pojistenecId).queryKey });
      return { jmeno: answer.jmeno, prijmeni: answer.prijmeni, titulPred: answer.titulPred, titulZa: answer.titulZa, zadost };
    },
    onClose: () => undefined,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (flow.step === 'review' || flow.step === 'done') headingRef.current?.focus();
  }, [flow.step]);

  if (flow.step === 'edit') return <NameEditStep flow={flow} />;
  if (flow.step === 'done' && flow.answer) {
    return (
      <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h3 ref={headingRef} tabIndex={-1} className={css({ fontWeight: 'bold', outline: 'none' })}>
          {flow.answer.zadost ? t.ZADOST_PRIJATA : t.TITULY_ZMENENY}
        </h3>
        <div className={actionsStyle}>
          {flow.answer.zadost ? (
            <Link to="/komunikace/moje-zadosti/" className={button({ variant: 'outline' })}>
              {t.MOJE_ZADOSTI}
            </Link>
          ) : null}
          <button type="button" className={button({ variant: 'solid' })} onClick={flow.events.cancel}>
            {t.ZAVRIT}
          </button>
        </div>
      </div>
    );
  }
  const changesName = flow.values.jmeno.trim() !== data.jmeno || flow.values.prijmeni.trim() !== data.prijmeni;
  const sending = flow.step === 'submitting';
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h3 ref={headingRef} tabIndex={-1} className={css({ fontWeight: 'bold', outline: 'none' })}>
        {t.KONTROLA}
      </h3>
      <InfoRows
        rows={[
          [t.NOVE_JMENO, `${flow.values.jmeno.trim()} ${flow.values.prijmeni.trim()}`],
          [t.TITULY, [flow.values.titulPred.trim(), flow.values.titulZa.trim()].filter(Boolean).join(', ') || t.BEZ_TITULU],
        ]}
      />
      <p>{changesName ? t.JE_ZADOST : t.TITULY_HNED}</p>
      {flow.error ? (
        <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
          {flow.error}
        </p>
      ) : null}
      <div className={actionsStyle}>
        <button type="button" className={button({ variant: 'solid' })} onClick={flow.events.confirm} disabled={sending}>
          {sending ? t.ODESILANI : flow.step === 'failed' ? cs.ZKUSIT_ZNOVU : t.ODESLAT_ZMENU}
        </button>
        <button type="button" className={button({ variant: 'outline' })} onClick={flow.events.back} disabled={sending}>
          {cs.ZPET}
        </button>
      </div>
    </div>
  );
}

type NameFlow = ReturnType<typeof useNameChange>;

function NameEditStep({ flow }: { flow: NameFlow }) {
  const files = useRef<AttachmentPickerValue | undefined>(undefined);
  // The fields are checked with the contract's name schema as typed; 'Pokračovat' lets the machine add its checks (the document, that something changed).
  const form = useContractForm<NameValues, typeof jmenoOsobySchema>({
    schema: jmenoOsobySchema,
    defaultValues: { ...flow.values },
    onSubmit: (_, values) => flow.events.next({ ...values }),
  });
  useEffect(() => {
    const subscription = form.api.store.subscribe(() => flow.events.change({ ...form.api.state.values }));
    return () => subscription.unsubscribe();
  }, [form, flow.events]);
  useEffect(() => {
    // The document's message shows at the picker; the others at their fields or in the summary.
    const { prilohy, ...others } = flow.fieldErrors;
    void prilohy;
    if (Object.keys(others).length) form.setServerErrors(others);
  }, [form, flow.fieldErrors]);
  return (
    <ContractFormRoot form={form} aria-label={t.ZMENIT_JMENO} className={formStyle}>
      <p className={css({ color: 'fg.muted' })}>{t.JMENO_NAPOVEDA}</p>
      <div className={twoColumns}>
        <FormField form={form} name="jmeno" required>
          {(field) => <TextInput {...field} label={t.JMENO_POLE} autoComplete="given-name" />}
        </FormField>
        <FormField form={form} name="prijmeni" required>
          {(field) => <TextInput {...field} label={t.PRIJMENI_POLE} autoComplete="family-name" />}
        </FormField>
        <FormField form={form} name="titulPred">
          {(field) => <TextInput {...field} label={t.TITUL_PRED} autoComplete="honorific-prefix" />}
        </FormField>
        <FormField form={form} name="titulZa">
          {(field) => <TextInput {...field} label={t.TITUL_ZA} autoComplete="honorific-suffix" />}
        </FormField>
      </div>
      <AttachmentPicker
        label={t.DOKLAD}
        hint={t.DOKLAD_NAPOVEDA}
        error={flow.fieldErrors.prilohy}
        value={files.current}
        onChange={(value) => {
          files.current = value;
          flow.events.files(value.newFiles ?? []);
        }}
      />
      <FormErrorSummary form={form} />
      <div className={actionsStyle}>
        <SubmitButton form={form}>{cs.POKRACOVAT}</SubmitButton>
        <button type="button" className={button({ variant: 'outline' })} onClick={flow.events.cancel}>
          {t.ZRUSIT}
        </button>
      </div>
    </ContractFormRoot>
  );
}
