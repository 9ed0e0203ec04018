import type { Ref } from 'react';
import { choice } from '../../../styled-system/recipes';
import { IconCheck } from '../icons';
import { dataFlag, useFocusVisible, visuallyHidden } from './choice-focus';
import { controlAria, errorList, FieldFrame, FieldHint, RequiredMark, useFieldIds, type FieldBaseProps } from './Field';

export interface CheckboxProps extends FieldBaseProps {
  checked?: boolean;
  /** The same as `checked` (so a form field binding can be spread onto it). */
  value?: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox: the whole row (44 px) is the label; the real input stays in the page for keyboards and
 * forms, and a drawn box shows its state. Ark's Checkbox with the same parts and attributes did this
 * until issue 38; the native input needs no state machine, and Zag's base was 16 KB of gzip on
 * screens that had no other widget.
 */
export function Checkbox({
  id,
  name,
  label,
  hint,
  error,
  required,
  disabled,
  className,
  checked,
  value,
  onChange,
  onBlur,
  ref,
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  const styles = choice({ kind: 'checkbox' });
  const on = checked ?? value ?? false;
  const [focusVisible, focusEvents] = useFocusVisible();
  const state = {
    'data-state': on ? 'checked' : 'unchecked',
    'data-disabled': dataFlag(disabled),
    'data-invalid': dataFlag(errors.length > 0),
    'data-required': dataFlag(required),
    'data-focus-visible': dataFlag(!disabled && focusVisible !== null),
  };
  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <label className={styles.root} htmlFor={ids.control} data-scope="checkbox" data-part="root" {...state}>
        <div className={styles.control} data-scope="checkbox" data-part="control" aria-hidden="true" {...state}>
          <div className={styles.indicator} data-scope="checkbox" data-part="indicator" hidden={!on} {...state}>
            <IconCheck />
          </div>
        </div>
        <span className={styles.label} id={ids.label} data-scope="checkbox" data-part="label" {...state}>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
        <input
          ref={ref}
          type="checkbox"
          {...controlAria(ids, { hint, errors })}
          aria-labelledby={ids.label}
          aria-required={required || undefined}
          name={name}
          value="true"
          checked={on}
          required={required}
          disabled={disabled}
          style={visuallyHidden}
          onChange={(event) => onChange(event.currentTarget.checked)}
          onFocus={(event) => focusEvents.onFocus(event, true)}
          onBlur={() => {
            focusEvents.onBlur();
            onBlur?.();
          }}
        />
      </label>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
    </FieldFrame>
  );
}
