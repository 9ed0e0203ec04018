/**
 * The branch to come to: a radio group whose every option shows the town, the street and the week's
 * opening hours: the shared RadioGroup with a three-line label.
 */
import { css } from '../../../styled-system/css';
import { appointmentBranches, branchStreet, branchTown, openingHoursText } from '../../../contract/appointments';
import { RadioGroup, type FieldErrors } from '../../components/form';
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
  const options = appointmentBranches.map((code) => ({
    value: code,
    label: (
      <>
        <span className={css({ display: 'block', fontWeight: 'semibold' })}>{branchTown(code)}</span>
        <span className={detailStyle}>{branchStreet(code)}</span>
        <span className={detailStyle}>
          {t.OTEVIRACI_DOBA}: {openingHoursText(code)}
        </span>
      </>
    ),
  }));
  return (
    <RadioGroup
      id="pobocka"
      name="pobocka"
      label={t.POBOCKA_LEGENDA}
      error={error}
      required
      disabled={disabled}
      value={value}
      onChange={onChange}
      options={options}
      itemClassName={itemStyle}
      groupClassName={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
    />
  );
}
