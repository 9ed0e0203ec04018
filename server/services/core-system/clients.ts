/**
 * Machine clients (issue 34; docs/adr/0010-machine-clients.md): the insurer's core system calls the
 * staff's operations with OAuth 2 client credentials. A client is a name (its client_id), a random
 * secret of 256 bits stored as its SHA-256 only, scopes, and the staff role it acts in through its
 * service account (a users row without a password or roles of its own, which holds the requests the
 * client takes).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EMPLOYER_SCOPE } from '../../../contract/core-system';
import { clientScopes, type ClientScope } from '../../../contract/define';
import { staffRoles, type StaffRole } from '../../../contract/enums';
import type { Database, Transaction } from '../../db/client';
import { machineClients, users } from '../../db/schema';

/** A client's name is its client_id: lower-case letters, digits, '.', '_' and '-', 2–63 characters. */
export const CLIENT_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,62}$/;

export interface MachineClient {
  id: number;
  name: string;
  scopes: ClientScope[];
  role: StaffRole;
  userId: number;
  active: boolean;
  /** An employer's benefits programme: the employer code whose consenting employees it reads (null for the core system). */
  employerCode: string | null;
}

type ClientRow = typeof machineClients.$inferSelect;

function clientOf(row: ClientRow): MachineClient | null {
  const role = row.staffRole as StaffRole;
  if (!staffRoles.includes(role)) return null;
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes.filter((scope): scope is ClientScope => (clientScopes as readonly string[]).includes(scope)),
    role,
    userId: row.userId,
    active: row.active,
    employerCode: row.employerCode ?? null,
  };
}

/**
 * The stored form of a secret. A fast hash is enough: the secret is 256 random bits, not a
 * password a person chose, so there is nothing to guess from a stolen hash (ADR 0010).
 */
export function hashClientSecret(secret: string): string {
  return `sha256:${createHash('sha256').update(secret, 'utf8').digest('hex')}`;
}

function secretMatches(secret: string, stored: string): boolean {
  const actual = Buffer.from(hashClientSecret(secret));
  const expected = Buffer.from(stored);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash no secret has, compared against when the client does not exist (so timing does not tell). */
const NO_CLIENT = hashClientSecret(randomBytes(32).toString('base64url'));

export async function findClient(db: Database | Transaction, name: string): Promise<MachineClient | null> {
  const [row] = await db.select().from(machineClients).where(eq(machineClients.name, name)).limit(1);
  return row ? clientOf(row) : null;
}

/** The client whose credentials these are, if it is active; null otherwise (one answer for every fault). */
export async function clientByCredentials(db: Database, name: string, secret: string): Promise<MachineClient | null> {
  const [row] = name.length <= 63 ? await db.select().from(machineClients).where(eq(machineClients.name, name)).limit(1) : [];
  const ok = secretMatches(secret.slice(0, 200), row?.secretHash ?? NO_CLIENT);
  if (!row || !ok || !row.active) return null;
  return clientOf(row);
}

export class ClientSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClientSetupError';
  }
}

/**
 * A new client with a new secret, which is returned once and stored only as its hash. The service
 * account's login is random: nobody can name it at a sign-in, and it has no password anyway.
 */
/** An employer code as the insured persons' records hold it (CAR_MAKER_EMPLOYER_CODE = 'SKODA'). */
export const EMPLOYER_CODE_PATTERN = /^[A-Z0-9_-]{2,40}$/;

export async function addMachineClient(
  db: Database,
  input: { name: string; scopes: readonly string[]; role: StaffRole; employer?: string },
): Promise<{ client: MachineClient; secret: string }> {
  if (!CLIENT_NAME_PATTERN.test(input.name))
    throw new ClientSetupError(`Neplatné jméno klienta „${input.name}“ (a–z, 0–9, . _ -; 2–63 znaků).`);
  const unknown = input.scopes.filter((scope) => !(clientScopes as readonly string[]).includes(scope));
  if (unknown.length > 0) throw new ClientSetupError(`Neznámý rozsah: ${unknown.join(', ')} (známé: ${clientScopes.join(', ')}).`);
  if (input.scopes.length === 0) throw new ClientSetupError(`Zadejte alespoň jeden rozsah (${clientScopes.join(', ')}).`);
  if (!staffRoles.includes(input.role)) throw new ClientSetupError(`Neznámá role: ${input.role} (známé: ${staffRoles.join(', ')}).`);
  // An employer's programme reads check-up dates of its employees and nothing else: that scope alone, with its employer.
  const employerClient = input.scopes.includes(EMPLOYER_SCOPE);
  if (employerClient && input.scopes.some((scope) => scope !== EMPLOYER_SCOPE))
    throw new ClientSetupError(`Rozsah ${EMPLOYER_SCOPE} patří programu zaměstnavatele a nelze ho kombinovat s jinými rozsahy.`);
  if (employerClient && !input.employer)
    throw new ClientSetupError(`Klient s rozsahem ${EMPLOYER_SCOPE} potřebuje kód zaměstnavatele (--employer=KÓD).`);
  if (!employerClient && input.employer) throw new ClientSetupError(`Kód zaměstnavatele patří jen klientovi s rozsahem ${EMPLOYER_SCOPE}.`);
  if (input.employer && !EMPLOYER_CODE_PATTERN.test(input.employer))
    throw new ClientSetupError(`Neplatný kód zaměstnavatele „${input.employer}“ (A–Z, 0–9, _ -; 2–40 znaků).`);
  if (await findClient(db, input.name)) throw new ClientSetupError(`Klient „${input.name}“ už existuje.`);
  const secret = randomBytes(32).toString('base64url');
  const row = await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(users)
      .values({
        login: `klient-${randomBytes(16).toString('hex')}`,
        // Not a hash of anything: no password opens this account.
        passwordHash: '!',
        // How the client is named in a person's 'Kdo viděl moje údaje'.
        ...(input.employer
          ? { jmeno: 'Benefitní program', prijmeni: `zaměstnavatele ${input.employer}` }
          : { jmeno: 'Informační systém', prijmeni: 'pojišťovny' }),
      })
      .returning({ id: users.id });
    const [created] = await tx
      .insert(machineClients)
      .values({
        name: input.name,
        secretHash: hashClientSecret(secret),
        scopes: [...new Set(input.scopes)],
        staffRole: input.role,
        userId: account.id,
        employerCode: input.employer ?? null,
      })
      .returning();
    return created;
  });
  return { client: clientOf(row)!, secret };
}
