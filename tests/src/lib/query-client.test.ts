import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../src/lib/api-client';
import { createQueryClient, shouldRetry } from '../../../src/lib/query-client';

describe('query client', () => {
  it('does not retry 4xx, parse errors or maintenance; retries no response twice', () => {
    const http = (status: number) => new ApiRequestError({ status, kind: 'http', message: '' });
    expect(shouldRetry(0, http(401))).toBe(false);
    expect(shouldRetry(0, http(404))).toBe(false);
    expect(shouldRetry(0, http(503))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError({ status: 200, kind: 'parse', message: '' }))).toBe(false);
    const noResponse = new ApiRequestError({ status: 404, kind: 'no-response', message: '' });
    expect(shouldRetry(0, noResponse)).toBe(true);
    expect(shouldRetry(1, noResponse)).toBe(true);
    expect(shouldRetry(2, noResponse)).toBe(false);
    expect(shouldRetry(0, http(500))).toBe(true);
  });

  it('has a stale time and never retries mutations', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries?.staleTime).toBe(60_000);
    expect(options.mutations?.retry).toBe(false);
  });
});
