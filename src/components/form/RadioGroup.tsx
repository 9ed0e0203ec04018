import type { ReactNode, Ref } from 'react';
import { css, cx } from '../../../styled-system/css';
import { choice, formField } from '../../../styled-system/recipes';
import { dataFlag, useFocusVisible, visuallyHidden } from './choice-focus';
import { controlAria, errorList, FieldFrame, FieldHint, RequiredMark, useFieldIds, type FieldBaseProps } from './Field';

/** One radio button: a text, or a richer label (two lines, such as a choice with its address under it). */
export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldBaseProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly RadioOption[];
  /** Extra styles of each option's row (e.g. the box at the top of a two-line label). */
  itemClassName?: string;
  /** The options' layout instead of the recipe's column or row (e.g. a grid). */
  groupClassName?: string;
  /** No drawn circle: each option's look comes from itemClassName alone (chips that fill when chosen). */
  bare?: boolean;
  /** 'row' lays short options side by side (they wrap on a phone). */
  direction?: 'column' | 'row';
  ref?: Ref<HTMLDivElement>;
}

/**
 * Radio buttons (role radiogroup): native radio inputs, visually hidden, under drawn circles, so the
 * browser gives the keyboard behaviour — Tab reaches the chosen one, the arrow keys move and select.
 * Ark's RadioGroup with the same parts and attributes did this until issue 38 (its state machine and
 * Zag's base were 16 KB of gzip on screens that had no other widget).
 */
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
  itemClassName,
  groupClassName,
  bare = false,
  ref,
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  const invalid = errors.length > 0;
  const styles = choice({ kind: 'radio', direction });
  const aria = controlAria(ids, { hint, errors });
  const orientation = direction === 'row' ? 'horizontal' : 'vertical';
  const [focusVisible, focusEvents] = useFocusVisible<string>();
  const group = {
    'data-orientation': orientation,
    'data-disabled': dataFlag(disabled),
    'data-invalid': dataFlag(invalid),
    'data-required': dataFlag(required),
  };
  const inputId = (optionValue: string) => `${ids.control}-${optionValue.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  const focusChosen = () => {
    const root = document.getElementById(ids.control);
    const inputs = [...(root?.querySelectorAll<HTMLInputElement>('input[type=radio]:not(:disabled)') ?? [])];
    (inputs.find((input) => input.checked) ?? inputs[0])?.focus();
  };
  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <div
        ref={ref}
        id={ids.control}
        role="radiogroup"
        data-scope="radio-group"
        data-part="root"
        aria-labelledby={ids.label}
        aria-required={required || undefined}
        aria-disabled={disabled || undefined}
        aria-orientation={orientation}
        aria-describedby={aria['aria-describedby']}
        aria-invalid={aria['aria-invalid']}
        {...group}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
        style={{ position: 'relative' }}
        className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
      >
        <span className={formField().label} id={ids.label} data-scope="radio-group" data-part="label" onClick={focusChosen} {...group}>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
        <FieldHint id={ids.hint}>{hint}</FieldHint>
        <div className={groupClassName ?? styles.group}>
          {options.map((option) => {
            const itemDisabled = disabled || option.disabled;
            const checked = value === option.value;
            const item = {
              'data-state': checked ? 'checked' : 'unchecked',
              'data-disabled': dataFlag(itemDisabled),
              'data-invalid': dataFlag(invalid),
              'data-orientation': orientation,
              'data-focus-visible': dataFlag(!itemDisabled && focusVisible === option.value),
            };
            const textId = `${inputId(option.value)}-label`;
            return (
              <label
                key={option.value}
                htmlFor={inputId(option.value)}
                className={bare ? itemClassName : cx(styles.root, itemClassName)}
                data-scope="radio-group"
                data-part="item"
                {...item}
              >
                {bare ? null : (
                  <div className={styles.control} data-scope="radio-group" data-part="item-control" aria-hidden="true" {...item}>
                    {checked ? <span className={styles.indicator} /> : null}
                  </div>
                )}
                <span className={bare ? undefined : styles.label} id={textId} data-scope="radio-group" data-part="item-text" {...item}>
                  {option.label}
                </span>
                <input
                  id={inputId(option.value)}
                  type="radio"
                  name={name ?? ids.control}
                  value={option.value}
                  checked={checked}
                  required={required}
                  disabled={itemDisabled}
                  aria-labelledby={textId}
                  aria-invalid={invalid || undefined}
                  style={visuallyHidden}
                  onChange={(event) => {
                    if (event.currentTarget.checked) onChange(option.value);
                  }}
                  onFocus={(event) => focusEvents.onFocus(event, option.value)}
                  onBlur={focusEvents.onBlur}
                />
              </label>
            );
          })}
        </div>
      </div>
    </FieldFrame>
  );
}
