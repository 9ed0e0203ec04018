import { setTestPasswordHashCost } from '../../server/identity/password';

/**
 * The server suites sign in hundreds of times: password hashes there use a cheaper scrypt cost
 * (N = 2^12). The production default (N = 2^17) is proven by tests/server/identity-password.test.ts,
 * which switches this off for its own checks.
 */
export const TEST_PASSWORD_HASH_PARAMS = { N: 2 ** 12, r: 8, p: 1 } as const;

setTestPasswordHashCost(TEST_PASSWORD_HASH_PARAMS);
