import './dom-setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AmountInput, formatAmountDisplay } from '../../../../src/components/form/AmountInput';
import { Checkbox } from '../../../../src/components/form/Checkbox';
import { MultiSelect } from '../../../../src/components/form/MultiSelect';
import { NativeSelect } from '../../../../src/components/form/NativeSelect';
import { NumberInput } from '../../../../src/components/form/NumberInput';
import { RadioGroup } from '../../../../src/components/form/RadioGroup';
import { Textarea, measuredLength } from '../../../../src/components/form/Textarea';
import { TextInput } from '../../../../src/components/form/TextInput';
import { TimeSelect } from '../../../../src/components/form/TimeSelect';
import { timeOptions } from '../../../../src/components/form/dates';

afterEach(cleanup);

// Typing whole dates and amounts with user-event is slow when the suites run in parallel.
vi.setConfig({ testTimeout: 20000 });

const NBSP = '\u00a0';
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');

function Controlled<V>({
  initial,
  render: renderControl,
}: {
  initial: V;
  render: (value: V, setValue: (value: V) => void) => React.ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return <>{renderControl(value, setValue)}</>;
}

describe('the field frame (TextInput)', () => {
  it('labels the input, marks it required with an aria-hidden orange asterisk', () => {
    render(<TextInput label="Jméno" value="" onChange={() => {}} required />);
    const input = screen.getByRole('textbox', { name: 'Jméno' });
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('aria-required')).toBe('true');
    const mark = document.querySelector('[data-required-mark]')!;
    expect(mark.textContent).toBe('*');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.className).toContain('formField__required');
  });

  it('names its label for the Element Timing API, by which the bench times a form’s first field', () => {
    render(<TextInput label="Jméno" value="" onChange={() => {}} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Jméno' });
    expect(input.labels?.[0].getAttribute('elementtiming')).toBe('form-field');
  });

  it('describes the input by its hint and its error; the error has an icon and makes it aria-invalid', () => {
    render(
      <TextInput label="E-mail" value="x" onChange={() => {}} hint="Na tuto adresu pošleme potvrzení." error="Chybně zadaný e-mail" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['Na tuto adresu pošleme potvrzení.', 'Chybně zadaný e-mail']);
    const error = document.querySelector('[data-field-error] p')!;
    expect(error.querySelector('svg')).not.toBeNull();
    expect(error.className).toContain('formField__error');
  });

  it('is not invalid without an error', () => {
    render(<TextInput label="Obec" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Obec' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('passes typed text on', async () => {
    const onChange = vi.fn();
    render(
      <Controlled
        initial=""
        render={(value, set) => <TextInput label="Obec" value={value} onChange={(next) => (set(next), onChange(next))} />}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Obec' }), 'Mladá Boleslav');
    expect(onChange).toHaveBeenLastCalledWith('Mladá Boleslav');
  });
});

describe('Textarea', () => {
  it("shows the counter 'length / max' and describes the field with it", async () => {
    render(<Controlled initial="" render={(value, set) => <Textarea label="Poznámka" value={value} onChange={set} maxLength={10} />} />);
    const area = screen.getByRole('textbox', { name: 'Poznámka' });
    const counter = () => document.querySelector('[data-counter]')!;
    expect(counter().textContent).toContain('0 / 10');
    await userEvent.type(area, 'Ahoj');
    expect(counter().textContent).toContain('4 / 10');
    expect(describedBy(area).join(' ')).toContain('Zadáno 4 z 10 znaků');
    await userEvent.type(area, ' světe, jak');
    expect(counter().textContent).toContain('15 / 10');
    expect(counter().hasAttribute('data-over')).toBe(true);
  });

  it('counts as the rules do: trimmed, line breaks as one character', () => {
    expect(measuredLength('  a\r\nb  ')).toBe(3);
  });

  it('has no counter without a maximum', () => {
    render(<Textarea label="Text" value="" onChange={() => {}} />);
    expect(document.querySelector('[data-counter]')).toBeNull();
  });
});

describe('AmountInput', () => {
  it("shows '1 234,50 Kč' when not focused, the raw value with a comma when focused, and passes a number with a dot", async () => {
    const onChange = vi.fn();
    render(
      <Controlled<number | string>
        initial={1234.5}
        render={(value, set) => <AmountInput label="Částka" value={value} onChange={(next) => (set(next), onChange(next))} />}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Částka' }) as HTMLInputElement;
    expect(input.value).toBe(`1${NBSP}234,50${NBSP}Kč`);
    await userEvent.click(input);
    expect(input.value).toBe('1234,5');
    await userEvent.clear(input);
    await userEvent.type(input, '99,9');
    expect(onChange).toHaveBeenLastCalledWith(99.9);
    await userEvent.tab();
    expect(input.value).toBe(`99,90${NBSP}Kč`);
  });

  it('passes text that is not an amount as typed (the schema says why) and blank as empty', async () => {
    const onChange = vi.fn();
    render(
      <Controlled<number | string>
        initial=""
        render={(value, set) => <AmountInput label="Částka" value={value} onChange={(next) => (set(next), onChange(next))} />}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Částka' }) as HTMLInputElement;
    await userEvent.type(input, '12a');
    expect(onChange).toHaveBeenLastCalledWith('12a');
    await userEvent.tab();
    expect(input.value).toBe('12a');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('never rounds away decimals the rules would reject', () => {
    expect(formatAmountDisplay(12.345)).toBe(`12,345${NBSP}Kč`);
    expect(formatAmountDisplay(null)).toBe('');
  });
});

describe('NumberInput', () => {
  it('passes a number, steps with the arrow keys and keeps an out-of-range value', async () => {
    const onChange = vi.fn();
    render(
      <Controlled<number | string>
        initial=""
        render={(value, set) => (
          <NumberInput label="Tep" value={value} onChange={(next) => (set(next), onChange(next))} min={20} max={250} stepper />
        )}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Tep' }) as HTMLInputElement;
    // Ark's number input may commit a step in a later frame: wait for it rather than race it.
    await userEvent.type(input, '72');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(72));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(73));
    await userEvent.click(screen.getByRole('button', { name: 'Snížit' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(72));
    await userEvent.clear(input);
    // The same later frame can rewrite the field after a clear: let it settle before typing again.
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    await waitFor(() => expect(input.value).toBe(''));
    await userEvent.type(input, '5');
    await userEvent.tab();
    await waitFor(() => expect(input.value).toBe('5'));
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('has 44 px stepper buttons with Czech names', () => {
    render(<NumberInput label="Váha" value={70} onChange={() => {}} stepper />);
    expect(screen.getByRole('button', { name: 'Zvýšit' }).className).toContain('stepper__button');
  });
});

describe('Checkbox', () => {
  it('toggles from the label and the keyboard; the real input carries the description', async () => {
    const onChange = vi.fn();
    render(
      <Controlled
        initial={false}
        render={(value, set) => (
          <Checkbox
            label="Souhlasím s podmínkami"
            checked={value}
            onChange={(next) => (set(next), onChange(next))}
            required
            error="Pole je povinné"
          />
        )}
      />,
    );
    const box = screen.getByRole('checkbox', { name: /Souhlasím s podmínkami/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(box)).toEqual(['Pole je povinné']);
    await userEvent.click(screen.getByText('Souhlasím s podmínkami'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    box.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});

describe('RadioGroup', () => {
  const options = [
    { value: 'SHODNA_TRVALA', label: 'Shodná s trvalou adresou' },
    { value: 'JINA_ADRESA', label: 'Jiná adresa' },
  ];
  it('is a labelled radiogroup; choosing passes the value on', async () => {
    const onChange = vi.fn();
    render(
      <Controlled
        initial=""
        render={(value, set) => (
          <RadioGroup
            label="Adresa pro zaslání"
            value={value}
            onChange={(next) => (set(next), onChange(next))}
            options={options}
            hint="Kam pošleme průkaz"
            required
          />
        )}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /Adresa pro zaslání/ });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(describedBy(group)).toEqual(['Kam pošleme průkaz']);
    await userEvent.click(screen.getByText('Jiná adresa'));
    expect(onChange).toHaveBeenLastCalledWith('JINA_ADRESA');
    expect((within(group).getByRole('radio', { name: 'Jiná adresa' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('NativeSelect and TimeSelect', () => {
  it('is a real <select> with an empty first option', async () => {
    const onChange = vi.fn();
    render(
      <NativeSelect
        label="Krevní skupina"
        value=""
        onChange={onChange}
        options={[
          { value: 'A', label: 'A' },
          { value: 'NULA', label: '0' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Krevní skupina' });
    expect(select.tagName).toBe('SELECT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vyberte…', 'A', '0']);
    await userEvent.selectOptions(select, 'NULA');
    expect(onChange).toHaveBeenCalledWith('NULA');
  });

  it('offers times every 30 minutes', () => {
    expect(timeOptions()).toHaveLength(48);
    render(<TimeSelect label="Čas" value="" onChange={() => {}} />);
    const options = within(screen.getByRole('combobox', { name: 'Čas' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(0, 4)).toEqual(['Vyberte…', '00:00', '00:30', '01:00']);
    expect(options.at(-1)).toBe('23:30');
  });
});

describe('MultiSelect', () => {
  it("shows 'Žádné možnosti' when it has no options", async () => {
    render(<MultiSelect label="Typ dokladu" value={[]} onChange={() => {}} options={[]} />);
    const trigger = screen.getByRole('combobox', { name: 'Typ dokladu' });
    expect(trigger.textContent).toContain('Žádné možnosti');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    expect(listbox.textContent).toBe('Žádné možnosti');
  });

  it('chooses several options and keeps the list open', async () => {
    const onChange = vi.fn();
    const options = [
      { value: 'UCTENKA', label: 'Účtenka' },
      { value: 'FAKTURA', label: 'Faktura' },
      { value: 'ZPRAVA', label: 'Lékařská zpráva' },
    ];
    render(
      <Controlled<string[]>
        initial={[]}
        render={(value, set) => (
          <MultiSelect
            label="Typ dokladu"
            value={value}
            onChange={(next) => (set(next), onChange(next))}
            options={options}
            error="Pole je povinné"
          />
        )}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Typ dokladu' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(trigger)).toEqual(['Pole je povinné']);
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Účtenka' }));
    await userEvent.click(screen.getByRole('option', { name: 'Lékařská zpráva' }));
    expect(onChange).toHaveBeenLastCalledWith(['UCTENKA', 'ZPRAVA']);
    expect(trigger.textContent).toContain('Účtenka, Lékařská zpráva');
  });
});
