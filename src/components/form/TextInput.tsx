import type { InputHTMLAttributes, Ref } from 'react';
import { textControl } from '../../../styled-system/recipes';
import { controlAria, errorList, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldBaseProps } from './Field';

export interface TextInputProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'email' | 'tel' | 'search' | 'password';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /** The schema's maximum length; exposed as `data-maxlength` (typing is not cut off, the message says what is wrong). */
  maxLength?: number;
  readOnly?: boolean;
  /** The id of a <datalist> of suggestions (the partner map's specialties). */
  list?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A one-line text field. */
export function TextInput({
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
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  readOnly,
  list,
  ref,
}: TextInputProps) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
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
        type={type}
        className={textControl()}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        aria-required={required || undefined}
        disabled={disabled}
        readOnly={readOnly}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        data-maxlength={maxLength}
        list={list}
      />
    </FieldFrame>
  );
}
