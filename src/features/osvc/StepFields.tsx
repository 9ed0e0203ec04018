/** The fields of each input step of the 'Přehled OSVČ' wizard (labels from texts.ts, rules from the step's contract schema). */
import type { ReactNode } from 'react';
import { useStore } from '@tanstack/react-form';
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
  overviewOf,
  reasonKeys,
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
} from '../../components/form';

import { osvcTexts } from './texts';
import type { StepFormApi } from './OsvcWizard';

/** Reads a value of the step's form (re-renders when it changes). */
function useValue<T>(form: StepFormApi, read: (values: Partial<OsvcDraft>) => T): T {
  return useStore(form.api.store, (state) => read(state.values as Partial<OsvcDraft>));
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

export function TaxReturnFields({ form, rok, today }: { form: StepFormApi; rok: number | ''; today: string }) {
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
      <Bound form={form} name="danovePriznani.danovePriznani">
        {(field) => <Checkbox {...field} value={field.value === true} label={osvcTexts.PRIZNANI_PODANO} />}
      </Bound>
      {filed ? (
        <Bound form={form} name="danovePriznani.danovePriznaniDatum" required>
          {(field) => <DatePicker {...field} value={(field.value as string) ?? ''} label={osvcTexts.DATUM_PRIZNANI} hint={dateHint} />}
        </Bound>
      ) : null}
      <Bound form={form} name="danovePriznani.danovyRezim">
        {(field) => (
          <NativeSelect {...field} value={(field.value as string) ?? ''} label={osvcTexts.DANOVY_REZIM} options={regimeOptions} />
        )}
      </Bound>
      <Bound form={form} name="danovePriznani.povinnostZaloha">
        {(field) => <Checkbox {...field} value={field.value === true} label={osvcTexts.POVINNOST_ZALOHA} />}
      </Bound>
      <Bound form={form} name="danovePriznani.stanovenZaklad">
        {(field) => <Checkbox {...field} value={field.value === true} label={osvcTexts.STANOVEN_ZAKLAD} />}
      </Bound>
    </>
  );
}

// ---- Step 3: rows 3, 4, 5, 6, 41 -------------------------------------------------------------------

export function RowsFields({ form, year }: { form: StepFormApi; year: OverviewYear | undefined }) {
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
              label={osvcTexts.RADEK05}
              hint={monthsHint}
              min={1}
              max={12}
              stepper
            />
          )}
        </Bound>
        <Bound form={form} name="radek06">
          {(field) => <NumberInput {...field} value={field.value as number | string} label={osvcTexts.RADEK06} min={0} max={12} stepper />}
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
    </>
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

function Reason({ form, reason }: { form: StepFormApi; reason: ReasonKey }) {
  const letter = reason.slice(-1);
  const open = useValue(form, (values) => values[reason]?.zvolen === true);
  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', borderTopWidth: '1px', borderColor: 'border.default', pt: '2' })}
    >
      <Bound form={form} name={`${reason}.zvolen`} required={false}>
        {(field) => <Checkbox {...field} value={field.value === true} label={osvcTexts.DUVOD(letter)} />}
      </Bound>
      {open ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', pl: { base: '2', md: '8' } })}>
          <MonthGrid form={form} prefix={reason} legend={osvcTexts.DUVOD_MESICE(letter)} />
          <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
            <Bound form={form} name={`${reason}.rodneCislo1`}>
              {(field) => (
                <TextInput
                  {...field}
                  value={(field.value as string) ?? ''}
                  label={osvcTexts.RODNE_CISLO_1}
                  hint={osvcTexts.RODNE_CISLO_NAPOVEDA}
                  inputMode="numeric"
                  autoComplete="off"
                />
              )}
            </Bound>
            <Bound form={form} name={`${reason}.rodneCislo2`}>
              {(field) => (
                <TextInput
                  {...field}
                  value={(field.value as string) ?? ''}
                  label={osvcTexts.RODNE_CISLO_2}
                  hint={osvcTexts.RODNE_CISLO_NAPOVEDA}
                  inputMode="numeric"
                  autoComplete="off"
                />
              )}
            </Bound>
          </div>
        </div>
      ) : null}
    </div>
  );
}

export function AdvancesFields({ form }: { form: StepFormApi }) {
  return (
    <>
      <Bound form={form} name="zalohaTyp">
        {(field) => <NativeSelect {...field} value={(field.value as string) ?? ''} label={osvcTexts.ZALOHA_TYP} options={advanceOptions} />}
      </Bound>
      <MonthGrid form={form} prefix="povinnostZalohy" legend={osvcTexts.POVINNOST_ZALOHY} hint={osvcTexts.POVINNOST_ZALOHY_NAPOVEDA} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '6' })}>
        <Bound form={form} name="povinnostZalohy.nemoc">
          {(field) => <Checkbox {...field} value={field.value === true} label={osvcTexts.NEMOC} />}
        </Bound>
        <Bound form={form} name="povinnostZalohy.zamestnani">
          {(field) => <Checkbox {...field} value={field.value === true} label={osvcTexts.ZAMESTNANI} />}
        </Bound>
      </div>
      <Group legend={osvcTexts.DUVODY} hint={osvcTexts.DUVODY_NAPOVEDA}>
        {reasonKeys.map((reason) => (
          <Reason key={reason} form={form} reason={reason} />
        ))}
      </Group>
    </>
  );
}

// ---- Step 5: refund ---------------------------------------------------------------------------------

const refundOptions = refundMethods.map((value) => ({ value, label: refundMethodLabels[value] }));

export function RefundFields({ form, draft }: { form: StepFormApi; draft: OsvcDraft }) {
  const method = useValue(form, (values) => values.preplatekVraceni ?? '');
  // Whether a refund is relevant: the settlement of the values entered so far.
  const overview = overviewOf(mergeStep(draft, 'refund', { preplatekVraceni: 'NEPOZADOVANO' }));
  const overpaid = overview !== null && overview.vyrovnani > 0;
  return (
    <>
      <p className={css({ color: 'fg.muted' })}>
        {overpaid ? osvcTexts.VRACENI_PREPLATEK(formatCrowns(overview.vyrovnani)) : osvcTexts.VRACENI_BEZ_PREPLATKU}
      </p>
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
