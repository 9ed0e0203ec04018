// A tiny static server for the bench's bare React page: node scripts/bench/floor-server.mjs <dir> <port>
// gzip when accepted, hashed assets immutable, index.html no-cache, the product's security headers.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [dir, port] = [path.resolve(process.argv[2]), Number(process.argv[3] ?? 0)];
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
const headers = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};
const cache = new Map();

http
  .createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    let file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    if (!cache.has(file)) {
      const body = fs.readFileSync(file);
      cache.set(file, { body, gzip: gzipSync(body, { level: 9 }) });
    }
    const { body, gzip } = cache.get(file);
    const useGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') && body.length > 1024;
    response.writeHead(200, {
      ...headers,
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(useGzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    response.end(useGzip ? gzip : body);
  })
  .listen(port, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
