import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
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
  /** Bounds for the − / + buttons, the arrow keys, Home and End; a typed value outside them is kept (the schema's message says why). */
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

/** What may stand in the field while typing: digits, a leading minus and one decimal comma (or point). */
const partialNumber = /^-?\d*(?:[,.]\d*)?$/;

/** The typed text as a number; NaN when it is not one yet ('', '-', ','). */
const numberOf = (text: string): number => (/\d/.test(text) ? Number(text.replace(',', '.')) : NaN);

/** `value + delta` without binary fractions (0,1 + 0,2 = 0,3). */
function add(value: number, delta: number): number {
  const places = Math.max(...[value, delta].map((n) => (String(n).split('.')[1] ?? '').length));
  return Number((value + delta).toFixed(places));
}

/**
 * A numeric field: a text input with the spin button's role and keys, in the cs-CZ manner (decimal
 * comma, no grouping). It takes only what can become a number, and never clamps what was typed: a
 * value out of range stays, and the schema's message ('Povolené minimum je 20') says what is wrong.
 * Arrow Up / Down (with Shift by 10) and the optional − / + buttons step within min and max; Home
 * and End go to min and max. Leaving the field or Enter writes the number in its plain form ('05' → '5').
 * Until issue 38 this was Ark's NumberInput: with Zag's base it was 22 KB of gzip on the screens
 * that have one, for what the input does itself.
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
  const input = useRef<HTMLInputElement | null>(null);

  // A value set from outside (form reset, server data) replaces the text unless it means the same number.
  useEffect(() => {
    setText((current) => {
      const same =
        typeof value === 'number' ? Number(current.replace(',', '.')) === value && current.trim() !== '' : current === toText(value);
      return same ? current : toText(value);
    });
  }, [value]);

  const number = numberOf(text);
  const change = (next: string) => {
    setText(next);
    const parsed = numberOf(next);
    onChange(next.trim() === '' ? '' : Number.isNaN(parsed) ? next : parsed);
  };
  /** The text in its plain form: '05' → '5', '1,50' → '1,5', '-' → ''. */
  const commit = () => {
    const plain = Number.isNaN(number) ? '' : toText(number);
    if (plain !== text) change(plain);
  };
  const within = (next: number) => Math.min(max ?? Infinity, Math.max(min ?? -Infinity, next));
  const stepBy = (delta: number) => change(toText(within(add(Number.isNaN(number) ? 0 : number, delta))));
  const stepFromButton = (delta: number) => {
    stepBy(delta);
    input.current?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const size = event.shiftKey ? 10 * step : step;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? size : -size);
    } else if ((event.key === 'Home' && min !== undefined) || (event.key === 'End' && max !== undefined)) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      event.preventDefault();
      change(toText(event.key === 'Home' ? min : max));
    } else if (event.key === 'Enter') commit();
  };

  const styles = stepper();
  const button = (delta: number, label: string, icon: ReactNode) => (
    <button
      type="button"
      className={styles.button}
      tabIndex={-1}
      aria-label={label}
      aria-controls={ids.control}
      disabled={disabled}
      // a mouse press leaves the focus in the field, as a spin button's buttons do
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse') event.preventDefault();
      }}
      onClick={() => stepFromButton(delta)}
    >
      {icon}
    </button>
  );
  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <FieldLabel htmlFor={ids.control} id={ids.label} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <div className={styles.root}>
        {withStepper ? button(-step, formTexts.SNIZIT, <IconMinus />) : null}
        <input
          ref={(element) => {
            input.current = element;
            if (typeof ref === 'function') ref(element);
            else if (ref) ref.current = element;
          }}
          {...controlAria(ids, { hint, errors })}
          name={name}
          type="text"
          role="spinbutton"
          aria-roledescription="numberfield"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={Number.isNaN(number) ? undefined : number}
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          className={cx(textControl({ numeric: true }), styles.control)}
          value={text}
          placeholder={placeholder}
          required={required}
          aria-required={required || undefined}
          disabled={disabled}
          onChange={(event) => {
            if (partialNumber.test(event.target.value)) change(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit();
            onBlur?.();
          }}
        />
        {withStepper ? button(step, formTexts.ZVYSIT, <IconPlus />) : null}
      </div>
    </FieldFrame>
  );
}
