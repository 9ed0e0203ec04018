import { describe, expect, it } from 'vitest';
import {
  bloodPressurePromptApplies,
  doseTitle,
  doseUrgency,
  familyRowItems,
  premiumWhom,
  preventionTitle,
  preventionUrgency,
  rankDueItems,
  statePaysSentence,
  unreadTitle,
  urgencyTone,
  familyItemTone,
  waitingRequestTitle,
  type DueUrgency,
  type FamilyItemKind,
} from '../../contract/family';

const today = '2026-12-03';
const item = (naleh: DueUrgency, datum: string | null, druh: FamilyItemKind = 'PREVENCE', nazev = `${naleh} ${datum ?? '-'}`) => ({
  naleh,
  datum: datum ? `${datum}T00:00:00` : null,
  druh,
  nazev,
});

describe('how soon a check-up calls (preventionUrgency)', () => {
  it('an HPV test missed at 35 whose next chance is in 2031 is later, not an alarm, whatever its red light', () => {
    expect(preventionUrgency({ stav: 'NEPROVEDENA', dalsiTermin: '2031-03-14T00:00:00' }, today)).toBe('POZDEJI');
    expect(urgencyTone('POZDEJI')).toBe('later');
  });

  it('a valid check-up whose next one may be booked already is bookable', () => {
    expect(preventionUrgency({ stav: 'PLATNA', dalsiTermin: '2026-12-02T00:00:00' }, today)).toBe('LZE_OBJEDNAT');
    expect(preventionUrgency({ stav: 'PLATNA', dalsiTermin: '2026-12-03T00:00:00' }, today)).toBe('LZE_OBJEDNAT');
    expect(urgencyTone('LZE_OBJEDNAT')).toBe('info');
  });

  it('a 4-month-old’s check-up due from today, an expired one and one never done are due now', () => {
    expect(preventionUrgency({ stav: 'TERMIN_NENASTAVEN', dalsiTermin: '2026-12-03T00:00:00' }, today)).toBe('TED');
    expect(preventionUrgency({ stav: 'NEPLATNA', dalsiTermin: null }, today)).toBe('TED');
    expect(preventionUrgency({ stav: 'TERMIN_NENASTAVEN', dalsiTermin: null }, today)).toBe('TED');
    expect(urgencyTone('TED')).toBe('warn');
  });

  it('a newborn’s first check-up not due yet is later; one done with nothing further shows nothing', () => {
    expect(preventionUrgency({ stav: 'TERMIN_NENASTAVEN', dalsiTermin: '2026-12-10T00:00:00' }, today)).toBe('POZDEJI');
    expect(preventionUrgency({ stav: 'PROVEDENA', dalsiTermin: null }, today)).toBeNull();
    expect(preventionUrgency({ stav: 'NEPROVEDENA', dalsiTermin: null }, today)).toBeNull();
    expect(preventionUrgency({ stav: 'PLATNA', dalsiTermin: '2027-01-01T00:00:00' }, today)).toBe('POZDEJI');
  });

  it('a dose is due on its day and after it, later before it', () => {
    expect(doseUrgency('2026-12-03T00:00:00', today)).toBe('TED');
    expect(doseUrgency('2026-11-01T00:00:00', today)).toBe('TED');
    expect(doseUrgency('2027-02-06T00:00:00', today)).toBe('POZDEJI');
  });
});

describe('the ranking (rankDueItems, familyRowItems)', () => {
  it('due now → bookable → later, the earliest date first within each, undated after dated', () => {
    const ranked = rankDueItems([
      item('POZDEJI', '2027-01-01'),
      item('LZE_OBJEDNAT', '2026-12-02'),
      item('TED', null, 'ZPRAVY'),
      item('POZDEJI', '2026-12-20', 'OCKOVANI'),
      item('TED', '2026-12-03'),
      item('TED', '2026-11-01', 'ZADOST'),
    ]);
    expect(ranked.map((i) => [i.naleh, i.datum?.slice(0, 10) ?? null, i.druh])).toEqual([
      ['TED', '2026-11-01', 'ZADOST'],
      ['TED', '2026-12-03', 'PREVENCE'],
      ['TED', null, 'ZPRAVY'],
      ['LZE_OBJEDNAT', '2026-12-02', 'PREVENCE'],
      ['POZDEJI', '2026-12-20', 'OCKOVANI'],
      ['POZDEJI', '2027-01-01', 'PREVENCE'],
    ]);
  });

  it('on the same day a request comes before a check-up, a check-up before a dose; otherwise the order given', () => {
    const ranked = rankDueItems([
      item('TED', today, 'OCKOVANI'),
      item('TED', today, 'PREVENCE', 'a'),
      item('TED', today, 'ZADOST'),
      item('TED', today, 'PREVENCE', 'b'),
    ]);
    expect(ranked.map((i) => i.nazev)).toEqual([`TED ${today}`, 'a', 'b', `TED ${today}`]);
    expect(ranked.map((i) => i.druh)).toEqual(['ZADOST', 'PREVENCE', 'PREVENCE', 'OCKOVANI']);
  });

  it('a family row shows everything due or bookable and no later items beside them', () => {
    const row = familyRowItems([item('POZDEJI', '2027-01-01'), item('LZE_OBJEDNAT', '2026-12-02'), item('TED', '2026-12-03')]);
    expect(row.map((i) => i.naleh)).toEqual(['TED', 'LZE_OBJEDNAT']);
  });

  it('a row with nothing due shows only the nearest later item, and an empty row stays empty', () => {
    const row = familyRowItems([item('POZDEJI', '2031-03-14'), item('POZDEJI', '2027-02-06', 'OCKOVANI')]);
    expect(row.map((i) => i.datum)).toEqual(['2027-02-06T00:00:00']);
    expect(familyRowItems([])).toEqual([]);
  });
});

