import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall, type AnyCall } from '../../../contract/define';
import { ApiRequestError, createApiClient } from '../../../src/lib/api-client';

const call = defineCall({
  id: 'test.upload',
  summary: 'Test',
  method: 'POST',
  path: '/poj/{pojistenecId}/mojeDokumenty',
  auth: 'access',
  params: z.object({ pojistenecId: z.string() }),
  bodyKind: 'multipart',
  response: z.object({ id: z.string() }),
});

/** A scripted XMLHttpRequest. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = true;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

/** The request the next upload creates (after its token lookup). */
async function nextRequest(): Promise<FakeRequest> {
  await vi.waitFor(() => expect(FakeRequest.last?.body).toBeDefined());
  const request = FakeRequest.last!;
  FakeRequest.last = undefined;
  return request;
}

interface Options {
  getAccessToken: () => Promise<string | null>;
  onUnauthorized: () => void;
  signal?: AbortSignal;
}

const options = (extra: Partial<Options> = {}): Options => ({ getAccessToken: async () => 'TOKEN', onUnauthorized: () => {}, ...extra });

/** The client's upload with a scripted request object. */
function upload(definition: AnyCall, form: FormData, onProgress: (percent: number) => void, opts: Options) {
  const client = createApiClient({
    baseUrl: '/api',
    getAccessToken: opts.getAccessToken,
    onUnauthorized: opts.onUnauthorized,
    createRequest: () => new FakeRequest() as unknown as XMLHttpRequest,
  });
  return client.upload(definition, form, { params: { pojistenecId: '7' }, signal: opts.signal, onProgress });
}

describe('upload with progress', () => {
  it('sends the form with the bearer token, reports progress and parses the answer', async () => {
    const progress: number[] = [];
    const form = new FormData();
    form.append('prilohaVlozit[]', new Blob(['x']), 'a.pdf');
    const result = upload(call, form, (percent) => progress.push(percent), options());
    const request = await nextRequest();
    expect(request.body).toBe(form);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/poj/7/mojeDokumenty');
    expect(request.headers.Authorization).toBe('Bearer TOKEN');
    request.progress(25, 100);
    request.progress(50, 100);
    request.respond(200, { id: '42' });
    await expect(result).resolves.toEqual({ id: '42' });
    expect(progress).toEqual([25, 50, 100]);
  });

  it('a 400 rejects with the ApiRequestError carrying chyby for the form', async () => {
    const result = upload(call, new FormData(), () => {}, options());
    (await nextRequest()).respond(400, { status: 400, typ: 'VALIDACE', chybaId: 'x1', chyby: { popis: ['Pole je povinné'] } });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).body?.chyby).toEqual({ popis: ['Pole je povinné'] });
  });

  it('401 calls onUnauthorized; no connection is the spec message', async () => {
    const onUnauthorized = vi.fn();
    const denied = upload(call, new FormData(), () => {}, options({ onUnauthorized }));
    (await nextRequest()).respond(401, '');
    await expect(denied).rejects.toBeInstanceOf(ApiRequestError);
    expect(onUnauthorized).toHaveBeenCalled();

    const offline = upload(call, new FormData(), () => {}, options());
    (await nextRequest()).onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 404, message: 'Spojení se serverem je nedostupné.' });
  });

  it('without a token it does not send', async () => {
    await expect(upload(call, new FormData(), () => {}, options({ getAccessToken: async () => null }))).rejects.toMatchObject({
      status: 401,
    });
  });

  it('an abort signal aborts the request', async () => {
    const controller = new AbortController();
    const result = upload(call, new FormData(), () => {}, options({ signal: controller.signal }));
    await nextRequest();
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });
});
