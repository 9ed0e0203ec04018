import type { Ref } from 'react';
import { css } from '../../../styled-system/css';
import { formField, textControl } from '../../../styled-system/recipes';
import { controlAria, errorList, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldBaseProps } from './Field';
import { formTexts } from './texts';

export interface TextareaProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The maximum length (from the schema or the limit); shows the counter 'length / max'. */
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  readOnly?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The length the rules measure: trimmed, NFC, line breaks as one character ('\r\n' → '\n'),
 * as contract/rules.ts `text()` does — so the counter goes over the maximum exactly when the
 * message 'Překročena maximální délka …' appears.
 */
export function measuredLength(value: string): number {
  return value.replace(/\r\n?/g, '\n').trim().normalize('NFC').length;
}

/** Multi-line text with the counter 'length / max' under it (document 2, form controls). */
export function Textarea({
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
  maxLength,
  rows = 4,
  placeholder,
  readOnly,
  ref,
}: TextareaProps) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  const length = measuredLength(value);
  const hasCounter = maxLength !== undefined;
  const counter = hasCounter ? (
    <p id={ids.counter} className={formField().counter} data-over={length > maxLength ? '' : undefined} data-counter="">
      <span aria-hidden="true">{formTexts.ZNAKU(length, maxLength)}</span>
      <span className={css({ srOnly: true })}>{formTexts.ZNAKU_POPIS(length, maxLength)}</span>
    </p>
  ) : null;
  return (
    <FieldFrame ids={ids} errors={errors} className={className} counter={counter}>
      <FieldLabel htmlFor={ids.control} id={ids.label} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <textarea
        ref={ref}
        {...controlAria(ids, { hint, errors, counter: hasCounter })}
        name={name}
        className={textControl({ kind: 'textarea' })}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        aria-required={required || undefined}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder}
        data-maxlength={maxLength}
      />
    </FieldFrame>
  );
}
