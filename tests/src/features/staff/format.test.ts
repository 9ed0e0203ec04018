import { describe, expect, it } from 'vitest';
import { waitingFor } from '../../../../src/features/staff/format';
import { inboxSearch, queueSearch } from '../../../../src/features/staff/urls';

const now = Date.parse('2026-12-03T12:00:00.000Z');
const ago = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

describe('how long a request or a question waits', () => {
  it('says it in hours under a day and in days after, with the Czech plurals', () => {
    expect(waitingFor(ago(0.5), now)).toBe('čeká méně než hodinu');
    expect(waitingFor(ago(1), now)).toBe('čeká 1 hodinu');
    expect(waitingFor(ago(3), now)).toBe('čeká 3 hodiny');
    expect(waitingFor(ago(5), now)).toBe('čeká 5 hodin');
    expect(waitingFor(ago(24), now)).toBe('čeká 1 den');
    expect(waitingFor(ago(3 * 24 + 5), now)).toBe('čeká 3 dny');
    expect(waitingFor(ago(12 * 24), now)).toBe('čeká 12 dní');
  });

  it('a moment ahead of the clock waits no time; a bad one says nothing', () => {
    expect(waitingFor(ago(-2), now)).toBe('čeká méně než hodinu');
    expect(waitingFor('nikdy', now)).toBe('');
  });
});

describe('the staff lists’ filters in the URL', () => {
  it('keeps what the contract knows and drops the rest, so an old link opens the list unfiltered', () => {
    expect(queueSearch({ filtr: 'MOJE', druh: 'BEZDLUZNOST', stav: 'PRIJATO' })).toEqual({
      filtr: 'MOJE',
      druh: 'BEZDLUZNOST',
      stav: 'PRIJATO',
    });
    expect(queueSearch({ filtr: 'moje', druh: 'OBED', stav: 7 })).toEqual({});
    expect(inboxSearch({ filtr: 'VSE' })).toEqual({ filtr: 'VSE' });
    expect(inboxSearch({ filtr: 'ARCHIV' })).toEqual({});
  });
});
