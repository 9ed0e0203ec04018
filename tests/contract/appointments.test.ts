import { describe, expect, it } from 'vitest';
import {
  branchStreet,
  branchTown,
  casSchema,
  hoursOn,
  openingHoursText,
  pragueClock,
  pragueMoment,
  terminyVypsatSchema,
} from '../../contract/appointments';
import { fieldErrors } from '../../contract/rules';
import { messages } from '../../contract/messages';

describe('appointments at a branch: hours, names and the Prague clock', () => {
  it('writes the week as people read it', () => {
    expect(openingHoursText('MB')).toBe('po–čt 8:00–17:00, pá 8:00–14:00');
    expect(openingHoursText('NB')).toBe('po a st 8:00–17:00, út a čt 8:00–15:00');
    expect(openingHoursText('PHA')).toBe('po a st 8:00–18:00, út a čt 8:00–16:00, pá 8:00–14:00');
    expect(openingHoursText('KV')).toBe('út a čt 7:00–15:00');
  });

  it('names a branch by its town and street (from the code list of branches)', () => {
    expect(branchTown('PHA')).toBe('Praha 4');
    expect(branchStreet('PHA')).toBe('Na Pankráci 1062/58');
    expect(branchTown('MB')).toBe('Mladá Boleslav');
  });

  it('knows the hours of a day and when a branch is closed', () => {
    expect(hoursOn('KV', '2026-12-08')).toEqual({ od: '07:00', do: '15:00' }); // a Tuesday
    expect(hoursOn('KV', '2026-12-07')).toBeNull(); // a Monday
    expect(hoursOn('MB', '2026-12-12')).toBeNull(); // a Saturday
  });

  it('turns the Prague wall clock into moments and back, in winter and in summer', () => {
    expect(pragueMoment('2026-12-08', '09:00').toISOString()).toBe('2026-12-08T08:00:00.000Z');
    expect(pragueMoment('2026-07-07', '09:00').toISOString()).toBe('2026-07-07T07:00:00.000Z');
    expect(pragueClock(new Date('2026-07-07T22:30:00Z'))).toEqual({ den: '2026-07-08', cas: '00:30' });
  });

  it('reads times as typed, on a grid of five minutes', () => {
    expect(casSchema.parse('8:30')).toBe('08:30');
    expect(casSchema.parse(' 14:05 ')).toBe('14:05');
    const result = terminyVypsatSchema.safeParse({ od: '24:00', do: '09:07', delka: 12 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      od: [messages.appointmentTimeFormat],
      do: [messages.appointmentTimeStep],
      delka: [messages.appointmentLengthStep],
    });
  });
});
