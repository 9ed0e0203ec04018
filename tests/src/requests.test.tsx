import './components/form/dom-setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { cardReasonLabels, cardReasons, zadostPrukazBodySchema, type AdresyOdpoved, type EhicPrukaz } from '../../contract/insurance';
import { FormField, RadioGroup } from '../../src/components/form';
import { DeliveryRequestWizard } from '../../src/features/requests/DeliveryRequestWizard';
import { AddressChoice, defaultAddressChoice } from '../../src/features/requests/AddressChoice';
import { formatAddress, formatRequestDay } from '../../src/features/requests/api';
import { daysUntil } from '../../src/features/requests/CardPage';
import { groupCardNumber, InsuranceCard } from '../../src/features/requests/InsuranceCard';

// The api client answers the addresses; the person switch is not part of these tests.
const call = vi.fn(async (definition: { id: string }) => {
  if (definition.id === 'adresy') return onlyPermanent;
  throw new Error(`unexpected call ${definition.id}`);
});
vi.mock('../../src/app', async (importOriginal) => ({ ...(await importOriginal<object>()), useApi: () => ({ call }) }));
vi.mock('../../src/app/person-page', async (importOriginal) => ({ ...(await importOriginal<object>()), useLockPersonSwitch: () => {} }));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

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

describe('a request wizard', () => {
  const reasonOptions = cardReasons.map((reason) => ({ value: reason, label: cardReasonLabels[reason] }));
  const submit = vi.fn();

  function renderWizard(initialEntry = '/moje-zdravi/ehic/novy-prukaz/') {
    const wizard = () => (
      <DeliveryRequestWizard
        person={{ pojistenecId: '4100001', name: 'Jana Dvořáková', readOnly: false, rodneCislo: null, viewer: 'POJISTENEC' } as never}
        requestType="PRUKAZ"
        chooseHeading="Nový průkaz"
        schema={zadostPrukazBodySchema}
        extraValues={{ prukazDuvodKod: '' }}
        extraFields={(form) => (
          <FormField form={form} name="prukazDuvodKod">
            {(field) => <RadioGroup {...field} label="Důvod" options={reasonOptions} />}
          </FormField>
        )}
        extraReview={(values) => [{ term: 'Důvod', value: cardReasonLabels[values.prukazDuvodKod as keyof typeof cardReasonLabels] }]}
        submit={submit}
      />
    );
    const rootRoute = createRootRoute({ component: () => <Outlet /> });
    const routes = [
      createRoute({ getParentRoute: () => rootRoute, path: '/moje-zdravi/ehic/novy-prukaz/', component: wizard }),
      createRoute({ getParentRoute: () => rootRoute, path: '/komunikace/moje-zadosti/', component: () => <p>žádosti</p> }),
    ];
    const router = createRouter({
      routeTree: rootRoute.addChildren(routes),
      trailingSlash: 'preserve',
      history: createMemoryHistory({ initialEntries: [initialEntry] }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it('keeps the step in the URL: Back from the review returns to the choice with its values; a reload resumes the review', async () => {
    const router = renderWizard();
    await userEvent.click(await screen.findByRole('radio', { name: 'Ztráta průkazu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(await screen.findByRole('heading', { name: 'Zkontrolujte žádost' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({ krok: 'kontrola' }));
    expect(JSON.parse(sessionStorage.getItem('zk.koncept.zadost-PRUKAZ.4100001')!).values).toEqual({
      prukazDuvodKod: 'ZTRATA',
      adresaOdeslani: 'TRVALA_ADRESA',
    });

    router.history.back();
    expect(await screen.findByRole('heading', { name: 'Nový průkaz' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Ztráta průkazu' }) as HTMLInputElement).checked).toBe(true);
    cleanup();

    // A reload of the review's address: the kept values open it again; nothing was sent.
    renderWizard('/moje-zdravi/ehic/novy-prukaz/?krok=kontrola');
    expect(await screen.findByRole('heading', { name: 'Zkontrolujte žádost' })).toBeTruthy();
    expect(screen.getByText('Ztráta průkazu')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('the review address without kept values opens the choice', async () => {
    const router = renderWizard('/moje-zdravi/ehic/novy-prukaz/?krok=kontrola');
    expect(await screen.findByRole('heading', { name: 'Nový průkaz' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});
