import { lazy, Suspense, useState, type ReactNode, type Ref } from 'react';
import { css } from '../../../styled-system/css';
import { calendar } from '../../../styled-system/recipes';
import { controlAria, errorList, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldBaseProps } from './Field';
import { DateTextInput, useDateText } from './DateTextInput';
import { displayText, type OutOfRange } from './dates';
import { IconCalendar } from './icons';
import { formTexts } from './texts';

export interface DatePickerProps extends FieldBaseProps {
  /** ISO 'YYYY-MM-DD' (the wire form 'YYYY-MM-DDT00:00:00' is read too), '' / undefined for none, or typed text that is not a date. */
  value: string | null | undefined;
  /** Receives ISO 'YYYY-MM-DD', '' when cleared, or the typed text when it is not a date (the schema then says 'Pole musí být ve formátu dd.mm.rrrr'). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest date (ISO); earlier days are disabled; a typed earlier date clears the value, and the field says why. */
  min?: string;
  /** Latest date (ISO); later days are disabled; a typed later date clears the value, and the field says why. */
  max?: string;
  /** Days that cannot be chosen (ISO → true). Keyboard navigation skips them. */
  isDateUnavailable?: (iso: string) => boolean;
  /** ISO week numbers in the first column (default on). */
  showWeekNumbers?: boolean;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

const loadCalendar = () => import('./CalendarControl');
const CalendarControl = lazy(async () => ({ default: (await loadCalendar()).CalendarControl }));

/**
 * Date input of document 2 §5 and §9: typed as d. M. yyyy ('5.6.2025', '05.06.2025', '5. 6. 2025'
 * become '5. 6. 2025' when the field is left), or picked in a cs-CZ calendar (CalendarControl).
 * The value on the wire is ISO 'YYYY-MM-DD' (the contract's isoDate rule).
 *
 * Typing needs no calendar code, so the calendar (Ark's DatePicker with @internationalized/date,
 * about 23 KB of gzip) loads when a person first asks for it: the button, or Alt+ArrowDown in the
 * input. It is fetched ahead as soon as the pointer or the focus reaches the button (DESIGN §5:
 * form widgets load on first use; issue 10). The field, its label, errors and typed text stay;
 * only the control under the label changes, and the calendar opens at once.
 */
export function DatePicker({
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
  isDateUnavailable,
  showWeekNumbers = true,
  placeholder = formTexts.FORMAT_DATA,
  ref,
}: DatePickerProps) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  const [text, setText] = useDateText(value);
  const [calendarAsked, setCalendarAsked] = useState(false);
  const askForCalendar = () => setCalendarAsked(true);
  // A typed date outside min / max was cleared (document 2 §5): the field says so and what to type.
  const [cleared, setCleared] = useState<OutOfRange | null>(null);
  const noticeId = `${ids.control}-vymazano`;
  const renderInput = (openCalendar: () => void, inputRef: Ref<HTMLInputElement>) => (
    <DateTextInput
      name={name}
      aria={controlAria(ids, { hint, errors })}
      text={text}
      setText={setText}
      onChange={onChange}
      onBlur={onBlur}
      placeholder={placeholder}
      required={required}
      disabled={disabled}
      inputRef={inputRef}
      onOpenCalendar={openCalendar}
      min={min}
      max={max}
      onCleared={setCleared}
      describedBy={cleared ? noticeId : undefined}
    />
  );
  const typed = <TypedControl input={renderInput(askForCalendar, ref ?? null)} disabled={disabled} onCalendarRequest={askForCalendar} />;
  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <FieldLabel htmlFor={ids.control} id={ids.label} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      {calendarAsked ? (
        <Suspense fallback={typed}>
          <CalendarControl
            controlId={ids.control}
            name={name}
            value={value}
            onPick={(picked) => {
              setText(displayText(picked));
              onChange(picked);
              setCleared(null);
            }}
            min={min}
            max={max}
            isDateUnavailable={isDateUnavailable}
            showWeekNumbers={showWeekNumbers}
            disabled={disabled}
            required={required}
            invalid={errors.length > 0}
            renderInput={renderInput}
            ref={ref}
          />
        </Suspense>
      ) : (
        typed
      )}
      <p id={noticeId} role="status" className={css({ fontSize: 'sm', color: 'fg.default', _empty: { srOnly: true } })}>
        {cleared
          ? cleared.bound === 'min'
            ? formTexts.DATUM_VYMAZANO_PRED(cleared.typed, cleared.limit)
            : formTexts.DATUM_VYMAZANO_PO(cleared.typed, cleared.limit)
          : null}
      </p>
    </FieldFrame>
  );
}

/** The control before the calendar has loaded: the same input, and a button in the calendar's place. */
function TypedControl({ input, disabled, onCalendarRequest }: { input: ReactNode; disabled?: boolean; onCalendarRequest: () => void }) {
  const styles = calendar();
  return (
    <div className={css({ w: 'full' })}>
      <div className={styles.control}>
        {input}
        <button
          type="button"
          className={styles.trigger}
          aria-label={formTexts.KALENDAR_OTEVRIT}
          aria-haspopup="grid"
          aria-expanded={false}
          disabled={disabled}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          onClick={onCalendarRequest}
        >
          <IconCalendar />
        </button>
      </div>
    </div>
  );
}
