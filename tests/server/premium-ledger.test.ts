/**
 * The premium account as items (issue 33), on dated cases: the turn of a month, of a year, a late
 * overview and an on-time one, payments that name their item and payments that do not.
 */
import { describe, expect, it } from 'vitest';
import {
  advanceDueDate,
  advancesFrom,
  overviewDeadline,
  overviewEffect,
  premiumLedger,
  type LedgerInput,
  type LedgerOverview,
  type LedgerPayment,
} from '../../server/services/insurance/ledger';

const VS = '7801011234';
const osvcSince = (datumOd: string) => [{ datumOd, datumDo: null, kategorie: 'OSVC' }];

let nextPaymentId = 1;
const advancePaid = (obdobi: string, kc: number, datum = `${obdobi}-20`): LedgerPayment => ({
  id: nextPaymentId++,
  datum,
  castkaHal: kc * 100,
  obdobi,
  rok: Number(obdobi.slice(0, 4)),
  typUhradyKod: 'ZALOHA_OSVC',
});
const months = (from: string, to: string): string[] => {
  const result: string[] = [];
  for (let [y, m] = from.split('-').map(Number); `${y}-${String(m).padStart(2, '0')}` <= to; m === 12 ? ((y += 1), (m = 1)) : (m += 1))
    result.push(`${y}-${String(m).padStart(2, '0')}`);
  return result;
};
const overview = (
  id: number,
  rok: number,
  podano: string,
  vypocet: { radek16: number; radek51: number },
  danovePriznaniDatum = `${rok + 1}-03-20`,
): LedgerOverview => ({
  id,
  rok,
  podano: new Date(podano),
  vypocet: { ...vypocet, vyrovnani: 0 },
  prehled: { rok, priznaniTyp: 'ELEKTRONICKY', danovePriznani: { danovePriznani: true, danovePriznaniDatum } },
});
const ledgerOn = (today: string, input: Omit<LedgerInput, 'today' | 'variabilniSymbol'>) =>
  premiumLedger({ ...input, variabilniSymbol: VS, today });
const item = (ledger: ReturnType<typeof premiumLedger>, id: string) => ledger.polozky.find((p) => p.id === id);

