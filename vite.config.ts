import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import path from 'node:path';
import { noChunkCycles, plainFieldModules, sharedChunkGroups, widgetBaseModules } from './scripts/build/chunk-groups';
import { zodWithoutJsonSchema } from './scripts/build/zod-without-json-schema';
import { machineDescriptionsOut } from './scripts/build/machine-descriptions';

const apiPort = Number(process.env.API_PORT ?? 3001);

let sharedGroups: Map<string, string> | null = null;
const sharedGroupOf = (graph: Parameters<typeof sharedChunkGroups>[0]) =>
  (sharedGroups ??= sharedChunkGroups(graph, path.resolve('src/main.tsx'), {
    layout: '_app',
    sharedBy: 0.8,
    styleGuide: /^styly/,
    signInPages: /^(prihlaseni|uzivatel\/)/,
  }));

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A staff screen's loader goes with its component, out of the entry that every insured person
      // loads: it is staff code, and it only starts the screen's query (the component chunk brings
      // the same staff api along, so the query starts about as early as before).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId.startsWith('/pracoviste/') ? [['loader', 'component']] : undefined),
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    noChunkCycles(),
    zodWithoutJsonSchema(),
    machineDescriptionsOut(),
  ],
  build: {
    outDir: 'dist/app',
    sourcemap: false,
    chunkSizeWarningLimit: 200,
    manifest: true,
    rolldownOptions: {
      // Building a zod schema has no side effects, so a schema nobody uses is left out: a form screen
      // then loads the schemas of its own form, not every call's answer schema of the contract modules
      // it imports (5–7 KB of gzip per form screen). The contract's schema helpers say the same of
      // themselves (`@__NO_SIDE_EFFECTS__` in contract/rules.ts, define.ts, entities.ts). The one zod
      // call made for its effect, the Czech error map, is written `config(...)`, not `z.config(...)`.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            // All that a first visit loads statically is one chunk: one request, and it compresses better.
            { name: 'app', tags: ['$initial'] },
            // What nearly every signed-in screen needs: two chunks instead of twenty (scripts/build/chunk-groups.ts).
            // A grouped module's imports are grouped by the same rule or left alone, never pulled in.
            { name: (id, context) => sharedGroupOf(context).get(id) ?? null, includeDependenciesRecursively: false },
            { name: 'widget-base', test: widgetBaseModules, includeDependenciesRecursively: false },
            { name: 'form-fields', test: plainFieldModules, includeDependenciesRecursively: false },
          ],
        },
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
