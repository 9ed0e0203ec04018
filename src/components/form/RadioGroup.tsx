import type { Ref } from 'react';
import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { css, cx } from '../../../styled-system/css';
import { choice, formField } from '../../../styled-system/recipes';
import { controlAria, errorList, FieldFrame, FieldHint, RequiredMark, useFieldIds, type FieldBaseProps } from './Field';
import type { SelectOption } from './NativeSelect';

export interface RadioGroupProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  /** 'row' lays short options side by side (they wrap on a phone). */
  direction?: 'column' | 'row';
  ref?: Ref<HTMLDivElement>;
}

/** Radio buttons on Ark's RadioGroup (role radiogroup, arrow keys move and select). */
export function RadioGroup({
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
  direction = 'column',
  ref,
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  const styles = choice({ kind: 'radio', direction });
  const aria = controlAria(ids, { hint, errors });
  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <ArkRadioGroup.Root
        ref={ref}
        ids={{ root: ids.control, label: ids.label }}
        name={name ?? ids.control}
        value={value === '' ? null : value}
        onValueChange={(details) => onChange(details.value ?? '')}
        required={required}
        disabled={disabled}
        invalid={errors.length > 0}
        orientation={direction === 'row' ? 'horizontal' : 'vertical'}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
      >
        <ArkRadioGroup.Label className={formField().label}>
          {label}
          {required ? <RequiredMark /> : null}
        </ArkRadioGroup.Label>
        <FieldHint id={ids.hint}>{hint}</FieldHint>
        <div className={styles.group}>
          {options.map((option) => (
            <ArkRadioGroup.Item key={option.value} value={option.value} disabled={option.disabled} className={styles.root}>
              <ArkRadioGroup.ItemControl className={cx(styles.control)}>
                {value === option.value ? <span className={styles.indicator} /> : null}
              </ArkRadioGroup.ItemControl>
              <ArkRadioGroup.ItemText className={styles.label}>{option.label}</ArkRadioGroup.ItemText>
              <ArkRadioGroup.ItemHiddenInput />
            </ArkRadioGroup.Item>
          ))}
        </div>
      </ArkRadioGroup.Root>
    </FieldFrame>
  );
}
