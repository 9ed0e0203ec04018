import { describe, expect, it } from 'vitest';
import { claimStep, draftValuesOf, parseStoredClaim, pathOfFieldName, stepCheckSchema } from '../../../../src/features/benefits/claim-flow';

describe('claim flow helpers', () => {
  it('reads a form field name as a path', () => {
    expect(pathOfFieldName('prilohy[0].typDokumentKod')).toEqual(['prilohy', 0, 'typDokumentKod']);
    expect(pathOfFieldName('seznamPriloh')).toEqual(['seznamPriloh']);
    expect(pathOfFieldName('rozdeleni[2]')).toEqual(['rozdeleni', 2]);
  });

  it("puts the machine's step messages on the form's fields", () => {
    const schema = stepCheckSchema<{ cislo: string }>((values): Record<string, string[]> =>
      values.cislo === '1' ? { cislo: ['Nesplňuje formát čísla bankovního účtu'], 'prilohy[1].typDokumentKod': ['Pole je povinné'] } : {},
    );
    const refused = schema.safeParse({ cislo: '1' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['cislo'], 'Nesplňuje formát čísla bankovního účtu'],
      [['prilohy', 1, 'typDokumentKod'], 'Pole je povinné'],
    ]);
    expect(schema.safeParse({ cislo: '2000145399' })).toEqual({ success: true, data: { cislo: '2000145399' } });
  });

  it('keeps amounts as text with a dot, everything else as it is', () => {
    expect(draftValuesOf({ castkaUctenka: 1500.5, banka: '0800', ucetAktualizace: true })).toEqual({
      castkaUctenka: '1500.5',
      banka: '0800',
      ucetAktualizace: true,
    });
  });

  it('takes a kept claim back only in its shape', () => {
    expect(parseStoredClaim({ draft: { cislo: '1' }, idempotencyKey: 'k' })).toEqual({ draft: { cislo: '1' }, idempotencyKey: 'k' });
    expect(parseStoredClaim({ draft: { prilohy: 'x' }, idempotencyKey: 'k' })).toEqual({ draft: {}, idempotencyKey: 'k' });
    expect(parseStoredClaim({ draft: {} })).toBeNull();
    expect(parseStoredClaim('text')).toBeNull();
  });

  it('reads an unknown step in the URL as none', () => {
    expect(claimStep('kontrola')).toBe('kontrola');
    expect(claimStep('nic')).toBeUndefined();
  });
});
