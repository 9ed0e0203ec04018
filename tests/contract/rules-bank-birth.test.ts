import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isValidAccountBase,
  isValidAccountNumber,
  isValidAccountPrefix,
  isValidBankAccount,
  isValidBankCode,
} from '../../contract/bank-account';
import { messages } from '../../contract/messages';
import {
  bankAccountSchema,
  birthDateFromBirthNumber,
  birthNumber,
  cisloUctuSchema,
  fieldErrors,
  isValidBirthNumber,
  kodBankySchema,
  normaliseBirthNumber,
  predcisliSchema,
  rodneCisloSchema,
} from '../../contract/rules';
import { messagesOf, parsed } from './helpers';

const bad = messages.bankAccount;

describe('bank account numbers (mod 11)', () => {
  it('accepts real account numbers', () => {
    // 2*6 + 1*10 + 4*5 + 5*8 + 3*4 + 9*2 + 9*1 = 121 = 11 * 11
    expect(isValidAccountBase('2000145399')).toBe(true);
    // prefix 000019: 1*2 + 9*1 = 11
    expect(isValidAccountPrefix('19')).toBe(true);
    expect(isValidAccountNumber('2000145399', '19')).toBe(true);
    expect(isValidAccountNumber('2000145399')).toBe(true);
    expect(isValidBankAccount({ predcisli: '19', cislo: '2000145399', banka: '0800' })).toBe(true);
    // short numbers: 19 → 1*2 + 9*1 = 11; 35 → 3*2 + 5 = 11; 123 → 1*4 + 2*2 + 3 = 11
    expect(isValidAccountBase('19')).toBe(true);
    expect(isValidAccountBase('35')).toBe(true);
    expect(isValidAccountBase('123')).toBe(true);
    expect(isValidAccountBase('0000000019')).toBe(true);
  });

  it('rejects numbers whose weighted sum is not divisible by 11', () => {
    expect(isValidAccountBase('2000145398')).toBe(false);
    expect(isValidAccountBase('1234567890')).toBe(false);
    expect(isValidAccountBase('170')).toBe(false);
    expect(isValidAccountPrefix('1')).toBe(false);
    expect(isValidAccountPrefix('123456')).toBe(false);
    expect(isValidAccountNumber('2000145399', '18')).toBe(false);
  });

  it('rejects wrong lengths, non-digits and numbers with fewer than two non-zero digits', () => {
    expect(isValidAccountBase('0')).toBe(false);
    expect(isValidAccountBase('12345678901')).toBe(false);
    expect(isValidAccountBase('20001453a9')).toBe(false);
    expect(isValidAccountBase('00')).toBe(false);
    expect(isValidAccountBase('0000000000')).toBe(false);
    expect(isValidAccountPrefix('1234567')).toBe(false);
    expect(isValidAccountPrefix('')).toBe(false);
    expect(isValidBankCode('0800')).toBe(true);
    expect(isValidBankCode('800')).toBe(false);
    expect(isValidBankCode('08000')).toBe(false);
    expect(isValidBankCode('08a0')).toBe(false);
  });

  it('accepts every 10-digit number built to pass and rejects it with any other last digit', () => {
    const weights = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }), (first9) => {
        const partial = first9.reduce((sum, digit, i) => sum + digit * weights[i], 0);
        const last = (11 - (partial % 11)) % 11;
        if (last === 10) return; // no check digit makes this one valid
        const nonZero = [...first9, last].filter((d) => d !== 0).length;
        const number = [...first9, last].join('');
        expect(isValidAccountBase(number)).toBe(nonZero >= 2);
        const other = (last + 1 + (first9[0] % 9)) % 10;
        if (other !== last) expect(isValidAccountBase([...first9, other].join(''))).toBe(false);
      }),
    );
  });

  it('validates the bank account object and puts the message on the failing field', () => {
    expect(parsed(bankAccountSchema, { predcisli: '19', cislo: '2000145399', banka: '0800' })).toEqual({
      predcisli: '19',
      cislo: '2000145399',
      banka: '0800',
    });
    expect(parsed(bankAccountSchema, { predcisli: ' ', cislo: ' 2000145399 ', banka: '0800' })).toEqual({
      cislo: '2000145399',
      banka: '0800',
    });
    expect(parsed(bankAccountSchema, { cislo: '2000145399', banka: '0800' })).toEqual({ cislo: '2000145399', banka: '0800' });

    const errors = (value: unknown) => {
      const result = bankAccountSchema.safeParse(value);
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errors({ predcisli: '18', cislo: '2000145399', banka: '0800' })).toEqual({ predcisli: [bad] });
    expect(errors({ cislo: '2000145398', banka: '0800' })).toEqual({ cislo: [bad] });
    expect(errors({ cislo: '2000145399', banka: '800' })).toEqual({ banka: [bad] });
    expect(errors({ cislo: '', banka: '' })).toEqual({ cislo: [messages.required], banka: [messages.required] });
    expect(errors({})).toEqual({ cislo: [messages.required], banka: [messages.required] });
    expect(errors({ predcisli: '1234567', cislo: '12345678901', banka: '08000' })).toEqual({
      predcisli: [bad],
      cislo: [bad],
      banka: [bad],
    });
    expect(errors(null)).toEqual({ _form: [messages.required] });
  });

  it('gives the bank-account message for wrong lengths and types of each part', () => {
    expect(messagesOf(cisloUctuSchema, '1')).toEqual([bad]);
    expect(messagesOf(cisloUctuSchema, '19')).toEqual([]);
    expect(messagesOf(cisloUctuSchema, '20001453990')).toEqual([bad]);
    expect(messagesOf(cisloUctuSchema, '2000-145399')).toEqual([bad]);
    expect(messagesOf(cisloUctuSchema, ['2000145399'])).toEqual([bad]);
    expect(messagesOf(cisloUctuSchema, 2000145399)).toEqual([]);
    expect(messagesOf(predcisliSchema, '000019')).toEqual([]);
    expect(messagesOf(predcisliSchema, '0000019')).toEqual([bad]);
    expect(messagesOf(predcisliSchema, undefined)).toEqual([]);
    expect(messagesOf(kodBankySchema, '0100')).toEqual([]);
    expect(messagesOf(kodBankySchema, 100)).toEqual([bad]);
  });
});

