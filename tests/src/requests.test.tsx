import './components/form/dom-setup';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { AdresyOdpoved, EhicPrukaz } from '../../contract/insurance';
import { AddressChoice, defaultAddressChoice } from '../../src/features/requests/AddressChoice';
import { formatAddress, formatRequestDay } from '../../src/features/requests/api';
import { daysUntil } from '../../src/features/requests/CardPage';
import { groupCardNumber, InsuranceCard } from '../../src/features/requests/InsuranceCard';

afterEach(cleanup);

const NBSP = '\u00a0';
const home = { ulice: 'Jaselská 1123', obec: 'Mladá Boleslav', psc: '29301', stat: 'CZ' };
const onlyPermanent: AdresyOdpoved = { TRVALA_ADRESA: home, KONTAKTNI_ADRESA: null };

describe('request helpers', () => {
  it('groups the card number by four digits', () => {
    expect(groupCardNumber('80203000012345678901')).toBe('8020 3000 0123 4567 8901');
    expect(groupCardNumber('2090 0041 00001')).toBe('2090 0041 0000 1');
  });

  it('writes an address on one line with the postcode in two groups, the state only when foreign', () => {
    expect(formatAddress(home)).toBe('Jaselská 1123, 293 01 Mladá Boleslav');
    expect(formatAddress({ ulice: null, obec: 'Wien', psc: '1010', stat: 'Rakousko' })).toBe('1010 Wien, Rakousko');
  });

  it('shows the Prague calendar day of a request made after midnight Czech time', () => {
    // 23:30 UTC on 21 November is 00:30 on 22 November in Prague.
    expect(formatRequestDay('2026-11-21T23:30:00.000Z')).toBe(`22.${NBSP}11.${NBSP}2026`);
    expect(formatRequestDay('2026-11-21T00:00:00')).toBe(`21.${NBSP}11.${NBSP}2026`);
  });

  it('counts whole days to the expiry', () => {
    expect(daysUntil('2026-12-16T00:00:00', '2026-11-21')).toBe(25);
    expect(daysUntil('2026-11-20T00:00:00', '2026-11-21')).toBe(-1);
  });

  it('preselects the permanent address, the contact one when only that exists, nothing without any', () => {
    expect(defaultAddressChoice({ TRVALA_ADRESA: home, KONTAKTNI_ADRESA: home })).toBe('TRVALA_ADRESA');
    expect(defaultAddressChoice({ TRVALA_ADRESA: null, KONTAKTNI_ADRESA: home })).toBe('KONTAKTNI_ADRESA');
    expect(defaultAddressChoice({ TRVALA_ADRESA: null, KONTAKTNI_ADRESA: null })).toBe('');
  });
});

describe('the address choice', () => {
  function Harness({ adresy, initial = '' }: { adresy: AdresyOdpoved; initial?: string }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <AddressChoice value={value} onChange={setValue} adresy={adresy} required />
        <output data-testid="value">{value}</output>
      </>
    );
  }

  it('shows each address under its option and disables an option without an address, with a note', async () => {
    render(<Harness adresy={onlyPermanent} />);
    const group = screen.getByRole('radiogroup', { name: 'Adresa odeslání' });
    expect(group).toBeTruthy();
    const permanent = screen.getByRole('radio', { name: /Na trvalou adresu/ });
    const contact = screen.getByRole('radio', { name: /Na kontaktní adresu/ });
    expect(screen.getByText('Jaselská 1123, 293 01 Mladá Boleslav')).toBeTruthy();
    expect(screen.getByText('Adresu nemáte vyplněnou.')).toBeTruthy();
    expect((contact as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(permanent);
    expect(screen.getByTestId('value').textContent).toBe('TRVALA_ADRESA');
  });

  it('shows a message under the choice and marks it invalid', () => {
    render(<AddressChoice value="" onChange={() => {}} adresy={onlyPermanent} error={['Pole je povinné']} />);
    expect(screen.getByText('Pole je povinné')).toBeTruthy();
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the insurance card', () => {
  const card: EhicPrukaz = {
    drzitel: { jmeno: 'Jana', prijmeni: 'Dvořáková', narozen: '1986-03-14T00:00:00' },
    osobniCislo: '8653141002',
    cisloKarty: '20900041000010007919',
    instituce: { kod: '209', nazev: 'Zaměstnanecká pojišťovna Škoda' },
    platnostDo: '2028-01-28T00:00:00',
    posledniZadost: null,
  };

  it('lists the EHIC fields under the card heading', () => {
    render(<InsuranceCard card={card} headingId="karta" />);
    const section = screen.getByRole('region', { name: 'Evropský průkaz zdravotního pojištění' });
    const text = (section.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('Dvořáková');
    expect(text).toContain('14. 3. 1986');
    expect(text).toContain('8653141002');
    expect(text).toContain('209 – Zaměstnanecká pojišťovna Škoda');
    expect(text).toContain('2090 0041 0000 1000 7919');
    expect(text).toContain('Platnost do');
    expect(text).toContain('28. 1. 2028');
  });
});
