import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountMessages } from '@elevate/contracts/account/account.messages';
import type { MailPreferences } from '@elevate/contracts/account/mail-preferences.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { build } from '../../../test/helper.ts';
import { mailOptOuts, users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, createUser } from '../auth/auth.testing.ts';
import { signedIn, type Headers, type SignedInUser } from './account.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const url = (uid: number) => `/api/users/${uid}/mail-preferences`;
const read = (uid: number, headers?: Headers) => t.inject({ method: 'GET', url: url(uid), headers });
const save = (uid: number, payload: unknown, headers?: Headers) =>
  t.inject({ method: 'PUT', url: url(uid), payload: payload as object, headers });

const ALL_ON: MailPreferences = {
  mail: { 'job-alerts': true, 'application-updates': true, 'hackathon-updates': true, newsletters: true },
  jobfeed: false,
  mentor: false,
};

let admin: SignedInUser;
beforeAll(async () => {
  admin = await signedIn(t, await createUser(t, { role: 'admin', fullName: 'Asha' }));
});

const optOutsOf = async (uid: number) =>
  (await t.database.db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.userId, uid)))
    .map((r) => r.kind)
    .sort();

describe('users/{id}/mail-preferences', () => {
  it('a new account gets every kind of mail, with the job feed and mentoring as chosen at signup', async () => {
    const user = await signedIn(t, await createUser(t));
    await t.database.db.update(users).set({ jobfeed: true }).where(eq(users.id, user.uid));
    const res = await read(user.uid, user.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ ...ALL_ON, jobfeed: true });
  });

  it('saves every switch at once and reads back what was saved; turning a kind on again removes its opt-out', async () => {
    const user = await signedIn(t, await createUser(t));
    const chosen: MailPreferences = {
      mail: { 'job-alerts': false, 'application-updates': true, 'hackathon-updates': true, newsletters: false },
      jobfeed: true,
      mentor: true,
    };
    const res = await save(user.uid, chosen, user.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: AccountMessages.preferencesSaved, result: chosen });
    expect((await read(user.uid, user.headers)).json().result).toEqual(chosen);
    expect(await optOutsOf(user.uid)).toEqual(['job-alerts', 'newsletters']);
    const [flags] = await t.database.db
      .select({ jobfeed: users.jobfeed, mentor: users.mentor })
      .from(users)
      .where(eq(users.id, user.uid));
    expect(flags).toEqual({ jobfeed: true, mentor: true });

    const again = await save(user.uid, { ...chosen, mail: { ...chosen.mail, newsletters: true } }, user.headers);
    expect(again.statusCode).toBe(200);
    expect(await optOutsOf(user.uid)).toEqual(['job-alerts']);
  });

  it("refuses another account's preferences, to read and to write, admins included, and changes nothing", async () => {
    const owner = await signedIn(t, await createUser(t));
    const stranger = await signedIn(t, await createUser(t));
    for (const headers of [stranger.headers, admin.headers]) {
      const r = await read(owner.uid, headers);
      expect(r.statusCode).toBe(403);
      expect(r.json().error.code).toBe(ErrorCode.FORBIDDEN);
      const w = await save(owner.uid, { ...ALL_ON, mail: { ...ALL_ON.mail, newsletters: false } }, headers);
      expect(w.statusCode).toBe(403);
    }
    expect(await optOutsOf(owner.uid)).toEqual([]);
    expect((await read(owner.uid)).statusCode).toBe(401);
  });

  it('answers a malformed body with the field that is wrong, and saves nothing', async () => {
    const user = await signedIn(t, await createUser(t));
    const cases: unknown[] = [
      { ...ALL_ON, mail: { ...ALL_ON.mail, newsletters: 'no' } },
      { ...ALL_ON, mail: { 'job-alerts': false } },
      { ...ALL_ON, mail: { ...ALL_ON.mail, 'sms-blasts': false } },
      { mail: ALL_ON.mail },
      { ...ALL_ON, mentor: null },
    ];
    for (const body of cases) {
      const res = await save(user.uid, body, user.headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe(ErrorCode.VALIDATION);
    }
    const wrongType = await save(user.uid, { ...ALL_ON, mail: { ...ALL_ON.mail, newsletters: 'no' } }, user.headers);
    expect(wrongType.json().error.fields).toMatchObject({ 'mail.newsletters': AccountMessages.switchInvalid });
    expect(await optOutsOf(user.uid)).toEqual([]);
    expect((await save(0, ALL_ON, user.headers)).statusCode).toBe(400);
  });
});
