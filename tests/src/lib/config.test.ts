import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig, takeEarlyConfigResponse } from '../../../src/lib/config';

describe('runtime configuration', () => {
  it('public/config.json is valid: the title, /api, tolerance 10 s, OpenStreetMap tiles, no login-redirect setting', () => {
    const config = parseRuntimeConfig(JSON.parse(readFileSync('public/config.json', 'utf8')));
    expect(config.nazev).toBe('Zdravotní karta pojištěnce');
    expect(config.apiUrl).toBe('/api');
    expect(config.toleranceHodinS).toBe(10);
    expect(config.mapa?.dlazdiceUrl).toContain('tile.openstreetmap.org/{z}/{x}/{y}');
    expect(config.prihlaseniPresmerovani).toBeUndefined();
  });

  it('applies the defaults', () => {
    expect(parseRuntimeConfig({ nazev: 'ZK' })).toEqual({ nazev: 'ZK', apiUrl: '/api', toleranceHodinS: 30 });
  });

  it('refuses a malformed configuration, naming the field', () => {
    expect(() => parseRuntimeConfig(null)).toThrow('the file');
    expect(() => parseRuntimeConfig({ nazev: '  ' })).toThrow('nazev');
    expect(() => parseRuntimeConfig({ nazev: 'ZK', apiUrl: 5 })).toThrow('apiUrl');
    expect(() => parseRuntimeConfig({ nazev: 'ZK', prihlaseniPresmerovani: 'ano' })).toThrow('prihlaseniPresmerovani');
    expect(() => parseRuntimeConfig({ nazev: 'ZK', toleranceHodinS: 3601 })).toThrow('toleranceHodinS');
    expect(() => parseRuntimeConfig({ nazev: 'ZK', toleranceHodinS: 1.5 })).toThrow('toleranceHodinS');
    expect(() => parseRuntimeConfig({ nazev: 'ZK', mapa: { dlazdiceUrl: '' } })).toThrow('mapa');
    expect(parseRuntimeConfig({ nazev: ' ZK ', apiUrl: ' /x ', toleranceHodinS: 0, demoOdhlaseniUrl: '/pryc' })).toEqual({
      nazev: 'ZK',
      apiUrl: '/x',
      toleranceHodinS: 0,
      demoOdhlaseniUrl: '/pryc',
    });
  });

  it('loads config.json without cache and rejects a failed or malformed file', async () => {
    const ok = vi.fn(async () => new Response(JSON.stringify({ nazev: 'ZK', prihlaseniPresmerovani: true })));
    await expect(loadRuntimeConfig(ok as unknown as typeof fetch, '/config.json')).resolves.toMatchObject({
      nazev: 'ZK',
      prihlaseniPresmerovani: true,
    });
    expect(ok).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    const missing = vi.fn(async () => new Response('not found', { status: 404 }));
    await expect(loadRuntimeConfig(missing as unknown as typeof fetch, '/config.json')).rejects.toThrow();
    const malformed = vi.fn(async () => new Response(JSON.stringify({ apiUrl: '/api' })));
    await expect(loadRuntimeConfig(malformed as unknown as typeof fetch, '/config.json')).rejects.toThrow();
  });

  it('takes the request public/boot.js started once, for its own address only, instead of asking again', async () => {
    const holder = globalThis as { __zkEarlyConfig?: { url: string; response: Promise<Response> } };
    const early = Promise.resolve(new Response(JSON.stringify({ nazev: 'Z boot.js' })));
    holder.__zkEarlyConfig = { url: new URL('/config.json', globalThis.location.href).href, response: early };
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ nazev: 'Ze sítě' })));
    const first = takeEarlyConfigResponse('/config.json');
    await expect(loadRuntimeConfig(fetchFn as unknown as typeof fetch, '/config.json', first)).resolves.toMatchObject({
      nazev: 'Z boot.js',
    });
    expect(fetchFn).not.toHaveBeenCalled();
    // A retry asks the network.
    expect(takeEarlyConfigResponse('/config.json')).toBeNull();
    holder.__zkEarlyConfig = { url: 'https://jinde.example/config.json', response: early };
    expect(takeEarlyConfigResponse('/config.json')).toBeNull();
  });
});
