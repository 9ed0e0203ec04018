import { formatCrowns, formatMonthYear } from '../../contract/format';
import { describe, expect, it } from 'vitest';
import { isPaymentPersonType } from '../../src/app/route-params';
import { balanceOf, groupIban, othersPaySentence, paymentSelection } from '../../src/features/insurance/format';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('amounts and months', () => {
  it('shows whole crowns without decimals and others with two, never wrapping', () => {
    expect(formatCrowns(3306)).toBe(nbsp('3 306 Kč'));
    expect(formatCrowns(3143.5)).toBe(nbsp('3 143,50 Kč'));
    expect(formatCrowns(0)).toBe(nbsp('0 Kč'));
  });

  it("names the month the Czech way ('leden 2025')", () => {
    expect(formatMonthYear('2025-01')).toBe('leden 2025');
    expect(formatMonthYear('2024-12')).toBe('prosinec 2024');
    expect(formatMonthYear('2025-13')).toBe('2025-13');
  });

  it('groups an IBAN by four characters', () => {
    expect(groupIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
  });
});

describe('balance sentence', () => {
  const year = (saldo: number) => ({ saldo, poSplatnosti: 0, splatne: 0, nejblizsiSplatnost: null });

  it('says all is paid, what a year leaves to pay (never called arrears: it has no due dates) and an overpayment', () => {
    expect(balanceOf(year(0))).toEqual({ kind: 'settled', text: 'Vše máte uhrazeno' });
    expect(balanceOf(year(-3306))).toEqual({ kind: 'due', text: `Zbývá uhradit ${nbsp('3 306 Kč')}` });
    expect(balanceOf(year(1200.5))).toEqual({ kind: 'overpaid', text: `Evidujeme přeplatek ${nbsp('1 200,50 Kč')}` });
  });

  it('owed and not yet due is no arrears: it says the amount and the nearest due date (issue 33)', () => {
    expect(balanceOf({ saldo: -3306, poSplatnosti: 0, splatne: 3306, nejblizsiSplatnost: '2027-01-08T00:00:00' })).toEqual({
      kind: 'due',
      text: `Nic nemáte po splatnosti. ${nbsp('3 306 Kč')} je splatných do 8. 1. 2027.`,
    });
    expect(balanceOf({ saldo: -6963, poSplatnosti: 3306, splatne: 3657, nejblizsiSplatnost: '2027-01-08T00:00:00' })).toEqual({
      kind: 'arrears',
      text: `Po splatnosti máte ${nbsp('3 306 Kč')}, uhraďte je prosím co nejdříve. Dalších ${nbsp('3 657 Kč')} je splatných do 8. 1. 2027.`,
    });
  });

  it('names who pays for someone who pays nothing', () => {
    expect(othersPaySentence('ZAMESTNAVATEL')).toBe('Pojistné za vás platí zaměstnavatel.');
    expect(othersPaySentence('STAT')).toBe('Pojistné za vás platí stát.');
  });
});

describe('type and year of the payments screen', () => {
  const rows = [
    { rok: 2025, typOsoby: 'OSVC' as const },
    { rok: 2024, typOsoby: 'OSVC' as const },
    { rok: 2023, typOsoby: 'OBZP' as const },
  ];

  it('defaults to the newest year and its type', () => {
    expect(paymentSelection(rows, undefined, undefined)).toEqual({ types: ['OSVC', 'OBZP'], typ: 'OSVC', years: [2025, 2024], rok: 2025 });
  });

  it('takes a type from the URL with its newest year', () => {
    expect(paymentSelection(rows, 'OBZP', undefined)).toEqual({ types: ['OSVC', 'OBZP'], typ: 'OBZP', years: [2023], rok: 2023 });
  });

  it('takes a year from the URL with the type paid in it, and keeps a year without payments as an option', () => {
    expect(paymentSelection(rows, undefined, 2023)?.typ).toBe('OBZP');
    expect(paymentSelection(rows, 'OSVC', 2020)).toEqual({ types: ['OSVC', 'OBZP'], typ: 'OSVC', years: [2025, 2024, 2020], rok: 2020 });
  });

  it('has nothing to choose for a person without payments', () => {
    expect(paymentSelection([], undefined, undefined)).toBeNull();
    expect(paymentSelection([], 'OBZP', undefined)).toEqual({ types: ['OBZP'], typ: 'OBZP', years: [], rok: null });
  });
});

describe('the {typ} of the payments URL', () => {
  it('accepts the typOsoby codes only', () => {
    expect(isPaymentPersonType('OSVC')).toBe(true);
    expect(isPaymentPersonType('OBZP')).toBe(true);
    expect(isPaymentPersonType('osvc')).toBe(false);
    expect(isPaymentPersonType('2024')).toBe(false);
    expect(isPaymentPersonType('toString')).toBe(false);
    expect(isPaymentPersonType(undefined)).toBe(false);
  });
});
