import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { GreenLine } from '../../../src/components/GreenLine';
import { greenLineText } from '../../../contract/contact';

afterEach(cleanup);

describe('the green line', () => {
  it('gives the free number with its hours, and a tap on the number calls it', () => {
    render(<GreenLine lead="Potřebujete poradit?" />);
    const line = document.querySelector('[data-green-line]')!;
    expect(line.textContent).toBe('Potřebujete poradit? Zelená linka 800 209 000, po–pá 8:00–18:00');
    expect(greenLineText).toBe('Zelená linka 800 209 000, po–pá 8:00–18:00');
    const call = screen.getByRole('link', { name: 'Zavolat na zelenou linku 800 209 000' });
    expect(call.getAttribute('href')).toBe('tel:+420800209000');
    expect(call.textContent).toBe('800 209 000');
  });
});
