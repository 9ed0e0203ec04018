/** The fields of each input step of the 'Přehled OSVČ' wizard (labels from texts.ts, rules from the step's contract schema). */
import { useEffect, type ReactNode } from 'react';
import type { OsvcOverviewResult } from '../../../contract/osvc-calculation';
import { css } from '../../../styled-system/css';
import {
  advanceTypeLabels,
  advanceTypes,
  refundMethodLabels,
  refundMethods,
  taxRegimeLabels,
  taxRegimes,
  taxReturnTypeLabels,
  taxReturnTypes,
} from '../../../contract/enums';
import { taxReturnDateWindow } from '../../../contract/insurance';
import { czechMonthNames, formatCrowns, formatDateMessage } from '../../../contract/format';
import {
  mergeStep,
  reasonBirthNumbers,
  reasonKeys,
  row6Limit,
  runningResultOf,
  type OsvcDraft,
  type OverviewYear,
  type ReasonKey,
} from '../../../machines/osvcOverview/osvcOverview.machine';
import type { YearChoice } from './use-osvc-overview';
import {
  AmountInput,
  Checkbox,
  DatePicker,
  FormField,
  NativeSelect,
  NumberInput,
  RadioGroup,
  TextInput,
  type FormFieldBinding,
  useFormStore,
} from '../../components/form';

import { settlementWords } from './format';
import { osvcTexts } from './texts';
import type { StepFormApi } from './OsvcWizard';

/** Reads a value of the step's form (re-renders when it changes). */
function useValue<T>(form: StepFormApi, read: (values: Partial<OsvcDraft>) => T): T {
  return useFormStore(form.api.store, (state) => read(state.values as Partial<OsvcDraft>));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack Form's typed names do not reach into Partial<…>: the fields are bound by the wire's names
type Binding = FormFieldBinding<any>;
function Bound({
  form,
  name,
  required,
  children,
}: {
  form: StepFormApi;
  name: string;
  required?: boolean;
  children: (field: Binding) => ReactNode;
}) {
  return (
    <FormField form={form as never} name={name as never} required={required}>
      {children as never}
    </FormField>
  );
}

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: 0 })}>
      <legend className={css({ fontWeight: 'semibold', mb: '1' })}>{legend}</legend>
      {hint ? <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '-1' })}>{hint}</p> : null}
      {children}
    </fieldset>
  );
}

// ---- Step 1: the year ------------------------------------------------------------------------------

/** The years of the form; one that cannot be filed (the machine's rule, through the hook) is disabled with its reason. */
export function YearFields({ form, choices }: { form: StepFormApi; choices: readonly YearChoice[] }) {
  const options = choices.map((choice) => ({
    value: String(choice.rok),
    label: choice.message === null ? String(choice.rok) : `${choice.rok} – ${choice.message}`,
    disabled: choice.message !== null,
  }));
  return (
    <Bound form={form} name="rok">
      {(field) => (
        <RadioGroup
          {...field}
          value={field.value === '' || field.value === undefined ? '' : String(field.value)}
          onChange={(value) => field.onChange((value === '' ? '' : Number(value)) as never)}
          label={osvcTexts.ROK}
          hint={osvcTexts.ROK_NAPOVEDA}
          options={options}
        />
      )}
    </Bound>
  );
}

// ---- Step 2: the tax return ------------------------------------------------------------------------

const taxReturnOptions = taxReturnTypes.map((value) => ({ value, label: taxReturnTypeLabels[value] }));
const regimeOptions = taxRegimes.map((value) => ({ value, label: taxRegimeLabels[value] }));

