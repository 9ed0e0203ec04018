import type { Ref } from 'react';
import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { choice } from '../../../styled-system/recipes';
import { IconCheck } from '../icons';
import { controlAria, errorList, FieldFrame, FieldHint, RequiredMark, useFieldIds, type FieldBaseProps } from './Field';

export interface CheckboxProps extends FieldBaseProps {
  checked?: boolean;
  /** The same as `checked` (so a form field binding can be spread onto it). */
  value?: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox on Ark's Checkbox: the whole row (44 px) is the label; the real input stays in the page for keyboards and forms. */
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
  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <ArkCheckbox.Root
        className={styles.root}
        checked={checked ?? value ?? false}
        onCheckedChange={(details) => onChange(details.checked === true)}
        name={name}
        value="true"
        required={required}
        disabled={disabled}
        invalid={errors.length > 0}
        ids={{ hiddenInput: ids.control, label: ids.label }}
      >
        <ArkCheckbox.Control className={styles.control}>
          <ArkCheckbox.Indicator className={styles.indicator}>
            <IconCheck />
          </ArkCheckbox.Indicator>
        </ArkCheckbox.Control>
        <ArkCheckbox.Label className={styles.label}>
          {label}
          {required ? <RequiredMark /> : null}
        </ArkCheckbox.Label>
        <ArkCheckbox.HiddenInput ref={ref} {...controlAria(ids, { hint, errors })} aria-required={required || undefined} onBlur={onBlur} />
      </ArkCheckbox.Root>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
    </FieldFrame>
  );
}
