import { describe, expect, it } from 'vitest';
import {
  crownsToHellers,
  exactHellers,
  formatHellers,
  hellersToCrowns,
  hellersToCrownsOrNull,
  hellersToDecimalText,
  roundCrowns,
} from '../../contract/money';

const NBSP = '\u00a0';

describe('contract/money: haléře ↔ koruny', () => {
  it('converts koruny to whole haléře without float drift', () => {
    expect(crownsToHellers(0.1 + 0.2)).toBe(30);
    expect(crownsToHellers(1234.56)).toBe(123456);
    expect(crownsToHellers(9999999999.99)).toBe(999999999999);
    expect(crownsToHellers(-3306)).toBe(-330600);
  });

  it('converts haléře to koruny with at most two decimals', () => {
    expect(hellersToCrowns(123456)).toBe(1234.56);
    expect(hellersToCrowns(330600)).toBe(3306);
    expect(hellersToCrowns(1234.4)).toBe(12.34);
    expect(hellersToCrownsOrNull(null)).toBeNull();
    expect(hellersToCrownsOrNull(5)).toBe(0.05);
  });

  it('takes exact haléře only from amounts with at most two decimals', () => {
    expect(exactHellers(12.34)).toBe(1234);
    expect(exactHellers(0.29)).toBe(29);
    expect(exactHellers(12.345)).toBeNull();
    expect(exactHellers(Number.NaN)).toBeNull();
    expect(exactHellers(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('rounds koruny to whole haléře', () => {
    expect(roundCrowns(0.1 + 0.2)).toBe(0.3);
    expect(roundCrowns(12.345)).toBe(12.35);
  });

  it('writes haléře as screens and payment orders want them', () => {
    expect(formatHellers(330600)).toBe(`3${NBSP}306${NBSP}Kč`);
    expect(formatHellers(15388450n)).toBe(`153${NBSP}884,50${NBSP}Kč`);
    expect(hellersToDecimalText(123450)).toBe('1234.50');
    expect(hellersToDecimalText(5)).toBe('0.05');
  });
});