export function TaxReturnFields({ form, rok, today, zena }: { form: StepFormApi; rok: number | ''; today: string; zena: boolean }) {
  const type = useValue(form, (values) => values.priznaniTyp ?? '');
  const filed = type !== '' && type !== 'NEPODAVANO';
  let dateHint: string | undefined;
  if (filed && typeof rok === 'number') {
    // The window of the contract's date rule (the same one the step's schema checks).
    const { earliest, latest } = taxReturnDateWindow(rok, type as Parameters<typeof taxReturnDateWindow>[1], today);
    dateHint = osvcTexts.DATUM_PRIZNANI_NAPOVEDA(formatDateMessage(earliest), formatDateMessage(latest));
  }
  return (
    <>
      <Bound form={form} name="priznaniTyp">
        {(field) => (
          <RadioGroup {...field} value={(field.value as string) ?? ''} label={osvcTexts.TYP_PRIZNANI} options={taxReturnOptions} />
        )}
      </Bound>
      {filed ? (
        <Bound form={form} name="danovePriznani.danovePriznaniDatum" required>
          {(field) => <DatePicker {...field} value={(field.value as string) ?? ''} label={osvcTexts.DATUM_PRIZNANI} hint={dateHint} />}
        </Bound>
      ) : null}
      <Bound form={form} name="danovePriznani.danovyRezim">
        {(field) => (
          <NativeSelect
            {...field}
            value={(field.value as string) ?? ''}
            label={osvcTexts.DANOVY_REZIM}
            hint={osvcTexts.DANOVY_REZIM_NAPOVEDA(zena)}
            options={regimeOptions}
          />
        )}
      </Bound>
      <Bound form={form} name="danovePriznani.povinnostZaloha">
        {(field) => (
          <Checkbox
            {...field}
            value={field.value === true}
            label={osvcTexts.POVINNOST_ZALOHA}
            hint={osvcTexts.POVINNOST_ZALOHA_NAPOVEDA(zena)}
          />
        )}
      </Bound>
      <Bound form={form} name="danovePriznani.stanovenZaklad">
        {(field) => (
          <Checkbox {...field} value={field.value === true} label={osvcTexts.STANOVEN_ZAKLAD} hint={osvcTexts.STANOVEN_ZAKLAD_NAPOVEDA} />
        )}
      </Bound>
    </>
  );
}

// ---- Step 3: rows 3, 4, 5, 6, 41 -------------------------------------------------------------------

export function RowsFields({
  form,
  year,
  draft,
  zena,
}: {
  form: StepFormApi;
  year: OverviewYear | undefined;
  draft: OsvcDraft;
  zena: boolean;
}) {
  const values = useValue(form, (current) => current);
  const result = runningResultOf(mergeStep(draft, 'rows', values));
  const monthsHint = year && year.mesicuOsvc > 0 ? osvcTexts.PREDVYPLNENO_MESICE(year.mesicuOsvc) : undefined;
  return (
    <>
      <Bound form={form} name="radek03">
        {(field) => (
          <AmountInput {...field} value={field.value as number | string} label={osvcTexts.RADEK03} hint={osvcTexts.RADEK03_NAPOVEDA} />
        )}
      </Bound>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          gap: '4',
          alignItems: 'end',
        })}
      >
        <Bound form={form} name="radek04">
          {(field) => (
            <NumberInput
              {...field}
              value={field.value as number | string}
              label={osvcTexts.RADEK04}
              hint={monthsHint}
              min={1}
              max={12}
              stepper
            />
          )}
        </Bound>
        <Bound form={form} name="radek05">
          {(field) => (
            <NumberInput
              {...field}
              value={field.value as number | string}
              label={osvcTexts.RADEK05(zena)}
              hint={monthsHint}
              min={1}
              max={12}
              stepper
            />
          )}
        </Bound>
        <Bound form={form} name="radek06">
          {(field) => (
            <NumberInput
              {...field}
              value={field.value as number | string}
              label={osvcTexts.RADEK06}
              hint={osvcTexts.RADEK06_NAPOVEDA}
              min={0}
              max={12}
              stepper
            />
          )}
        </Bound>
      </div>
      <Bound form={form} name="radek41">
        {(field) => (
          <AmountInput
            {...field}
            value={field.value as number | string}
            label={osvcTexts.RADEK41}
            hint={year ? osvcTexts.PREDVYPLNENO_ZALOHY(formatCrowns(year.zalohyUhrazeno)) : undefined}
          />
        )}
      </Bound>
      <RunningResult result={result} />
    </>
  );
}

