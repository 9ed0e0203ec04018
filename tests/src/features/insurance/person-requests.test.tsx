import '../../components/form/dom-setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, useParams } from '@tanstack/react-router';
import type { ZadostDetail } from '../../../../contract/communication';
import type { Zadost } from '../../../../contract/insurance';
import { ApiRequestError } from '../../../../src/lib/api-client';
import { toaster } from '../../../../src/components/ui/toaster';

// The api client and the person are replaced: each test sets the answers per call id.
const answers = new Map<string, (options: { params?: unknown; query?: unknown }) => unknown>();
const call = vi.fn(async (definition: { id: string }, options: { params?: unknown; query?: unknown } = {}) => {
  const answer = answers.get(definition.id);
  if (!answer) throw new Error(`unexpected call ${definition.id}`);
  return answer(options);
});
const upload = vi.fn<(definition: { id: string }, form: FormData, options: { params?: unknown }) => Promise<unknown>>();
vi.mock('../../../../src/app', () => ({
  useApi: () => ({ call, upload }),
  useRepresentedPerson: () => ({ setReadOnly: () => {} }),
}));
vi.mock('../../../../src/app/person', () => ({
  useHealthPerson: () => ({ pojistenecId: '4100004', readOnly: false, name: 'Jana Dvořáková', rodneCislo: null, viewer: 'POJISTENEC' }),
}));

const { MyRequestsPage } = await import('../../../../src/features/insurance/MyRequestsPage');
const { RequestDetailPage } = await import('../../../../src/features/insurance/RequestDetailPage');

vi.setConfig({ testTimeout: 20000 });

function renderAt(path: string) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/komunikace/moje-zadosti/', component: MyRequestsPage }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/komunikace/moje-zadosti/$id',
      component: function Detail() {
        const { id } = useParams({ strict: false }) as { id: string };
        return <RequestDetailPage id={id} />;
      },
    }),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    trailingSlash: 'preserve',
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const claim: Zadost = {
  id: 12,
  typ: 'PROGRAM',
  datum: '2026-11-20T09:00:00.000Z',
  stav: 'CEKA_NA_DOKLADY',
  adresaOdeslani: null,
  popis: 'Očkování',
};
const card: Zadost = {
  id: 13,
  typ: 'PRUKAZ',
  datum: '2026-11-25T09:00:00.000Z',
  stav: 'VYRIZUJE_SE',
  adresaOdeslani: 'TRVALA_ADRESA',
  popis: null,
};
const asked = 'Doložte prosím lékařskou zprávu o očkování.';
const waiting: ZadostDetail = {
  zadost: claim,
  polozky: [{ nazev: 'Program', hodnota: 'Očkování' }],
  prilohy: [],
  historie: [
    { stav: 'PRIJATO', datum: '2026-11-20T09:00:00.000Z', poznamka: 'Žádost jsme přijali a zaevidovali.', akce: null, kdo: null },
    { stav: 'VYRIZUJE_SE', datum: '2026-11-21T08:00:00.000Z', poznamka: '', akce: 'PREVZIT', kdo: 'Eva Malá, Referent' },
    { stav: 'CEKA_NA_DOKLADY', datum: '2026-11-21T08:10:00.000Z', poznamka: asked, akce: 'VYZADAT_DOKLADY', kdo: 'Eva Malá, Referent' },
  ],
  vlakno: null,
};
const sent: ZadostDetail = {
  ...waiting,
  zadost: { ...claim, stav: 'VYRIZUJE_SE' },
  prilohy: [{ id: 40, nazev: 'zprava.pdf', velikost: 1000, evidence: 'PROGRAM' }],
  historie: [
    ...waiting.historie,
    { stav: 'VYRIZUJE_SE', datum: '2026-12-03T10:00:00.000Z', poznamka: 'Zpráva z 2. 12.', akce: 'DOLOZIT_DOKLADY', kdo: 'Jana Dvořáková' },
  ],
};

beforeEach(() => {
  answers.clear();
  call.mockClear();
  upload.mockReset();
  toaster.remove();
});
afterEach(() => {
  cleanup();
  toaster.remove();
});

const pdf = () => new File(['%PDF-1.4'], 'zprava.pdf', { type: 'application/pdf' });

