import './dom-setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { emailSchema, isoDate, jmenoSchema, poznamkaSchema, amount, flag, list, text } from '../../../../contract/rules';
import { ApiRequestError } from '../../../../src/lib/api-client';
import { AmountInput } from '../../../../src/components/form/AmountInput';
import { Checkbox } from '../../../../src/components/form/Checkbox';
import { DatePicker } from '../../../../src/components/form/DatePicker';
import { ContractFormRoot, FormErrorSummary, FormField, SubmitButton } from '../../../../src/components/form/FormField';
import { MultiSelect } from '../../../../src/components/form/MultiSelect';
import { Textarea } from '../../../../src/components/form/Textarea';
import { TextInput } from '../../../../src/components/form/TextInput';
import { FORM_VALIDATION_DEBOUNCE_MS, useContractForm } from '../../../../src/components/form/useContractForm';
import { fieldMaxLength, fieldNameOfErrorKey, fieldNameOfPath, isFieldRequired } from '../../../../src/components/form/schema';

afterEach(cleanup);

// Typing whole dates and amounts with user-event is slow when the suites run in parallel.
vi.setConfig({ testTimeout: 20000 });

const schema = z.object({
  jmeno: jmenoSchema,
  email: emailSchema,
  castka: amount(),
  datum: isoDate({ max: '2025-06-05' }),
  poznamka: poznamkaSchema,
  souhlas: flag({ optional: true }),
  typy: list(text({ max: 20 }), { optional: true, max: 2 }),
});

interface Values {
  jmeno: string;
  email: string;
  castka: number | string;
  datum: string;
  poznamka: string;
  souhlas: boolean;
  typy: string[];
}
const empty: Values = { jmeno: '', email: '', castka: '', datum: '', poznamka: '', souhlas: false, typy: [] };

