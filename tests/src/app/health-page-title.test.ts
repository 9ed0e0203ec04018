import { describe, expect, it } from 'vitest';
import { healthPageTitle } from '../../../src/app/person-page';

describe('healthPageTitle (issue 16 §10)', () => {
  it('names the patient for a doctor, without "my"', () => {
    expect(healthPageTitle('Moje anamnéza', { viewer: 'LEKAR', name: 'Jana Dvořáková' })).toBe('Anamnéza – Jana Dvořáková');
    expect(healthPageTitle('Moje dokumenty', { viewer: 'LEKAR', name: 'Jana Dvořáková' })).toBe('Dokumenty – Jana Dvořáková');
    expect(healthPageTitle('Očkování', { viewer: 'LEKAR', name: 'Josef Král' })).toBe('Očkování – Josef Král');
  });

  it('keeps the insured person’s title, and a doctor’s until the patient’s name is known', () => {
    expect(healthPageTitle('Moje anamnéza', { viewer: 'POJISTENEC', name: 'Jana Dvořáková' })).toBe('Moje anamnéza');
    expect(healthPageTitle('Moje anamnéza', { viewer: 'LEKAR', name: null })).toBe('Moje anamnéza');
  });
});
