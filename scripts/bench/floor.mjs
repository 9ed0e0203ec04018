// The machine's floor: a bare React page (one component, no router, no data) built with the
// project's own Vite and React into a temp directory and served by a tiny static server
// (gzip, the same cache rules and security headers as the product's static files), so
// Lighthouse numbers of the product can be read against what React alone costs here.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, root, startChild, stopChild, waitForHttp } from './lib/children.mjs';

const indexHtml = `<!doctype html>
<html lang="cs">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Prázdná stránka v Reactu – podlaha měření výkonu." />
    <title>Podlaha – React</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;

const mainJsx = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '1rem', maxWidth: '40rem', margin: '0 auto' }}>
      <h1>Podlaha měření</h1>
      <p>Holá stránka v Reactu: jedna komponenta, žádný router ani data.</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

/**
 * Builds the bare page under `workDir` (inside the project, so `react` resolves from its
 * node_modules). Returns the built directory and its gzip JS/CSS sizes.
 */
export async function buildFloor(workDir) {
  const srcDir = path.join(workDir, 'floor-src');
  const outDir = path.join(workDir, 'floor-dist');
  fs.rmSync(srcDir, { recursive: true, force: true });
  fs.mkdirSync(srcDir, { recursive: true });
  fs.writeFileSync(path.join(srcDir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(srcDir, 'main.jsx'), mainJsx);
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: srcDir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  let jsGzip = 0;
  let cssGzip = 0;
  for (const file of fs.readdirSync(path.join(outDir, 'assets'))) {
    const size = gzipSync(fs.readFileSync(path.join(outDir, 'assets', file)), { level: 9 }).length;
    if (file.endsWith('.js')) jsGzip += size;
    if (file.endsWith('.css')) cssGzip += size;
  }
  return { dir: outDir, jsGzip, cssGzip };
}

/** Serves `dir` with scripts/bench/floor-server.mjs in a child process. */
export async function serveFloor(dir) {
  const port = await freePort();
  const child = startChild('floor server', process.execPath, [path.join(root, 'scripts/bench/floor-server.mjs'), dir, String(port)]);
  const base = `http://localhost:${port}`;
  await waitForHttp(`http://127.0.0.1:${port}/`, { child, ok: (s) => s === 200 });
  return { base, stop: () => stopChild(child) };
}
