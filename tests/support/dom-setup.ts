import { afterAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

/**
 * findBy… and waitFor wait up to 5 s instead of Testing Library's 1 s: with two test files per
 * core-pair and other work on the machine, a lazily loaded route or a machine's next state can
 * take longer than a second to render (tests/src/osvc-overview.test.tsx timed out under load). What
 * never appears still fails, only later.
 */
configure({ asyncUtilTimeout: 5000 });

// View files share one window (vitest.config.ts, isolate: false): what a file leaves behind — rendered
// trees, stored keys, the address — must not reach the next file.
afterAll(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
