import { afterEach, describe, expect, it } from 'vitest';
import { applyDisplay, storedDisplay } from '../../../src/app/display';

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-text');
});

describe('the look on <html>', () => {
  it('sets the chosen theme and larger text, and keeps them for the next visit', () => {
    applyDisplay({ motiv: 'TMAVY', vetsiPismo: true });
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.documentElement.getAttribute('data-text')).toBe('large');
    expect(JSON.parse(localStorage.getItem('zk.zobrazeni') ?? 'null')).toEqual({ motiv: 'TMAVY', vetsiPismo: true });
    expect(storedDisplay()).toEqual({ motiv: 'TMAVY', vetsiPismo: true });

    applyDisplay({ motiv: 'SVETLY', vetsiPismo: false });
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(document.documentElement.hasAttribute('data-text')).toBe(false);
  });

  it('reads nothing kept, or something unknown, as the system theme with normal text', () => {
    expect(storedDisplay()).toEqual({ motiv: 'SYSTEM', vetsiPismo: false });
    localStorage.setItem('zk.zobrazeni', JSON.stringify({ motiv: 'FIALOVY', vetsiPismo: 'ano' }));
    expect(storedDisplay()).toEqual({ motiv: 'SYSTEM', vetsiPismo: false });
  });
});
