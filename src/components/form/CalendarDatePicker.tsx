import { useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { DatePicker as ArkDatePicker, parseDate, useDatePicker, useDatePickerContext, type DateValue } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '../../../styled-system/css';
import { calendar } from '../../../styled-system/recipes';
import { IconChevronLeft, IconChevronRight } from '../icons';
import { controlAria, errorList, FieldFrame, FieldHint, FieldLabel, useFieldIds } from './Field';
import type { DatePickerProps } from './DatePicker';
import { DateTextInput, useDateText } from './DateTextInput';
import { displayText, findAvailable, isoOf, isoWeek, KEYBOARD_SEARCH_STEPS, withinBounds } from './dates';
import { IconCalendar } from './icons';
import { formTexts } from './texts';

const LOCALE = 'cs-CZ';
const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Prague';

const toDateValue = (iso: string | null): DateValue | undefined => (iso ? parseDate(iso) : undefined);

/** Moves of the arrow and page keys in the day view, as steps the search repeats. */
function keyMove(event: KeyboardEvent): { first: (date: DateValue) => DateValue; then: (date: DateValue) => DateValue } | null {
  const day = (days: number) => (date: DateValue) => date.add({ days });
  switch (event.key) {
    case 'ArrowRight':
      return { first: day(1), then: day(1) };
    case 'ArrowLeft':
      return { first: day(-1), then: day(-1) };
    case 'ArrowDown':
      return { first: day(7), then: day(7) };
    case 'ArrowUp':
      return { first: day(-7), then: day(-7) };
    case 'PageDown':
      return { first: (date) => date.add(event.shiftKey ? { years: 1 } : { months: 1 }), then: day(1) };
    case 'PageUp':
      return { first: (date) => date.add(event.shiftKey ? { years: -1 } : { months: -1 }), then: day(-1) };
    default:
      return null;
  }
}

/**
 * The date picker with its calendar, on Ark's DatePicker (loaded when a person first asks for the
 * calendar: DatePicker.tsx). Document 2 §5 and §9:
 * - typed as d. M. yyyy; '5.6.2025', '05.06.2025', '5. 6. 2025' become '5. 6. 2025' when the field is left;
 * - cs-CZ month and day names, the week starts on Monday, ISO week numbers (week 1 contains 4 January);
 * - those days before `min` or after `max` are disabled in the calendar; a typed one is kept, and the
 *   form's rule says why;
 * - keyboard navigation in the calendar skips disabled days, searching up to 40 steps;
 * - one month shown; the month and year views are reached from the title.
 * The value on the wire is ISO 'YYYY-MM-DD' (the contract's isoDate rule).
 */
export function CalendarDatePicker({
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
  openOnMount = false,
}: DatePickerProps & { openOnMount?: boolean }) {
  const ids = useFieldIds(id);
  const errors = errorList(error);
  const styles = calendar();
  const [text, setText] = useDateText(value);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const focusCellAfterRender = useRef(false);
  const minIso = isoOf(min);
  const maxIso = isoOf(max);

  const selectedIso = isoOf(value);
  const selected = selectedIso && withinBounds(selectedIso, minIso, maxIso) ? selectedIso : null;
  const selectedValue = useMemo(() => (selected ? [parseDate(selected)] : []), [selected]);

  const api = useDatePicker({
    ids: { control: `${ids.control}-control`, trigger: `${ids.control}-trigger`, content: `${ids.control}-calendar` },
    locale: LOCALE,
    timeZone: localTimeZone(),
    startOfWeek: 1,
    numOfMonths: 1,
    selectionMode: 'single',
    min: toDateValue(minIso),
    max: toDateValue(maxIso),
    disabled,
    required,
    invalid: errors.length > 0,
    name,
    value: selectedValue,
    isDateUnavailable: isDateUnavailable ? (date) => isDateUnavailable(date.toString()) : undefined,
    positioning: { placement: 'bottom-start', gutter: 4 },
    translations: {
      dayCell: (state) =>
        state.unavailable
          ? formTexts.DEN_NEDOSTUPNY(state.valueText)
          : state.selected
            ? formTexts.DEN_VYBRANY(state.valueText)
            : state.valueText,
      trigger: (open) => (open ? formTexts.KALENDAR_ZAVRIT : formTexts.KALENDAR_OTEVRIT),
      content: formTexts.KALENDAR,
      prevTrigger: (view) =>
        view === 'year' ? formTexts.DEKADA_PREDCHOZI : view === 'month' ? formTexts.ROK_PREDCHOZI : formTexts.MESIC_PREDCHOZI,
      nextTrigger: (view) => (view === 'year' ? formTexts.DEKADA_DALSI : view === 'month' ? formTexts.ROK_DALSI : formTexts.MESIC_DALSI),
      viewTrigger: (view) => (view === 'day' ? formTexts.ZOBRAZIT_MESICE : formTexts.ZOBRAZIT_ROKY),
      monthSelect: formTexts.ZOBRAZIT_MESICE,
      yearSelect: formTexts.ZOBRAZIT_ROKY,
      clearTrigger: '',
      weekColumnHeader: formTexts.TYDEN,
      weekNumberCell: formTexts.TYDEN_CISLO,
      placeholder: () => ({ day: 'd', month: 'm', year: 'rrrr' }),
    },
    onValueChange: (details) => {
      const picked = details.value[0]?.toString() ?? '';
      const next = picked && withinBounds(picked, minIso, maxIso) ? picked : '';
      setText(displayText(next));
      onChange(next);
    },
    onOpenChange: (details) => {
      if (details.open) return;
      // After a pick the calendar closes; give the focus back to the text input.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!active || active === document.body || contentRef.current?.contains(active)) inputRef.current?.focus();
      });
    },
  });

  // Loaded because the person asked for the calendar: open it as the button would (focus on the day).
  const openedOnMount = useRef(false);
  useEffect(() => {
    if (!openOnMount || openedOnMount.current) return;
    openedOnMount.current = true;
    api.setOpen(true);
  }, [openOnMount, api]);

  // Keyboard navigation moved the focused day: focus its button once it is rendered.
  useLayoutEffect(() => {
    if (!focusCellAfterRender.current) return;
    focusCellAfterRender.current = false;
    contentRef.current
      ?.querySelector<HTMLElement>('[data-part=table-cell-trigger][data-view=day][data-focus]:not([data-outside-range])')
      ?.focus({ preventScroll: true });
  });

  const onTableKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (api.view !== 'day' || disabled) return;
    const move = keyMove(event);
    if (!move) return;
    event.preventDefault();
    event.stopPropagation();
    const isDisabled = (date: DateValue) => api.isUnavailable(date);
    const first = move.first(api.focusedValue);
    // The first move counts as the first of the 40 steps searched.
    const target = isDisabled(first) ? findAvailable(first, move.then, isDisabled, KEYBOARD_SEARCH_STEPS - 1) : first;
    if (!target) return;
    focusCellAfterRender.current = true;
    api.setFocusedValue(target);
  };

  const aria = controlAria(ids, { hint, errors });
  const setInputRef = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <FieldFrame ids={ids} errors={errors} className={className}>
      <FieldLabel htmlFor={ids.control} id={ids.label} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={ids.hint}>{hint}</FieldHint>
      <ArkDatePicker.RootProvider value={api} ref={rootRef} className={css({ w: 'full' })}>
        <ArkDatePicker.Control className={styles.control}>
          <DateTextInput
            name={name}
            aria={aria}
            text={text}
            setText={setText}
            onChange={onChange}
            onBlur={onBlur}
            placeholder={placeholder}
            required={required}
            disabled={disabled}
            inputRef={setInputRef}
            onOpenCalendar={() => api.setOpen(true)}
          />
          <ArkDatePicker.Trigger className={styles.trigger}>
            <IconCalendar />
          </ArkDatePicker.Trigger>
        </ArkDatePicker.Control>
        <Portal>
          <ArkDatePicker.Positioner className={styles.positioner}>
            <ArkDatePicker.Content ref={contentRef} className={styles.content}>
              <ArkDatePicker.View view="day">
                <CalendarHeader />
                <ArkDatePicker.Table className={styles.table} onKeyDown={onTableKeyDown}>
                  <ArkDatePicker.TableHead>
                    <ArkDatePicker.TableRow>
                      {showWeekNumbers ? (
                        <th scope="col" className={styles.weekNumber} abbr={formTexts.TYDEN}>
                          <span aria-hidden="true">{formTexts.TYDEN_ZKRATKA}</span>
                          <span className={css({ srOnly: true })}>{formTexts.TYDEN}</span>
                        </th>
                      ) : null}
                      {api.weekDays.map((weekDay) => (
                        <ArkDatePicker.TableHeader key={weekDay.long} className={styles.weekday} abbr={weekDay.long}>
                          {weekDay.short}
                        </ArkDatePicker.TableHeader>
                      ))}
                    </ArkDatePicker.TableRow>
                  </ArkDatePicker.TableHead>
                  <ArkDatePicker.TableBody>
                    {api.weeks.map((week) => (
                      <ArkDatePicker.TableRow key={week[0].toString()}>
                        {showWeekNumbers ? (
                          <th
                            scope="row"
                            className={styles.weekNumber}
                            aria-label={formTexts.TYDEN_CISLO(isoWeek(week[0].toString()))}
                            data-week-number=""
                          >
                            {isoWeek(week[0].toString())}
                          </th>
                        ) : null}
                        {week.map((day) => (
                          <ArkDatePicker.TableCell key={day.toString()} value={day} className={styles.cell}>
                            <ArkDatePicker.TableCellTrigger className={styles.day}>{day.day}</ArkDatePicker.TableCellTrigger>
                          </ArkDatePicker.TableCell>
                        ))}
                      </ArkDatePicker.TableRow>
                    ))}
                  </ArkDatePicker.TableBody>
                </ArkDatePicker.Table>
              </ArkDatePicker.View>
              <ArkDatePicker.View view="month">
                <CalendarHeader />
                <ArkDatePicker.Table className={styles.table}>
                  <ArkDatePicker.TableBody>
                    {api.getMonthsGrid({ columns: 3, format: 'short' }).map((months) => (
                      <ArkDatePicker.TableRow key={months[0].value}>
                        {months.map((month) => (
                          <ArkDatePicker.TableCell key={month.value} value={month.value} className={styles.cell}>
                            <ArkDatePicker.TableCellTrigger className={cx(styles.day, css({ maxW: 'none', borderRadius: 'control' }))}>
                              {month.label}
                            </ArkDatePicker.TableCellTrigger>
                          </ArkDatePicker.TableCell>
                        ))}
                      </ArkDatePicker.TableRow>
                    ))}
                  </ArkDatePicker.TableBody>
                </ArkDatePicker.Table>
              </ArkDatePicker.View>
              <ArkDatePicker.View view="year">
                <CalendarHeader />
                <ArkDatePicker.Table className={styles.table}>
                  <ArkDatePicker.TableBody>
                    {api.getYearsGrid({ columns: 3 }).map((years) => (
                      <ArkDatePicker.TableRow key={years[0].value}>
                        {years.map((year) => (
                          <ArkDatePicker.TableCell key={year.value} value={year.value} className={styles.cell}>
                            <ArkDatePicker.TableCellTrigger className={cx(styles.day, css({ maxW: 'none', borderRadius: 'control' }))}>
                              {year.label}
                            </ArkDatePicker.TableCellTrigger>
                          </ArkDatePicker.TableCell>
                        ))}
                      </ArkDatePicker.TableRow>
                    ))}
                  </ArkDatePicker.TableBody>
                </ArkDatePicker.Table>
              </ArkDatePicker.View>
            </ArkDatePicker.Content>
          </ArkDatePicker.Positioner>
        </Portal>
      </ArkDatePicker.RootProvider>
    </FieldFrame>
  );
}

/** Previous / title (switches to the month and year views) / next. */
function CalendarHeader() {
  const styles = calendar();
  const api = useDatePickerContext();
  // The accessible name starts with the visible title (WCAG 2.5.3 label in name).
  const title = [...new Set([api.visibleRangeText.start, api.visibleRangeText.end])].filter(Boolean).join(' - ');
  const action = api.view === 'day' ? formTexts.ZOBRAZIT_MESICE : formTexts.ZOBRAZIT_ROKY;
  return (
    <ArkDatePicker.ViewControl className={styles.header}>
      <ArkDatePicker.PrevTrigger className={styles.nav}>
        <IconChevronLeft />
      </ArkDatePicker.PrevTrigger>
      <ArkDatePicker.ViewTrigger
        aria-label={`${title}, ${action.toLowerCase()}`}
        className={cx(styles.nav, css({ w: 'auto', flex: '1', px: '2', borderRadius: 'control', color: 'fg.default' }))}
      >
        <ArkDatePicker.RangeText className={styles.title} />
      </ArkDatePicker.ViewTrigger>
      <ArkDatePicker.NextTrigger className={styles.nav}>
        <IconChevronRight />
      </ArkDatePicker.NextTrigger>
    </ArkDatePicker.ViewControl>
  );
}
