import type { AnyCall, CallResponse } from '../../../contract/define';
import { apiErrorSchema, type ApiError } from '../../../contract/errors';
import { messages } from '../../../contract/messages';
import { ApiRequestError, buildUrl } from '../../lib/api-client';

/**
 * Multipart uploads with progress. fetch() cannot report upload progress, so forms that send
 * large attachments (prilohaVlozit[], seznamPriloh[], prilohy[]) use XMLHttpRequest here; the URL,
 * the bearer token, the error body and the answer's schema are handled as in src/lib/api-client.ts,
 * and errors come out as the same ApiRequestError (a 400 carries `chyby` for the form's fields).
 */

export interface UploadOptions {
  /** API base URL from the runtime configuration ('/api'). */
  baseUrl: string;
  /** The session's token provider (calls with `auth: 'access'`). */
  getAccessToken: () => Promise<string | null>;
  /** Called on an HTTP 401: clears the stored tokens (→ login). */
  onUnauthorized?: () => void;
  params?: unknown;
  query?: unknown;
  signal?: AbortSignal;
  /** Test seam: the request object. */
  createRequest?: () => XMLHttpRequest;
}

function abortError(signal?: AbortSignal): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function readErrorBody(text: string): ApiError | undefined {
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends `formData` to a multipart contract call and reports the upload progress (0–100) as it
 * goes; resolves with the answer parsed by the call's response schema.
 */
export async function upload<C extends AnyCall>(call: C, formData: FormData, onProgress: (percent: number) => void, options: UploadOptions): Promise<CallResponse<C>> {
  const url = buildUrl(options.baseUrl, call, options.params, options.query);
  let token: string | null = null;
  if (call.auth === 'access') {
    try {
      token = await options.getAccessToken();
    } catch (error) {
      if (error instanceof ApiRequestError) throw error;
      throw new ApiRequestError({ status: 404, kind: 'no-response', message: messages.noConnection, callId: call.id, cause: error });
    }
    if (!token) throw new ApiRequestError({ status: 401, kind: 'http', message: messages.unauthorized, callId: call.id });
  }
  if (options.signal?.aborted) throw abortError(options.signal);

  return new Promise<CallResponse<C>>((resolve, reject) => {
    const request = options.createRequest?.() ?? new XMLHttpRequest();
    request.open(call.method, url);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.withCredentials = false;

    const onAbort = () => request.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => options.signal?.removeEventListener('abort', onAbort);

    request.upload.onprogress = (event: ProgressEvent) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      finish();
      const text = request.responseText ?? '';
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        let json: unknown;
        try {
          json = text.trim() === '' ? {} : JSON.parse(text);
        } catch (error) {
          reject(new ApiRequestError({ status: request.status, kind: 'parse', message: messages.decodeError, callId: call.id, cause: error }));
          return;
        }
        const parsed = call.response.safeParse(json);
        if (parsed.success) resolve(parsed.data as CallResponse<C>);
        else reject(new ApiRequestError({ status: request.status, kind: 'parse', message: messages.decodeError, callId: call.id, cause: parsed.error }));
        return;
      }
      const body = readErrorBody(text);
      if (request.status === 401 && call.auth !== 'none') options.onUnauthorized?.();
      reject(new ApiRequestError({ status: request.status, kind: 'http', body, message: body?.detail ?? body?.titulek ?? `HTTP ${request.status}`, callId: call.id }));
    };
    request.onerror = () => {
      finish();
      reject(new ApiRequestError({ status: 404, kind: 'no-response', message: messages.noConnection, callId: call.id }));
    };
    request.onabort = () => {
      finish();
      reject(abortError(options.signal));
    };
    request.send(formData);
  });
}