describe("'Čeká na vás' in Moje žádosti", () => {
  it('puts the requests that wait for the person on top, with what the insurer asked for and a way to add it', async () => {
    answers.set('mojeZadosti', () => ({ seznamZadosti: [card, claim] }));
    answers.set('mojeZadostiDetail', () => waiting);
    renderAt('/komunikace/moje-zadosti/');

    const section = await screen.findByRole('region', { name: 'Čeká na vás' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]).getByRole('heading', { level: 3 }).textContent).toBe('Čerpání zdravotního programu – Očkování');
    expect(await within(items[0]).findByText(asked)).toBeTruthy();
    const link = within(items[0]).getByRole('link', { name: 'Doložit doklady: Čerpání zdravotního programu' });
    expect(link.getAttribute('href')).toBe('/komunikace/moje-zadosti/12');
    // Only the waiting request's detail is asked for; every request stays in the list below.
    expect(call.mock.calls.filter(([definition]) => definition.id === 'mojeZadostiDetail')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Moje žádosti' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('is not there when nothing waits for the person', async () => {
    answers.set('mojeZadosti', () => ({ seznamZadosti: [card] }));
    renderAt('/komunikace/moje-zadosti/');
    expect(await screen.findByRole('list', { name: 'Moje žádosti' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Čeká na vás' })).toBeNull();
  });
});

describe("a request's detail", () => {
  it('shows the timeline: each step, when, who, the state it led to and the note', async () => {
    answers.set('mojeZadostiDetail', () => sent);
    renderAt('/komunikace/moje-zadosti/12');
    const timeline = await screen.findByRole('region', { name: 'Průběh vyřízení' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual(['Přijato', 'Převzít', 'Vyžádat doklady', 'Doložit doklady']);
    expect(steps[2].textContent).toMatch(/21\.\s11\.\s2026\s9:10/);
    expect(steps[2].textContent).toContain('Eva Malá, Referent');
    expect(steps[2].textContent).toContain('Stav: Čeká na doklady');
    expect(steps[2].textContent).toContain(asked);
    expect(steps[3].textContent).toContain('Jana Dvořáková');
    // A request that does not wait for the person offers nothing to add.
    expect(screen.queryByRole('region', { name: 'Doložit doklady' })).toBeNull();
  });

  it("refuses to send without a file with the contract's message, then sends the file and the note and shows the new state", async () => {
    const user = userEvent.setup();
    answers.set('mojeZadostiDetail', () => waiting);
    upload.mockResolvedValue(sent);
    renderAt('/komunikace/moje-zadosti/12');

    const section = await screen.findByRole('region', { name: 'Doložit doklady' });
    expect(within(section).getByText(asked)).toBeTruthy();
    const submit = await within(section).findByRole('button', { name: 'Odeslat doklady' });
    await user.click(submit);
    expect(await within(section).findByText('Přiložte alespoň jeden doklad.')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    await user.upload(within(section).getByTestId('attachment-input'), pdf());
    await user.type(within(section).getByRole('textbox', { name: /Poznámka pro pojišťovnu/ }), 'Zpráva z 2. 12.');
    await user.click(within(section).getByRole('button', { name: 'Odeslat doklady' }));

    expect(await within(section).findByText('Doklady jsme přijali. Žádost teď znovu vyřizujeme.')).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);
    const [definition, form, options] = upload.mock.calls[0];
    expect(definition.id).toBe('mojeZadostiDoklady');
    expect(options.params).toEqual({ pojistenecId: '4100004', id: '12' });
    expect(form.get('poznamka')).toBe('Zpráva z 2. 12.');
    expect((form.getAll('prilohaVlozit[]') as File[]).map((file) => file.name)).toEqual(['zprava.pdf']);
    const summary = screen.getByRole('region', { name: 'Očkování' });
    expect(within(summary).getByText('Vyřizuje se')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Průběh vyřízení' });
    expect(within(timeline).getAllByRole('listitem').at(-1)?.textContent).toContain('Doložit doklady');
    expect(within(section).queryByRole('button', { name: 'Odeslat doklady' })).toBeNull();
  });

  it("shows the server's message when the request no longer waits, and offers no retry", async () => {
    const user = userEvent.setup();
    let current = waiting;
    answers.set('mojeZadostiDetail', () => current);
    upload.mockImplementation(async () => {
      current = { ...waiting, zadost: { ...claim, stav: 'ZAMITNUTO' } };
      throw new ApiRequestError({
        status: 409,
        kind: 'http',
        message: 'Žádost už na doklady nečeká.',
        body: { status: 409, typ: 'KONFLIKT', detail: 'Žádost už na doklady nečeká.', chybaId: 'x1' },
      });
    });
    renderAt('/komunikace/moje-zadosti/12');
    const section = await screen.findByRole('region', { name: 'Doložit doklady' });
    await user.upload(await within(section).findByTestId('attachment-input'), pdf());
    await user.click(within(section).getByRole('button', { name: 'Odeslat doklady' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('Žádost už na doklady nečeká.');
    expect(within(section).queryByRole('button', { name: /Zkusit znovu|Odeslat doklady/ })).toBeNull();
    expect(await screen.findByText('Zamítnuto')).toBeTruthy();
  });
});
