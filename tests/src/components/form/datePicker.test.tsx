import './dom-setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DatePicker } from '../../../../src/components/form/DatePicker';
import { commitTypedDate, findAvailable, isoWeek, KEYBOARD_SEARCH_STEPS } from '../../../../src/components/form/dates';
import { addDaysIso } from '../../../../contract/format';

afterEach(cleanup);

// Typing whole dates and amounts with user-event is slow when the suites run in parallel.
vi.setConfig({ testTimeout: 20000 });

function Harness(props: {
  initial?: string;
  min?: string;
  max?: string;
  isDateUnavailable?: (iso: string) => boolean;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <DatePicker
        label="Datum očkování"
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
        min={props.min}
        max={props.max}
        isDateUnavailable={props.isDateUnavailable}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Datum očkování' }) as HTMLInputElement;
const shown = () => screen.getByTestId('value').textContent;
/** The field's live notice of a cleared date. */
const notice = () => document.querySelector<HTMLElement>('p[role="status"][id$="-vymazano"]')!;

// The calendar loads on first use (a dynamic import): on a busy CI machine that can take over a second.
const calendarLoad = { timeout: 10_000 };

async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: 'Otevřít kalendář' }));
  const grid = await screen.findByRole('grid', {}, calendarLoad);
  await waitFor(() => expect((document.activeElement as HTMLElement).dataset.part).toBe('table-cell-trigger'));
  return grid;
}
const focusedDay = () => (document.activeElement as HTMLElement).dataset.value;

describe('typing a date', () => {
  for (const typed of ['5.6.2025', '05.06.2025', '5. 6. 2025', ' 5 . 6 . 2025 ']) {
    it(`normalises '${typed}' to '5. 6. 2025' on blur and passes ISO on`, async () => {
      render(<Harness />);
      await userEvent.type(input(), typed);
      await userEvent.tab();
      expect(input().value).toBe('5. 6. 2025');
      expect(shown()).toBe('2025-06-05');
    });
  }

  it('keeps text that is not a date, so the field message can say why', async () => {
    render(<Harness />);
    await userEvent.type(input(), '31.2.2025');
    await userEvent.tab();
    expect(input().value).toBe('31.2.2025');
    expect(shown()).toBe('31.2.2025');
  });

  it('commits on Enter too', async () => {
    render(<Harness />);
    await userEvent.type(input(), '1.12.2024{Enter}');
    expect(input().value).toBe('1. 12. 2024');
    expect(shown()).toBe('2024-12-01');
  });

  it('clears a typed date before the minimum (document 2 §5) and says why and what to type', async () => {
    const onChange = vi.fn();
    render(<Harness min="2025-01-01" onChange={onChange} />);
    await userEvent.type(input(), '31.12.2024');
    await userEvent.tab();
    expect(input().value).toBe('');
    expect(shown()).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(notice().textContent).toBe(
      'Datum 31. 12. 2024 je dřívější, než pole dovoluje, proto jsme ho vymazali. Zadejte 1. 1. 2025 nebo pozdější datum.',
    );
    expect(input().getAttribute('aria-describedby')).toContain(notice().id);
    // A date within the bounds takes the notice away.
    await userEvent.type(input(), '2.1.2025');
    await userEvent.tab();
    expect(shown()).toBe('2025-01-02');
    expect(notice().textContent).toBe('');
  });

  it('clears a typed date after the maximum likewise', async () => {
    render(<Harness max="2025-06-05" />);
    await userEvent.type(input(), '6.6.2025{Enter}');
    expect(input().value).toBe('');
    expect(shown()).toBe('');
    expect(notice().textContent).toBe(
      'Datum 6. 6. 2025 je pozdější, než pole dovoluje, proto jsme ho vymazali. Zadejte 5. 6. 2025 nebo dřívější datum.',
    );
  });

  it('keeps the bounds themselves', async () => {
    render(<Harness min="2025-06-05" max="2025-06-05" />);
    await userEvent.type(input(), '5.6.2025');
    await userEvent.tab();
    expect(shown()).toBe('2025-06-05');
  });

  it('shows an ISO value (also the wire form) as d. M. yyyy', () => {
    render(<Harness initial="2025-06-05T00:00:00" />);
    expect(input().value).toBe('5. 6. 2025');
  });

  it('describes the format to screen readers', () => {
    render(<Harness />);
    const ids = input().getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Datum zadejte ve tvaru d. m. rrrr, například 5. 6. 2025.');
  });
});