describe('birth numbers', () => {
  const today = '2025-06-05';

  it('reads the birth date: men, women (+50), and the +20 / +70 extension from 2004', () => {
    expect(birthDateFromBirthNumber('8001011238')).toBe('1980-01-01');
    expect(birthDateFromBirthNumber('8555151231')).toBe('1985-05-15');
    expect(birthDateFromBirthNumber('1023051238')).toBe('2010-03-05');
    expect(birthDateFromBirthNumber('1282311239')).toBe('2012-12-31');
    expect(birthDateFromBirthNumber('0402291230')).toBe('2004-02-29');
    expect(birthDateFromBirthNumber('5401011231')).toBe('1954-01-01');
    expect(birthDateFromBirthNumber('5301011232')).toBe('2053-01-01');
    expect(birthDateFromBirthNumber('800101/1238')).toBe('1980-01-01');
  });

  it('finds no date for impossible months and days, or +20 before 2004', () => {
    expect(birthDateFromBirthNumber('8002314562')).toBeNull(); // 31 February
    expect(birthDateFromBirthNumber('8566151231')).toBeNull(); // month 66 - 50 = 16
    expect(birthDateFromBirthNumber('8023011238')).toBeNull(); // +20 in 1980
    expect(birthDateFromBirthNumber('0323011236')).toBeNull(); // +20 in 2003
    expect(birthDateFromBirthNumber('8013011236')).toBeNull(); // month 13
    expect(birthDateFromBirthNumber('8001001236')).toBeNull(); // day 0
    expect(birthDateFromBirthNumber('0102291236')).toBeNull(); // 29 February 2001
    expect(birthDateFromBirthNumber('800101123')).toBeNull(); // 9 digits
  });

  it('accepts valid numbers', () => {
    for (const value of [
      '8001011238',
      '8001014560',
      '7362151236',
      '1023051238',
      '1282311239',
      '0402291230',
      '0002291234',
      '5401011231',
      '2506054562',
    ]) {
      expect(isValidBirthNumber(value, today), value).toBe(true);
    }
  });

  it('rejects numbers not divisible by 11', () => {
    for (const value of ['8001011234', '8001011239', '1023051237', '7362151235'])
      expect(isValidBirthNumber(value, today), value).toBe(false);
  });

  it('accepts the pre-1986 exception (first nine digits mod 11 = 10, check digit 0) only up to 1985', () => {
    expect(Number('750101010') % 11).toBe(10);
    expect(isValidBirthNumber('7501010100', today)).toBe(true);
    expect(Number('900101003') % 11).toBe(10);
    expect(isValidBirthNumber('9001010030', today)).toBe(false);
  });

  it('rejects impossible dates and dates in the future even when divisible by 11', () => {
    expect(Number('8002314562') % 11).toBe(0);
    expect(isValidBirthNumber('8002314562', today)).toBe(false);
    expect(Number('8023011238') % 11).toBe(0);
    expect(isValidBirthNumber('8023011238', today)).toBe(false);
    expect(isValidBirthNumber('2506054562', '2025-06-04')).toBe(false);
    expect(isValidBirthNumber('5301011232', today)).toBe(false);
  });

  it('normalises the slash form', () => {
    expect(normaliseBirthNumber('800101/1238')).toBe('8001011238');
    expect(normaliseBirthNumber(' 800101 / 1238 ')).toBe('8001011238');
    expect(normaliseBirthNumber('80/01011238')).toBe('80/01011238');
  });

  it('validates with the messages of the spec', () => {
    const schema = birthNumber({ today: () => today });
    expect(parsed(schema, '800101/1238')).toBe('8001011238');
    expect(parsed(schema, '8555151231')).toBe('8555151231');
    expect(parsed(schema, ' 1282311239 ')).toBe('1282311239');
    expect(messagesOf(schema, '800101123')).toEqual(['Nedostatečná délka (minimálně 10 znaků)']);
    expect(messagesOf(schema, '800101/123')).toEqual(['Nedostatečná délka (minimálně 10 znaků)']);
    expect(messagesOf(schema, '80010112380')).toEqual(['Překročena maximální délka (maximálně 10 znaků)']);
    expect(messagesOf(schema, '80010A1238')).toEqual([messages.notNumber]);
    expect(messagesOf(schema, '800101-1238')).toEqual([messages.notNumber]);
    expect(messagesOf(schema, '8001011234')).toEqual(['Neplatné rodné číslo']);
    expect(messagesOf(schema, '8002314562')).toEqual(['Neplatné rodné číslo']);
    expect(messagesOf(schema, '')).toEqual([messages.required]);
    expect(messagesOf(schema, null)).toEqual([messages.required]);
    expect(messagesOf(schema, {})).toEqual([messages.notNumber]);
    expect(messages.invalidBirthNumber).toBe('Neplatné rodné číslo');
  });

  it('uses today as the default limit for the named schema', () => {
    expect(messagesOf(rodneCisloSchema, '8001011238')).toEqual([]);
    expect(messagesOf(rodneCisloSchema, '5301011232')).toEqual(['Neplatné rodné číslo']);
  });
});
