import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messages } from '../../contract/messages';
import { apiNotFound, isApiPath } from './errors';

// The service worker and the offline page are checked for a new version on every visit.
const noCacheFiles = new Set(['index.html', 'config.json', 'sw.js', 'offline.html', 'offline.js', 'offline.css', 'manifest.webmanifest']);
const immutableCache = 'public, max-age=31536000, immutable';

function cacheControlFor(filePath: string, appDir: string): string {
  const relative = path.relative(appDir, filePath).split(path.sep).join('/');
  if (noCacheFiles.has(relative)) return 'no-cache';
  if (relative.startsWith('assets/')) return immutableCache;
  return 'public, max-age=3600';
}

const notBuiltPage = `<!doctype html>
<html lang="cs">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Aplikace není sestavená</title></head>
<body>
<main>
<h1>Aplikace není sestavená</h1>
<p>Server běží, ale sestavená webová aplikace (složka <code>dist/app</code>) chybí.</p>
<p>Sestavte ji příkazem <code>npm run build</code> nebo spusťte <code>npm start</code>, který ji sestaví sám. Rozhraní API pod adresou <code>/api</code> funguje i bez ní.</p>
</main>
</body>
</html>
`;

/** True when the last path segment looks like a file name (has an extension). */
function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0];
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

function plainNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).type('text/plain; charset=utf-8').send(messages.pageNotFound);
}

/**
 * Serves the built browser app from `appDir` at `/`, with the SPA fallback: a GET for a
 * non-file path that accepts HTML gets index.html. index.html and config.json are never
 * cached without revalidation; hashed /assets/* are immutable. Unknown /api paths answer
 * the JSON error body. Without a build, a plain Czech page says so (the API still works).
 */
export async function registerStatic(app: FastifyInstance, appDir: string): Promise<void> {
  const built = fs.existsSync(path.join(appDir, 'index.html'));

  if (built) {
    await app.register(fastifyStatic, {
      root: appDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      redirect: false,
      dotfiles: 'ignore',
      allowedPath: (pathName) => !isApiPath(pathName),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath, appDir));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) return apiNotFound(request, reply);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || looksLikeFile(request.url) || !acceptsHtml(request)) return plainNotFound(reply);
    if (!built) return reply.status(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(notBuiltPage);
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