describe('tones', () => {
  it('only what is due now warns; unread messages are news, not an alarm', () => {
    expect(familyItemTone({ druh: 'PREVENCE', naleh: 'TED' })).toBe('warn');
    expect(familyItemTone({ druh: 'ZADOST', naleh: 'TED' })).toBe('warn');
    expect(familyItemTone({ druh: 'ZPRAVY', naleh: 'TED' })).toBe('info');
    expect(familyItemTone({ druh: 'OCKOVANI', naleh: 'POZDEJI' })).toBe('later');
  });
});

describe('status words become actions', () => {
  it('a due check-up names the doctor to call and the phone', () => {
    expect(preventionTitle('PRAKTICKY_LEKAR_DETI', 'TED', { jmeno: 'MUDr. Petra Nováková', telefon: '+420 326 738 679' }, null)).toBe(
      'Čas na preventivní prohlídku – objednejte se u MUDr. Petra Nováková (tel.\u00a0+420\u00a0326\u00a0738\u00a0679)',
    );
    expect(preventionTitle('ZUBNI', 'LZE_OBJEDNAT', { jmeno: 'MDDr. Eliška Křížová', telefon: null }, null)).toBe(
      'Čas na preventivní prohlídku u zubního lékaře – objednejte se u MDDr. Eliška Křížová',
    );
    expect(preventionTitle('MAMOGRAFIE', 'TED', null, null)).toBe('Čas na mamografický screening – objednejte se');
    // The phone stays on one line.
    expect(preventionTitle('ZUBNI', 'TED', { jmeno: 'MDDr. Eliška Křížová', telefon: '+420 326 049 442' }, null)).not.toMatch(/\d \d/);
  });

  it('a later one says from when, with no alarm words', () => {
    expect(preventionTitle('HPV', 'POZDEJI', null, '2031-03-14T00:00:00')).toBe('Test na HPV: další od 14.\u00a03.\u00a02031');
  });

  it('doses, waiting requests and unread messages in plain Czech', () => {
    expect(doseTitle('Klíšťová encefalitida', '2027-02-06T00:00:00', today)).toBe(
      'Očkování – Klíšťová encefalitida: další dávka od 6.\u00a02.\u00a02027',
    );
    expect(doseTitle('Tetanus', '2026-11-06T00:00:00', today)).toBe('Očkování – Tetanus: další dávka měla být 6.\u00a011.\u00a02026');
    expect(waitingRequestTitle('PROPLACENI_PECE')).toMatch(/^Čeká na vás: .+ – doložte doklady$/);
    expect(unreadTitle(1)).toBe('1 nepřečtená zpráva');
    expect(unreadTitle(2)).toBe('2 nepřečtené zprávy');
    expect(unreadTitle(104)).toBe('104 nepřečtených zpráv');
  });
});

describe('age-appropriate', () => {
  it('no blood-pressure prompt under 18; from the 18th birthday on', () => {
    expect(bloodPressurePromptApplies('2026-08-03T00:00:00', today)).toBe(false);
    expect(bloodPressurePromptApplies('2015-09-02T00:00:00', today)).toBe(false);
    expect(bloodPressurePromptApplies('2008-12-04', today)).toBe(false);
    expect(bloodPressurePromptApplies('2008-12-03', today)).toBe(true);
    expect(bloodPressurePromptApplies('1986-03-14T00:00:00', today)).toBe(true);
  });

  it('a settled premium the state pays is said so; an employer’s, a debt or an overpayment are not', () => {
    const settled = { poSplatnosti: 0, splatne: 0, saldo: 0 };
    expect(statePaysSentence({ ...settled, platceTyp: 'STAT' }, premiumWhom('DITE'))).toBe('Pojistné za dítě platí stát');
    expect(statePaysSentence({ ...settled, platceTyp: 'STAT' }, premiumWhom('SAM_NA_SEBE'))).toBe('Pojistné za vás platí stát');
    expect(statePaysSentence({ ...settled, platceTyp: 'STAT' }, premiumWhom('DOSPELY_PM'))).toBe('Pojistné za pojištěnce platí stát');
    expect(statePaysSentence({ ...settled, platceTyp: 'ZAMESTNAVATEL' }, 'vás')).toBeNull();
    expect(statePaysSentence({ ...settled, poSplatnosti: 1200, saldo: -1200, platceTyp: 'STAT' }, 'vás')).toBeNull();
    expect(statePaysSentence({ ...settled, saldo: 300, platceTyp: 'STAT' }, 'vás')).toBeNull();
  });
});
