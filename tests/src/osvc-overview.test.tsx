import './components/form/dom-setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import type { PrehledOsvcSeznam } from '../../contract/insurance';
import { toaster } from '../../src/components/ui/toaster';

// The api client and the person are replaced: each test sets the answers per call id.
const answers = new Map<string, (options: { params?: unknown; body?: unknown }) => unknown>();
const call = vi.fn(async (definition: { id: string }, options: { params?: unknown; body?: unknown } = {}) => {
  const answer = answers.get(definition.id);
  if (!answer) throw new Error(`unexpected call ${definition.id}`);
  return answer(options);
});
const download = vi.fn(async (_definition: { id: string }, _options: { params?: unknown; body?: unknown }) => ({
  blob: new Blob(['%PDF-1.7']),
  fileName: null,
}));
vi.mock('../../src/app', () => ({ useApi: () => ({ call, download }) }));
vi.mock('../../src/app/person', () => ({
  useHealthPerson: () => ({ pojistenecId: '4100004', readOnly: false, name: 'Petr Novotný', rodneCislo: null, viewer: 'POJISTENEC' }),
}));
vi.mock('../../src/app/person-page', () => ({ useLockPersonSwitch: () => {} }));

const { OsvcOverviewPage } = await import('../../src/features/osvc/OsvcOverviewPage');

vi.setConfig({ testTimeout: 20000 });

function renderPage(initialEntry = '/moje-pojisteni/platby-pojistneho/prehled-osvc/') {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/moje-pojisteni/platby-pojistneho/prehled-osvc/', component: OsvcOverviewPage }),
    createRoute({ getParentRoute: () => rootRoute, path: '/moje-pojisteni/uhrada-pojistneho/', component: () => <p>úhrada</p> }),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    trailingSlash: 'preserve',
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const prehled2024 = {
  rok: 2024,
  priznaniTyp: 'STANDARDNE',
  preplatekVraceni: 'NEPOZADOVANO',
  radek03: 540000,
  radek04: 12,
  radek05: 12,
  radek06: 0,
  radek41: 35616,
};
const petr: PrehledOsvcSeznam = {
  roky: [
    { rok: 2025, stav: 'LZE_PODAT', mesicuOsvc: 12, zalohyUhrazeno: 37716 },
    { rok: 2024, stav: 'LZE_PODAT', mesicuOsvc: 12, zalohyUhrazeno: 35616 },
    { rok: 2021, stav: 'NEPOJISTEN', mesicuOsvc: 0, zalohyUhrazeno: 0 },
  ],
  seznamPrehledu: [
    {
      id: 3,
      rok: 2024,
      typPrehledu: 'OPRAVNY',
      platny: true,
      podano: '2025-04-22T09:15:00',
      prehled: prehled2024,
      vypocet: { radek09: 0, radek14: 270000, radek16: 36450, vyrovnani: -834, radek51: 3038, kroky: [] },
    },
  ],
  pohlavi: 'M',
};

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  answers.clear();
  call.mockClear();
  download.mockClear();
  toaster.remove();
});

