import { useEffect, useState, type Ref } from 'react';
import { NumberInput as ArkNumberInput } from '@ark-ui/react/number-input';
import { cx } from '../../../styled-system/css';
import { stepper, textControl } from '../../../styled-system/recipes';
import { controlAria, errorList, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldBaseProps } from './Field';
import { IconMinus, IconPlus } from './icons';
import { formTexts } from './texts';

export type NumberValue = number | string | null | undefined;

export interface NumberInputProps extends FieldBaseProps {
  value: NumberValue;
  /** A number when the text is one, '' when blank. */
  onChange: (value: number | string) => void;
  onBlur?: () => void;
  /** Bounds for the − / + buttons and the arrow keys; a typed value outside them is kept (the schema's message says why). */
  min?: number;
  max?: number;
  step?: number;
  /** Decimal places allowed (0 = whole numbers: the numeric keypad). */
  decimals?: number;
  /** Show − and + buttons (44 px) beside the field. */
  stepper?: boolean;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

const toText = (value: NumberValue): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? String(value).replace('.', ',')
    : typeof value === 'string'
      ? value.replace('.', ',')
      : '';

/**
 * A numeric field on Ark's NumberInput with the cs-CZ locale (decimal comma, no grouping). It never
 * clamps what was typed: a value out of range stays, and the schema's message ('Povolené minimum je 20')
 * says what is wrong. Arrow Up / Down and the optional − / + buttons step within min and max.
 */
export function NumberInput({
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
  min,
  max,
  step = 1,
  decimals = 0,
  stepper: withStepper = false,
  placeholder,
  ref,
}: NumberInputProps) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  const [text, setText] = useState(() => toText(value));

  // A value set from outside (form reset, server data) replaces the text unless it means the same number.
  useEffect(() => {
    setText((current) => {
      const same =
        typeof value === 'number' ? Number(current.replace(',', '.')) === value && current.trim() !== '' : current === toText(value);
      return same ? current : toText(value);
    });
  }, [value]);

  const styles = stepper();
  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <FieldLabel htmlFor={ids.control} id={ids.label} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <ArkNumberInput.Root
        locale="cs-CZ"
        ids={{ input: ids.control, label: ids.label }}
        name={name}
        value={text}
        min={min}
        max={max}
        step={step}
        allowOverflow
        clampValueOnBlur={false}
        allowMouseWheel={false}
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        formatOptions={{ useGrouping: false, maximumFractionDigits: Math.max(decimals, 0) + 10 }}
        invalid={errors.length > 0}
        required={required}
        disabled={disabled}
        translations={{ incrementLabel: formTexts.ZVYSIT, decrementLabel: formTexts.SNIZIT }}
        onValueChange={(details) => {
          setText(details.value);
          onChange(details.value.trim() === '' ? '' : Number.isNaN(details.valueAsNumber) ? details.value : details.valueAsNumber);
        }}
        onFocusChange={(details) => {
          if (!details.focused) onBlur?.();
        }}
      >
        <ArkNumberInput.Control className={styles.root}>
          {withStepper ? (
            <ArkNumberInput.DecrementTrigger className={styles.button}>
              <IconMinus />
            </ArkNumberInput.DecrementTrigger>
          ) : null}
          <ArkNumberInput.Input
            ref={ref}
            {...controlAria(ids, { hint, errors })}
            className={cx(textControl({ numeric: true }), styles.control)}
            placeholder={placeholder}
            aria-required={required || undefined}
          />
          {withStepper ? (
            <ArkNumberInput.IncrementTrigger className={styles.button}>
              <IconPlus />
            </ArkNumberInput.IncrementTrigger>
          ) : null}
        </ArkNumberInput.Control>
      </ArkNumberInput.Root>
    </FieldFrame>
  );
}
