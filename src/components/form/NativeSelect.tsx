import type { Ref } from 'react';
import { textControl } from '../../../styled-system/recipes';
import { controlAria, errorList, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldBaseProps } from './Field';
import { formTexts } from './texts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  /** The empty first option ('Vyberte…' by default); `false` for none (a value is always chosen). */
  placeholder?: string | false;
  ref?: Ref<HTMLSelectElement>;
}

/** A real <select>: the platform's own picker on phones. The empty option stands for "nothing chosen" (blank = absent). */
export function NativeSelect({
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
  options,
  placeholder = formTexts.VYBERTE,
  ref,
}: NativeSelectProps) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <FieldLabel htmlFor={ids.control} id={ids.label} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <select
        ref={ref}
        {...controlAria(ids, { hint, errors })}
        name={name}
        className={textControl({ kind: 'select' })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        aria-required={required || undefined}
        disabled={disabled}
      >
        {placeholder !== false ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
