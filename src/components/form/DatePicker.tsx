import { lazy, Suspense, useState, type Ref } from 'react';
import { css } from '../../../styled-system/css';
import { calendar } from '../../../styled-system/recipes';
import { controlAria, errorList, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldBaseProps } from './Field';
import { DateTextInput, useDateText } from './DateTextInput';
import { IconCalendar } from './icons';
import { formTexts } from './texts';

export interface DatePickerProps extends FieldBaseProps {
  /** ISO 'YYYY-MM-DD' (the wire form 'YYYY-MM-DDT00:00:00' is read too), '' / undefined for none, or typed text that is not a date. */
  value: string | null | undefined;
  /** Receives ISO 'YYYY-MM-DD', '' when cleared, or the typed text when it is not a date (the schema then says 'Pole musí být ve formátu dd.mm.rrrr'). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest date (ISO); earlier days are disabled; a typed earlier date is kept for the form's rule to refuse. */
  min?: string;
  /** Latest date (ISO); later days are disabled; a typed later date is kept for the form's rule to refuse. */
  max?: string;
  /** Days that cannot be chosen (ISO → true). Keyboard navigation skips them. */
  isDateUnavailable?: (iso: string) => boolean;
  /** ISO week numbers in the first column (default on). */
  showWeekNumbers?: boolean;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

const loadCalendar = () => import('./CalendarDatePicker');
const CalendarDatePicker = lazy(async () => ({ default: (await loadCalendar()).CalendarDatePicker }));

/**
 * The date field. Typing a date needs no calendar code, so the calendar (Ark's DatePicker with
 * @internationalized/date, about 25 KB of gzip) loads when a person first asks for it: the button,
 * or Alt+ArrowDown in the input. It is fetched ahead as soon as the pointer or the focus reaches
 * the button (DESIGN §5: form widgets load on first use; issue 10). From then on the field is
 * CalendarDatePicker, which opens at once.
 */
export function DatePicker(props: DatePickerProps) {
  const [calendarAsked, setCalendarAsked] = useState(false);
  if (!calendarAsked) return <TypedDatePicker {...props} onCalendarRequest={() => setCalendarAsked(true)} />;
  return (
    <Suspense fallback={<TypedDatePicker {...props} onCalendarRequest={() => {}} />}>
      <CalendarDatePicker {...props} openOnMount />
    </Suspense>
  );
}

/** The field as it is before the calendar has loaded: the same input and a button in its place. */
function TypedDatePicker({
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
  placeholder = formTexts.FORMAT_DATA,
  ref,
  onCalendarRequest,
}: DatePickerProps & { onCalendarRequest: () => void }) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  const styles = calendar();
  const [text, setText] = useDateText(value);
  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <FieldLabel htmlFor={ids.control} id={ids.label} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <div className={css({ w: 'full' })}>
        <div className={styles.control}>
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
            inputRef={ref ?? null}
            onOpenCalendar={onCalendarRequest}
          />
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
    </FieldFrame>
  );
}
