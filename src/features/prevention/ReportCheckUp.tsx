/**
 * 'Nahlásit absolvovanou prohlídku' on the prevention detail (loaded lazily): POST
 * /prevenceKontrola with an Idempotency-Key, validated by the contract's schema here and on the
 * server (not in the future, not before birth); the list and the detail are refreshed after it.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { todayIso } from '../../../contract/format';
import { prevenceKontrolaSchema, type PreventionCode } from '../../../contract/prevention';
import { prevenceKontrola } from '../../../contract/routes.gen';
import {
  ContractFormRoot,
  DatePicker,
  FormErrorSummary,
  FormField,
  SubmitButton,
  Textarea,
  TextInput,
  useContractForm,
} from '../../components/form';
import { notify } from '../../components/ui/toaster';
import { useApi } from '../../app';
import { preventionQuery } from './api';
import { preventionTexts as t } from './texts';

export default function ReportCheckUp({ pojistenecId, code }: { pojistenecId: string; code: PreventionCode }) {
  // A new, empty form (and a new send key) after each report.
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="prevence-nahlasit" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
      <h2 id="prevence-nahlasit" className={css({ textStyle: 'sectionTitle', color: 'fg.default' })}>
        {t.NAHLASIT_NADPIS}
      </h2>
      <p className={css({ color: 'fg.muted' })}>{t.NAHLASIT_UVOD}</p>
      <ReportForm key={round} pojistenecId={pojistenecId} code={code} onReported={() => setRound((n) => n + 1)} />
    </section>
  );
}

function ReportForm({ pojistenecId, code, onReported }: { pojistenecId: string; code: PreventionCode; onReported: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  // One key per intended report: a resend after a lost answer reports nothing twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useContractForm({
    schema: prevenceKontrolaSchema,
    defaultValues: { kodPrevence: code, datum: '', smluvniPartnerNazev: '', poznamka: '' },
    onSubmit: async (value) => {
      await api.call(prevenceKontrola, { params: { pojistenecId }, body: value, idempotencyKey });
      await queryClient.invalidateQueries({ queryKey: preventionQuery(api, pojistenecId).queryKey });
      notify.success(t.NAHLASENO);
      onReported();
    },
  });
  return (
    <ContractFormRoot
      form={form}
      aria-labelledby="prevence-nahlasit"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <FormField form={form} name="datum">
        {(field) => <DatePicker {...field} label={t.DATUM} max={todayIso()} />}
      </FormField>
      <FormField form={form} name="smluvniPartnerNazev">
        {(field) => <TextInput {...field} label={t.LEKAR} autoComplete="off" />}
      </FormField>
      <FormField form={form} name="poznamka">
        {(field) => <Textarea {...field} label={t.POZNAMKA} rows={3} />}
      </FormField>
      <FormErrorSummary form={form} />
      <div>
        <SubmitButton form={form}>{t.ODESLAT}</SubmitButton>
      </div>
    </ContractFormRoot>
  );
}
