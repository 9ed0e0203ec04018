/**
 * A machine client of the insurer's core system for tests (ADR 0010): created in the test's own
 * database as `npm run client:add` creates one, its token fetched from the real token endpoint.
 */
import type { FastifyInstance } from 'fastify';
import { EMPLOYER_SCOPE } from '../../contract/core-system';
import { clientScopes, type ClientScope } from '../../contract/define';
import { CAR_MAKER_EMPLOYER_CODE } from '../../contract/person';
import type { StaffRole } from '../../contract/enums';
import type { Database } from '../../server/db/client';
import { addMachineClient } from '../../server/services/core-system/clients';

export interface TestClient {
  name: string;
  secret: string;
  /** `Authorization: Basic …` of the client's credentials (RFC 6749 §2.3.1). */
  basic: { authorization: string };
  /** A fresh access token of the client (all its scopes, or those asked for). */
  token(scopes?: readonly ClientScope[]): Promise<string>;
}

let counter = 0;

export const basicOf = (id: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`,
});

/** The core system's scopes: every one but the employer programme's, which a client holds alone. */
export const coreSystemScopes = clientScopes.filter((scope) => scope !== EMPLOYER_SCOPE);

export async function createTestClient(
  app: FastifyInstance,
  db: Database,
  options: { name?: string; scopes?: readonly ClientScope[]; role?: StaffRole; employer?: string } = {},
): Promise<TestClient> {
  counter += 1;
  const name = options.name ?? `test-klient-${process.pid}-${counter}`;
  const { secret } = await addMachineClient(db, {
    name,
    scopes: options.scopes ?? (options.employer ? [EMPLOYER_SCOPE] : coreSystemScopes),
    role: options.role ?? 'REFERENT',
    ...(options.employer ? { employer: options.employer } : {}),
  });
  const basic = basicOf(name, secret);
  return {
    name,
    secret,
    basic,
    async token(scopes) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { ...basic, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ grant_type: 'client_credentials', ...(scopes ? { scope: scopes.join(' ') } : {}) }).toString(),
      });
      if (res.statusCode !== 200) throw new Error(`token for ${name}: ${res.statusCode} ${res.body}`);
      return (res.json() as { access_token: string }).access_token;
    },
  };
}

/**
 * `Authorization: Bearer …` for the generated suites' `client` calls: the core system with all its
 * scopes, or (`employer`) an employer's benefits programme of the car maker.
 */
export async function clientAuthorization(
  app: FastifyInstance,
  db: Database,
  kind: 'core' | 'employer' = 'core',
): Promise<{ authorization: string }> {
  const client = await createTestClient(app, db, kind === 'employer' ? { employer: CAR_MAKER_EMPLOYER_CODE } : {});
  return { authorization: `Bearer ${await client.token()}` };
}

/** Which of the two a `client` call needs. */
export const clientKindOf = (call: { scope?: ClientScope }): 'core' | 'employer' => (call.scope === EMPLOYER_SCOPE ? 'employer' : 'core');