/** Row 16 and the settlement of the rows entered so far, so the filer sees the outcome while filling. */
export function RunningResult({ result, children }: { result: OsvcOverviewResult | null; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="osvc-prubezny"
      className={css({ display: 'flex', flexDirection: 'column', gap: '1', borderTopWidth: '1px', borderColor: 'border.default', pt: '3' })}
    >
      <h3 id="osvc-prubezny" className={css({ fontWeight: 'semibold' })}>
        {osvcTexts.PRUBEZNY_VYSLEDEK}
      </h3>
      {result ? (
        <dl className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: '3', rowGap: '1' })}>
          <dt className={css({ color: 'fg.muted' })}>{osvcTexts.RADEK16}</dt>
          <dd className={css({ fontVariantNumeric: 'tabular-nums', textAlign: 'right' })}>{formatCrowns(result.radek16)}</dd>
          <dt className={css({ color: 'fg.muted' })}>{osvcTexts.VYROVNANI}</dt>
          <dd className={css({ fontWeight: 'semibold', textAlign: 'right' })}>{settlementWords(result.vyrovnani)}</dd>
        </dl>
      ) : (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{osvcTexts.PRUBEZNY_NEUPLNY}</p>
      )}
      {children}
    </section>
  );
}

// ---- Step 4: advances and base reasons -------------------------------------------------------------

const advanceOptions = advanceTypes.map((value) => ({ value, label: advanceTypeLabels[value] }));

/** Twelve month checkboxes in a compact grid (a month is never required on its own). */
function MonthGrid({ form, prefix, legend, hint }: { form: StepFormApi; prefix: string; legend: string; hint?: string }) {
  return (
    <Group legend={legend} hint={hint}>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          columnGap: '3',
          rowGap: '0',
        })}
      >
        {czechMonthNames.map((month, index) => (
          <Bound key={month} form={form} name={`${prefix}.mesice[${index}]`} required={false}>
            {(field) => <Checkbox {...field} value={field.value === true} label={month} />}
          </Bound>
        ))}
      </div>
    </Group>
  );
}

function BirthNumberField({ form, name, label, hint }: { form: StepFormApi; name: string; label: string; hint: string }) {
  return (
    <Bound form={form} name={name}>
      {(field) => (
        <TextInput {...field} value={(field.value as string) ?? ''} label={label} hint={hint} inputMode="numeric" autoComplete="off" />
      )}
    </Bound>
  );
}

