import type { FastifyInstance } from 'fastify';
import { isApiPath } from './errors';

/**
 * Strict CSP: everything from our own origin, no inline scripts and no inline stylesheets (Panda
 * emits static CSS files; the sign-in page has its own stylesheet). Only style *attributes* stay
 * allowed (`style-src-attr`), because Ark UI / zag position popovers and menus with them; a
 * <style> element or a style="" in injected markup cannot restyle the page beyond that.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-elem 'self'",
  "style-src-attr 'unsafe-inline'",
  // The partner map's tiles (public/config.json `mapa.dlazdiceUrl`); a deployment with other tiles names their origin here.
  "img-src 'self' data: blob: https://tile.openstreetmap.org",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=()',
};

/**
 * Security headers on every response (the app, the API, errors and 404s), and no caching of
 * API answers. Runs in onSend, which every reply passes, error replies included.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      // A route that sets a stricter policy of its own (attachment downloads: "default-src 'none'; sandbox") keeps it.
      if (name === 'content-security-policy' && reply.hasHeader(name)) continue;
      reply.header(name, value);
    }
    // API answers carry personal data: never cached. A route that deliberately allows caching
    // (the sign-in page's stylesheet) sets its own Cache-Control, which is kept.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
    return payload;
  });
}
