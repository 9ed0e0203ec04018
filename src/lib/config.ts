import { z } from 'zod';
import type { RuntimeConfigShape } from '../../machines/config/config.machine';

/**
 * The runtime configuration (`config.json` next to index.html, DESIGN §5): the document title,
 * the API base URL, the login-redirect setting, the demo logout address, the clock tolerance
 * and the map tiles. Loaded once at start by the config machine.
 */
export const runtimeConfigSchema = z.object({
  /** Document title (and aplikaceInfo.nazev). */
  nazev: z.string().trim().min(1),
  /** API base URL. */
  apiUrl: z.string().trim().min(1).default('/api'),
  /**
   * The login-redirect setting. When ABSENT the ticket exchange runs automatically on return from
   * the identity page; when present the login screen waits for the button 'Přihlásit se'.
   */
  prihlaseniPresmerovani: z.boolean().optional(),
  /** Demo logout address: after logout the browser goes here instead of '/uzivatel/odhlasen'. */
  demoOdhlaseniUrl: z.string().trim().min(1).optional(),
  /** Clock tolerance for token validity, seconds. */
  toleranceHodinS: z.number().int().min(0).max(3600).default(30),
  /** Map tiles for the contract-partner map ({z}/{x}/{y} URL template and attribution). */
  mapa: z.object({ dlazdiceUrl: z.string().min(1), atribuce: z.string() }).optional(),
});

export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;

// The config machine holds this shape; keep the two in step (compile-time check both ways).
const toShape = (config: RuntimeConfig): RuntimeConfigShape => config;
const fromShape = (config: RuntimeConfigShape): RuntimeConfig => config;
void toShape;
void fromShape;

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
  return runtimeConfigSchema.parse(await response.json());
}
