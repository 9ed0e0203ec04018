/**
 * A radio group laid out as a grid of chips (days, times): many short options fit a phone's width,
 * each at least 44 px tall. Ark's radio group gives the arrow keys and the native inputs.
 */
import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { css } from '../../../styled-system/css';
import { formField } from '../../../styled-system/recipes';
import { controlAria, errorList, FieldFrame, FieldHint, RequiredMark, useFieldIds, type FieldErrors } from '../../components/form/Field';

export interface ChipOption {
  value: string;
  label: string;
}

const chipStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: 'touch',
  px: '2',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'control',
  bg: 'bg.surface',
  color: 'fg.default',
  fontWeight: 'medium',
  cursor: 'pointer',
  userSelect: 'none',
  whiteSpace: 'nowrap',
  _hover: { borderColor: 'primary.default' },
  '&[data-state=checked]': { bg: 'primary.default', borderColor: 'primary.default', color: 'fg.onPrimary' },
  '&[data-focus-visible], &:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
  '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
});

const wideGrid = css({ display: 'grid', gap: '2', gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))' });
const narrowGrid = css({ display: 'grid', gap: '2', gridTemplateColumns: 'repeat(auto-fill, minmax(5rem, 1fr))' });

export function ChipChoice({
  name,
  label,
  hint,
  error,
  value,
  onChange,
  options,
  disabled,
  wide = false,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: FieldErrors;
  value: string;
  onChange: (value: string) => void;
  options: readonly ChipOption[];
  disabled?: boolean;
  /** Wider chips (days); else narrow ones (times). */
  wide?: boolean;
}) {
  const ids = useFieldIds(name);
  const errors = errorList(error);
  const aria = controlAria(ids, { hint, errors });
  return (
    <FieldFrame ids={ids} errors={errors}>
      <ArkRadioGroup.Root
        ids={{ root: ids.control, label: ids.label }}
        name={name}
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
          {label}
          <RequiredMark />
        </ArkRadioGroup.Label>
        <FieldHint id={ids.hint}>{hint}</FieldHint>
        <div className={wide ? wideGrid : narrowGrid}>
          {options.map((option) => (
            <ArkRadioGroup.Item key={option.value} value={option.value} className={chipStyle}>
              <ArkRadioGroup.ItemText>{option.label}</ArkRadioGroup.ItemText>
              <ArkRadioGroup.ItemHiddenInput />
            </ArkRadioGroup.Item>
          ))}
        </div>
      </ArkRadioGroup.Root>
    </FieldFrame>
  );
}