describe('the calendar', () => {
  it('is Czech and starts the week on Monday, with ISO week numbers', async () => {
    render(<Harness initial="2025-06-05" />);
    const grid = await openCalendar();
    const headers = within(grid).getAllByRole('columnheader', { hidden: true });
    const weekdays = headers.filter((header) => header.dataset.part === 'table-header');
    expect(weekdays.map((header) => header.textContent)).toEqual(['po', 'út', 'st', 'čt', 'pá', 'so', 'ne']);
    expect(weekdays[0].getAttribute('abbr')).toBe('pondělí');
    expect(document.querySelector('[data-part=range-text]')?.textContent).toBe('červen 2025');
    const weekNumbers = [...grid.querySelectorAll('[data-week-number]')].map((cell) => cell.textContent);
    expect(weekNumbers).toEqual(['22', '23', '24', '25', '26', '27']);
    // The first row starts on Monday 26 May.
    expect(grid.querySelector('tbody [data-part=table-cell]')?.getAttribute('data-value')).toBe('2025-05-26');
  });

  it('opens on the date typed before it was first asked for, and Alt+ArrowDown opens it too', async () => {
    render(<Harness />);
    await userEvent.type(input(), '5.6.2025');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await screen.findByRole('grid', {}, calendarLoad);
    await waitFor(() => expect(focusedDay()).toBe('2025-06-05'));
    expect(document.querySelector('[data-part=range-text]')?.textContent).toBe('červen 2025');
    // What the person typed stays as typed until the field is left.
    expect(input().value).toBe('5.6.2025');
    expect(shown()).toBe('2025-06-05');
  });

  it('the title leads to the months and then the years; a picked month shows its days', async () => {
    render(<Harness initial="2025-06-05" />);
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: /^červen 2025, vybrat měsíc$/i }));
    await userEvent.click(await screen.findByRole('button', { name: /^zář/i }));
    await waitFor(() => expect(document.querySelector('[data-part=range-text]')?.textContent).toBe('září 2025'));
    await userEvent.click(screen.getByRole('button', { name: /^září 2025, vybrat měsíc$/i }));
    await userEvent.click(await screen.findByRole('button', { name: /vybrat rok$/i }));
    expect(await screen.findByRole('button', { name: /^2027$/ })).toBeTruthy();
  });

  it('shows one month', async () => {
    render(<Harness initial="2025-06-05" />);
    await openCalendar();
    expect(screen.getAllByRole('grid')).toHaveLength(1);
  });

  it('a picked day goes on as ISO and shows as d. M. yyyy; the focus returns to the calendar button', async () => {
    render(<Harness initial="2025-06-05" />);
    await openCalendar();
    await userEvent.click(screen.getByRole('button', { name: /10\. června 2025/ }));
    expect(shown()).toBe('2025-06-10');
    expect(input().value).toBe('10. 6. 2025');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Otevřít kalendář' })));
  });

  it('disables days outside min and max; a click on one changes nothing', async () => {
    const onChange = vi.fn();
    render(<Harness initial="2025-06-05" min="2025-06-03" max="2025-06-20" onChange={onChange} />);
    await openCalendar();
    const before = screen.getByRole('button', { name: /(^|\s)2\. června 2025/ });
    expect(before.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(before);
    expect(screen.getByRole('button', { name: /(^|\s)21\. června 2025/ }).getAttribute('aria-disabled')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keyboard navigation skips unavailable days (weekends)', async () => {
    const weekend = (iso: string) => [0, 6].includes(new Date(`${iso}T12:00:00`).getDay());
    render(<Harness initial="2025-06-06" isDateUnavailable={weekend} />);
    await openCalendar();
    expect(focusedDay()).toBe('2025-06-06');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedDay()).toBe('2025-06-09'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(focusedDay()).toBe('2025-06-06'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedDay()).toBe('2025-06-13'));
    await userEvent.keyboard('{Enter}');
    expect(shown()).toBe('2025-06-13');
  });

  it('keyboard navigation skips days before the minimum and stays when nothing is left', async () => {
    render(<Harness initial="2025-06-05" min="2025-06-04" />);
    await openCalendar();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(focusedDay()).toBe('2025-06-04'));
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedDay()).toBe('2025-06-04');
  });

  it('searches up to 40 steps: a free day 34 days on is reached, one 41 days on is not', async () => {
    const blockedUntil = (last: string) => (iso: string) => iso > '2025-06-06' && iso <= last;
    render(<Harness initial="2025-06-06" isDateUnavailable={blockedUntil(addDaysIso('2025-06-06', 33))} />);
    await openCalendar();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedDay()).toBe(addDaysIso('2025-06-06', 34)));
    cleanup();

    render(<Harness initial="2025-06-06" isDateUnavailable={blockedUntil(addDaysIso('2025-06-06', 40))} />);
    await openCalendar();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(focusedDay()).toBe('2025-06-06');
  });
});

describe('date helpers', () => {
  it('ISO weeks: week 1 contains 4 January', () => {
    expect(isoWeek('2025-06-05')).toBe(23);
    expect(isoWeek('2025-12-29')).toBe(1);
    expect(isoWeek('2026-01-04')).toBe(1);
    expect(isoWeek('2021-01-03')).toBe(53);
    expect(isoWeek('2020-12-31')).toBe(53);
    expect(isoWeek('2024-01-01')).toBe(1);
    expect(isoWeek('2027-01-03')).toBe(53);
  });

  it('commitTypedDate', () => {
    expect(commitTypedDate('05.06.2025')).toEqual({ text: '5. 6. 2025', value: '2025-06-05' });
    expect(commitTypedDate('5.6.2025')).toEqual({ text: '5. 6. 2025', value: '2025-06-05' });
    expect(commitTypedDate('   ')).toEqual({ text: '', value: '' });
    expect(commitTypedDate('5.6.25')).toEqual({ text: '5.6.25', value: '5.6.25' });
    expect(commitTypedDate('4.6.2025', '2025-06-05')).toEqual({
      text: '',
      value: '',
      cleared: { typed: '4. 6. 2025', bound: 'min', limit: '5. 6. 2025' },
    });
    expect(commitTypedDate('6.6.2025', null, '2025-06-05T00:00:00')).toEqual({
      text: '',
      value: '',
      cleared: { typed: '6. 6. 2025', bound: 'max', limit: '5. 6. 2025' },
    });
    expect(commitTypedDate('5.6.2025', '2025-06-05', '2025-06-05')).toEqual({ text: '5. 6. 2025', value: '2025-06-05' });
  });

  it('findAvailable stops after 40 steps', () => {
    const step = (n: number) => n + 1;
    expect(KEYBOARD_SEARCH_STEPS).toBe(40);
    expect(findAvailable(0, step, (n) => n < 40)).toBe(40);
    expect(findAvailable(0, step, (n) => n < 41)).toBeNull();
  });
});