describe('the premium account as items', () => {
  it('an advance is due on the 8th of the next month, December on 8 January', () => {
    expect(advanceDueDate('2026-11')).toBe('2026-12-08');
    expect(advanceDueDate('2026-12')).toBe('2027-01-08');
  });

  it('on 2 December the December advance is due by 8 January, nothing is overdue', () => {
    const ledger = ledgerOn('2026-12-02', {
      periods: osvcSince('2026-01-01'),
      overviews: [],
      payments: months('2026-01', '2026-11').map((m) => advancePaid(m, 3306)),
    });
    expect(ledger.poSplatnostiHal).toBe(0);
    expect(ledger.splatneHal).toBe(330_600);
    expect(ledger.nejblizsiSplatnost).toBe('2027-01-08');
    expect(item(ledger, 'ZALOHA_OSVC:2026-12')).toMatchObject({
      castkaHal: 330_600,
      splatnost: '2027-01-08',
      stav: 'SPLATNE',
      variabilniSymbol: VS,
      specifickySymbol: null,
    });
    expect(item(ledger, 'ZALOHA_OSVC:2026-11')).toMatchObject({ stav: 'UHRAZENO', zbyvaHal: 0 });
    expect(ledger.polozky.filter((p) => p.druh === 'PLATBA')).toHaveLength(11);
  });

  it('the turn of a month: unpaid November is due on 8 December and overdue on the 9th', () => {
    const input = {
      periods: osvcSince('2026-01-01'),
      overviews: [],
      payments: months('2026-01', '2026-10').map((m) => advancePaid(m, 3306)),
    };
    expect(item(ledgerOn('2026-12-08', input), 'ZALOHA_OSVC:2026-11')?.stav).toBe('SPLATNE');
    const after = ledgerOn('2026-12-09', input);
    expect(item(after, 'ZALOHA_OSVC:2026-11')?.stav).toBe('PO_SPLATNOSTI');
    expect(after.poSplatnostiHal).toBe(330_600);
    expect(after.splatneHal).toBe(330_600);
  });

  it('the turn of a year: December is overdue from 9 January; January 2027 takes the newest minimum', () => {
    const input = {
      periods: osvcSince('2026-01-01'),
      overviews: [],
      payments: months('2026-01', '2026-11').map((m) => advancePaid(m, 3306)),
    };
    expect(item(ledgerOn('2027-01-08', input), 'ZALOHA_OSVC:2026-12')?.stav).toBe('SPLATNE');
    const ledger = ledgerOn('2027-01-09', input);
    expect(item(ledger, 'ZALOHA_OSVC:2026-12')?.stav).toBe('PO_SPLATNOSTI');
    expect(item(ledger, 'ZALOHA_OSVC:2027-01')).toMatchObject({ castkaHal: 330_600, splatnost: '2027-02-08', stav: 'SPLATNE' });
  });

  it('a payment without a month pays the oldest overdue item first', () => {
    const ledger = ledgerOn('2026-12-20', {
      periods: osvcSince('2026-09-01'),
      overviews: [],
      payments: [{ id: 99, datum: '2026-12-15', castkaHal: 400_000, obdobi: null, rok: 2026, typUhradyKod: 'DLUH' }],
    });
    expect(item(ledger, 'ZALOHA_OSVC:2026-09')).toMatchObject({ stav: 'UHRAZENO' });
    expect(item(ledger, 'ZALOHA_OSVC:2026-10')).toMatchObject({ stav: 'PO_SPLATNOSTI', zbyvaHal: 330_600 * 2 - 400_000 });
    expect(item(ledger, 'ZALOHA_OSVC:2026-11')).toMatchObject({ stav: 'PO_SPLATNOSTI', zbyvaHal: 330_600 });
    expect(ledger.poSplatnostiHal).toBe(330_600 * 3 - 400_000);
  });

  it('the overview is due one month after the tax return was filed or due; advances change from that month', () => {
    // Filed electronically on 20 March 2026 (deadline 4 May 2026): the overview is due on 20 April.
    expect(overviewDeadline(2025, { priznaniTyp: 'ELEKTRONICKY', danovePriznani: { danovePriznaniDatum: '2026-03-20' } })).toBe(
      '2026-04-20',
    );
    // Not filed: one month after the paper deadline (1 April 2026).
    expect(overviewDeadline(2025, { priznaniTyp: 'NEPODAVANO' })).toBe('2026-05-01');
    expect(advancesFrom(overview(1, 2025, '2026-03-25T09:00:00Z', { radek16: 1, radek51: 1 }))).toBe('2026-03');
    expect(advancesFrom(overview(1, 2025, '2026-12-02T09:00:00Z', { radek16: 1, radek51: 1 }))).toBe('2026-04');
  });

  it('an on-time overview: the new advance from the month of filing, the settlement due 8 days later', () => {
    const ledger = ledgerOn('2026-04-01', {
      periods: osvcSince('2025-01-01'),
      overviews: [overview(1, 2025, '2026-03-25T09:00:00Z', { radek16: 40_000, radek51: 3_657 })],
      payments: [
        ...months('2025-01', '2025-12').map((m) => advancePaid(m, 3143)),
        ...months('2026-01', '2026-03').map((m) => advancePaid(m, 3306)),
      ],
    });
    expect(item(ledger, 'ZALOHA_OSVC:2026-02')?.castkaHal).toBe(330_600);
    expect(item(ledger, 'ZALOHA_OSVC:2026-03')).toMatchObject({ castkaHal: 365_700, stav: 'SPLATNE', zbyvaHal: 35_100 });
    expect(item(ledger, 'ZALOHA_OSVC:2026-04')?.castkaHal).toBe(365_700);
    expect(ledger.polozky.some((p) => p.druh === 'OPRAVA')).toBe(false);
    // 40 000 − 12 × 3 143 = 2 284 Kč
    expect(item(ledger, 'DOPLATEK_OSVC:2025')).toMatchObject({
      castkaHal: 228_400,
      splatnost: '2026-04-02',
      stav: 'SPLATNE',
      specifickySymbol: '2025',
    });
  });

  it('a late overview: the new advance from the month it should have been filed, past months as their own corrections', () => {
    const ledger = ledgerOn('2026-12-02', {
      periods: osvcSince('2025-01-01'),
      overviews: [overview(1, 2025, '2026-12-02T09:00:00Z', { radek16: 40_000, radek51: 3_657 })],
      payments: [
        ...months('2025-01', '2025-12').map((m) => advancePaid(m, 3143)),
        ...months('2026-01', '2026-11').map((m) => advancePaid(m, 3306)),
      ],
    });
    // due on 20 April 2026: January to March keep the old advance, April to November get 351 Kč more
    expect(ledger.polozky.filter((p) => p.druh === 'OPRAVA').map((p) => [p.obdobi, p.castkaHal, p.splatnost])).toEqual(
      months('2026-04', '2026-11').map((m) => [m, 35_100, '2026-12-10']),
    );
    expect(item(ledger, 'ZALOHA_OSVC:2026-03')?.castkaHal).toBe(330_600);
    expect(item(ledger, 'ZALOHA_OSVC:2026-12')).toMatchObject({ castkaHal: 365_700, splatnost: '2027-01-08' });
    expect(item(ledger, 'DOPLATEK_OSVC:2025')).toMatchObject({ castkaHal: 228_400, splatnost: '2026-12-10' });
    expect(ledger.poSplatnostiHal).toBe(0);
    expect(ledger.splatneHal).toBe(8 * 35_100 + 365_700 + 228_400);
    expect(ledger.nejblizsiSplatnost).toBe('2026-12-10');
    // unpaid after 10 December the differences and the settlement are overdue, December is not
    const later = ledgerOn('2026-12-11', {
      periods: osvcSince('2025-01-01'),
      overviews: [overview(1, 2025, '2026-12-02T09:00:00Z', { radek16: 40_000, radek51: 3_657 })],
      payments: [
        ...months('2025-01', '2025-12').map((m) => advancePaid(m, 3143)),
        ...months('2026-01', '2026-11').map((m) => advancePaid(m, 3306)),
      ],
    });
    expect(later.poSplatnostiHal).toBe(8 * 35_100 + 228_400);
    expect(later.splatneHal).toBe(365_700);
    // The confirmation's sentence, with the arithmetic.
    const overviews = [overview(1, 2025, '2026-12-02T09:00:00Z', { radek16: 40_000, radek51: 3_657 })];
    expect(overviewEffect(ledger, overviews, 2025).replace(/\u00a0/g, ' ')).toBe(
      'Zálohy od dubna 2026 jsou 3 657 Kč; rozdíl za už uplynulé měsíce (8 × 351 Kč = 2 808 Kč) je splatný do 10. 12. 2026.' +
        ' Doplatek za rok 2025 je 2 284 Kč (řádek 16 40 000 Kč − zálohy 37 716 Kč), splatný do 10. 12. 2026.',
    );
  });

  it('an overpayment from the overview is a credit that pays what is due next', () => {
    const ledger = ledgerOn('2026-04-01', {
      periods: osvcSince('2025-01-01'),
      overviews: [overview(1, 2025, '2026-03-25T09:00:00Z', { radek16: 37_000, radek51: 3_306 })],
      payments: [
        ...months('2025-01', '2025-12').map((m) => advancePaid(m, 3143)),
        ...months('2026-01', '2026-03').map((m) => advancePaid(m, 3306)),
      ],
    });
    // 37 000 − 37 716 = −716 Kč
    expect(item(ledger, 'PREPLATEK_OSVC:2025')).toMatchObject({ castkaHal: -71_600, stav: 'PRIPSANO' });
    expect(item(ledger, 'ZALOHA_OSVC:2026-04')).toMatchObject({ zbyvaHal: 330_600 - 71_600 });
    expect(ledger.preplatekHal).toBe(0);
  });

  it('a corrective overview adds the difference of the year as a correction due 8 days after it', () => {
    const ledger = ledgerOn('2026-05-01', {
      periods: osvcSince('2025-01-01'),
      overviews: [
        overview(1, 2025, '2026-03-25T09:00:00Z', { radek16: 40_000, radek51: 3_306 }),
        overview(2, 2025, '2026-04-15T09:00:00Z', { radek16: 41_000, radek51: 3_306 }),
      ],
      payments: [
        ...months('2025-01', '2025-12').map((m) => advancePaid(m, 3143)),
        ...months('2026-01', '2026-04').map((m) => advancePaid(m, 3306)),
        { id: 500, datum: '2026-03-30', castkaHal: 228_400, obdobi: null, rok: 2025, typUhradyKod: 'DOPLATEK_OSVC' },
      ],
    });
    expect(item(ledger, 'DOPLATEK_OSVC:2025')).toMatchObject({ stav: 'UHRAZENO' });
    expect(item(ledger, 'OPRAVA:2025:2026-04-15')).toMatchObject({ castkaHal: 100_000, splatnost: '2026-04-23', stav: 'PO_SPLATNOSTI' });
  });

  it('OBZP: the premium of each month due on the 8th of the next', () => {
    const ledger = ledgerOn('2026-03-09', {
      periods: [{ datumOd: '2026-01-01', datumDo: null, kategorie: 'OBZP' }],
      overviews: [],
      payments: [],
    });
    expect(ledger.polozky.map((p) => [p.id, p.castkaHal, p.splatnost, p.stav])).toEqual([
      ['POJISTNE_OBZP:2026-01', 302_400, '2026-02-08', 'PO_SPLATNOSTI'],
      ['POJISTNE_OBZP:2026-02', 302_400, '2026-03-08', 'PO_SPLATNOSTI'],
      ['POJISTNE_OBZP:2026-03', 302_400, '2026-04-08', 'SPLATNE'],
    ]);
  });
});
