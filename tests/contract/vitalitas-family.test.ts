/**
 * The price of a family trip (issue 37): each person by the travel rate of their age on the first
 * day, and the total; nothing until the dates make a trip.
 */
import { describe, expect, it } from 'vitest';
import { vitalitasFamilyPrice, vitalitasPrihlaskaSchema, vitalitasRodinaPrihlaskaSchema } from '../../contract/vitalitas-programmes';
import { addDaysIso, formatDateMessage, todayIso } from '../../contract/format';
import { messages } from '../../contract/messages';

const family = [
  { pojistenecId: '1', narozen: '1986-03-14T00:00:00' },
  { pojistenecId: '2', narozen: '2015-09-02T00:00:00' },
  // 18 on the first day of the trip: the adult rate.
  { pojistenecId: '3', narozen: '2009-07-01' },
];

describe('vitalitasFamilyPrice', () => {
  it('prices each person by age on the first day and zone, and adds them up', () => {
    expect(vitalitasFamilyPrice(family, { datumOd: '2027-07-01', datumDo: '2027-07-10' }, 'EVROPA')).toEqual({
      osoby: [
        { pojistenecId: '1', cena: 250 },
        { pojistenecId: '2', cena: 150 },
        { pojistenecId: '3', cena: 250 },
      ],
      celkem: 650,
    });
    expect(vitalitasFamilyPrice(family.slice(0, 2), { datumOd: '2027-07-01', datumDo: '2027-07-01' }, 'SVET').celkem).toBe(55 + 30);
  });

  it('is nothing while the dates are missing or the end is before the start', () => {
    expect(vitalitasFamilyPrice(family, { datumOd: '', datumDo: '' }, 'EVROPA').celkem).toBe(0);
    expect(vitalitasFamilyPrice(family, { datumOd: '2027-07-10', datumDo: '2027-07-01' }, 'EVROPA').celkem).toBe(0);
    expect(vitalitasFamilyPrice([], { datumOd: '2027-07-01', datumDo: '2027-07-10' }, 'EVROPA')).toEqual({ osoby: [], celkem: 0 });
  });
});

describe('vitalitasRodinaPrihlaskaSchema', () => {
  it('asks for at least one person, the trip and the zone', () => {
    const result = vitalitasRodinaPrihlaskaSchema.safeParse({
      seznamPojistenecId: [],
      datumOd: '2099-01-01',
      datumDo: '2099-01-02',
      uzemi: 'EVROPA',
    });
    expect(result.success).toBe(false);
    // 2099 is more than a year ahead: refused too; the list's own message names what is missing.
    expect(result.error?.issues.map((issue) => issue.message)).toContain(messages.vitalitasFamilyNobody);
  });
});

describe('the trip’s dates, single and family form', () => {
  const tomorrow = addDaysIso(todayIso(), 1);
  const fieldMessages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('an end before the start says the start’s date on the end', () => {
    for (const result of [
      vitalitasRodinaPrihlaskaSchema.safeParse({
        seznamPojistenecId: ['1'],
        datumOd: addDaysIso(tomorrow, 2),
        datumDo: tomorrow,
        uzemi: 'EVROPA',
      }),
      vitalitasPrihlaskaSchema.safeParse({ pojisteniTyp: 'CP', datumOd: addDaysIso(tomorrow, 2), datumDo: tomorrow, uzemi: 'EVROPA' }),
    ])
      expect(fieldMessages(result)).toContain(`datumDo: ${messages.dateNotBefore(formatDateMessage(addDaysIso(tomorrow, 2)))}`);
  });

  it('a start that is not a date has its own message and the end gets none about it (found by the fuzz test)', () => {
    for (const result of [
      vitalitasRodinaPrihlaskaSchema.safeParse({ seznamPojistenecId: ['1'], datumOd: '9999-99-99', datumDo: tomorrow, uzemi: 'EVROPA' }),
      vitalitasPrihlaskaSchema.safeParse({ pojisteniTyp: 'CP', datumOd: '9999-99-99', datumDo: tomorrow, uzemi: 'EVROPA' }),
    ]) {
      expect(fieldMessages(result).some((line) => line.startsWith('datumOd: '))).toBe(true);
      expect(fieldMessages(result).filter((line) => line.startsWith('datumDo: '))).toEqual([]);
    }
  });
});
