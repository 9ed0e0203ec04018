/**
 * The branch to come to: a radio group whose every option shows the town, the street and the week's
 * opening hours (the shared RadioGroup takes text labels only, so this one lays out the same Ark
 * radio group with three lines).
 */
import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { css, cx } from '../../../styled-system/css';
import { choice, formField } from '../../../styled-system/recipes';
import { appointmentBranches, branchStreet, branchTown, openingHoursText } from '../../../contract/appointments';
import { controlAria, errorList, FieldFrame, RequiredMark, useFieldIds, type FieldErrors } from '../../components/form/Field';
import { appointmentTexts as t } from './texts';

const itemStyle = css({
  alignItems: 'flex-start',
  py: '2',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  '&[data-state=checked]': { borderColor: 'primary.default', bg: 'primary.subtle' },
  '& > [data-part=item-control]': { mt: '0.5' },
});
const detailStyle = css({ display: 'block', color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' });

export function BranchChoice({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: FieldErrors;
  disabled?: boolean;
}) {
  const ids = useFieldIds('pobocka');
  const errors = errorList(error);
  const styles = choice({ kind: 'radio' });
  const aria = controlAria(ids, { errors });
  return (
    <FieldFrame ids={ids} errors={errors}>
      <ArkRadioGroup.Root
        ids={{ root: ids.control, label: ids.label }}
        name="pobocka"
        value={value === '' ? null : value}
        onValueChange={(details) => onChange(details.value ?? '')}
        required
        disabled={disabled}
        invalid={errors.length > 0}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
      >
        <ArkRadioGroup.Label className={formField().label}>
          {t.POBOCKA_LEGENDA}
          <RequiredMark />
        </ArkRadioGroup.Label>
        <div className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
          {appointmentBranches.map((code) => (
            <ArkRadioGroup.Item key={code} value={code} className={cx(styles.root, itemStyle)}>
              <ArkRadioGroup.ItemControl className={styles.control}>
                {value === code ? <span className={styles.indicator} /> : null}
              </ArkRadioGroup.ItemControl>
              <ArkRadioGroup.ItemText className={styles.label}>
                <span className={css({ display: 'block', fontWeight: 'semibold' })}>{branchTown(code)}</span>
                <span className={detailStyle}>{branchStreet(code)}</span>
                <span className={detailStyle}>
                  {t.OTEVIRACI_DOBA}: {openingHoursText(code)}
                </span>
              </ArkRadioGroup.ItemText>
              <ArkRadioGroup.ItemHiddenInput />
            </ArkRadioGroup.Item>
          ))}
        </div>
      </ArkRadioGroup.Root>
    </FieldFrame>
  );
}
