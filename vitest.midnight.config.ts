import { defineConfig } from 'vitest/config';

// `npm run test:midnight`: TZ=UTC and the clock at 23:30 UTC (00:30 in Prague), tests/support/midnight-setup.ts.
// The date suites run here too, so what they check holds at midnight as well.
export default defineConfig({
  test: {
    name: 'midnight',
    include: [
      'tests/midnight/**/*.test.ts',
      'tests/contract/format.test.ts',
      'tests/contract/money.test.ts',
      'tests/contract/insurance-rules.test.ts',
      'tests/server/premium-ledger.test.ts',
      'tests/server/insurance-rules.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/support/midnight-setup.ts'],
  },
});
