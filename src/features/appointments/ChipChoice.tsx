/**
 * A radio group laid out as a grid of chips (days, times): many short options fit a phone's width,
 * each at least 44 px tall. The shared RadioGroup's native inputs give the arrow keys.
 */
import { css } from '../../../styled-system/css';
import { RadioGroup, type FieldErrors } from '../../components/form';

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
  return (
    <RadioGroup
      id={name}
      name={name}
      label={label}
      hint={hint}
      error={error}
      required
      disabled={disabled}
      value={value}
      onChange={onChange}
      options={options}
      bare
      itemClassName={chipStyle}
      groupClassName={wide ? wideGrid : narrowGrid}
    />
  );
}
