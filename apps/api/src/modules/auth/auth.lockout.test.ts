import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV, createUser, login } from './auth.testing.ts';

/**
 * Brute-force protection that cannot be turned into a lock-out (docs/decisions/021): a small per-account
 * and per-address allowance and a low account-wide threshold, so the tests can reach both.
 */
const t = build({
  ...AUTH_TEST_ENV,
  LOGIN_RATE_LIMIT_ACCOUNT: '5',
  LOGIN_ACCOUNT_SLOWDOWN_AFTER: '12',
  LOGIN_SLOWDOWN_MS: '400',
});

let sequence = 0;
const freshIp = () => `10.30.${Math.floor(++sequence / 250)}.${(sequence % 250) + 1}`;

const timedLogin = async (email: string, password: string, ip: string) => {
  const started = performance.now();
  const res = await login(t, email, password, ip);
  return { status: res.statusCode, ms: performance.now() - started };
};

describe('password sign-in cannot be locked by a stranger', () => {
  it('refuses the attempt past the allowance from one address on one account, and only there', async () => {
    const user = await createUser(t);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(t, user.email, 'Guess#Pass1', attacker)).statusCode).toBe(401);
    expect((await login(t, user.email, user.password, attacker)).statusCode).toBe(429);
    // The owner, from their own address, signs in at once.
    expect((await login(t, user.email, user.password, freshIp())).statusCode).toBe(200);
  });

  it('past the account-wide threshold, attempts from everywhere are slowed, not refused: the owner still signs in', async () => {
    const user = await createUser(t);
    // Wrong passwords from three addresses, each within its own allowance: 15 in all, over the threshold of 12.
    for (let i = 0; i < 15; i++) {
      expect((await login(t, user.email, 'Guess#Pass1', `10.31.0.${(i % 3) + 1}`)).statusCode).toBe(401);
    }
    const owner = await timedLogin(user.email, user.password, freshIp());
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(395);
    const stranger = await timedLogin(user.email, 'Guess#Pass1', freshIp());
    expect(stranger.status).toBe(401);
    expect(stranger.ms).toBeGreaterThanOrEqual(395);
  });

  it('does not slow another account', async () => {
    const other = await createUser(t);
    const res = await timedLogin(other.email, other.password, freshIp());
    expect(res.status).toBe(200);
    expect(res.ms).toBeLessThan(395);
  });
});