/** One base reason: its name and help; ticked, its months and the birth numbers it asks for. */
function Reason({ form, reason }: { form: StepFormApi; reason: ReasonKey }) {
  const letter = reason.slice(-1);
  const text = osvcTexts.DUVODY_POPIS[reason];
  const open = useValue(form, (values) => values[reason]?.zvolen === true);
  const birthNumbers = reasonBirthNumbers[reason];
  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', borderTopWidth: '1px', borderColor: 'border.default', pt: '2' })}
    >
      <Bound form={form} name={`${reason}.zvolen`} required={false}>
        {(field) => <Checkbox {...field} value={field.value === true} label={text.nazev} hint={text.napoveda} />}
      </Bound>
      {open ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', pl: { base: '2', md: '8' } })}>
          <MonthGrid form={form} prefix={reason} legend={osvcTexts.DUVOD_MESICE(letter)} />
          {birthNumbers > 0 ? (
            <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
              <BirthNumberField
                form={form}
                name={`${reason}.rodneCislo1`}
                label={birthNumbers === 2 ? osvcTexts.RODNE_CISLO_DITETE : osvcTexts.RODNE_CISLO_OSOBY}
                hint={osvcTexts.RODNE_CISLO_NAPOVEDA}
              />
              {birthNumbers === 2 ? (
                <BirthNumberField
                  form={form}
                  name={`${reason}.rodneCislo2`}
                  label={osvcTexts.RODNE_CISLO_DRUHEHO_DITETE}
                  hint={osvcTexts.RODNE_CISLO_DRUHEHO_NAPOVEDA}
                />
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function AdvancesFields({ form, draft, zena }: { form: StepFormApi; draft: OsvcDraft; zena: boolean }) {
  const values = useValue(form, (current) => current);
  const current = mergeStep(draft, 'advances', values);
  const result = runningResultOf(current);
  // Row 6 (the previous step) should leave out the months a base reason covers.
  const row6Warning = row6Limit(current);
  return (
    <>
      <Bound form={form} name="zalohaTyp">
        {(field) => <NativeSelect {...field} value={(field.value as string) ?? ''} label={osvcTexts.ZALOHA_TYP} options={advanceOptions} />}
      </Bound>
      <MonthGrid
        form={form}
        prefix="povinnostZalohy"
        legend={osvcTexts.POVINNOST_ZALOHY}
        hint={osvcTexts.POVINNOST_ZALOHY_NAPOVEDA(zena)}
      />
      <Group legend={osvcTexts.DUVODY} hint={osvcTexts.DUVODY_NAPOVEDA}>
        {reasonKeys.map((reason) => (
          <Reason key={reason} form={form} reason={reason} />
        ))}
      </Group>
      <RunningResult result={result}>
        {row6Warning !== null ? <p className={css({ fontSize: 'sm' })}>{osvcTexts.RADEK06_VAROVANI(row6Warning)}</p> : null}
      </RunningResult>
    </>
  );
}

// ---- Step 5: refund ---------------------------------------------------------------------------------

const refundOptions = refundMethods.map((value) => ({ value, label: refundMethodLabels[value] }));

export function RefundFields({ form, draft }: { form: StepFormApi; draft: OsvcDraft }) {
  const method = useValue(form, (values) => values.preplatekVraceni ?? '');
  // Whether a refund is relevant: the settlement of the rows entered.
  const result = runningResultOf(draft);
  const overpaid = result !== null && result.vyrovnani > 0;
  // Without an overpayment there is nothing to return: the choice is hidden and stays 'Nepožaduji'.
  useEffect(() => {
    if (!overpaid && method !== 'NEPOZADOVANO') form.api.setFieldValue('preplatekVraceni' as never, 'NEPOZADOVANO' as never);
  }, [form, overpaid, method]);
  if (!overpaid) return <p className={css({ color: 'fg.muted' })}>{osvcTexts.VRACENI_BEZ_PREPLATKU}</p>;
  return (
    <>
      <p className={css({ color: 'fg.muted' })}>{osvcTexts.VRACENI_PREPLATEK(formatCrowns(result.vyrovnani))}</p>
      <Bound form={form} name="preplatekVraceni">
        {(field) => <RadioGroup {...field} value={(field.value as string) ?? ''} label={osvcTexts.VRACENI} options={refundOptions} />}
      </Bound>
      {method === 'BANKOVNIUCET' ? (
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr 2fr', md: '1fr 2fr 1fr' }, gap: '4', alignItems: 'end' })}>
          <Bound form={form} name="ucet.predcisli">
            {(field) => (
              <TextInput
                {...field}
                value={(field.value as string) ?? ''}
                label={osvcTexts.PREDCISLI}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </Bound>
          <Bound form={form} name="ucet.cislo">
            {(field) => (
              <TextInput
                {...field}
                value={(field.value as string) ?? ''}
                label={osvcTexts.CISLO_UCTU}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </Bound>
          <Bound form={form} name="ucet.banka">
            {(field) => (
              <TextInput
                {...field}
                value={(field.value as string) ?? ''}
                label={osvcTexts.KOD_BANKY}
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </Bound>
        </div>
      ) : null}
    </>
  );
}
