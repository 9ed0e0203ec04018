import '../../components/form/dom-setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import type { StavPojistence } from '../../../../contract/status';
import type { Zadost } from '../../../../contract/insurance';

const answers = new Map<string, () => unknown>();
const call = vi.fn(async (definition: { id: string }) => {
  const answer = answers.get(definition.id);
  if (!answer) throw new Error(`unexpected call ${definition.id}`);
  return answer();
});
vi.mock('../../../../src/app/use-session', () => ({ useApi: () => ({ call }) }));

const { default: StatusCard } = await import('../../../../src/features/home/StatusCard');

vi.setConfig({ testTimeout: 20000 });
afterEach(cleanup);

const allWell: StavPojistence = {
  saldo: 0,
  poSplatnosti: 0,
  splatne: 0,
  nejblizsiSplatnost: null,
  platiSam: false,
  prehledOsvcRok: null,
  dalsiDavka: null,
  posledniTlak: null,
  prevence: null,
  prukazPlatnostDo: null,
  platceTyp: 'ZAMESTNAVATEL',
};
const adult = { narozen: '1986-03-14T00:00:00', typZastupce: 'SAM_NA_SEBE' };
const request = (id: number, typ: Zadost['typ'], stav: Zadost['stav'], datum: string): Zadost => ({
  id,
  typ,
  datum,
  stav,
  adresaOdeslani: null,
  popis: null,
});

function renderCard(person: { narozen: string | null; typZastupce: string | null } = adult) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <StatusCard pojistenecId="4100004" personName={null} person={person} onSettled={() => {}} />,
  });
  const router = createRouter({ routeTree: rootRoute.addChildren([home]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the start page's status card", () => {
  it('leads with each request that waits for the person, the longest waiting first, linking to its detail', async () => {
    answers.set('stavPojistence', () => allWell);
    answers.set('mojeZadosti', () => ({
      seznamZadosti: [
        request(31, 'PRUKAZ', 'CEKA_NA_DOKLADY', '2026-11-25T09:00:00.000Z'),
        request(30, 'PROGRAM', 'CEKA_NA_DOKLADY', '2026-11-20T09:00:00.000Z'),
        request(29, 'EHIC', 'VYRIZUJE_SE', '2026-11-19T09:00:00.000Z'),
      ],
    }));
    renderCard();
    const lines = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(lines[0].textContent).toContain('Čeká na vás: Čerpání zdravotního programu – doložte doklady');
    expect(lines[1].textContent).toContain('Čeká na vás: Nový průkaz pojištěnce – doložte doklady');
    const link = within(lines[0]).getByRole('link', {
      name: 'Doložit doklady: Čeká na vás: Čerpání zdravotního programu – doložte doklady',
    });
    expect(link.getAttribute('href')).toBe('/komunikace/moje-zadosti/30');
    expect(screen.queryByText(/Evropský průkaz/)).toBeNull();
  });

  it('shows the status alone when nothing waits, or when the requests cannot be read', async () => {
    answers.set('stavPojistence', () => allWell);
    answers.set('mojeZadosti', () => {
      throw new Error('offline');
    });
    renderCard();
    const list = await screen.findByRole('list');
    expect(list.textContent).toContain('Preventivní prohlídky máte v pořádku');
    expect(list.textContent).not.toContain('Čeká na vás');
  });

  it('for a child whose premium the state pays: says so, and asks for no blood pressure', async () => {
    answers.set('stavPojistence', () => ({ ...allWell, platceTyp: 'STAT' }));
    answers.set('mojeZadosti', () => ({ seznamZadosti: [] }));
    renderCard({ narozen: '2026-08-03T00:00:00', typZastupce: 'DITE' });
    const list = await screen.findByRole('list');
    expect(list.textContent).toContain('Pojistné za dítě platí stát');
    expect(list.textContent).not.toContain('Vše máte uhrazeno');
    expect(list.textContent).not.toContain('Krevní tlak');
  });

  it('an adult is asked for her blood pressure; an employee’s settled premium stays “Vše máte uhrazeno”', async () => {
    answers.set('stavPojistence', () => allWell);
    answers.set('mojeZadosti', () => ({ seznamZadosti: [] }));
    renderCard();
    const list = await screen.findByRole('list');
    expect(list.textContent).toContain('Vše máte uhrazeno');
    expect(list.textContent).toContain('Krevní tlak zatím nemáte zapsaný');
  });

  it('names each line’s text for the Element Timing API, by which the bench times the card’s first paint', async () => {
    answers.set('stavPojistence', () => allWell);
    answers.set('mojeZadosti', () => ({ seznamZadosti: [] }));
    renderCard();
    const lines = within(await screen.findByRole('list')).getAllByRole('listitem');
    for (const line of lines) expect(within(line).getByText(/\S/, { selector: '[elementtiming="status-card"]' })).toBeTruthy();
  });

  it('a check-up that can be booked says what to do and whom to call, not a state word, and is no alarm', async () => {
    const akce = 'Čas na preventivní prohlídku – objednejte se u MUDr. Alena Horáková (tel. +420 326 292 256)';
    answers.set('stavPojistence', () => ({
      ...allWell,
      prevence: {
        id: 'PRAKTICKY_LEKAR',
        nazev: 'Všeobecná',
        stavPopis: 'Platná do 1. 1. 2027',
        semafor: 'ZLUTA',
        naleh: 'LZE_OBJEDNAT',
        akce,
      },
    }));
    answers.set('mojeZadosti', () => ({ seznamZadosti: [] }));
    renderCard();
    const list = await screen.findByRole('list');
    const line = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(akce));
    expect(line).toBeDefined();
    expect(list.textContent).not.toContain('Platná do 1. 1. 2027');
    expect(
      within(line!)
        .getByRole('link', { name: `Zobrazit: ${akce}` })
        .getAttribute('href'),
    ).toBe('/moje-zdravi/moje-prevence/4100004/PRAKTICKY_LEKAR');
  });
});
