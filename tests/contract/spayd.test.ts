import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { buildSpayd, czechAccountToIban, escapeSpaydValue, formatSpaydAmount, isValidIban, SpaydError } from '../../contract/spayd';

describe('czechAccountToIban', () => {
  it('19-2000145399/0800 → CZ6508000000192000145399', () => {
    expect(czechAccountToIban({ predcisli: '19', cislo: '2000145399', banka: '0800' })).toBe('CZ6508000000192000145399');
  });

  it('1265098001/5500 (no prefix) → CZ5855000000001265098001 (the CBA specification example)', () => {
    expect(czechAccountToIban({ cislo: '1265098001', banka: '5500' })).toBe('CZ5855000000001265098001');
    expect(czechAccountToIban({ predcisli: '', cislo: '1265098001', banka: '5500' })).toBe('CZ5855000000001265098001');
  });

  it('the check digits verify with mod 97 = 1', () => {
    expect(isValidIban('CZ6508000000192000145399')).toBe(true);
    expect(isValidIban('CZ65 0800 0000 1920 0014 5399')).toBe(true);
    expect(isValidIban('CZ6608000000192000145399')).toBe(false);
  });

  it('rejects accounts failing mod 11 or the digit limits', () => {
    expect(() => czechAccountToIban({ cislo: '2000145398', banka: '0800' })).toThrow(messages.bankAccount);
    expect(() => czechAccountToIban({ predcisli: '1234567', cislo: '2000145399', banka: '0800' })).toThrow(SpaydError);
    expect(() => czechAccountToIban({ cislo: '2000145399', banka: '80' })).toThrow(SpaydError);
  });
});

describe('buildSpayd', () => {
  it('the full string for a sample payment', () => {
    expect(
      buildSpayd({
        iban: 'CZ6508000000192000145399',
        castka: 1234.5,
        mena: 'CZK',
        vs: '1234567890',
        ss: '42',
        ks: '0558',
        zprava: 'Doplatek pojistného 2024',
      }),
    ).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:1234.50*CC:CZK*X-VS:1234567890*X-SS:42*X-KS:0558*MSG:Doplatek pojistného 2024');
  });

  it('optional parts are left out', () => {
    expect(buildSpayd({ iban: 'CZ58 5500 0000 0012 6509 8001', castka: 480.5 })).toBe(
      'SPD*1.0*ACC:CZ5855000000001265098001*AM:480.50*CC:CZK',
    );
  });

  it("escapes '*' as %2A", () => {
    expect(escapeSpaydValue('a*b**c')).toBe('a%2Ab%2A%2Ac');
    expect(buildSpayd({ iban: 'CZ6508000000192000145399', castka: 1, zprava: 'Platba *123*' })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1.00*CC:CZK*MSG:Platba %2A123%2A',
    );
  });

  it('amount formatting and limits', () => {
    expect(formatSpaydAmount(0.01)).toBe('0.01');
    expect(formatSpaydAmount(0.1 + 0.2)).toBe('0.30');
    expect(formatSpaydAmount(9_999_999.99)).toBe('9999999.99');
    expect(() => formatSpaydAmount(0)).toThrow(SpaydError);
    expect(() => formatSpaydAmount(10_000_000)).toThrow(SpaydError);
    expect(() => formatSpaydAmount(1.234)).toThrow(messages.decimalPlaces(2));
  });

  it('symbol and message limits', () => {
    const base = { iban: 'CZ6508000000192000145399', castka: 1 };
    expect(() => buildSpayd({ ...base, vs: '12345678901' })).toThrow(messages.tooLong(10));
    expect(() => buildSpayd({ ...base, ss: '12345678901' })).toThrow(messages.tooLong(10));
    expect(() => buildSpayd({ ...base, ks: '12345' })).toThrow(messages.tooLong(4));
    expect(() => buildSpayd({ ...base, vs: '12a' })).toThrow(SpaydError);
    expect(buildSpayd({ ...base, zprava: 'x'.repeat(60) })).toContain(`MSG:${'x'.repeat(60)}`);
    expect(() => buildSpayd({ ...base, zprava: 'x'.repeat(61) })).toThrow(messages.tooLong(60));
    expect(() => buildSpayd({ ...base, iban: 'CZ6608000000192000145399' })).toThrow(messages.bankAccount);
  });
});
