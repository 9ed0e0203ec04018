/**
 * 'Cafeterie' (/nastaveni/nastaveni-pojistence/cafeteria): the car-maker's employee splits the
 * year's cafeteria points between the benefit categories (GET /nastaveniCafeterie, PUT
 * /nastaveniCafeterieUpravit): one percentage per category, the running sum, and the contract's
 * rules (cafeteriaSplitSchema, cafeteriaSplitErrors: each 0–100, summing to exactly 100). Anyone
 * else, or outside the year's change window, reads the split (if any) and 'Cafeterii nelze
 * nastavit.'.
 */
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import {
  cafeteriaCategories,
  cafeteriaPoints,
  cafeteriaSplitErrors,
  cafeteriaSplitSchema,
  type CafeteriaCategory,
  type NastaveniCafeterie,
} from '../../../contract/benefits';
import { couponCodeLabels } from '../../../contract/enums';
import { formatNumber } from '../../../contract/format';
import {
  ContractFormRoot,
  FieldFrame,
  FormErrorSummary,
  FormField,
  NumberInput,
  SubmitButton,
  useContractForm,
  useFieldIds,
  useFormStore,
} from '../../components/form';
import { InfoRows } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { notify } from '../../components/ui/toaster';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { cafeteriaQuery, saveCafeteria } from './api';
import { cafeteriaTexts as t } from './cafeteria-texts';

export function CafeteriaPage() {
  return (
    <WithInsuredPerson title={t.NADPIS}>{(pojistenecId) => <Cafeteria key={pojistenecId} pojistenecId={pojistenecId} />}</WithInsuredPerson>
  );
}

function Cafeteria({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const query = useQuery(cafeteriaQuery(api, pojistenecId));
  return (
    <Page title={t.NADPIS}>
      <QueryView query={query}>
        {(settings) =>
          settings.lzeNastavit ? <SplitForm pojistenecId={pojistenecId} settings={settings} /> : <ReadOnly settings={settings} />
        }
      </QueryView>
    </Page>
  );
}

function Intro({ settings }: { settings: NastaveniCafeterie }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', color: 'fg.muted' })}>
      <p>{t.UVOD}</p>
      {settings.bodyRocni !== null ? <p>{t.BODY(formatNumber(settings.bodyRocni), settings.rok)}</p> : null}
      {settings.zmenaOd && settings.zmenaDo ? <p>{t.OKNO(formatDay(settings.zmenaOd), formatDay(settings.zmenaDo))}</p> : null}
      <p>{settings.zmeneno ? t.ZMENENO(formatDay(settings.zmeneno)) : t.VYCHOZI}</p>
    </div>
  );
}

function ReadOnly({ settings }: { settings: NastaveniCafeterie }) {
  return (
    <>
      {settings.zprava ? (
        <p role="status" className={cx(card(), css({ fontWeight: 'medium' }))}>
          {settings.zprava}
        </p>
      ) : null}
      {settings.rozdeleni.length > 0 ? (
        <section aria-labelledby="cafeterie-rozdeleni" className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
          <h2 id="cafeterie-rozdeleni" className={css({ textStyle: 'sectionTitle' })}>
            {t.FORMULAR}
          </h2>
          <InfoRows
            rows={settings.rozdeleni.map((item) => [item.nazev, `${formatNumber(item.procento)} % · ${t.BODU(formatNumber(item.body))}`])}
          />
        </section>
      ) : null}
    </>
  );
}

interface SplitValues {
  rozdeleni: Array<{ kategorie: CafeteriaCategory; procento: number | string }>;
}

const splitSchema = cafeteriaSplitSchema.superRefine((value, ctx) => {
  for (const [key, list] of Object.entries(cafeteriaSplitErrors(value)))
    for (const message of list)
      ctx.addIssue({ code: 'custom', message, path: key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) });
});

const valuesOf = (settings: NastaveniCafeterie): SplitValues => ({
  rozdeleni: cafeteriaCategories.map((kategorie) => ({
    kategorie,
    procento: settings.rozdeleni.find((item) => item.kategorie === kategorie)?.procento ?? 0,
  })),
});

const percentOf = (value: number | string): number => {
  if (typeof value === 'number') return value;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : 0;
};

function SplitForm({ pojistenecId, settings }: { pojistenecId: string; settings: NastaveniCafeterie }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const defaultValues = useMemo(() => valuesOf(settings), [settings]);
  const form = useContractForm<SplitValues, typeof splitSchema>({
    schema: splitSchema,
    defaultValues,
    onSubmit: async (value) => {
      // Categories with nothing are left out: the split lists what gets points.
      const rozdeleni = value.rozdeleni.filter((item) => item.procento > 0);
      const saved = await saveCafeteria(api, queryClient, pojistenecId, { rozdeleni });
      form.api.reset(valuesOf(saved));
      notify.success(t.ULOZENO);
    },
  });
  const shares = useFormStore(form.api.store, (state) => state.values.rozdeleni);
  const sum = shares.reduce((total, item) => total + Math.round(percentOf(item.procento) * 100), 0) / 100;
  return (
    <>
      <Intro settings={settings} />
      <ContractFormRoot
        form={form}
        aria-label={t.FORMULAR}
        className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}
      >
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
          {cafeteriaCategories.map((kategorie, index) => (
            <FormField key={kategorie} form={form} name={`rozdeleni[${index}].procento`} required>
              {(field) => (
                <NumberInput
                  {...field}
                  label={t.PODIL(couponCodeLabels[kategorie])}
                  hint={
                    settings.bodyRocni !== null
                      ? t.BODU(formatNumber(cafeteriaPoints(settings.bodyRocni, percentOf(field.value))))
                      : undefined
                  }
                  min={0}
                  max={100}
                  decimals={2}
                />
              )}
            </FormField>
          ))}
        </div>
        <FormField form={form} name="rozdeleni" required={false}>
          {(field) => <SumLine id={field.id} error={field.error} sum={sum} />}
        </FormField>
        <FormErrorSummary form={form} />
        <div>
          <SubmitButton form={form}>{t.ULOZIT}</SubmitButton>
        </div>
      </ContractFormRoot>
    </>
  );
}

/** The running sum, and the message of the whole split (its sum) under it. */
function SumLine({ id, error, sum }: { id: string; error: string[]; sum: number }) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} errors={error}>
      <p
        id={ids.control}
        tabIndex={-1}
        aria-live="polite"
        aria-describedby={error.length ? ids.error : undefined}
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          fontWeight: 'bold',
          fontSize: 'lg',
          pt: '3',
          borderTopWidth: '1px',
          borderColor: 'border.default',
          outline: 'none',
          color: sum === 100 ? 'fg.default' : 'danger.text',
        })}
      >
        <span>{t.SOUCET}</span>
        <output>{formatNumber(sum)} %</output>
      </p>
    </FieldFrame>
  );
}
