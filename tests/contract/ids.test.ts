import { describe, expect, it } from 'vitest';
import { isIdText, personIdParam } from '../../contract/ids';

describe('isIdText: an id written as text (URL, storage, navigation state)', () => {
  it('takes the canonical digits of 1 to 9223372036854775807', () => {
    for (const id of ['1', '4100004', '9007199254740993', '9223372036854775807']) expect(isIdText(id), id).toBe(true);
  });

  it('refuses zero, leading zeros, signs, spaces, out of range and non-strings', () => {
    for (const value of ['0', '007', '-1', '+1', ' 1', '1 ', '1.0', '1e3', '', '9223372036854775808', 'abc', 12, null, undefined]) {
      expect(isIdText(value), String(value)).toBe(false);
    }
  });
});

describe('isIdText and the id schema (contract/ids.ts) agree', () => {
  it('accepts exactly the texts the schema reads back unchanged', () => {
    const values = [
      '1',
      '4100004',
      '9223372036854775807',
      '9223372036854775808',
      '0',
      '007',
      '-1',
      ' 1',
      '1.0',
      '1e3',
      '',
      'abc',
      12,
      null,
    ];
    for (const value of values) {
      const parsed = personIdParam.safeParse(value);
      expect(isIdText(value), String(value)).toBe(parsed.success && parsed.data === value);
    }
  });
});
