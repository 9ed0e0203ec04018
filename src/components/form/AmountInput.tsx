import { useState, type Ref } from 'react';
import { textControl } from '../../../styled-system/recipes';
import { NBSP, formatAmountInput, formatNumber, parseAmountInput } from '../../../contract/format';
import { controlAria, errorList, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldBaseProps } from './Field';

/** What an amount field holds: a number (dot decimals), text the user typed that is not a number yet, or '' (blank = absent). */
export type AmountValue = number | string | null | undefined;

export interface AmountInputProps extends FieldBaseProps {
  value: AmountValue;
  /** Receives a number (dot decimals) when the text is an amount, '' when blank, otherwise the text as typed (→ 'Pole musí být číslo'). */
  onChange: (value: number | string) => void;
  onBlur?: () => void;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

/** '1 234,50 Kč': Czech grouping, at least two decimals (more are shown, never rounded away), suffix Kč. */
export function formatAmountDisplay(value: AmountValue): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `${formatNumber(value, { minDecimals: 2 })}${NBSP}Kč`;
  return typeof value === 'string' ? value : '';
}

/** Typed text → the value passed on. */
export function amountFromText(text: string): number | string {
  if (text.trim() === '') return '';
  const parsed = parseAmountInput(text);
  return parsed === null ? text : parsed;
}

/**
 * Amount in crowns (document 2, form controls): when not focused it shows the formatted value with
 * 'Kč' ('1 234,50 Kč'); when focused the raw value with a decimal comma ('1234,5'); the value passed
 * on uses a dot (a number).
 */
export function AmountInput({
  id,
  name,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  value,
  onChange,
  onBlur,
  placeholder,
  ref,
}: AmountInputProps) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  const [editing, setEditing] = useState<string | null>(null);
  const shown = editing ?? formatAmountDisplay(value);
  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <FieldLabel htmlFor={ids.control} id={ids.label} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <input
        ref={ref}
        {...controlAria(ids, { hint, errors })}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={textControl({ numeric: true })}
        value={shown}
        placeholder={placeholder}
        required={required}
        aria-required={required || undefined}
        disabled={disabled}
        onFocus={(event) => {
          // Switch to the raw text right away in the DOM and select it: replacing the text would
          // otherwise drop the selection (Tab or select-then-focus), and typing would append to the
          // old amount instead of replacing it. A click still places the caret where it lands.
          const input = event.currentTarget;
          const raw = typeof value === 'number' ? formatAmountInput(value) : (value ?? '');
          input.value = raw;
          input.select();
          setEditing(raw);
        }}
        onChange={(event) => {
          setEditing(event.target.value);
          onChange(amountFromText(event.target.value));
        }}
        onBlur={() => {
          if (editing !== null) onChange(amountFromText(editing));
          setEditing(null);
          onBlur?.();
        }}
      />
    </FieldFrame>
  );
}
