/**
 * The period filter of 'Kdo viděl moje údaje' (Od, Do, Zobrazit, Zrušit filtr). In a module of its
 * own, loaded lazily: the form and its zod schema are most of the screen's code, and the list
 * of accesses does not need to wait for them (WhoSawMyDataPage.tsx shows a stand-in of its size).
 */
import { cx, css } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { kdoVidelFiltrSchema } from '../../../contract/audit';
import { DatePicker } from '../../components/form/DatePicker';
import { ContractFormRoot, FormErrorSummary, FormField, SubmitButton } from '../../components/form/FormField';
import { useContractForm } from '../../components/form/useContractForm';
import { auditTexts } from './texts';
import { periodFilterStyles } from './period-filter-styles';

const periodSchema = kdoVidelFiltrSchema.pick({ od: true, do: true });
const emptyPeriod = { od: '', do: '' };

export default function WhoSawPeriodFilter({
  filtered,
  onApply,
  onReset,
}: {
  /** A period is applied: 'Zrušit filtr' shows. */
  filtered: boolean;
  onApply: (period: { od?: string; do?: string }) => void;
  onReset: () => void;
}) {
  const form = useContractForm({
    schema: periodSchema,
    defaultValues: emptyPeriod,
    onSubmit: (value) => onApply({ od: value.od, do: value.do }),
  });
  const reset = () => {
    form.api.reset(emptyPeriod);
    onReset();
  };
  return (
    <ContractFormRoot form={form} aria-label={auditTexts.FILTR_FORM} className={cx(card(), periodFilterStyles.form)}>
      <fieldset className={periodFilterStyles.fieldset}>
        <legend className={periodFilterStyles.legend}>{auditTexts.FILTR}</legend>
        <FormField form={form} name="od">
          {(field) => <DatePicker {...field} label={auditTexts.OD} />}
        </FormField>
        <FormField form={form} name="do">
          {(field) => <DatePicker {...field} label={auditTexts.DO} />}
        </FormField>
      </fieldset>
      <FormErrorSummary form={form} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <SubmitButton form={form}>{auditTexts.ZOBRAZIT}</SubmitButton>
        {filtered ? (
          <button type="button" className={button({ variant: 'outline' })} onClick={reset}>
            {auditTexts.ZRUSIT_FILTR}
          </button>
        ) : null}
      </div>
    </ContractFormRoot>
  );
}
