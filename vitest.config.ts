import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Projects, so `npm run test:server` can rerun only the server suite against PostgreSQL.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      { extends: true, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // test-only cheaper password hashing (the production default is tested on its own)
          setupFiles: ['tests/support/server-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
      { extends: true, test: { name: 'src', include: ['tests/src/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
      { extends: true, test: { name: 'lint', include: ['tests/lint/**/*.test.ts'], environment: 'node', testTimeout: 30000 } },
    ],
  },
});