describe('Přehled OSVČ', () => {
  it('tells a person who has never been self-employed so, with no way to file', async () => {
    answers.set('prehledOsvcSeznam', () => ({
      roky: [
        { rok: 2025, stav: 'NENI_OSVC', mesicuOsvc: 0, zalohyUhrazeno: 0 },
        { rok: 2024, stav: 'NEPOJISTEN', mesicuOsvc: 0, zalohyUhrazeno: 0 },
      ],
      seznamPrehledu: [],
      pohlavi: 'Z',
    }));
    renderPage();
    expect(await screen.findByText('Nejste evidován jako OSVČ.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Podat přehled' })).toBeNull();
  });

  it('lists the filed overviews and downloads the PDF of the stored overview', async () => {
    answers.set('prehledOsvcSeznam', () => petr);
    renderPage();
    const item = (await screen.findByRole('heading', { name: 'Přehled za rok 2024' })).closest('li')!;
    const card = within(item as HTMLElement);
    expect(card.getByText('22. 4. 2025')).toBeTruthy();
    expect(card.getByText('Opravný')).toBeTruthy();
    expect(card.getByText('Platný')).toBeTruthy();
    expect(card.getByText('36 450 Kč')).toBeTruthy();
    expect(card.getByText('Nedoplatek 834 Kč')).toBeTruthy();
    await userEvent.click(card.getByRole('button', { name: /^Stáhnout PDF přehledu za rok 2024 podaného 22\.\s4\.\s2025$/ }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(download.mock.calls[0][0].id).toBe('prehledOSVCPdf');
    expect(download.mock.calls[0][1]).toEqual({ params: { pojistenecId: '4100004' }, body: prehled2024 });
    await waitFor(() => expect(toaster.getVisibleToasts().map((toast) => String(toast.title))).toContain('Soubor byl stažen.'));
  });

  it("opens the wizard: a year that cannot be filed is disabled with its reason; 'Zpět' keeps the year chosen", async () => {
    answers.set('prehledOsvcSeznam', () => petr);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Podat přehled' }));
    // the wizard is a lazily loaded chunk: its first appearance waits for the import, which on a busy machine takes over a second
    expect(await screen.findByText('Krok 1 ze 6', {}, { timeout: 15_000 })).toBeTruthy();
    const heading = screen.getByRole('heading', { name: 'Rok přehledu' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const notInsured = screen.getByRole('radio', { name: '2021 – V daném roce jste nebyl pojištěncem.' });
    expect((notInsured as HTMLInputElement).disabled).toBe(true);

    // Nothing chosen: the step stays with the contract's message.
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(await screen.findByText('Pole je povinné')).toBeTruthy();
    expect(screen.getByText('Krok 1 ze 6')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: '2025' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(await screen.findByText('Krok 2 ze 6')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Daňové přiznání' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Podávám daňové přiznání elektronicky' }));
    expect(await screen.findByLabelText(/Datum podání daňového přiznání/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Zpět' }));
    expect(await screen.findByText('Krok 1 ze 6')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '2025' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat' }));
    // The tax-return type chosen before Back is still there.
    expect(((await screen.findByRole('radio', { name: 'Podávám daňové přiznání elektronicky' })) as HTMLInputElement).checked).toBe(true);
    // Only the list was loaded: nothing is sent before the review.
    expect(call.mock.calls.map(([definition]) => definition.id)).toEqual(['prehledOsvcSeznam']);
  });

  it("keeps the step in the URL: the browser's Back returns to the previous step with its values", async () => {
    answers.set('prehledOsvcSeznam', () => petr);
    const router = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Podat přehled' }));
    // the wizard is a lazily loaded chunk: its first appearance waits for the import, which on a busy machine takes over a second
    expect(await screen.findByText('Krok 1 ze 6', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({ krok: 'rok' }));
    await userEvent.click(screen.getByRole('radio', { name: '2025' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pokračovat' }));
    expect(await screen.findByText('Krok 2 ze 6')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({ krok: 'priznani' }));
    // Typed, not sent with 'Pokračovat': kept all the same.
    await userEvent.click(screen.getByRole('radio', { name: 'Podávám daňové přiznání elektronicky' }));

    router.history.back();
    expect(await screen.findByText('Krok 1 ze 6')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '2025' }) as HTMLInputElement).checked).toBe(true);
    router.history.forward();
    expect(await screen.findByText('Krok 2 ze 6')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Podávám daňové přiznání elektronicky' }) as HTMLInputElement).checked).toBe(true);
    // The draft is in session storage under the flow and the person.
    const stored = JSON.parse(sessionStorage.getItem('zk.koncept.prehledOsvc.4100004')!);
    expect(stored.draft.rok).toBe(2025);

    // Back past the first step: the list.
    router.history.back();
    router.history.back();
    expect(await screen.findByRole('button', { name: 'Podat přehled' })).toBeTruthy();
  });

  it("a reload resumes the URL's step with the kept draft; a step the draft does not allow falls back", async () => {
    answers.set('prehledOsvcSeznam', () => petr);
    const draft = { rok: 2025, radek04: 12, radek05: 12, radek41: 37716 };
    sessionStorage.setItem(
      'zk.koncept.prehledOsvc.4100004',
      JSON.stringify({ draft, unsaved: { step: 'taxReturn', values: { priznaniTyp: 'ELEKTRONICKY' } } }),
    );
    renderPage('/moje-pojisteni/platby-pojistneho/prehled-osvc/?krok=priznani');
    expect(await screen.findByText('Krok 2 ze 6')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Podávám daňové přiznání elektronicky' }) as HTMLInputElement).checked).toBe(true);
    cleanup();

    // The review needs a complete draft: the first step that is not right opens, and the URL says so.
    const again = renderPage('/moje-pojisteni/platby-pojistneho/prehled-osvc/?krok=souhrn');
    expect(await screen.findByText('Krok 2 ze 6')).toBeTruthy();
    await waitFor(() => expect(again.state.location.search).toEqual({ krok: 'priznani' }));
  });

  it('without a kept draft the wizard starts at the first step', async () => {
    answers.set('prehledOsvcSeznam', () => petr);
    const router = renderPage('/moje-pojisteni/platby-pojistneho/prehled-osvc/?krok=radky');
    expect(await screen.findByText('Krok 1 ze 6')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toEqual({ krok: 'rok' }));
  });
});
