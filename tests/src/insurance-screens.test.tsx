import './components/form/dom-setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, useParams } from '@tanstack/react-router';
import type { MojePojistneOdpoved, PojistneUhradaOdpoved, PojistneUhradaQrOdpoved, Zadost } from '../../contract/insurance';
import { ApiRequestError } from '../../src/lib/api-client';
import { toaster } from '../../src/components/ui/toaster';

// The api client and the person are replaced: each test sets the answers per call id.
const answers = new Map<string, (options: { params?: unknown; query?: unknown }) => unknown>();
const call = vi.fn(async (definition: { id: string }, options: { params?: unknown; query?: unknown } = {}) => {
  const answer = answers.get(definition.id);
  if (!answer) throw new Error(`unexpected call ${definition.id}`);
  return answer(options);
});
vi.mock('../../src/app', () => ({ useApi: () => ({ call }) }));
vi.mock('../../src/app/person', () => ({
  useHealthPerson: () => ({ pojistenecId: '4100004', readOnly: false, name: 'Petr Novotný', rodneCislo: null, viewer: 'POJISTENEC' }),
}));

const { MyInsurancePage } = await import('../../src/features/insurance/MyInsurancePage');
const { PaymentsPage } = await import('../../src/features/insurance/PaymentsPage');
const { PayPremiumPage } = await import('../../src/features/insurance/PayPremiumPage');
const { MyRequestsPage } = await import('../../src/features/insurance/MyRequestsPage');

vi.setConfig({ testTimeout: 20000 });

// Amounts carry U+00A0; Testing Library's text matching reads it as a space, accessible names and values do not.
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

function renderAt(path: string) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const routes = [
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/moje-pojisteni/{-$rok}',
      component: function Insurance() {
        const { rok } = useParams({ strict: false }) as { rok?: string };
        return <MyInsurancePage rok={rok === undefined ? undefined : Number(rok)} />;
      },
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/moje-pojisteni/platby-pojistneho/{-$typ}/{-$rok}',
      component: function Payments() {
        const { typ, rok } = useParams({ strict: false }) as { typ?: 'OSVC' | 'OBZP'; rok?: string };
        return <PaymentsPage typ={typ} rok={rok === undefined ? undefined : Number(rok)} />;
      },
    }),
    createRoute({ getParentRoute: () => rootRoute, path: '/moje-pojisteni/uhrada-pojistneho/', component: () => <PayPremiumPage /> }),
    createRoute({ getParentRoute: () => rootRoute, path: '/komunikace/moje-zadosti/', component: MyRequestsPage }),
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

const petr: MojePojistneOdpoved = {
  pojistenec: { jmeno: 'Petr', prijmeni: 'Novotný', cisloPojistence: '7506082111' },
  kategorie: 'OSVC',
  pojistenOd: '2022-01-01T00:00:00',
  platceTyp: 'POJISTENEC',
  platceNazev: null,
  saldo: -3306,
  saldoKDatu: '2025-11-21T00:00:00',
  poSplatnosti: 0,
  splatne: 3306,
  nejblizsiSplatnost: '2025-12-08T00:00:00',
  polozky: [
    {
      id: 'ZALOHA_OSVC:2025-10',
      druh: 'ZALOHA_OSVC',
      nazev: 'Záloha OSVČ za říjen 2025',
      obdobi: '2025-10',
      castka: 3306,
      zbyva: 0,
      splatnost: '2025-11-08T00:00:00',
      stav: 'UHRAZENO',
      variabilniSymbol: '7506082111',
      specifickySymbol: null,
    },
    {
      id: 'ZALOHA_OSVC:2025-11',
      druh: 'ZALOHA_OSVC',
      nazev: 'Záloha OSVČ za listopad 2025',
      obdobi: '2025-11',
      castka: 3306,
      zbyva: 3306,
      splatnost: '2025-12-08T00:00:00',
      stav: 'SPLATNE',
      variabilniSymbol: '7506082111',
      specifickySymbol: null,
    },
  ],
  variabilniSymbol: '7506082111',
  osvc: true,
  platiSam: true,
  roky: [2025, 2024],
};

const years = {
  seznamRoku: [
    {
      rok: 2025,
      obdobi: [{ datumOd: '2022-01-01T00:00:00', datumDo: null, kategorie: 'OSVC', platceTyp: 'POJISTENEC', platceNazev: null }],
      predpis: 36366,
      uhrazeno: 33060,
      saldo: -3306,
    },
    {
      rok: 2024,
      obdobi: [
        {
          datumOd: '2020-01-01T00:00:00',
          datumDo: '2024-03-31T00:00:00',
          kategorie: 'ZAMESTNANEC',
          platceTyp: 'ZAMESTNAVATEL',
          platceNazev: 'ŠKODA AUTO a.s.',
        },
        { datumOd: '2024-04-01T00:00:00', datumDo: null, kategorie: 'OSVC', platceTyp: 'POJISTENEC', platceNazev: null },
      ],
      predpis: 0,
      uhrazeno: 0,
      saldo: 0,
    },
  ],
};

