import { describe, expect, it } from 'vitest';
import { editSearch, oneOf, positiveInteger, searchOf, stepSearch, text } from '../../../src/lib/search-params';

describe('route search parameters', () => {
  it('a wizard step is one of its steps; anything else is dropped (the first step)', () => {
    const search = stepSearch(['adresa', 'kontrola'] as const);
    expect(search({ krok: 'kontrola', jine: 'x' })).toEqual({ krok: 'kontrola' });
    expect(search({ krok: 'nic' })).toEqual({});
    expect(search({ krok: 3 })).toEqual({});
    expect(search({})).toEqual({});
    expect(oneOf(['a', 'b'] as const)('b')).toBe('b');
    expect(oneOf(['a', 'b'] as const)(['a'])).toBeUndefined();
  });

  it('a search of several values drops a bad value alone and keeps the others', () => {
    const search = searchOf({ filtr: oneOf(['VSE', 'MOJE'] as const), strana: positiveInteger });
    expect(search({ filtr: 'MOJE', strana: '2', jine: 'x' })).toEqual({ filtr: 'MOJE', strana: 2 });
    expect(search({ filtr: 'moje', strana: '2' })).toEqual({ strana: 2 });
    expect(search({ filtr: 'VSE', strana: 0 })).toEqual({ filtr: 'VSE' });
    expect(search({})).toEqual({});
  });

  it('text is trimmed, 1 to max characters, cut to max only when asked', () => {
    expect(text('  Jana ', 10)).toBe('Jana');
    expect(text('   ', 10)).toBeUndefined();
    expect(text(5, 10)).toBeUndefined();
    expect(text('x'.repeat(11), 10)).toBeUndefined();
    expect(text('x'.repeat(11), 10, { cut: true })).toBe('x'.repeat(10));
  });

  it('an id to edit is a positive safe integer, bare or as digits', () => {
    expect(positiveInteger(12)).toBe(12);
    expect(positiveInteger(' 12 ')).toBe(12);
    for (const bad of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, '1e3', '0x10', '1234567890123456', '', null, undefined]) {
      expect(positiveInteger(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('editSearch', () => {
  it('takes a positive whole id, as a number or digits', () => {
    expect(editSearch({ upravit: 12 })).toEqual({ upravit: 12 });
    expect(editSearch({ upravit: '12' })).toEqual({ upravit: 12 });
    expect(editSearch({})).toEqual({});
    for (const bad of [0, -1, 1.5, 'abc', '', '1e3', null, {}, Number.MAX_SAFE_INTEGER + 2])
      expect(editSearch({ upravit: bad })).toEqual({});
  });
});
