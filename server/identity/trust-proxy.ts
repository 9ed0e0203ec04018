import net from 'node:net';

/**
 * Which reverse proxies may name the client's address in `X-Forwarded-For` (issue 11):
 * - `false`: none — the client is the TCP peer (the default; a direct client's header is ignored);
 * - a hop count (`1` = one proxy in front): the address that many hops back from the peer, so a
 *   value a client put in front of the proxy's own entry never counts;
 * - a list of proxy addresses or CIDR ranges (or proxy-addr's `loopback`, `linklocal`,
 *   `uniquelocal`): the rightmost address that is not one of them.
 * Never "trust every header" (Fastify's `true`), which lets any client pick its own address and
 * so its own rate-limit bucket. Fastify takes each of these forms as its `trustProxy` option.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; a Czech message for what it cannot take. */
export function parseTrustProxy(raw: string | undefined): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const value = (raw ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off', 'ne'].includes(value)) return { ok: true, value: false };
  if (['true', 'yes', 'on', 'ano'].includes(value)) {
    return {
      ok: false,
      message:
        'nelze věřit libovolné hlavičce X-Forwarded-For: uveďte počet proxy před serverem (např. 1) nebo jejich adresy (např. 10.0.0.5, 10.0.0.0/8)',
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= MAX_HOPS ? { ok: true, value: hops } : { ok: false, message: `počet proxy musí být 1–${MAX_HOPS}` };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || wrong.length > 0) {
    return { ok: false, message: `neplatná adresa nebo rozsah proxy: ${wrong.join(', ') || value}` };
  }
  return { ok: true, value: entries };
}

/**
 * Fastify's `trustProxy` option for a setting. A hop count becomes a function (proxy-addr asks it
 * for each address from the peer backwards, with its position): Fastify itself treats a plain
 * number as "trust nothing". A hop count is only as good as the network: the server must not be
 * reachable except through that many proxies (otherwise list the proxies' addresses instead).
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
