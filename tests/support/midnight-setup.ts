/**
 * The midnight suite (`npm run test:midnight`): the process runs in UTC (TZ=UTC) and its clock stands
 * at 23:30 UTC on 1 December 2026 — 00:30 on 2 December in Prague. Every "today" and every day shown
 * must be the Prague day (issue 33).
 */
import { afterAll, beforeAll, vi } from 'vitest';

export const MIDNIGHT = new Date('2026-12-01T23:30:00Z');

beforeAll(() => {
  vi.useFakeTimers({ now: MIDNIGHT, toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});
