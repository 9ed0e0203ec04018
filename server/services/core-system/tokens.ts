/**
 * A machine client's access token (ADR 0010): a short HS256 JWT signed with the app's keys, with an
 * audience of its own, so a person's token is never a client's and a client's never a person's
 * (people's tokens have the audience `zk-api`: server/identity/tokens.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify, errors as joseErrors, type JWSHeaderParameters } from 'jose';
import type { ClientScope } from '../../../contract/define';
import type { StaffRole } from '../../../contract/enums';
import { isClientScope, parseScope } from '../../../contract/core-system';
import type { AppDeps } from '../../deps';
import type { SigningKeySet } from '../../identity/keys';
import { ISSUER } from '../../identity/tokens';
import { findClient, type MachineClient } from './clients';

export const CLIENT_AUDIENCE = 'zk-system';
const ALG = 'HS256';

/** Who makes a `client` call: the client, the scopes of its token that it still has, and the token's id. */
export interface MachineCaller {
  name: string;
  userId: number;
  role: StaffRole;
  scopes: ClientScope[];
  /** The token's `jti` (recorded in the audit as the session). */
  tokenId: string;
  /** An employer's benefits programme: its employer code (null for the core system). */
  employerCode: string | null;
}

export async function signClientToken(
  keys: SigningKeySet,
  client: Pick<MachineClient, 'name'>,
  scopes: readonly ClientScope[],
  ttlS: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: scopes.join(' '), typ: 'client' })
    .setProtectedHeader({ alg: ALG, typ: 'JWT', kid: keys.current.kid })
    .setSubject(client.name)
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuer(ISSUER)
    .setAudience(CLIENT_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlS)
    .sign(keys.current.key);
}

function keyOf(keys: SigningKeySet) {
  return (header: JWSHeaderParameters): Uint8Array => {
    const key = header.kid === undefined ? undefined : keys.byKid.get(header.kid);
    if (!key) throw new joseErrors.JWKSNoMatchingKey();
    return key;
  };
}

async function verifyClientToken(keys: SigningKeySet, token: string): Promise<{ name: string; scopes: ClientScope[]; jti: string } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(keys), {
      algorithms: [ALG],
      audience: CLIENT_AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub', 'jti'],
    });
    if (payload.typ !== 'client' || typeof payload.scope !== 'string') return null;
    return { name: payload.sub!, scopes: parseScope(payload.scope).filter(isClientScope), jti: payload.jti! };
  } catch {
    return null;
  }
}

/**
 * The machine client of a request's bearer token, or null (401): the token must be a client's,
 * valid and unexpired, and its client still active. The scopes are those of the token that the
 * client still has, so a scope taken away stops working at once.
 */
export async function authenticateClient(
  request: FastifyRequest,
  deps: Pick<AppDeps, 'db' | 'signingKeys'>,
): Promise<MachineCaller | null> {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)\s*$/.exec(header);
  if (!match) return null;
  const verified = await verifyClientToken(deps.signingKeys, match[1]);
  if (!verified) return null;
  const client = await findClient(deps.db, verified.name);
  if (!client?.active) return null;
  return {
    name: client.name,
    userId: client.userId,
    role: client.role,
    scopes: verified.scopes.filter((scope) => client.scopes.includes(scope)),
    tokenId: verified.jti,
    employerCode: client.employerCode,
  };
}
