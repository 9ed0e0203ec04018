import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './errors';

/**
 * Strict CSP: everything from our own origin, no inline scripts and no inline stylesheets (Panda
 * emits static CSS files; the sign-in page has its own stylesheet). Only style *attributes* stay
 * allowed (`style-src-attr`), because Ark UI / zag position popovers and menus with them; a
 * <style> element or a style="" in injected markup cannot restyle the page beyond that.
 */
export function contentSecurityPolicyFor(tileOrigin: string | null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-elem 'self'",
    "style-src-attr 'unsafe-inline'",
    // The partner map's tiles come from the origin that the served config.json names (mapTileOrigin).
    `img-src 'self' data: blob:${tileOrigin ? ` ${tileOrigin}` : ''}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy with no map tiles allowed (no config.json, or no map configured in it). */
export const contentSecurityPolicy = contentSecurityPolicyFor(null);

/**
 * The origin of the map tiles that the app's config.json (`mapa.dlazdiceUrl`) names, for the CSP:
 * a deployment changes its tiles in that one file. Only an https origin is allowed (a tile URL of our
 * own origin needs nothing); anything unreadable or odd allows no other origin, and the map then says
 * it has no tiles.
 */
export function mapTileOrigin(appDir: string): string | null {
  try {
    const config = JSON.parse(fs.readFileSync(path.join(appDir, 'config.json'), 'utf8')) as { mapa?: { dlazdiceUrl?: unknown } };
    const template = config.mapa?.dlazdiceUrl;
    if (typeof template !== 'string' || template.startsWith('/')) return null;
    const url = new URL(template.replace(/\{[a-z]\}/g, '0'));
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.origin : null;
  } catch {
    return null;
  }
}

const otherSecurityHeaders: Readonly<Record<string, string>> = {
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
export function registerSecurityHeaders(app: FastifyInstance, appDir: string): void {
  const securityHeaders = { 'content-security-policy': contentSecurityPolicyFor(mapTileOrigin(appDir)), ...otherSecurityHeaders };
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