function DemoForm({
  onSubmit,
  defaults = empty,
  disabled,
}: {
  onSubmit: (value: z.output<typeof schema>) => unknown;
  defaults?: Values;
  disabled?: boolean;
}) {
  const form = useContractForm({ schema, defaultValues: defaults, onSubmit, disabled });
  return (
    <ContractFormRoot form={form} aria-label="Ukázka">
      <FormField form={form} name="jmeno">
        {(field) => <TextInput label="Jméno" {...field} />}
      </FormField>
      <FormField form={form} name="email">
        {(field) => <TextInput label="E-mail" type="email" {...field} />}
      </FormField>
      <FormField form={form} name="castka">
        {(field) => <AmountInput label="Částka" {...field} />}
      </FormField>
      <FormField form={form} name="datum">
        {(field) => <DatePicker label="Datum" {...field} />}
      </FormField>
      <FormField form={form} name="poznamka">
        {(field) => <Textarea label="Poznámka" {...field} />}
      </FormField>
      <FormField form={form} name="souhlas">
        {(field) => <Checkbox label="Souhlas" {...field} />}
      </FormField>
      <FormField form={form} name="typy">
        {(field) => <MultiSelect label="Typy" options={[{ value: 'A', label: 'A' }]} {...field} />}
      </FormField>
      <FormErrorSummary form={form} />
      <SubmitButton form={form}>Odeslat</SubmitButton>
    </ContractFormRoot>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((node) => node?.hasAttribute('data-field-error'))
    .map((node) => node!.textContent)
    .join(' | ');

describe('schema metadata', () => {
  it('required and maximum length come from the schema', () => {
    expect(isFieldRequired(schema, 'jmeno')).toBe(true);
    expect(isFieldRequired(schema, 'poznamka')).toBe(false);
    expect(isFieldRequired(schema, 'souhlas')).toBe(false);
    expect(fieldMaxLength(schema, 'poznamka')).toBe(1000);
    expect(fieldMaxLength(schema, 'jmeno')).toBe(50);
    expect(fieldMaxLength(schema, 'castka')).toBeUndefined();
    expect(fieldMaxLength(schema, 'typy[0]')).toBe(20);
  });

  it('maps issue paths and server keys to field names', () => {
    expect(fieldNameOfPath(['adresa', 'obec'])).toBe('adresa.obec');
    expect(fieldNameOfPath(['rocis', 1])).toBe('rocis[1]');
    expect(fieldNameOfPath([])).toBe('_form');
    expect(fieldNameOfErrorKey('rocis.1')).toBe('rocis[1]');
    expect(fieldNameOfErrorKey('aplikaceInfo.instalaceId')).toBe('aplikaceInfo.instalaceId');
  });

  it('the required fields show the asterisk, the textarea the schema maximum', () => {
    render(<DemoForm onSubmit={() => {}} />);
    expect(box('Jméno').getAttribute('aria-required')).toBe('true');
    expect(box('Poznámka').hasAttribute('aria-required')).toBe(false);
    expect(document.querySelector('[data-counter]')?.textContent).toContain('0 / 1000');
  });
});

describe('debounced messages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a field message appears 500 ms after the last change, not before', () => {
    render(<DemoForm onSubmit={() => {}} />);
    const email = box('E-mail');
    fireEvent.change(email, { target: { value: 'jana@' } });
    act(() => vi.advanceTimersByTime(FORM_VALIDATION_DEBOUNCE_MS - 1));
    expect(errorOf(email)).toBe('');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(errorOf(email)).toBe('Chybně zadaný e-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // Only the field that was touched shows its message.
    expect(errorOf(box('Jméno'))).toBe('');
    // Typing restarts the wait; the message goes 500 ms after the fix.
    fireEvent.change(email, { target: { value: 'jana@example.cz' } });
    act(() => vi.advanceTimersByTime(300));
    expect(errorOf(email)).toBe('Chybně zadaný e-mail');
    act(() => vi.advanceTimersByTime(200));
    expect(errorOf(email)).toBe('');
  });

  it('leaving an empty required field shows its message after the debounce', () => {
    render(<DemoForm onSubmit={() => {}} />);
    const name = box('Jméno');
    fireEvent.blur(name);
    act(() => vi.advanceTimersByTime(499));
    expect(errorOf(name)).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(errorOf(name)).toBe('Pole je povinné');
  });
});

describe('submit', () => {
  it('with invalid fields shows every message at once, focuses the first invalid field and does not submit', async () => {
    const onSubmit = vi.fn();
    render(<DemoForm onSubmit={onSubmit} />);
    await userEvent.type(box('E-mail'), 'jana@example.cz');
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf(box('Jméno'))).toBe('Pole je povinné');
    expect(errorOf(box('Částka'))).toBe('Pole je povinné');
    expect(errorOf(box('Datum'))).toBe('Pole je povinné');
    expect(errorOf(box('E-mail'))).toBe('');
    expect(document.activeElement).toBe(box('Jméno'));
  });

  it('passes the schema output on: trimmed, blank absent, amount as a number, the date as ISO', async () => {
    const onSubmit = vi.fn();
    render(<DemoForm onSubmit={onSubmit} />);
    await userEvent.type(box('Jméno'), '  Jana ');
    await userEvent.type(box('E-mail'), 'jana@example.cz');
    await userEvent.type(box('Částka'), '1 234,5');
    await userEvent.type(box('Datum'), '05.06.2025');
    await userEvent.type(box('Poznámka'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({
      jmeno: 'Jana',
      email: 'jana@example.cz',
      castka: 1234.5,
      datum: '2025-06-05',
      souhlas: false,
      typy: [],
    });
    expect((onSubmit.mock.calls[0][0] as { poznamka?: string }).poznamka).toBeUndefined();
  });

  it('disables the submit button while submitting', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <DemoForm onSubmit={onSubmit} defaults={{ ...empty, jmeno: 'Jana', email: 'jana@example.cz', castka: 10, datum: '2025-06-01' }} />,
    );
    const submit = screen.getByRole('button', { name: /Odeslat/ });
    await userEvent.click(submit);
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('a disabled form does not submit', async () => {
    const onSubmit = vi.fn();
    render(
      <DemoForm
        onSubmit={onSubmit}
        disabled
        defaults={{ ...empty, jmeno: 'Jana', email: 'jana@example.cz', castka: 10, datum: '2025-06-01' }}
      />,
    );
    const submit = screen.getByRole('button', { name: 'Odeslat' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.submit(submit.form!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's 400 messages on the same fields and keeps what was typed", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError({
        status: 400,
        kind: 'http',
        message: 'Požadavek obsahuje chybné údaje.',
        body: {
          status: 400,
          typ: 'VALIDACE',
          chybaId: 'e-1',
          chyby: { email: ['Tento e-mail už je použit.'], _form: ['Formulář nelze odeslat.'] },
        },
      });
    });
    render(<DemoForm onSubmit={onSubmit} defaults={{ ...empty, jmeno: 'Jana', castka: 10, datum: '2025-06-01' }} />);
    await userEvent.type(box('E-mail'), 'jana@example.cz');
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(errorOf(box('E-mail'))).toBe('Tento e-mail už je použit.');
    expect(screen.getByRole('alert').textContent).toBe('Formulář nelze odeslat.');
    expect(box('E-mail').value).toBe('jana@example.cz');
    expect(box('Jméno').value).toBe('Jana');
    expect(document.activeElement).toBe(box('E-mail'));
    // The server's message goes when the field changes.
    await userEvent.type(box('E-mail'), 'x');
    expect(errorOf(box('E-mail'))).toBe('');
  });

  it('shows other submit failures in the summary', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError({ status: 404, kind: 'no-response', message: 'Spojení se serverem je nedostupné.' });
    });
    render(
      <DemoForm onSubmit={onSubmit} defaults={{ ...empty, jmeno: 'Jana', email: 'jana@example.cz', castka: 10, datum: '2025-06-01' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Odeslat' }));
    expect(screen.getByRole('alert').textContent).toBe('Spojení se serverem je nedostupné.');
    expect(box('Jméno').value).toBe('Jana');
  });
});
