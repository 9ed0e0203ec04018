import { useEffect, useState, type Ref } from 'react';
import { css, cx } from '../../../styled-system/css';
import { textControl } from '../../../styled-system/recipes';
import { commitTypedDate, displayText, isoOf, valueWhileTyping, type OutOfRange } from './dates';
import type { controlAria } from './Field';
import { formTexts } from './texts';

export interface DateTextInputProps {
  name?: string;
  /** The control's id, aria-invalid and aria-describedby (controlAria). */
  aria: ReturnType<typeof controlAria>;
  text: string;
  setText: (text: string) => void;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  required?: boolean;
  disabled?: boolean;
  inputRef: Ref<HTMLInputElement>;
  /** Alt+ArrowDown: open the calendar. */
  onOpenCalendar: () => void;
  /** The bounds (ISO): a typed date outside them is cleared (document 2 §5) … */
  min?: string;
  max?: string;
  /** … and reported here (null once a date within them, or anything else, is typed). */
  onCleared?: (cleared: OutOfRange | null) => void;
  /** Ids of further descriptions (the notice of a cleared date). */
  describedBy?: string;
}

/**
 * The input's text for a value: a value set from outside (reset, server data, a date chosen in the
 * calendar) replaces the text unless the text already means it.
 */
export function useDateText(value: string | null | undefined): [string, (text: string) => void] {
  const [text, setText] = useState(() => displayText(value));
  useEffect(() => {
    setText((current) => (valueWhileTyping(current) === (isoOf(value) ?? value ?? '') ? current : displayText(value)));
  }, [value]);
  return [text, setText];
}

/**
 * The typed part of the date picker (document 2 §5, §9): d. M. yyyy, normalised when the field is
 * left or Enter is pressed. The same element before and after the calendar has loaded.
 */
export function DateTextInput({
  name,
  aria,
  text,
  setText,
  onChange,
  onBlur,
  placeholder,
  required,
  disabled,
  inputRef,
  onOpenCalendar,
  min,
  max,
  onCleared,
  describedBy,
}: DateTextInputProps) {
  const formatId = `${aria.id}-format`;
  const commit = () => {
    const committed = commitTypedDate(text, min, max);
    setText(committed.text);
    onChange(committed.value);
    if (committed.cleared || committed.text !== '') onCleared?.(committed.cleared ?? null);
  };
  return (
    <>
      <input
        ref={inputRef}
        {...aria}
        aria-describedby={[aria['aria-describedby'], formatId, describedBy].filter(Boolean).join(' ')}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={cx(textControl({ numeric: true }), css({ flex: '1', minW: 0 }))}
        value={text}
        placeholder={placeholder}
        required={required}
        aria-required={required || undefined}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          onChange(valueWhileTyping(event.target.value));
        }}
        onBlur={() => {
          commit();
          onBlur?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'ArrowDown' && event.altKey) {
            event.preventDefault();
            onOpenCalendar();
          }
        }}
      />
      <span id={formatId} className={css({ srOnly: true })}>
        {formTexts.FORMAT_DATA_NAPOVEDA}
      </span>
    </>
  );
}
