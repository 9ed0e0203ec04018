import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
  ],
  build: {
    outDir: 'dist/app',
    sourcemap: false,
    chunkSizeWarningLimit: 200,
    manifest: true,
    // All that a first visit loads statically is one chunk: one request, and it compresses better.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        chunkFileNames: 'assets/[hash].js',
      },
    },
    modulePreload: { polyfill: false },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
