import { describe, expect, it } from 'vitest';
import { cardValidUntil, czechHolidays, taxReturnDateErrors, taxReturnDeadline, uhradaQrDotazSchema } from '../../contract/insurance';
import { prehledOsvcSchema } from '../../contract/entities';
import { fieldErrors } from '../../contract/rules';
import { messages } from '../../contract/messages';

describe('tax-return deadlines (§ 136 daňového řádu, moved to the next working day)', () => {
  // The published deadlines of the Czech financial administration for these years.
  it.each([
    [2021, 'STANDARDNE', '2022-04-01'],
    [2021, 'ELEKTRONICKY', '2022-05-02'], // 1 May 2022 is a Sunday and a holiday
    [2022, 'STANDARDNE', '2023-04-03'], // 1 April 2023 is a Saturday
    [2022, 'ELEKTRONICKY', '2023-05-02'], // 1 May 2023 is a Monday, a public holiday
    [2022, 'PORADCE', '2023-07-03'], // 1 July 2023 is a Saturday
    [2023, 'STANDARDNE', '2024-04-02'], // 1 April 2024 is Easter Monday
    [2023, 'PORADCE', '2024-07-01'],
    [2024, 'STANDARDNE', '2025-04-01'],
    [2024, 'ELEKTRONICKY', '2025-05-02'],
    [2025, 'ODLOZENI', '2026-11-02'], // 1 November 2026 is a Sunday
  ] as const)('%i %s → %s', (rok, typ, deadline) => {
    expect(taxReturnDeadline(rok, typ)).toBe(deadline);
  });

  it('knows Good Friday and Easter Monday', () => {
    expect(czechHolidays(2025).has('2025-04-18')).toBe(true);
    expect(czechHolidays(2025).has('2025-04-21')).toBe(true);
    expect(czechHolidays(2025).has('2025-04-22')).toBe(false);
  });
});

describe('taxReturnDateErrors', () => {
  const today = '2026-11-21';
  it('no date is needed when there was no duty to file', () => {
    expect(taxReturnDateErrors(2025, 'NEPODAVANO', undefined, today)).toEqual([]);
  });
  it('the date is required otherwise', () => {
    expect(taxReturnDateErrors(2025, 'STANDARDNE', undefined, today)).toEqual([messages.required]);
  });
  it('not before 1 January of the following year', () => {
    expect(taxReturnDateErrors(2025, 'STANDARDNE', '2025-12-31T00:00:00', today)).toEqual(['Datum nesmí být před 1. 1. 2026']);
  });
  it('not after the deadline of the filing type', () => {
    expect(taxReturnDateErrors(2025, 'STANDARDNE', '2026-04-01T00:00:00', today)).toEqual([]);
    expect(taxReturnDateErrors(2025, 'STANDARDNE', '2026-04-02T00:00:00', today)).toEqual(['Datum nesmí být po 1. 4. 2026']);
    expect(taxReturnDateErrors(2025, 'PORADCE', '2026-07-01T00:00:00', today)).toEqual([]);
  });
  it('not after today when the deadline is still ahead', () => {
    expect(taxReturnDateErrors(2025, 'ODLOZENI', '2026-10-02T00:00:00', '2026-10-01')).toEqual(['Datum nesmí být po 1. 10. 2026']);
  });
});

describe('overview body rules', () => {
  const valid = {
    rok: 2025,
    priznaniTyp: 'NEPODAVANO',
    preplatekVraceni: 'NEPOZADOVANO',
    radek03: 300000,
    radek04: 12,
    radek05: 12,
    radek06: 0,
    radek41: 37716,
  };
  it('rows 5 and 6 may not exceed row 4', () => {
    const result = prehledOsvcSchema.safeParse({ ...valid, radek04: 6, radek05: 7, radek06: 8 });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toMatchObject({ radek05: [messages.valueAboveRow4], radek06: [messages.valueAboveRow4] });
    }
  });
  it('a refund to a bank account needs the account', () => {
    const result = prehledOsvcSchema.safeParse({ ...valid, preplatekVraceni: 'BANKOVNIUCET' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error).ucet).toEqual([messages.required]);
  });
});

describe('QR payment request', () => {
  it('the amount is 0,01 to 9 999 999,99 Kč with two decimals', () => {
    expect(uhradaQrDotazSchema.safeParse({ castka: '3306', typUhradyKod: 'DLUH' }).success).toBe(true);
    const errorsOf = (castka: unknown) => {
      const result = uhradaQrDotazSchema.safeParse({ castka, typUhradyKod: 'DLUH' });
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errorsOf('0').castka?.[0]).toMatch(/^Povolené minimum je 0,01/);
    expect(errorsOf('10000000').castka?.[0]).toMatch(/^Povolené maximum je 9\s?999\s?999,99/);
    expect(errorsOf('1.234').castka).toEqual([messages.decimalPlaces(2)]);
    expect(errorsOf('abc').castka).toEqual([messages.notNumber]);
  });
  it('the payment type is one of the known ones', () => {
    const result = uhradaQrDotazSchema.safeParse({ castka: 1, typUhradyKod: 'X' });
    expect(result.success).toBe(false);
  });
});

describe('a new card’s validity', () => {
  it('runs to the end of the month five years after its issue, February of a leap year included', () => {
    expect(cardValidUntil('2026-12-03')).toBe('2031-12-31');
    expect(cardValidUntil('2025-02-28')).toBe('2030-02-28');
    expect(cardValidUntil('2023-02-01')).toBe('2028-02-29');
    expect(cardValidUntil('2024-02-29')).toBe('2029-02-28');
  });
});
