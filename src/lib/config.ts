import type { RuntimeConfigShape } from '../../machines/config/config.machine';

/**
 * The runtime configuration (`config.json` next to index.html, DESIGN §5): the document title,
 * the API base URL, the login-redirect setting, the demo logout address, the clock tolerance
 * and the map tiles. Loaded once at start by the config machine; checked by hand, not by zod,
 * because it is read before the first screen and the first download carries no zod.
 */
export type RuntimeConfig = RuntimeConfigShape;

function invalid(field: string): never {
  throw new Error(`config.json: ${field} is missing or invalid`);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * Reads config.json: `nazev` (document title, required), `apiUrl` (default '/api'),
 * `prihlaseniPresmerovani` (the login-redirect setting: when ABSENT the ticket exchange runs
 * automatically on return from the identity page; when present the login screen waits for the
 * button 'Přihlásit se'), `demoOdhlaseniUrl` (where the browser goes after logout in the demo),
 * `toleranceHodinS` (clock tolerance for token validity, 0–3600 s, default 30) and `mapa`
 * (the contract-partner map's {z}/{x}/{y} tile URL and attribution). Throws when malformed.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) invalid('the file');
  const raw = value as Record<string, unknown>;
  const config: RuntimeConfig = { nazev: text(raw.nazev) ?? invalid('nazev'), apiUrl: '/api', toleranceHodinS: 30 };
  if (raw.apiUrl !== undefined) config.apiUrl = text(raw.apiUrl) ?? invalid('apiUrl');
  if (raw.prihlaseniPresmerovani !== undefined) {
    if (typeof raw.prihlaseniPresmerovani !== 'boolean') invalid('prihlaseniPresmerovani');
    config.prihlaseniPresmerovani = raw.prihlaseniPresmerovani;
  }
  if (raw.demoOdhlaseniUrl !== undefined) config.demoOdhlaseniUrl = text(raw.demoOdhlaseniUrl) ?? invalid('demoOdhlaseniUrl');
  if (raw.toleranceHodinS !== undefined) {
    const tolerance = raw.toleranceHodinS;
    if (typeof tolerance !== 'number' || !Number.isInteger(tolerance) || tolerance < 0 || tolerance > 3600) invalid('toleranceHodinS');
    config.toleranceHodinS = tolerance;
  }
  if (raw.mapa !== undefined) {
    const mapa = raw.mapa as Record<string, unknown> | null;
    if (
      typeof mapa !== 'object' ||
      mapa === null ||
      typeof mapa.dlazdiceUrl !== 'string' ||
      mapa.dlazdiceUrl === '' ||
      typeof mapa.atribuce !== 'string'
    )
      invalid('mapa');
    config.mapa = { dlazdiceUrl: mapa.dlazdiceUrl, atribuce: mapa.atribuce };
  }
  return config;
}

/** Where config.json lives: next to index.html, under the app's base URL. */
export function defaultConfigUrl(): string {
  const base = (import.meta.env?.BASE_URL as string | undefined) ?? '/';
  return `${base.endsWith('/') ? base : `${base}/`}config.json`;
}

interface EarlyConfig {
  url: string;
  response: Promise<Response>;
}

/**
 * The request for config.json that public/boot.js started before the modules loaded, if it was
 * for this address; taken once (a retry asks again).
 */
export function takeEarlyConfigResponse(url: string): Promise<Response> | null {
  const holder = globalThis as { __zkEarlyConfig?: EarlyConfig };
  const early = holder.__zkEarlyConfig;
  if (!early) return null;
  delete holder.__zkEarlyConfig;
  return new URL(url, globalThis.location?.href).href === early.url ? early.response : null;
}

/** Fetches and validates config.json; rejects when it is missing or malformed. */
export async function loadRuntimeConfig(
  fetchFn: typeof fetch = globalThis.fetch,
  url: string = defaultConfigUrl(),
  early: Promise<Response> | null = null,
): Promise<RuntimeConfig> {
  const response = await (early ?? fetchFn(url, { cache: 'no-store', headers: { Accept: 'application/json' } }));
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
