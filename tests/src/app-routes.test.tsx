import './components/form/dom-setup';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, useAppRuntime } from '../../src/app';
import type { AppRuntime } from '../../src/app/runtime';
import { resetStorageFallback } from '../../src/lib/storage';
import { AppRouterProvider, createAppRouter } from '../../src/router';

// The real route tree, guard and shell with the real runtime; the server is a table of answers.
vi.setConfig({ testTimeout: 20000 });

const NOW = Date.now();
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: Record<string, unknown>) => `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;
const tokens = (roles: { jl: boolean; jp: boolean }) => ({
  accessToken: jwt({ sub: 'u1', ...roles, exp: Math.floor((NOW + 5 * 60_000) / 1000) }),
  refreshTokenExpirace: new Date(NOW + 30 * 60_000).toISOString(),
});
const persons = [
  {
    pojistenecId: 7,
    pojistenec: { jmeno: 'Petr', prijmeni: 'Dvořák' },
    avatarBarva: '#123',
    zamestnavatel: null,
    narozen: '1985-03-14T00:00:00',
    typZastupce: 'SAM_NA_SEBE',
  },
];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const config = { nazev: 'Zdravotní karta pojištěnce', apiUrl: '/api', toleranceHodinS: 30 };

function fakeServer(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input).replace(/\?.*$/, '')}`;
    calls.push(key);
    const handler = routes[key];
    return handler ? handler() : json({ status: 404, typ: 'NENALEZENO', chybaId: 'x' }, 404);
  });
  return { fetch: fetchFn as unknown as typeof fetch, calls };
}

/** Logged in (a stored refresh-token expiry) with these roles; the renewal after the "reload" brings them. */
function loggedInAs(roles: { jl: boolean; jp: boolean }) {
  sessionStorage.setItem('zk.refreshTokenExpirace', new Date(NOW + 20 * 60_000).toISOString());
  return {
    'GET /config.json': () => json(config),
    'POST /api/app/refresh': () => json(tokens(roles)),
    'GET /api/uzivatel/zastupy': () => json({ seznamZastupu: persons }),
  };
}

let runtime: AppRuntime | null = null;
function RuntimeSpy() {
  runtime = useAppRuntime();
  return null;
}

function renderAt(path: string, routes: Record<string, () => Response | Promise<Response>>, environment: Record<string, unknown> = {}) {
  const server = fakeServer(routes);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history });
  render(
    <AppProviders
      configUrl="/config.json"
      environment={{ fetch: server.fetch, ...environment }}
      navigate={(to) => void router.navigate({ to })}
    >
      <RuntimeSpy />
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  return { router, history, server };
}

describe('routes that guard and load', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    resetStorageFallback();
    runtime = null;
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      onchange: null,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
  });
  afterEach(() => cleanup());

  it('without a valid refresh token an app screen is replaced by the login', async () => {
    const assign = vi.fn();
    const { router, history } = renderAt(
      '/moje-zdravi/ockovani/',
      { 'GET /config.json': () => json(config), 'GET /api/app/loginUrl': () => json({ url: '/api/identita/prihlaseni' }) },
      { assign },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/prihlaseni'));
    expect(history.length).toBe(1); // replaced, not pushed
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/identita/prihlaseni'));
  });

  it('a route of another account type shows the not-found screen inside the shell', async () => {
    const { router } = renderAt('/moje-pojisteni/', loggedInAs({ jl: true, jp: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena!' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy(); // the shell's header
    expect(router.state.location.pathname).toBe('/moje-pojisteni/');
  });

  it('a malformed path parameter shows the not-found screen inside the shell', async () => {
    renderAt('/moje-pojisteni/20x5', loggedInAs({ jl: false, jp: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena!' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('the loader starts the screen’s queries for the represented person; a 401 later leads to the login', async () => {
    const routes = {
      ...loggedInAs({ jl: false, jp: true }),
      'GET /api/poj/7/mojePojistne': () => new Promise<Response>(() => {}), // stays in flight
      'GET /api/poj/7/mojePojistneRok': () => new Promise<Response>(() => {}),
      'GET /api/app/loginUrl': () => json({ url: '/api/identita/prihlaseni' }),
    };
    const { router } = renderAt('/', routes, { assign: vi.fn() });
    await screen.findByRole('heading', { level: 1, name: /Dobrý den, Petr/ });
    await act(() => router.navigate({ to: '/moje-pojisteni/{-$rok}', params: { rok: 2024 } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moje-pojisteni/2024'));
    const queryClient = runtime!.queryClient;
    expect(queryClient.getQueryState(['poj', '7', 'mojePojistne'])?.fetchStatus).toBe('fetching');
    expect(queryClient.getQueryState(['poj', '7', 'mojePojistneRok'])?.fetchStatus).toBe('fetching');

    act(() => runtime!.session.send({ type: 'session.unauthorized' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prihlaseni'));
  });

  it('an account-type switch lands on the start page', async () => {
    const { router } = renderAt('/moje-pojisteni/', loggedInAs({ jl: true, jp: true }));
    // both roles: the doctor by default, so the insured screen is not found
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena!' })).toBeTruthy();
    act(() => runtime!.accountType.send({ type: 'accountType.switch', to: 'POJISTENEC' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Dobrý den, Petr/ })).toBeTruthy();
  });
});
