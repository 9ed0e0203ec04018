import '../../components/form/dom-setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import type { ProgramDetail, ProgramNahled } from '../../../../contract/benefits';
import { bootMessages } from '../../../../contract/boot-messages';
import { messages } from '../../../../contract/messages';
import { benefitProgramyNahled } from '../../../../contract/routes.gen';
import { ApiRequestError } from '../../../../src/lib/api-client';

// The review's payout (GET /benefitProgramyNahled) is the hook's, not the machine's: its refusal
// by a programme's rule opens the step of its field with the message, and 'Pokračovat' returns to
// the review, which asks again.
const answers = new Map<string, (options: { query?: unknown }) => unknown>();
const call = vi.fn(async (definition: { id: string }, options: { query?: unknown } = {}) => {
  const answer = answers.get(definition.id);
  if (!answer) throw new Error(`unexpected call ${definition.id}`);
  return answer(options);
});
vi.mock('../../../../src/app', () => ({ useApi: () => ({ call }) }));
vi.mock('../../../../src/app/person-page', async (original) => ({
  ...(await original<typeof import('../../../../src/app/person-page')>()),
  useLockPersonSwitch: () => {},
}));

const { useProgrammeClaim } = await import('../../../../src/features/benefits/use-programme-claim');
type Flow = ReturnType<typeof useProgrammeClaim>;

vi.setConfig({ testTimeout: 20000 });

const programme: ProgramDetail = {
  kod: 'PREVENCE',
  kodZps: 'ZPS-1',
  rok: 2025,
  nazev: 'Preventivní prohlídka',
  popis: 'Příspěvek na prohlídku.',
  kategorie: 'PREVENCE',
  kategorieNazev: 'Prevence',
  vekOd: 18,
  vekDo: null,
  vekPopis: 'od 18 let',
  pohlavi: null,
  limitRocni: 1000,
  cerpano: 0,
  zbyva: 1000,
  platnostOd: '2025-01-01',
  platnostDo: '2025-12-31',
  podaniDo: '2026-01-31',
  pojisteniMesicuMin: 0,
  doklady: [{ kod: 'UCTENKA', nazev: 'Doklad o zaplacení (účtenka, faktura)', povinny: true }],
  cerpani: 'LZE_CERPAT',
  duvodKod: null,
  duvod: null,
  podminky: [],
  ucet: null,
  souhlas: 'Souhlasím.',
} as unknown as ProgramDetail;
const payout: ProgramNahled = {
  kod: 'PREVENCE',
  kodZps: 'ZPS-1',
  rok: 2025,
  nazev: programme.nazev,
  castkaUctenka: 300,
  limitRocni: 1000,
  cerpano: 0,
  zbyva: 1000,
  castkaKVyplate: 300,
  omezenoLimitem: false,
};
/** The hook on a page of its own: the test reads what the views would and calls what they may. */
function renderHook() {
  const flow: { current: Flow | null } = { current: null };
  function Probe() {
    flow.current = useProgrammeClaim({ pojistenecId: '4100004', programme, onRestart: () => {} });
    return <p>{flow.current.view}</p>;
  }
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/benefity/programy/$pojistenecId/$kod/', component: Probe });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    trailingSlash: 'preserve',
    history: createMemoryHistory({ initialEntries: ['/benefity/programy/4100004/PREVENCE/'] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return flow;
}

/** Through the three steps with a receipt of `amount` Kč to the review. */
async function toReview(amount: string) {
  const flow = renderHook();
  await screen.findByText('receipt');
  act(() => flow.current!.events.next({ datumUctenka: '2025-03-03', castkaUctenka: amount }));
  await screen.findByText('account');
  act(() => flow.current!.events.next({ predcisli: '', cislo: '2108934007', banka: '0800' }));
  await screen.findByText('documents');
  const [attachment] = flow.current!.events.holdFiles([new File(['x'], 'uctenka.png', { type: 'image/png' })]);
  act(() => flow.current!.events.next({ poznamka: '', prilohy: [{ ...attachment, typDokumentKod: 'UCTENKA' }] }));
  return flow;
}

const previews = () => call.mock.calls.filter(([definition]) => definition.id === benefitProgramyNahled.id).length;

afterEach(() => {
  cleanup();
  answers.clear();
  call.mockClear();
  sessionStorage.clear();
});

describe("the programme claim's payout", () => {
  it("a refusal by the limit opens the receipt with the message; 'Pokračovat' returns to the review, which asks again", async () => {
    const limit = messages.programmeLimitUsed('1 000 Kč');
    answers.set(benefitProgramyNahled.id, ({ query }) => {
      if ((query as { castkaUctenka: number }).castkaUctenka === 1500)
        throw new ApiRequestError({
          status: 422,
          kind: 'http',
          message: 'refused',
          body: { titulek: 'Chyba', chyby: { castkaUctenka: [limit] } } as never,
        });
      return payout;
    });
    const flow = await toReview('1500');

    await screen.findByText('receipt');
    expect(flow.current!.stepErrors).toEqual({ castkaUctenka: [limit] });
    expect(flow.current!.editing).toBe(true);
    act(() => flow.current!.events.next({ castkaUctenka: '300' }));
    await screen.findByText('review');
    expect(flow.current!.preview).toEqual(payout);
    expect(flow.current!.stepErrors).toEqual({});
    expect(previews()).toBe(2);
  });

  it('any other failure stays on the review: nothing can be sent, ZKUSIT_ZNOVU asks again', async () => {
    let failing = true;
    answers.set(benefitProgramyNahled.id, () => {
      if (failing) throw new ApiRequestError({ status: 0, kind: 'no-response', message: 'offline' });
      return payout;
    });
    const flow = await toReview('300');

    await screen.findByText('previewFailed');
    expect(flow.current!.error).toBe(bootMessages.noConnection);
    act(() => flow.current!.events.confirm());
    expect(call.mock.calls.some(([definition]) => definition.id !== benefitProgramyNahled.id)).toBe(false);
    failing = false;
    act(() => flow.current!.events.retryPreview());
    await screen.findByText('review');
    expect(flow.current!.preview).toEqual(payout);
    expect(previews()).toBe(2);
  });
});
