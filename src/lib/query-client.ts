import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** Client errors (4xx, and answers that do not match the contract) are not retried; no response is. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError) {
    if (error.kind === 'parse') return false;
    if (error.kind === 'http' && error.status >= 400 && error.status < 500) return false;
    if (error.kind === 'http' && error.status === 503) return false; // maintenance: show it at once
  }
  return failureCount < 2;
}

/**
 * The TanStack QueryClient for server data. Data stays fresh for a minute (health data changes
 * rarely and every screen can reload); no refetch on window focus, so a read screen does not
 * flicker back to a spinner; mutations are never retried (they may not be idempotent).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
