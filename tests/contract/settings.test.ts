import { describe, expect, it } from 'vitest';
import {
  allWidgetsShown,
  czechCount,
  formatCardDate,
  isNameChange,
  messages,
  nastaveniBodySchema,
  pushOdberSchema,
  settingDefaults,
  visibleWidgets,
  fieldErrors,
} from '../../contract/index';

describe('settings rules of the contract', () => {
  it('counts the Czech way: 1 / 2–4 / 0 and 5+', () => {
    expect([0, 1, 2, 4, 5, 11].map((n) => czechCount(n, 'odkaz', 'odkazy', 'odkazů'))).toEqual([
      '0 odkazů',
      '1 odkaz',
      '2 odkazy',
      '4 odkazy',
      '5 odkazů',
      '11 odkazů',
    ]);
  });

  it('orders the widgets: pinned first, the rest in their order, hidden left out; all shown when nothing is hidden', () => {
    expect(visibleWidgets({ pripnute: ['PRUKAZ_POJISTENCE'], skryte: ['PREVENCE', 'SALDO_POJISTNEHO'] })).toEqual([
      'PRUKAZ_POJISTENCE',
      'NEPRECTENE_ZPRAVY',
      'PRAKTICKY_LEKAR',
      'AKTUALITY',
    ]);
    expect(allWidgetsShown(settingDefaults.NASTENKA)).toBe(true);
    expect(allWidgetsShown({ pripnute: [], skryte: ['PREVENCE'] })).toBe(false);
  });

  it('a change of name is a different jméno or příjmení (surrounding spaces aside); titles are not', () => {
    const jana = { jmeno: 'Jana', prijmeni: 'Dvořáková' };
    expect(isNameChange(jana, { jmeno: 'Jana', prijmeni: 'Nováková' })).toBe(true);
    expect(isNameChange(jana, { jmeno: ' Jana ', prijmeni: 'Dvořáková' })).toBe(false);
    expect(isNameChange(jana, { jmeno: 'Jana', prijmeni: 'Dvořáková-Nová' })).toBe(true);
  });

  it('writes card dates in Czech and in English', () => {
    expect(formatCardDate('2025-06-05T00:00:00', 'CS')).toBe('5. 6. 2025');
    expect(formatCardDate('2025-06-05', 'EN')).toBe('5 June 2025');
    expect(formatCardDate('nic', 'EN')).toBe('');
  });

  it('checks nastaveniData by its key, with Czech messages', () => {
    const wrongKey = nastaveniBodySchema.safeParse({ klic: 'UPOZORNENI', nastaveniData: { pripnute: [], skryte: [] } });
    expect(wrongKey.success).toBe(false);
    expect(fieldErrors(wrongKey.error!)['nastaveniData.odpovedi']).toEqual([messages.required]);
    expect(nastaveniBodySchema.safeParse({ klic: 'ZOBRAZENI', nastaveniData: settingDefaults.ZOBRAZENI }).success).toBe(true);
  });

  it('accepts a push subscription as PushSubscription.toJSON() gives it, keys with or without padding', () => {
    const p256dh = `B${'A'.repeat(86)}`;
    expect(
      pushOdberSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', klice: { p256dh, auth: 'A'.repeat(22) } }).success,
    ).toBe(true);
    expect(
      pushOdberSchema.safeParse({
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        klice: { p256dh: `${p256dh}=`, auth: `${'A'.repeat(22)}==` },
      }).success,
    ).toBe(true);
    expect(pushOdberSchema.safeParse({ endpoint: 'javascript:alert(1)', klice: { p256dh, auth: 'A'.repeat(22) } }).success).toBe(false);
  });
});
