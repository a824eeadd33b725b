import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logSafeError } from '../src/lib/log-safe-error.ts';
import { signupPayload } from '../src/modules/auth/auth.testing.ts';
import { build } from './helper.ts';

/**
 * A failed write is logged by its PostgreSQL code and the names of the objects involved, never with the
 * statement's parameters (Drizzle's "Failed query: … params: …" once put every one of them in the log line,
 * password hashes and addresses included).
 */
const logLines: string[] = [];
const t = build({ PASSWORD_HASH_COST_LOG2: '14', LOG_LEVEL: 'info' }, { logLines });
beforeAll(async () => {
  // Every new account is refused by the database itself, as a full disk or a broken migration would.
  await t.database.db.execute(sql`alter table users add constraint log_test_refuses_signups check (false) not valid`);
});

const SECRETS = /scrypt\$|params|insert into|"password|Kochi#2031|@example\.in/i;

describe('database errors in the log', () => {
  it('a failed sign-up logs the constraint and code, and none of the values written', async () => {
    const payload = signupPayload({ fullName: 'Lakshmi', lastName: 'Raghunathan' });
    const res = await t.app.inject({ method: 'POST', url: '/api/wueusers/register', payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.body).not.toMatch(SECRETS);
    expect(res.body).not.toMatch(/log_test_refuses_signups|23514|drizzle|postgres/i);

    const failure = logLines.filter((l) => l.includes('log_test_refuses_signups'));
    expect(failure.length, logLines.join('\n')).toBeGreaterThan(0);
    for (const line of failure) {
      expect(JSON.parse(line).err).toMatchObject({ code: '23514', table: 'users', message: 'database query failed' });
    }
    const all = logLines.join('\n');
    expect(all).not.toMatch(SECRETS);
    expect(all).not.toContain(payload.email);
    expect(all).not.toContain('Raghunathan');
  });

  it('quoted values in PostgreSQL messages are left out, names are kept apart', async () => {
    const err = await t.database.db.execute(sql`select ${'Aadhaar 1234 5678 9012'}::integer`).then(
      () => null,
      (e: unknown) => e,
    );
    const safe = logSafeError(err as Error);
    expect(safe).toMatchObject({ code: '22P02', message: 'database query failed' });
    expect(JSON.stringify(safe)).not.toContain('Aadhaar');
    expect(String(safe.databaseMessage)).toMatch(/invalid input syntax for type integer/);
  });

  it('other errors keep their message and stack', () => {
    const safe = logSafeError(new Error('mail server refused')) as Record<string, unknown>;
    expect(safe.message).toBe('mail server refused');
    expect(String(safe.stack)).toContain('error-logs.test.ts');
  });
});
