import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { zastupy } from '../../../contract/general';
import {
  AppProviders,
  useAccountType,
  useApi,
  useLoginFlow,
  useRepresentedPerson,
  useSessionEvents,
  useSessionStatus,
  useTokenPayload,
  useDialogQueue,
} from '../../../src/app';
import { getStoredDraft, resetStorageFallback, setStoredDraft } from '../../../src/lib/storage';
import { describeApiError } from '../../../src/lib/errors';

const NOW = Date.now();
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: Record<string, unknown>) => `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;
const tokens = (roles: { jl: boolean; jp: boolean }) => ({
  accessToken: jwt({ sub: 'u1', ...roles, exp: Math.floor((NOW + 5 * 60_000) / 1000) }),
  refreshTokenExpirace: new Date(NOW + 30 * 60_000).toISOString(),
});
const persons = [
  {
    pojistenecId: 1,
    pojistenec: { jmeno: 'Petr', prijmeni: 'Dvořák' },
    avatarBarva: '#123',
    zamestnavatel: null,
    narozen: '1985-03-14T00:00:00',
    typZastupce: 'SAM_NA_SEBE',
  },
  {
    pojistenecId: 2,
    pojistenec: { jmeno: 'Jana', prijmeni: 'Dvořáková' },
    avatarBarva: '#456',
    zamestnavatel: null,
    narozen: '2012-09-01T00:00:00',
    typZastupce: 'DITE',
  },
];

type Handler = (init: RequestInit) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fakeServer(routes: Record<string, Handler>) {
  const calls: { key: string; init: RequestInit }[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    calls.push({ key, init });
    const handler = routes[key];
    if (!handler) return json({ status: 404, typ: 'NENALEZENO', chybaId: 'x' }, 404);
    return handler(init);
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls, count: (key: string) => calls.filter((call) => call.key === key).length };
}

const config = { nazev: 'Zdravotní karta pojištěnce', apiUrl: '/api', toleranceHodinS: 30 };

function Status() {
  const status = useSessionStatus();
  const payload = useTokenPayload();
  const { type } = useAccountType();
  const person = useRepresentedPerson();
  return (
    <div>
      <span data-testid="status">{status}</span>
      <span data-testid="roles">{payload ? `${payload.jl}/${payload.jp}` : 'none'}</span>
      <span data-testid="type">{type}</span>
      <span data-testid="person">
        {person.status}:{person.current?.pojistenec.jmeno ?? '-'}
      </span>
      <button type="button" onClick={() => person.select(1)}>
        switch
      </button>
    </div>
  );
}

function Login({ listek }: { listek?: string }) {
  const flow = useLoginFlow(listek);
  return (
    <div>
      <span data-testid="login">{flow.state}</span>
      {flow.error ? <span data-testid="login-error">{describeApiError(flow.error).message}</span> : null}
      <button type="button" onClick={flow.confirm}>
        Přihlásit se
      </button>
    </div>
  );
}

/** A signed-in insured person's app with an 'Odhlásit' button (the logout journeys). */
function renderWithLogout() {
  const server = fakeServer({
    'GET /config.json': () => json(config),
    'POST /api/app/refresh': () => json(tokens({ jl: false, jp: true })),
    'GET /api/uzivatel/zastupy': () => json({ seznamZastupu: persons }),
    'POST /api/app/logout': () => new Response(null, { status: 204 }),
  });
  function Logout() {
    const { logout } = useSessionEvents();
    return (
      <button type="button" onClick={logout}>
        Odhlásit
      </button>
    );
  }
  render(
    <AppProviders configUrl="/config.json" environment={{ fetch: server.fetch }}>
      <Status />
      <Logout />
    </AppProviders>,
  );
  return server;
}

describe('AppProviders', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    resetStorageFallback();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a spinner while the configuration loads and the spec message when it fails', async () => {
    let fail!: () => void;
    const server = fakeServer({
      'GET /config.json': () => new Promise<Response>((resolve) => (fail = () => resolve(new Response('', { status: 500 })))),
    });
    render(
      <AppProviders configUrl="/config.json" environment={{ fetch: server.fetch }}>
        <p>app</p>
      </AppProviders>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => fail());
    expect((await screen.findByRole('alert')).textContent).toBe('Nepodařilo se načíst konfigurační soubor.');
    expect(screen.queryByText('app')).toBeNull();
  });

  it('renders the app with the document title once loaded; without a stored token the user is anonymous', async () => {
    const server = fakeServer({ 'GET /config.json': () => json(config) });
    render(
      <AppProviders configUrl="/config.json" environment={{ fetch: server.fetch }}>
        <Status />
      </AppProviders>,
    );
    expect((await screen.findByTestId('status')).textContent).toBe('anonymous');
    expect(document.title).toBe('Zdravotní karta pojištěnce');
    expect(screen.getByTestId('type').textContent).toBe('NEZNAMY');
  });

  it('exchanges the ticket exactly once under StrictMode, then loads the represented persons and switches with a toast', async () => {
    const notify = vi.fn();
    const server = fakeServer({
      'GET /config.json': () => json(config),
      'POST /api/app/login': () => json(tokens({ jl: false, jp: true })),
      'GET /api/uzivatel/zastupy': () => json({ seznamZastupu: persons }),
    });
    render(
      <StrictMode>
        <AppProviders configUrl="/config.json" environment={{ fetch: server.fetch, notify }}>
          <Login listek="TICKET-1" />
          <Status />
        </AppProviders>
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByTestId('login').textContent).toBe('done'));
    expect(server.count('POST /api/app/login')).toBe(1);
    const body = JSON.parse(server.calls.find((call) => call.key === 'POST /api/app/login')!.init.body as string);
    expect(body.listek).toBe('TICKET-1');
    expect(body.aplikaceInfo).toMatchObject({ nazev: 'Zdravotní karta pojištěnce', verzeAplikace: '1.15.01', platforma: 'WEB' });
    expect(screen.getByTestId('status').textContent).toBe('authenticated');
    expect(sessionStorage.getItem('zk.refreshTokenExpirace')).toBe(tokens({ jl: false, jp: true }).refreshTokenExpirace);
    expect(screen.getByTestId('type').textContent).toBe('POJISTENEC');
    await waitFor(() => expect(screen.getByTestId('person').textContent).toBe('ready:Petr'));
    const zastupyCall = server.calls.find((call) => call.key === 'GET /api/uzivatel/zastupy')!;
    expect((zastupyCall.init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);

    act(() => screen.getByText('switch').click());
    expect(screen.getByTestId('person').textContent).toBe('ready:Jana');
    expect(notify).toHaveBeenCalledWith('Pojištěnec přepnut na Jana Dvořáková');
    expect(sessionStorage.getItem('zk.zastupIndex')).toBe('1');
  });

  it('waits for the button when the login-redirect setting is present', async () => {
    const server = fakeServer({
      'GET /config.json': () => json({ ...config, prihlaseniPresmerovani: true }),
      'POST /api/app/login': () => json({ status: 400, typ: 'VALIDACE', detail: 'Přihlášení se nezdařilo.', chybaId: 'l1' }, 400),
    });
    render(
      <AppProviders configUrl="/config.json" environment={{ fetch: server.fetch }}>
        <Login listek="TICKET-2" />
      </AppProviders>,
    );
    expect((await screen.findByTestId('login')).textContent).toBe('awaitingConfirmation');
    expect(server.count('POST /api/app/login')).toBe(0);
    act(() => screen.getByText('Přihlásit se').click());
    await waitFor(() => expect(screen.getByTestId('login').textContent).toBe('exchangeFailed'));
    expect(screen.getByTestId('login-error').textContent).toBe('Přihlášení se nezdařilo.');
  });

  it('without a ticket fetches the login address and sends the browser there', async () => {
    const assign = vi.fn();
    const server = fakeServer({
      'GET /config.json': () => json(config),
      'GET /api/app/loginUrl': () => json({ url: '/api/identita/prihlaseni' }),
    });
    render(
      <AppProviders configUrl="/config.json" environment={{ fetch: server.fetch, assign }}>
        <Login />
      </AppProviders>,
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/identita/prihlaseni'));
    expect(screen.getByTestId('login').textContent).toBe('redirecting');
  });

  it('after a reload renews the access token with the refresh cookie, then API calls carry it', async () => {
    sessionStorage.setItem('zk.refreshTokenExpirace', new Date(NOW + 20 * 60_000).toISOString());
    const server = fakeServer({
      'GET /config.json': () => json(config),
      'POST /api/app/refresh': () => json(tokens({ jl: true, jp: true })),
      'GET /api/uzivatel/zastupy': () => json({ seznamZastupu: persons }),
    });
    function Caller() {
      const api = useApi();
      const [count, setCount] = useState<number | null>(null);
      useEffect(() => {
        void api.call(zastupy).then((answer) => setCount(answer.seznamZastupu.length));
      }, [api]);
      return <span data-testid="count">{count ?? '…'}</span>;
    }
    render(
      <AppProviders configUrl="/config.json" environment={{ fetch: server.fetch }}>
        <Status />
        <Caller />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('2'));
    expect(server.count('POST /api/app/refresh')).toBe(1);
    const refresh = server.calls.find((call) => call.key === 'POST /api/app/refresh')!;
    expect(refresh.init.credentials).toBe('same-origin');
    expect(JSON.parse(refresh.init.body as string).aplikaceInfo.instalaceId).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(screen.getByTestId('roles').textContent).toBe('true/true');
    expect(screen.getByTestId('type').textContent).toBe('LEKAR'); // both roles: the doctor by default
  });

  it('a 401 clears the stored tokens and the user becomes anonymous', async () => {
    sessionStorage.setItem('zk.refreshTokenExpirace', new Date(NOW + 20 * 60_000).toISOString());
    const server = fakeServer({
      'GET /config.json': () => json(config),
      'POST /api/app/refresh': () => json({ status: 401, typ: 'NEPRIHLASEN', chybaId: 'r1' }, 401),
    });
    render(
      <AppProviders configUrl="/config.json" environment={{ fetch: server.fetch }}>
        <Status />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('anonymous'));
    expect(sessionStorage.getItem('zk.refreshTokenExpirace')).toBeNull();
  });

  it('logout calls the service, clears the stored index and tokens → loggedOut', async () => {
    sessionStorage.setItem('zk.refreshTokenExpirace', new Date(NOW + 20 * 60_000).toISOString());
    sessionStorage.setItem('zk.zastupIndex', '1');
    const server = renderWithLogout();
    await waitFor(() => expect(screen.getByTestId('person').textContent).toBe('ready:Jana'));
    act(() => screen.getByText('Odhlásit').click());
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('loggedOut'));
    expect(server.count('POST /api/app/logout')).toBe(1);
    expect(sessionStorage.getItem('zk.refreshTokenExpirace')).toBeNull();
    expect(sessionStorage.getItem('zk.zastupIndex')).toBeNull();
    expect(screen.getByTestId('person').textContent).toBe('idle:-');
    expect(screen.getByTestId('type').textContent).toBe('NEZNAMY');
  });

  it('logout removes the unsent wizard drafts of every person', async () => {
    sessionStorage.setItem('zk.refreshTokenExpirace', new Date(NOW + 20 * 60_000).toISOString());
    setStoredDraft('prehledOsvc', '4100004', { rok: 2025 });
    setStoredDraft('zadost-EHIC', '4100001', { adresa: 'TRVALA' });
    renderWithLogout();
    await waitFor(() => expect(screen.getByTestId('person').textContent).toMatch(/^ready:/));
    expect(getStoredDraft('prehledOsvc', '4100004')).toEqual({ rok: 2025 });
    act(() => screen.getByText('Odhlásit').click());
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('loggedOut'));
    expect(getStoredDraft('prehledOsvc', '4100004')).toBeNull();
    expect(getStoredDraft('zadost-EHIC', '4100001')).toBeNull();
  });

  it('the session-end timer alerts "Přihlášení vypršelo" and reloads', async () => {
    const alert = vi.fn();
    const reload = vi.fn();
    const expiry = new Date(Date.now() + 60_000).toISOString();
    sessionStorage.setItem('zk.refreshTokenExpirace', expiry);
    const server = fakeServer({
      'GET /config.json': () => json(config),
      'POST /api/app/refresh': () => json({ ...tokens({ jl: false, jp: true }), refreshTokenExpirace: expiry }),
      'GET /api/uzivatel/zastupy': () => json({ seznamZastupu: persons }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <AppProviders configUrl="/config.json" environment={{ fetch: server.fetch, alert, reload }}>
        <Status />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('authenticated'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(alert).toHaveBeenCalledWith('Přihlášení vypršelo');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('status').textContent).toBe('expired');
  });

  it('queues dialogs so that only one shows', async () => {
    const server = fakeServer({ 'GET /config.json': () => json(config) });
    function Dialogs() {
      const { current, open, close } = useDialogQueue();
      return (
        <div>
          <span data-testid="dialog">{current ? `${current.kind}:${current.id}` : 'none'}</span>
          <button
            type="button"
            onClick={() => {
              open({ kind: 'napoveda' });
              open({ kind: 'potvrzeni' });
            }}
          >
            open
          </button>
          <button type="button" onClick={close}>
            close
          </button>
        </div>
      );
    }
    render(
      <AppProviders configUrl="/config.json" environment={{ fetch: server.fetch }}>
        <Dialogs />
      </AppProviders>,
    );
    await screen.findByTestId('dialog');
    act(() => screen.getByText('open').click());
    expect(screen.getByTestId('dialog').textContent).toBe('napoveda:dialog-1');
    act(() => screen.getByText('close').click());
    expect(screen.getByTestId('dialog').textContent).toBe('potvrzeni:dialog-2');
    act(() => screen.getByText('close').click());
    expect(screen.getByTestId('dialog').textContent).toBe('none');
  });
});
