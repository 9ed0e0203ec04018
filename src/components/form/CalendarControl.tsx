import { useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { DatePicker as ArkDatePicker, parseDate, useDatePicker, useDatePickerContext, type DateValue } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { css, cx } from '../../../styled-system/css';
import { calendar } from '../../../styled-system/recipes';
import { IconChevronLeft, IconChevronRight } from '../icons';
import { findAvailable, isoOf, isoWeek, KEYBOARD_SEARCH_STEPS, withinBounds } from './dates';
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

export interface CalendarControlProps {
  /** The field's control id (the input's); the calendar's parts are named after it. */
  controlId: string;
  name?: string;
  value: string | null | undefined;
  /** A day picked in the calendar (ISO; '' for a day outside the bounds). */
  onPick: (value: string) => void;
  min?: string;
  max?: string;
  isDateUnavailable?: (iso: string) => boolean;
  showWeekNumbers: boolean;
  disabled?: boolean;
  required?: boolean;
  invalid: boolean;
  /** The field's text input (DateTextInput), given how to open the calendar and the ref to use. */
  renderInput: (openCalendar: () => void, inputRef: (element: HTMLInputElement | null) => void) => ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The date field's control with its calendar, on Ark's DatePicker; loaded when a person first asks
 * for the calendar (DatePicker.tsx has the field, the typed input and the rules). The calendar:
 * - cs-CZ month and day names, the week starts on Monday, ISO week numbers (week 1 contains 4 January);
 * - days before `min` or after `max` are disabled; a typed one is kept, and the form's rule says why;
 * - keyboard navigation skips disabled days, searching up to 40 steps;
 * - one month shown; the month and year views are reached from the title.
 */
export function CalendarControl({
  controlId,
  name,
  value,
  onPick,
  min,
  max,
  isDateUnavailable,
  showWeekNumbers,
  disabled,
  required,
  invalid,
  renderInput,
  ref,
}: CalendarControlProps) {
  const styles = calendar();
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
    ids: { control: `${controlId}-control`, trigger: `${controlId}-trigger`, content: `${controlId}-calendar` },
    locale: LOCALE,
    timeZone: localTimeZone(),
    startOfWeek: 1,
    numOfMonths: 1,
    selectionMode: 'single',
    min: toDateValue(minIso),
    max: toDateValue(maxIso),
    disabled,
    required,
    invalid,
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
      onPick(next);
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

  // Mounted because the person asked for the calendar: open it as the button would (focus on the day).
  const openedOnMount = useRef(false);
  useEffect(() => {
    if (openedOnMount.current) return;
    openedOnMount.current = true;
    api.setOpen(true);
  }, [api]);

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

  const setInputRef = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <ArkDatePicker.RootProvider value={api} ref={rootRef} className={css({ w: 'full' })}>
      <ArkDatePicker.Control className={styles.control}>
        {renderInput(() => api.setOpen(true), setInputRef)}
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
            <PickView view="month" rows={api.getMonthsGrid({ columns: 3, format: 'short' })} />
            <PickView view="year" rows={api.getYearsGrid({ columns: 3 })} />
          </ArkDatePicker.Content>
        </ArkDatePicker.Positioner>
      </Portal>
    </ArkDatePicker.RootProvider>
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

/** The month or year view: a 3-column grid of choices under the same header. */
function PickView({ view, rows }: { view: 'month' | 'year'; rows: Array<Array<{ label: string; value: number }>> }) {
  const styles = calendar();
  return (
    <ArkDatePicker.View view={view}>
      <CalendarHeader />
      <ArkDatePicker.Table className={styles.table}>
        <ArkDatePicker.TableBody>
          {rows.map((row) => (
            <ArkDatePicker.TableRow key={row[0].value}>
              {row.map((choice) => (
                <ArkDatePicker.TableCell key={choice.value} value={choice.value} className={styles.cell}>
                  <ArkDatePicker.TableCellTrigger className={cx(styles.day, css({ maxW: 'none', borderRadius: 'control' }))}>
                    {choice.label}
                  </ArkDatePicker.TableCellTrigger>
                </ArkDatePicker.TableCell>
              ))}
            </ArkDatePicker.TableRow>
          ))}
        </ArkDatePicker.TableBody>
      </ArkDatePicker.Table>
    </ArkDatePicker.View>
  );
}
