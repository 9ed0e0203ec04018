import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { appLogin, appLoginUrl, appLogout } from '../../../contract/app';
import { defineCall } from '../../../contract/define';
import { widgetZpravyNeprectene, zastupy } from '../../../contract/general';
import { ApiRequestError, buildUrl, createApiClient } from '../../../src/lib/api-client';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const persons = {
  seznamZastupu: [
    {
      pojistenecId: 1,
      pojistenec: { jmeno: 'Jana', prijmeni: 'Dvořáková' },
      avatarBarva: '#2E7D32',
      zamestnavatel: null,
      narozen: '2012-09-01T00:00:00',
      typZastupce: 'DITE',
    },
  ],
};

function client(fetchImpl: (url: string, init: RequestInit) => Promise<Response>, token: string | null = 'ACCESS') {
  const onUnauthorized = vi.fn();
  const getAccessToken = vi.fn(async () => token);
  const fetchMock = vi.fn(fetchImpl);
  const api = createApiClient({ baseUrl: '/api', getAccessToken, onUnauthorized, fetch: fetchMock as unknown as typeof fetch });
  return { api, onUnauthorized, getAccessToken, fetchMock };
}

describe('api client', () => {
  it('builds the URL, sends the bearer token and same-origin credentials, parses the answer', async () => {
    const { api, fetchMock } = client(async () => json(persons));
    const answer = await api.call(zastupy);
    expect(answer.seznamZastupu[0].pojistenec.prijmeni).toBe('Dvořáková');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/uzivatel/zastupy');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer ACCESS');
  });

  it('adds the query string and url-encodes path parameters', () => {
    expect(buildUrl('/api/', widgetZpravyNeprectene, undefined, { pojistenecId: 5, pozadavekDetail: 'ANO' })).toBe(
      '/api/poj/widgetZpravyNeprectene?pojistenecId=5&pozadavekDetail=ANO',
    );
    const call = defineCall({
      id: 't',
      summary: 't',
      method: 'GET',
      path: '/data/{evidence}/{id}',
      auth: 'access',
      response: z.object({}),
    });
    expect(buildUrl('/api', call, { evidence: 'a b', id: 'x/y' }, { q: undefined, list: [1, 2] })).toBe(
      '/api/data/a%20b/x%2Fy?list=1&list=2',
    );
  });

  it('sends JSON bodies without a token for auth "none" calls', async () => {
    const { api, fetchMock, getAccessToken } = client(async () =>
      json({ accessToken: 'a.b.c', refreshTokenExpirace: '2025-06-05T10:30:00.000Z' }),
    );
    const aplikaceInfo = { nazev: 'ZK', verzeAplikace: '1.15.01', instalaceId: 'A'.repeat(21), platforma: 'WEB' as const };
    await api.call(appLogin, { body: { listek: 'T1', aplikaceInfo } });
    const [, init] = fetchMock.mock.calls[0];
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ listek: 'T1', aplikaceInfo });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(getAccessToken).not.toHaveBeenCalled();
  });

  it('sends the Idempotency-Key header only when the caller gives a key', async () => {
    const { api, fetchMock } = client(async () => json({ accessToken: 'a.b.c', refreshTokenExpirace: '2025-06-05T10:30:00.000Z' }));
    const aplikaceInfo = { nazev: 'ZK', verzeAplikace: '1.15.01', instalaceId: 'A'.repeat(21), platforma: 'WEB' as const };
    const key = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';
    await api.call(appLogin, { body: { listek: 'T1', aplikaceInfo }, idempotencyKey: key });
    await api.call(appLogin, { body: { listek: 'T1', aplikaceInfo } });
    expect((fetchMock.mock.calls[0][1].headers as Record<string, string>)['Idempotency-Key']).toBe(key);
    expect((fetchMock.mock.calls[1][1].headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });

  it('a 401 calls onUnauthorized (stored tokens cleared → login) and throws the error body', async () => {
    const body = { status: 401, typ: 'NEPRIHLASEN', detail: 'Pro tuto akci se musíte přihlásit.', chybaId: 'E-1' };
    const { api, onUnauthorized } = client(async () => json(body, 401));
    const error = await api.call(zastupy).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, kind: 'http', body, message: 'Pro tuto akci se musíte přihlásit.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 of the refresh-cookie logout call also clears the session; a 401 of a call without auth does not', async () => {
    const body = { status: 401, typ: 'NEPRIHLASEN', chybaId: 'E-2' };
    const first = client(async () => json(body, 401));
    await expect(first.api.call(appLogout)).rejects.toBeInstanceOf(ApiRequestError);
    expect(first.onUnauthorized).toHaveBeenCalledTimes(1);
    const second = client(async () => json(body, 401));
    await expect(second.api.call(appLoginUrl)).rejects.toBeInstanceOf(ApiRequestError);
    expect(second.onUnauthorized).not.toHaveBeenCalled();
  });

  it('a network failure is "no response": code 404 and "Spojení se serverem je nedostupné."', async () => {
    const { api, onUnauthorized } = client(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await api.call(appLoginUrl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ kind: 'no-response', status: 404, message: 'Spojení se serverem je nedostupné.' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an answer that does not match the contract is a parse error', async () => {
    const { api } = client(async () => json({ url: 42 }));
    await expect(api.call(appLoginUrl)).rejects.toMatchObject({ kind: 'parse', status: 200 });
    const broken = client(async () => new Response('<html>', { status: 200 }));
    await expect(broken.api.call(appLoginUrl)).rejects.toMatchObject({ kind: 'parse' });
  });

  it('treats an empty answer as an empty object', async () => {
    const { api } = client(async () => new Response(null, { status: 204 }));
    await expect(api.call(appLogout)).resolves.toEqual({});
  });

  it('does not call the server for an access call when there is no token', async () => {
    const { api, fetchMock, onUnauthorized } = client(async () => json(persons), null);
    await expect(api.call(zastupy)).rejects.toMatchObject({ status: 401, kind: 'http' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('de-duplicates concurrent identical GETs', async () => {
    let release!: () => void;
    const { api, fetchMock, getAccessToken } = client(() => new Promise<Response>((resolve) => (release = () => resolve(json(persons)))));
    const first = api.call(zastupy);
    const second = api.call(zastupy);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual(b);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getAccessToken).toHaveBeenCalledTimes(1);
    // Once settled, the next call goes to the server again.
    const third = api.call(zastupy);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    release();
    await third;
  });

  it('does not de-duplicate different queries or non-GET calls', async () => {
    const { api, fetchMock } = client(async () => json({ prehledZastupu: [] }));
    await Promise.all([
      api.call(widgetZpravyNeprectene, { query: { pojistenecId: 1 } }),
      api.call(widgetZpravyNeprectene, { query: { pojistenecId: 2 } }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('aborting one of two shared callers leaves the other; aborting all aborts the request', async () => {
    let seenSignal: AbortSignal | undefined;
    let release!: () => void;
    const { api, fetchMock } = client(
      (_url, init) =>
        new Promise<Response>((resolve, reject) => {
          seenSignal = init.signal ?? undefined;
          release = () => resolve(json(persons));
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const one = new AbortController();
    const two = new AbortController();
    const first = api.call(zastupy, { signal: one.signal });
    const second = api.call(zastupy, { signal: two.signal });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    one.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(seenSignal?.aborted).toBe(false);
    release();
    await expect(second).resolves.toEqual(persons);

    const three = new AbortController();
    const third = api.call(zastupy, { signal: three.signal });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    three.abort();
    await expect(third).rejects.toMatchObject({ name: 'AbortError' });
    expect(seenSignal?.aborted).toBe(true);
  });

  it('downloads files as blobs with the name from Content-Disposition', async () => {
    const call = defineCall({
      id: 'pdf',
      summary: 'pdf',
      method: 'GET',
      path: '/poj/{pojistenecId}/potvrzeniEhicPdf',
      auth: 'access',
      response: z.unknown(),
    });
    const { api } = client(
      async () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''potvrzen%C3%AD.pdf" },
        }),
    );
    const file = await api.download(call, { params: { pojistenecId: 1 } } as never);
    expect(file.fileName).toBe('potvrzení.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });
});
