/**
 * What a new complaint starts with (issue 37): the contact of 'Osobní údaje', and the procedure
 * ticked when it is the only one of the case still open to a complaint.
 */
import { describe, expect, it } from 'vitest';
import type { PripadInfo } from '../../../../contract/care';
import { complaintPrefill } from '../../../../src/features/care/use-care-complaint';

const caseWith = (lines: Array<{ id: number; reklamovano: boolean }>) =>
  ({ pripad: { id: 1, vykony: lines.map(({ id }) => ({ id })) }, vykony: lines, lzeReklamovat: true }) as unknown as PripadInfo;

describe('complaintPrefill', () => {
  it('ticks the only procedure still open and fills in the phone and e-mail', () => {
    const info = caseWith([
      { id: 11, reklamovano: true },
      { id: 12, reklamovano: false },
    ]);
    expect(complaintPrefill(info, { telefon: '602 111 222', email: 'petr.novotny@example.cz' })).toEqual({
      seznamDetailu: ['12'],
      kontaktTelefon: '602 111 222',
      kontaktEmail: 'petr.novotny@example.cz',
    });
  });

  it('ticks nothing when several are open; without known contacts the fields start empty', () => {
    const info = caseWith([
      { id: 11, reklamovano: false },
      { id: 12, reklamovano: false },
    ]);
    expect(complaintPrefill(info, { telefon: null, email: null })).toEqual({ kontaktTelefon: '', kontaktEmail: '' });
    expect(complaintPrefill(info, null)).toEqual({});
  });
});
