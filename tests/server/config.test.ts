import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { ConfigError, loadServerConfig } from '../../server/config';
import { projectRoot } from '../../server/paths';

/** A VAPID pair (production requires one, the same on every process). */
const productionVapid = {
  VAPID_PUBLIC_KEY: 'BKc2PRGPR6NxE3fQA4hzAmVXprKWUTyk_TAPKUii4V8l_YQsupImgYL1mjai14qpQUs_X48K5SYfFmoWjNWrVxQ',
  VAPID_PRIVATE_KEY: 'MmwhjJXbS8pcQdAZH9EXnpM6rYBhAatU4cswpVsamtg',
};

describe('server configuration', () => {
  it('has the documented defaults', () => {
    const config = loadServerConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      demoMode: true,
      maintenance: false,
      maintenanceMessage: messages.maintenanceDefault,
      accessTtlS: 300,
      refreshTtlS: 1800,
      sessionMaxS: 43200,
      ticketTtlS: 120,
      jwtSecret: undefined,
      publicUrl: undefined,
      appDir: path.join(projectRoot, 'dist/app'),
      loginRateLimit: 10,
      logLevel: 'info',
      production: false,
      strictResponses: true,
      trustProxy: false,
    });
  });

  it('reads the environment', () => {
    const config = loadServerConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/zk',
      DATABASE_URL: 'postgres://zk@db:5432/zk',
      DEMO_MODE: 'false',
      MAINTENANCE: '1',
      MAINTENANCE_MESSAGE: 'Údržba do 20:00.',
      ACCESS_TTL_S: '60',
      REFRESH_TTL_S: '600',
      SESSION_MAX_S: '3600',
      TICKET_TTL_S: '30',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://karta.example.cz/',
      LOGIN_RATE_LIMIT: '5',
      NODE_ENV: 'production',
      ...productionVapid,
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/zk',
      databaseUrl: 'postgres://zk@db:5432/zk',
      demoMode: false,
      maintenance: true,
      maintenanceMessage: 'Údržba do 20:00.',
      accessTtlS: 60,
      refreshTtlS: 600,
      sessionMaxS: 3600,
      ticketTtlS: 30,
      publicUrl: 'https://karta.example.cz',
      loginRateLimit: 5,
      production: true,
      strictResponses: false,
    });
  });

  it('treats blank values as absent and 0 as off', () => {
    const config = loadServerConfig({ DATABASE_URL: '', DEMO_MODE: '0', PORT: ' ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoMode).toBe(false);
    expect(config.port).toBe(3000);
  });

  it('fails fast with a clear Czech message naming the variables', () => {
    const attempt = () => loadServerConfig({ PORT: 'abc', DEMO_MODE: 'možná', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const text = (error as Error).message;
      expect(text).toMatch(/^Neplatná konfigurace serveru/);
      for (const name of ['PORT', 'DEMO_MODE', 'DATABASE_URL', 'JWT_SECRET']) expect(text).toContain(name);
    }
  });
});
