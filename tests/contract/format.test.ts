import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NBSP,
  addDaysIso,
  formatAmountInput,
  formatBankAccount,
  formatBirthNumber,
  formatDateCz,
  formatDateMessage,
  formatMoney,
  formatNumber,
  formatNumberForMessage,
  isRealDate,
  normaliseCzechDateInput,
  parseAmountInput,
  parseBankAccount,
  parseCzechDateInput,
  parseIsoDate,
  toIsoDate,
  toWireDate,
  todayIso,
  pragueWallClock,
} from '../../contract/format';

describe('dates', () => {
  it('formats an ISO date as d. M. yyyy, with or without the zero time', () => {
    expect(formatDateCz('2025-06-05')).toBe('5. 6. 2025');
    expect(formatDateCz('2025-06-05T00:00:00')).toBe('5. 6. 2025');
    expect(formatDateCz('2024-12-31')).toBe('31. 12. 2024');
  });

  it('writes a date inside a message as the date fields do (d. M. yyyy, issue 37)', () => {
    expect(formatDateMessage('2025-06-05')).toBe('5. 6. 2025');
    expect(formatDateMessage('2025-06-05T00:00:00')).toBe('5. 6. 2025');
    expect(formatDateMessage('1999-11-30')).toBe('30. 11. 1999');
  });

  it('gives an empty string for non-dates and impossible dates', () => {
    expect(formatDateCz('2025-02-31')).toBe('');
    expect(formatDateCz('')).toBe('');
    expect(formatDateCz(null)).toBe('');
    expect(formatDateMessage('5.6.2025')).toBe('');
    expect(formatDateMessage(undefined)).toBe('');
  });

  it('parses typed day.month.year in its usual spellings', () => {
    expect(parseCzechDateInput('5.6.2025')).toBe('2025-06-05');
    expect(parseCzechDateInput('5. 6. 2025')).toBe('2025-06-05');
    expect(parseCzechDateInput('05.06.2025')).toBe('2025-06-05');
    expect(parseCzechDateInput('  31.12.1999 ')).toBe('1999-12-31');
  });

  it('rejects impossible dates, two-digit years and other shapes', () => {
    expect(parseCzechDateInput('31.2.2025')).toBeNull();
    expect(parseCzechDateInput('29.2.2023')).toBeNull();
    expect(parseCzechDateInput('29.2.2024')).toBe('2024-02-29');
    expect(parseCzechDateInput('5.6.25')).toBeNull();
    expect(parseCzechDateInput('2025-06-05')).toBeNull();
    expect(parseCzechDateInput('5/6/2025')).toBeNull();
    expect(parseCzechDateInput('0.6.2025')).toBeNull();
    expect(parseCzechDateInput('5.13.2025')).toBeNull();
    expect(parseCzechDateInput('')).toBeNull();
  });

  it('normalises typed text to d. M. yyyy', () => {
    expect(normaliseCzechDateInput('05.06.2025')).toBe('5. 6. 2025');
    expect(normaliseCzechDateInput('5.6.2025')).toBe('5. 6. 2025');
    expect(normaliseCzechDateInput('31.4.2025')).toBeNull();
  });

  it('knows leap years', () => {
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2025, 2, 29)).toBe(false);
    expect(isRealDate(2025, 4, 31)).toBe(false);
    expect(isRealDate(2025, 0, 1)).toBe(false);
  });

  it('round-trips every real date through the Czech input and message forms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const real = isRealDate(year, month, day);
          expect(parseCzechDateInput(`${day}.${month}.${year}`)).toBe(real ? iso : null);
          if (real) {
            expect(parseCzechDateInput(formatDateCz(iso))).toBe(iso);
            expect(parseCzechDateInput(formatDateMessage(iso))).toBe(iso);
          }
        },
      ),
    );
  });

  it('builds the wire form with a zero time and reads it back', () => {
    expect(toWireDate('2025-06-05')).toBe('2025-06-05T00:00:00');
    expect(toWireDate('2025-06-05T00:00:00')).toBe('2025-06-05T00:00:00');
    expect(() => toWireDate('2025-02-30')).toThrow();
    expect(parseIsoDate('2025-06-05T00:00:00')).toEqual({ year: 2025, month: 6, day: 5 });
  });

  it("uses Prague's calendar date for today, whatever the machine's zone, and adds days across month ends", () => {
    expect(toIsoDate(new Date(2025, 0, 9, 23, 30))).toBe('2025-01-09');
    expect(todayIso(new Date(Date.UTC(2024, 1, 29, 12)))).toBe('2024-02-29');
    // 23:30 UTC is already the next day in Prague, in winter (UTC+1) and in summer (UTC+2).
    expect(todayIso(new Date(Date.UTC(2026, 10, 27, 23, 30)))).toBe('2026-11-28');
    expect(todayIso(new Date(Date.UTC(2026, 6, 1, 22, 30)))).toBe('2026-07-02');
    expect(todayIso(new Date(Date.UTC(2026, 10, 27, 22, 59)))).toBe('2026-11-27');
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDaysIso('2025-03-01', -1)).toBe('2025-02-28');
  });
});

