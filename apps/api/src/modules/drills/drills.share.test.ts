import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import { SHARE_JOB_PER_HOUR } from '@elevate/contracts/notifications/notification.constants';
import { build } from '../../../test/helper.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, mailsTo, signIn, uniqueEmail } from '../auth/auth.testing.ts';
import { insertDrill } from './drills.test-fixtures.ts';

const t = build({ ...AUTH_TEST_ENV, PUBLIC_URL: 'https://elevate.example' });

const SHARE = '/api/drills/feeds/sendinvitemail';
let hack: { id: number; custUrl: string };
let challenge: { id: number; custUrl: string };
let draft: { id: number; custUrl: string };

beforeAll(async () => {
  hack = await insertDrill(t, {
    name: 'Sahyadri FinHack',
    partnerName: 'Sahyadri Fintech',
    location: 'Pune',
    custUrl: 'sahyadri-finhack',
  });
  challenge = await insertDrill(t, { name: 'Krishna Packaging Challenge', programType: 'open-innovation' });
  draft = await insertDrill(t, { name: 'Draft Hack', isPublished: false });
});

const signedIn = async (fullName = 'Priya') => {
  const user = await createUser(t, { fullName });
  return { user, session: await signIn(t, user) };
};

const share = (session: LoginResult | null, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: SHARE, payload, headers: session ? authHeaders(session) : {} });

const notificationsOf = (uid: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.receiverUid, uid));
const outboxSize = async () => (await t.database.db.select({ n: count() }).from(mailOutbox))[0]!.n;

describe('POST drills/feeds/sendinvitemail', () => {
  it('mails every address through the outbox and notifies the ones with accounts, leading to the hackathon', async () => {
    const sender = await signedIn('Priya');
    const friend = await createUser(t, { fullName: 'Arjun' });
    const stranger = uniqueEmail('stranger');

    const res = await share(sender.session, {
      drillId: hack.id,
      emails: [friend.email.toUpperCase(), stranger],
      message: 'Team up with me?',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The answer never says which addresses have accounts.
    expect(res.json()).toEqual({ httpStatus: 200, message: 'Hackathon shared with 2 people', result: { sent: 2 } });

    const [toFriend] = await mailsTo(t, friend.email);
    expect(toFriend?.subject).toBe('Priya Menon shared a hackathon with you');
    expect(toFriend?.textBody).toContain('Hi Arjun,');
    expect(toFriend?.textBody).toContain('Sahyadri FinHack by Sahyadri Fintech (Pune)');
    expect(toFriend?.textBody).toContain('https://elevate.example/drills/sahyadri-finhack');
    expect(toFriend?.textBody).toContain('Priya Menon wrote: "Team up with me?"');
    expect((await mailsTo(t, stranger))[0]?.textBody.startsWith('Hi,')).toBe(true);

    const [n, ...more] = await notificationsOf(friend.uid);
    expect(more).toHaveLength(0);
    expect(n).toMatchObject({
      senderUid: sender.user.uid,
      purpose: 'GENERAL',
      oneLiner: 'Priya Menon shared a hackathon with you: Sahyadri FinHack by Sahyadri Fintech',
      message: 'Team up with me?',
      link: '/drills/sahyadri-finhack',
    });
  });

  it('calls an open-innovation challenge a challenge', async () => {
    const sender = await signedIn();
    const to = uniqueEmail('friend');
    expect((await share(sender.session, { drillId: challenge.id, emails: [to] })).statusCode).toBe(200);
    expect((await mailsTo(t, to))[0]?.subject).toBe('Priya Menon shared a challenge with you');
  });

  it('mails a repeated address once and never notifies the sender', async () => {
    const sender = await signedIn();
    const res = await share(sender.session, { drillId: hack.id, emails: [sender.user.email, sender.user.email] });
    expect(res.json().result).toEqual({ sent: 1 });
    expect(await notificationsOf(sender.user.uid)).toHaveLength(0);
  });

  it('checks each address, 1 to 5 of them, and a note of at most 500 characters, writing nothing on a refusal', async () => {
    const sender = await signedIn();
    const before = await outboxSize();
    const bad = await share(sender.session, { drillId: hack.id, emails: ['ok@example.in', 'not-an-email'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'emails.1': 'Invalid email format' });
    const none = await share(sender.session, { drillId: hack.id, emails: [] });
    expect(none.json().error.fields.emails).toBe('Add at least one email address');
    const six = await share(sender.session, {
      drillId: hack.id,
      emails: Array.from({ length: 6 }, (_, i) => `friend${i}@example.in`),
    });
    expect(six.json().error.fields.emails).toBe('You can share a hackathon with at most 5 addresses at a time');
    const long = await share(sender.session, { drillId: hack.id, emails: ['a@example.in'], message: 'x'.repeat(501) });
    expect(long.json().error.fields.message).toBe('The message can be at most 500 characters');
    const noDrill = await share(sender.session, { emails: ['a@example.in'] });
    expect(noDrill.json().error.fields.drillId).toBe('drillId must be a number');
    expect(await outboxSize()).toBe(before);
  });

  it('answers 404 for an unpublished or unknown hackathon, mailing nobody', async () => {
    const sender = await signedIn();
    const before = await outboxSize();
    for (const drillId of [draft.id, 2_000_000_000]) {
      const res = await share(sender.session, { drillId, emails: ['friend@example.in'] });
      expect(res.statusCode, String(drillId)).toBe(404);
      expect(res.json().error.message).toBe('This hackathon does not exist or is no longer listed.');
    }
    expect(await outboxSize()).toBe(before);
  });

  it('writes no mail and no notification when one mail of the share fails', async () => {
    const sender = await signedIn();
    const friend = await createUser(t);
    const before = await outboxSize();
    const original = t.app.mailer.send.bind(t.app.mailer);
    let calls = 0;
    const spy = vi.spyOn(t.app.mailer, 'send').mockImplementation(async (message, tx) => {
      calls += 1;
      if (calls === 2) throw new Error('SMTP refused the second mail');
      return original(message, tx);
    });
    try {
      const res = await share(sender.session, { drillId: hack.id, emails: [friend.email, 'second@example.in'] });
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await outboxSize()).toBe(before);
    expect(await notificationsOf(friend.uid)).toHaveLength(0);
  });

  it('refuses a signed-out caller', async () => {
    expect((await share(null, { drillId: hack.id, emails: ['friend@example.in'] })).statusCode).toBe(401);
  });

  it('allows 10 shares an hour per user, then answers 429 with Retry-After', async () => {
    const sender = await signedIn();
    for (let i = 0; i < SHARE_JOB_PER_HOUR; i++) {
      const res = await share(sender.session, { drillId: hack.id, emails: [`limit${i}@example.in`] });
      expect(res.statusCode, `share ${i + 1}`).toBe(200);
    }
    const before = await outboxSize();
    const over = await share(sender.session, { drillId: hack.id, emails: ['one-too-many@example.in'] });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ httpStatus: 429, error: { code: 'WUE-4290' } });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxSize()).toBe(before);
    const other = await signedIn();
    expect((await share(other.session, { drillId: hack.id, emails: ['free@example.in'] })).statusCode).toBe(200);
  });
});