beforeEach(() => {
  answers.clear();
  call.mockClear();
  toaster.remove();
});
afterEach(() => {
  cleanup();
  toaster.remove();
});

describe('Moje pojištění', () => {
  it('shows the state today: what is owed and not due with its due date, the items and a link to pay each, then the newest year', async () => {
    answers.set('mojePojistne', () => petr);
    answers.set('mojePojistneRok', () => years);
    renderAt('/moje-pojisteni/');

    expect(await screen.findByText('Osoba samostatně výdělečně činná', { selector: '[data-category]' })).toBeTruthy();
    expect(screen.getByText('750608/2111')).toBeTruthy();
    expect(screen.getByText('1. 1. 2022', { selector: 'time' })).toBeTruthy();
    // Owed but not due is no arrears (issue 33): the amount with its due date.
    expect(screen.getByText('Nic nemáte po splatnosti. 3 306 Kč je splatných do 8. 12. 2025.')).toBeTruthy();
    expect(screen.getByText('Splatné do 8. 12. 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zaplatit pojistné' }).getAttribute('href')).toBe('/moje-pojisteni/uhrada-pojistneho/');
    // 'Z čeho se skládá': the open item with its own 'Zaplatit'.
    expect(screen.getByRole('heading', { level: 3, name: 'Z čeho se skládá' })).toBeTruthy();
    expect(screen.getByText('splatné do 8. 12. 2025 · splatné')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zaplatit: Záloha OSVČ za listopad 2025' }).getAttribute('href')).toBe(
      '/moje-pojisteni/uhrada-pojistneho/?polozka=ZALOHA_OSVC%3A2025-11',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Pojištění v roce 2025' })).toBeTruthy();
    expect(await screen.findByText('36 366 Kč')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Přehled OSVČ' }).getAttribute('href')).toBe('/moje-pojisteni/platby-pojistneho/prehled-osvc/');
  });

  it('overdue items are arrears: the sentence says so and the link pays everything overdue together', async () => {
    answers.set('mojePojistne', () => ({
      ...petr,
      saldo: -6612,
      poSplatnosti: 3306,
      polozky: petr.polozky.map((item) => (item.obdobi === '2025-10' ? { ...item, zbyva: 3306, stav: 'PO_SPLATNOSTI' as const } : item)),
    }));
    answers.set('mojePojistneRok', () => years);
    renderAt('/moje-pojisteni/');
    expect(
      await screen.findByText('Po splatnosti máte 3 306 Kč, uhraďte je prosím co nejdříve. Dalších 3 306 Kč je splatných do 8. 12. 2025.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zaplatit nedoplatek pojistného' }).getAttribute('href')).toBe(
      '/moje-pojisteni/uhrada-pojistneho/?typ=DLUH',
    );
    expect(screen.getByText('splatné do 8. 11. 2025 · po splatnosti')).toBeTruthy();
  });

  it('changes the year through the URL', async () => {
    answers.set('mojePojistne', () => ({ ...petr, saldo: 0, splatne: 0, nejblizsiSplatnost: null, polozky: [] }));
    answers.set('mojePojistneRok', () => years);
    const router = renderAt('/moje-pojisteni/');
    expect(await screen.findByText('Vše máte uhrazeno')).toBeTruthy();

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Rok' }), '2024');
    await waitFor(() => expect(router.state.location.pathname).toBe('/moje-pojisteni/2024'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pojištění v roce 2024' })).toBeTruthy();
    const periods = screen.getByRole('list', { name: 'Pojištění v roce 2024' });
    expect(within(periods).getByText('Plátce pojistného: Zaměstnavatel – ŠKODA AUTO a.s.')).toBeTruthy();
    expect(within(periods).getByText('Zaměstnanec')).toBeTruthy();
  });
});

describe('Platby pojistného', () => {
  it('tells an employee that the employer pays', async () => {
    answers.set('mojePojistne', () => ({
      ...petr,
      kategorie: 'ZAMESTNANEC',
      platceTyp: 'ZAMESTNAVATEL',
      platceNazev: 'ŠKODA AUTO a.s.',
      osvc: false,
      platiSam: false,
      saldo: 0,
    }));
    answers.set('mojePojistnePlatby', () => ({ seznam: [] }));
    renderAt('/moje-pojisteni/platby-pojistneho/');
    expect(await screen.findByText('Pojistné za vás platí zaměstnavatel.')).toBeTruthy();
  });

  it("lists the newest year's payments with the total and the due", async () => {
    answers.set('mojePojistne', () => petr);
    answers.set('mojePojistnePlatby', () => ({ seznam: [{ rok: 2025, typOsoby: 'OSVC', pocet: 2, soucet: 6286 }] }));
    answers.set('mojePojistnePlatbyRok', () => ({
      rok: 2025,
      typOsoby: 'OSVC',
      platby: [
        {
          id: 1,
          datum: '2025-01-20T00:00:00',
          castka: 3143,
          obdobi: '2025-01',
          typUhradyKod: 'ZALOHA_OSVC',
          variabilniSymbol: '7506082111',
        },
        {
          id: 2,
          datum: '2025-02-20T00:00:00',
          castka: 3143,
          obdobi: '2025-02',
          typUhradyKod: 'ZALOHA_OSVC',
          variabilniSymbol: '7506082111',
        },
      ],
      soucet: 6286,
      predpis: 37716,
    }));
    renderAt('/moje-pojisteni/platby-pojistneho/');

    const table = await screen.findByRole('table', { name: 'Platby za rok 2025 – OSVČ' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-payment'))).toEqual(['2', '1']);
    expect(within(rows[1]).getByText('leden 2025')).toBeTruthy();
    expect(within(rows[1]).getByText('20. 1. 2025')).toBeTruthy();
    expect(within(rows[1]).getByText('3 143 Kč')).toBeTruthy();
    expect(within(rows[1]).getByText('Záloha na pojistné OSVČ')).toBeTruthy();
    expect(screen.getByText('6 286 Kč', { selector: '[data-total]' })).toBeTruthy();
    expect(screen.getByText('37 716 Kč', { selector: '[data-due]' })).toBeTruthy();
    expect(call.mock.calls.find(([definition]) => definition.id === 'mojePojistnePlatbyRok')?.[1]).toMatchObject({
      params: { pojistenecId: '4100004', rok: 2025 },
      query: { typOsoby: 'OSVC' },
    });
    expect(screen.getByRole('link', { name: 'Zaplatit pojistné' }).getAttribute('href')).toBe('/moje-pojisteni/uhrada-pojistneho/');
  });
});

const details: PojistneUhradaOdpoved = {
  ucet: { predcisli: null, cislo: '2000145399', banka: '0800' },
  iban: 'CZ7908000000002000145399',
  variabilniSymbol: '7506082111',
  typyUhrady: [
    {
      kod: 'ZALOHA_OSVC',
      nazev: 'Záloha OSVČ za listopad 2026',
      castkaNavrh: 3306,
      specifickySymbol: null,
      konstantniSymbol: null,
      splatnost: '2026-12-08T00:00:00',
      polozka: 'ZALOHA_OSVC:2026-11',
    },
    {
      kod: 'DLUH',
      nazev: 'Úhrada dlužného pojistného',
      castkaNavrh: null,
      specifickySymbol: '2025',
      konstantniSymbol: '0558',
      splatnost: null,
      polozka: 'PO_SPLATNOSTI',
    },
  ],
};

const qrAnswer = (castka: number): PojistneUhradaQrOdpoved => ({
  spayd: 'SPD*1.0*ACC:CZ7908000000002000145399*AM:3306.00*CC:CZK',
  qrPng: 'iVBORw0KGgo=',
  iban: 'CZ7908000000002000145399',
  ucet: details.ucet,
  castka,
  variabilniSymbol: '7506082111',
  specifickySymbol: null,
  konstantniSymbol: null,
  zprava: 'Pojistne 7506082111 zaloha OSVC',
});

describe('Úhrada pojistného', () => {
  it('says so when there is nothing to pay', async () => {
    answers.set('pojistneUhrada', () => ({ ...details, typyUhrady: [] }));
    renderAt('/moje-pojisteni/uhrada-pojistneho/');
    expect(await screen.findByText('Nemáte nic k úhradě.')).toBeTruthy();
  });

  it('prefills the suggested amount, shows the QR code and the details to copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answers.set('pojistneUhrada', () => details);
    answers.set('pojistneUhradaQr', ({ query }) => qrAnswer((query as { castka: number }).castka));
    renderAt('/moje-pojisteni/uhrada-pojistneho/');

    const amount = await screen.findByRole('textbox', { name: /Částka/ });
    expect((amount as HTMLInputElement).value).toBe(nbsp('3 306,00 Kč'));
    await user.click(screen.getByRole('button', { name: 'Zobrazit QR platbu' }));

    const image = await screen.findByRole('img', { name: `QR kód pro platbu ${nbsp('3 306 Kč')}` });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(Number(image.getAttribute('width'))).toBeGreaterThanOrEqual(220);
    expect(call.mock.calls.find(([definition]) => definition.id === 'pojistneUhradaQr')?.[1]).toMatchObject({
      params: { pojistenecId: '4100004' },
      query: { castka: 3306, typUhradyKod: 'ZALOHA_OSVC' },
    });
    expect(screen.getByText('2000145399/0800')).toBeTruthy();
    expect(screen.getByText('CZ79 0800 0000 0020 0014 5399')).toBeTruthy();
    expect(screen.getByText('Pojistne 7506082111 zaloha OSVC')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Kopírovat: IBAN' }));
    expect(writeText).toHaveBeenCalledWith('CZ7908000000002000145399');
    await waitFor(() => expect(toaster.getVisibleToasts().map((toast) => String(toast.title))).toContain('Zkopírováno'));

    // Another type: its own (empty) amount, and the old code goes.
    await user.click(screen.getByRole('radio', { name: 'Úhrada dlužného pojistného' }));
    expect((screen.getByRole('textbox', { name: /Částka/ }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('img', { name: /QR kód/ })).toBeNull();
  });

  it("checks the amount with the contract's rule and shows the server's messages under the field", async () => {
    const user = userEvent.setup();
    answers.set('pojistneUhrada', () => details);
    answers.set('pojistneUhradaQr', () => {
      throw new ApiRequestError({
        status: 400,
        kind: 'http',
        message: 'Chyba',
        body: { status: 400, typ: 'VALIDACE', chybaId: 'x', chyby: { castka: ['Pro zvolený typ úhrady nemáte nic k zaplacení.'] } },
      });
    });
    renderAt('/moje-pojisteni/uhrada-pojistneho/');

    const amount = await screen.findByRole('textbox', { name: /Částka/ });
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Zobrazit QR platbu' }));
    expect(await screen.findByText('Pole je povinné')).toBeTruthy();
    expect(call.mock.calls.some(([definition]) => definition.id === 'pojistneUhradaQr')).toBe(false);

    await user.type(amount, '0');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Zobrazit QR platbu' }));
    expect(await screen.findByText('Povolené minimum je 0,01')).toBeTruthy();

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Zobrazit QR platbu' }));
    expect(await screen.findByText('Pro zvolený typ úhrady nemáte nic k zaplacení.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Částka/ }).getAttribute('aria-invalid')).toBe('true');
  });
});

const request = (id: number, typ: Zadost['typ'], datum: string, stav: Zadost['stav']): Zadost => ({
  id,
  typ,
  datum,
  stav,
  adresaOdeslani: 'TRVALA_ADRESA',
  popis: null,
});

describe('Moje žádosti', () => {
  it('lists the requests newest first with their labels', async () => {
    answers.set('mojeZadosti', () => ({
      seznamZadosti: [
        request(1, 'BEZDLUZNOST', '2025-05-12T10:00:00', 'VYRIZENO'),
        { ...request(2, 'PRUKAZ', '2025-09-01T08:00:00', 'PRIJATO'), popis: 'Ztráta průkazu' },
      ],
    }));
    renderAt('/komunikace/moje-zadosti/');

    const list = await screen.findByRole('list', { name: 'Moje žádosti' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Nový průkaz pojištěnce',
      'Potvrzení o bezdlužnosti',
    ]);
    expect(within(items[0]).getByText('Přijato')).toBeTruthy();
    expect(within(items[0]).getByText('1. 9. 2025')).toBeTruthy();
    expect(within(items[0]).getByText('Ztráta průkazu')).toBeTruthy();
    expect(within(items[1]).getByText('Vyřízeno')).toBeTruthy();
    expect(within(items[1]).getByText('Na trvalou adresu')).toBeTruthy();
  });

  it('filters by the period, refusing an end before the start, and says when there is nothing', async () => {
    const user = userEvent.setup();
    answers.set('mojeZadosti', ({ query }) =>
      (query as { obdobiOd?: string }).obdobiOd
        ? { seznamZadosti: [] }
        : { seznamZadosti: [request(1, 'EHIC', '2025-05-12T10:00:00', 'VYRIZUJE_SE')] },
    );
    renderAt('/komunikace/moje-zadosti/');
    expect(await screen.findByText('Vyřizuje se')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Od' }), '1.6.2025');
    await user.type(screen.getByRole('textbox', { name: 'Do' }), '1.1.2025');
    await user.click(screen.getByRole('button', { name: 'Zobrazit' }));
    expect(await screen.findByText('Datum nesmí být před 1. 6. 2025')).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Do' }));
    await user.click(screen.getByRole('button', { name: 'Zobrazit' }));
    expect(await screen.findByText('Žádné žádosti za zvolené období.')).toBeTruthy();
    expect(call.mock.calls.at(-1)?.[1]).toMatchObject({ params: { pojistenecId: '4100004' }, query: { obdobiOd: '2025-06-01' } });

    await user.click(screen.getByRole('button', { name: 'Zrušit filtr' }));
    expect(await screen.findByText('Vyřizuje se')).toBeTruthy();
  });
});
