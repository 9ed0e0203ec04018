import { describe, expect, it } from 'vitest';
import { osobniDokumentSchema } from '../../../../../contract/entities';
import type { DokumentPolozka } from '../../../../../contract/health';
import { documentTitle, documentValuesOf, emptyDocumentValues } from '../../../../../src/features/health/documents/form-values';

const stored: DokumentPolozka = {
  id: 3,
  datum: '2021-01-16T00:00:00',
  popis: 'RTG levého hlezna',
  nazevZarizeni: null,
  prilohy: [{ id: 5, nazev: 'RTG.png', velikost: 100, evidence: 'DOKUMENT' }],
};

describe('document form values', () => {
  it('prefill the edit form from a stored document', () => {
    expect(documentValuesOf(stored)).toEqual({ datum: '2021-01-16', popis: 'RTG levého hlezna', nazevZarizeni: '' });
    expect(osobniDokumentSchema.safeParse(documentValuesOf(stored)).success).toBe(true);
  });

  it('an empty form needs a date of the event or a description (the contract rule, on both fields)', () => {
    const result = osobniDokumentSchema.safeParse(emptyDocumentValues);
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toEqual([
      'datum: Musí být vyplněn datum události nebo popis dokumentu',
      'popis: Musí být vyplněn datum události nebo popis dokumentu',
    ]);
    expect(osobniDokumentSchema.safeParse({ ...emptyDocumentValues, datum: '2024-09-02' }).success).toBe(true);
  });

  it('titles a document by its description', () => {
    expect(documentTitle(stored)).toBe('RTG levého hlezna');
    expect(documentTitle({ popis: null })).toBe('Dokument bez popisu');
    expect(documentTitle({ popis: '  ' })).toBe('Dokument bez popisu');
  });
});