describe("Prague's wall clock, worked out without Intl", () => {
  const intlPrague = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const intlReading = (moment: Date) => {
    const parts = Object.fromEntries(intlPrague.formatToParts(moment).map((part) => [part.type, part.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };
  const ours = (moment: Date) => pragueWallClock(moment).toISOString().slice(0, 16).replace('T', ' ');

  // Every third hour, at 01:00, 04:00 … 22:00 UTC: each day's change-over moment (01:00 UTC) and the
  // hours either side of Prague's midnight. Every hour was too slow under the midnight suite's fake clock.
  it("agrees with the time-zone database every third hour from 2020 to 2040, and today's date with it", () => {
    const mismatches: string[] = [];
    for (let at = Date.UTC(2020, 0, 1, 1); at < Date.UTC(2041, 0, 1); at += 3 * 3_600_000) {
      const moment = new Date(at);
      if (ours(moment) !== intlReading(moment)) mismatches.push(moment.toISOString());
      if (todayIso(moment) !== intlReading(moment).slice(0, 10)) mismatches.push(`today ${moment.toISOString()}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('changes the clocks at 01:00 UTC on the last Sundays of March and October, to the minute', () => {
    for (const [change, before, after] of [
      ['2026-03-29T01:00:00Z', '2026-03-29 01:59', '2026-03-29 03:00'],
      ['2026-10-25T01:00:00Z', '2026-10-25 02:59', '2026-10-25 02:00'],
      ['2027-03-28T01:00:00Z', '2027-03-28 01:59', '2027-03-28 03:00'],
    ] as const) {
      const at = Date.parse(change);
      expect(ours(new Date(at - 60_000))).toBe(before);
      expect(ours(new Date(at))).toBe(after);
      expect(ours(new Date(at - 60_000))).toBe(intlReading(new Date(at - 60_000)));
    }
  });
});

describe('money and numbers', () => {
  it('formats money through Intl cs-CZ with no-break spaces', () => {
    expect(formatMoney(1234.5)).toBe(`1${NBSP}234,50${NBSP}Kč`);
    expect(formatMoney(0)).toBe(`0,00${NBSP}Kč`);
    expect(formatMoney(1000000)).toBe(`1${NBSP}000${NBSP}000,00${NBSP}Kč`);
    expect(formatMoney(1234.5).replace(/\u00a0/g, ' ')).toBe('1 234,50 Kč');
  });

  it('formats numbers with comma decimals', () => {
    expect(formatNumber(1234.56)).toBe(`1${NBSP}234,56`);
    expect(formatNumber(2.5, { minDecimals: 2 })).toBe('2,50');
    expect(formatNumber(1.23456, { decimals: 2 })).toBe('1,23');
  });

  it('writes numbers inside messages with a comma and no grouping', () => {
    expect(formatNumberForMessage(0.01)).toBe('0,01');
    expect(formatNumberForMessage(9999999999.99)).toBe('9999999999,99');
    expect(formatNumberForMessage(-9999999999.99)).toBe('-9999999999,99');
    expect(formatNumberForMessage(2100)).toBe('2100');
    expect(formatNumberForMessage(1e21)).toBe('1000000000000000000000');
    expect(formatNumberForMessage(9223372036854775807n)).toBe('9223372036854775807');
  });

  it('shows and reads the raw value of an amount field', () => {
    expect(formatAmountInput(1234.5)).toBe('1234,5');
    expect(formatAmountInput(undefined)).toBe('');
    expect(parseAmountInput('1 234,50')).toBe(1234.5);
    expect(parseAmountInput(`1${NBSP}234,50${NBSP}Kč`)).toBe(1234.5);
    expect(parseAmountInput('1234.5')).toBe(1234.5);
    expect(parseAmountInput('12,3,4')).toBeNull();
    expect(parseAmountInput('abc')).toBeNull();
    expect(parseAmountInput('')).toBeNull();
  });
});

describe('birth numbers and bank accounts', () => {
  it('shows a birth number with a slash after the sixth digit', () => {
    expect(formatBirthNumber('8001011234')).toBe('800101/1234');
    expect(formatBirthNumber('800101/1234')).toBe('800101/1234');
    expect(formatBirthNumber('451231123')).toBe('451231/123');
    expect(formatBirthNumber('abc')).toBe('abc');
    expect(formatBirthNumber(undefined)).toBe('');
  });

  it('formats and parses account numbers', () => {
    expect(formatBankAccount({ predcisli: '19', cislo: '2000145399', banka: '0800' })).toBe('19-2000145399/0800');
    expect(formatBankAccount({ predcisli: '000019', cislo: '2000145399', banka: '0800' })).toBe('19-2000145399/0800');
    expect(formatBankAccount({ predcisli: '', cislo: '2000145399', banka: '0800' })).toBe('2000145399/0800');
    expect(formatBankAccount({ predcisli: '0', cislo: '2000145399', banka: '0800' })).toBe('2000145399/0800');
    expect(parseBankAccount('19-2000145399/0800')).toEqual({ predcisli: '19', cislo: '2000145399', banka: '0800' });
    expect(parseBankAccount(' 2000145399 / 0800 ')).toEqual({ cislo: '2000145399', banka: '0800' });
    expect(parseBankAccount('2000145399/800')).toBeNull();
    expect(parseBankAccount('1234567-2000145399/0800')).toBeNull();
  });
});
