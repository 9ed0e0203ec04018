import type { PersonId } from '../../contract/ids';
import type { Caller } from '../identity/types';
import type { AppDeps } from '../deps';
import type { AccessEvent } from '../audit/types';
import type { FairUse } from '../fair-use';
import type { MachineCaller } from '../services/core-system/tokens';

/** What the server adds to Fastify's instance, request and route config. */
declare module 'fastify' {
  interface FastifyInstance {
    /** Database and configuration, shared with identity (`registerIdentity(app, app.deps)`). */
    deps: AppDeps;
    /** Verifies the bearer access token; identity's `authenticateAccess` unless a test replaces it. */
    authenticate: (request: FastifyRequest) => Promise<Caller | null>;
    /** Verifies a machine client's bearer token (server/services/core-system/tokens.ts). */
    authenticateClient: (request: FastifyRequest) => Promise<MachineCaller | null>;
    /** Ids of the contract calls registered so far (for the "every call is served" check). */
    registeredCalls: Set<string>;
    /** Per-user call budgets and upload caps (server/fair-use.ts). */
    fairUse: FairUse;
    /**
     * Set when the process is about to stop (server/main.ts, DRAIN_S): /api/ready answers 503 so
     * the load balancer sends nothing new, and answers close their connections.
     */
    lifecycle: { draining: boolean };
  }
  interface FastifyRequest {
    /** The signed-in caller of an `access` call, set by the call adapter before the handler runs. */
    caller: Caller | null;
    /** The machine client of a `client` call, set by the call adapter before the handler runs. */
    client: MachineCaller | null;
    /** The person of a per-person call, parsed once by the call adapter before the access check. */
    personId: PersonId | null;
    /** Error id of an error answer, written into the request's log line. */
    chybaId: string | null;
    /** An allowed per-person write: its audit row, written by the call adapter in the write's transaction. */
    auditEvent: AccessEvent | null;
    /** Ends this request's upload slot (fair use); set for a multipart call with a body. */
    endUpload: (() => Promise<void>) | null;
  }
}

export {};
