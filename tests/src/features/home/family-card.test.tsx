import '../../components/form/dom-setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import type { RodinaPrehled } from '../../../../contract/family';

const call = vi.fn(async () => overview);
vi.mock('../../../../src/app/use-session', () => ({ useApi: () => ({ call }) }));

const select = vi.fn();
let readOnly = false;
const persons = [
  {
    pojistenecId: 4100001,
    pojistenec: { jmeno: 'Jana', prijmeni: 'Dvořáková' },
    typZastupce: 'SAM_NA_SEBE',
    narozen: '1986-03-14T00:00:00',
  },
  { pojistenecId: 4100002, pojistenec: { jmeno: 'Tereza', prijmeni: 'Dvořáková' }, typZastupce: 'DITE', narozen: '2015-09-02T00:00:00' },
  { pojistenecId: 4100009, pojistenec: { jmeno: 'Adam', prijmeni: 'Dvořák' }, typZastupce: 'DITE', narozen: '2026-08-03T00:00:00' },
];
vi.mock('../../../../src/app/use-represented-person', () => ({
  useRepresentedPerson: () => ({ persons, currentIndex: 0, current: persons[0], readOnly, select }),
}));

const { default: FamilyCard } = await import('../../../../src/features/home/FamilyCard');

vi.setConfig({ testTimeout: 20000 });
afterEach(() => {
  cleanup();
  select.mockReset();
  readOnly = false;
});

const overview: RodinaPrehled = {
  seznamOsob: [
    { pojistenecId: 4100001, jmeno: 'Jana', prijmeni: 'Dvořáková', typZastupce: 'SAM_NA_SEBE', vek: 40, polozky: [] },
    { pojistenecId: 4100002, jmeno: 'Tereza', prijmeni: 'Dvořáková', typZastupce: 'DITE', vek: 11, polozky: [] },
    {
      pojistenecId: 4100009,
      jmeno: 'Adam',
      prijmeni: 'Dvořák',
      typZastupce: 'DITE',
      vek: 0,
      polozky: [
        {
          druh: 'PREVENCE',
          naleh: 'TED',
          nazev: 'Čas na preventivní prohlídku – objednejte se u MUDr. Petra Nováková',
          datum: '2026-12-03T00:00:00',
          odkaz: 'PRAKTICKY_LEKAR_DETI',
        },
        { druh: 'ZPRAVY', naleh: 'TED', nazev: '1 nepřečtená zpráva', datum: null, odkaz: null },
      ],
    },
  ],
};

function renderCard() {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <FamilyCard exceptId={4100001} /> });
  const router = createRouter({ routeTree: rootRoute.addChildren([home]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the start page's 'Rodina' block", () => {
  it('lists the other persons, each item a link to its screen that switches to that person first', async () => {
    renderCard();
    const region = await screen.findByRole('region', { name: 'Rodina' });
    await within(region).findByRole('heading', { level: 3, name: 'Adam Dvořák' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Tereza Dvořáková', 'Adam Dvořák']);
    // A person with nothing due says so in plain Czech.
    expect(region.textContent).toContain('Nic teď nečeká.');
    const checkUp = within(region).getByRole('link', { name: /^Adam Dvořák: Čas na preventivní prohlídku/ });
    expect(checkUp.getAttribute('href')).toBe('/moje-zdravi/moje-prevence/4100009/PRAKTICKY_LEKAR_DETI');
    expect(within(region).getByRole('link', { name: 'Adam Dvořák: 1 nepřečtená zpráva' }).getAttribute('href')).toMatch(
      /^\/komunikace\/upozorneni\/?$/,
    );
    fireEvent.click(checkUp);
    expect(select).toHaveBeenCalledWith(2);
  });

  it('while switching is locked, the items are plain text and the block says why', async () => {
    readOnly = true;
    renderCard();
    const region = await screen.findByRole('region', { name: 'Rodina' });
    await within(region).findByText(/^Čas na preventivní prohlídku/);
    expect(within(region).queryAllByRole('link')).toHaveLength(0);
    expect(region.textContent).toContain('dokončete nebo zavřete rozpracovaný formulář');
  });
});
