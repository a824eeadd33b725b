import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountMessages } from '@elevate/contracts/account/account.messages';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { build } from '../../../test/helper.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { mailOptOuts } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { eventually, smtpForFile } from '../mail/mail.testing.ts';
import {
  applicant,
  employerWithJob,
  moveApplicant,
  outboxTo,
  STATUS_MAIL_SUBJECT,
  unsubscribeTokenIn,
  type SignedInUser,
} from './account.test-fixtures.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

const env: Record<string, string> = { ...AUTH_TEST_ENV, QUEUE_POLL_SECONDS: '0.5' };
const smtp = smtpForFile(env);
const t = build(env);

let employer: SignedInUser;
let jobId: number;
beforeAll(async () => {
  const fx = await employerWithJob(t);
  employer = fx.employer;
  jobId = fx.job.id;
}, 60_000);

const statusMails = async (to: string) => (await outboxTo(t, to)).filter((m) => STATUS_MAIL_SUBJECT.test(m.subject));
const optOutsOf = (uid: number) =>
  t.database.db.select({ kind: mailOptOuts.kind }).from(mailOptOuts).where(eq(mailOptOuts.userId, uid));
const preferencesOf = async (user: SignedInUser) => {
  const res = await t.inject({ method: 'GET', url: `/api/users/${user.uid}/mail-preferences`, headers: user.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { mail: Record<string, boolean> };
};
const tokenFor = (uid: number, kind = 'application-updates' as const) =>
  signUnsubscribeToken(t.config.jwtSecret, uid, kind);
const link = (path: 'unsubscribe' | 'resubscribe', token: string) =>
  `/api/account/${path}?token=${encodeURIComponent(token)}`;

describe('the application-update mail', () => {
  it('carries the unsubscribe link in both parts and List-Unsubscribe headers, and they reach the mail server', async () => {
    const kavya = await applicant(t, jobId, 'Kavya');
    const res = await moveApplicant(t, kavya.applicationId, 'Shortlisted', employer.headers, 'Strong SQL round');
    expect(res.statusCode, res.body).toBe(200);

    const [mail] = await statusMails(kavya.email);
    expect(mail).toBeDefined();
    const token = unsubscribeTokenIn(mail!.textBody);
    expect(token).toBe(tokenFor(kavya.uid));
    const base = t.config.publicUrl;
    expect(mail!.textBody).toContain(`Unsubscribe from application updates: ${base}/unsubscribe?token=`);
    expect(mail!.textBody).toContain(`Choose what we send you: ${base}/settings`);
    expect(mail!.htmlBody).toContain(`href="${base}/unsubscribe?token=${encodeURIComponent(token)}"`);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${base}/api/account/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    await eventually(() => smtp.received.some((m) => m.to.includes(kavya.email) && /Update on your/.test(m.raw)));
    const raw = smtp.received
      .filter((m) => m.to.includes(kavya.email))
      .map((m) => m.raw.replace(/\r\n[ \t]+/g, ' '))
      .find((r) => /Update on your/.test(r))!;
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/[^>]+\/api\/account\/unsubscribe\?token=[^>]+>\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it('is not written once the candidate turned application updates off, while the in-app notification still is', async () => {
    const ravi = await applicant(t, jobId, 'Ravi');
    const prefs = await preferencesOf(ravi);
    const put = await t.inject({
      method: 'PUT',
      url: `/api/users/${ravi.uid}/mail-preferences`,
      headers: ravi.headers,
      payload: { mail: { ...prefs.mail, 'application-updates': false }, jobfeed: false, mentor: false },
    });
    expect(put.statusCode, put.body).toBe(200);

    const res = await moveApplicant(t, ravi.applicationId, 'Interview Scheduled', employer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusMails(ravi.email)).toHaveLength(0);
    const notes = await t.database.db
      .select({ oneLiner: notifications.oneLiner })
      .from(notifications)
      .where(and(eq(notifications.receiverUid, ravi.uid), eq(notifications.purpose, 'RECRUIT')));
    expect(notes.some((n) => /Interview Scheduled/.test(n.oneLiner))).toBe(true);
  });

  it('leaves essential mail alone: with every kind off, a password reset mail is still written', async () => {
    const meera = await applicant(t, jobId, 'Meera');
    await t.inject({
      method: 'PUT',
      url: `/api/users/${meera.uid}/mail-preferences`,
      headers: meera.headers,
      payload: {
        mail: { 'job-alerts': false, 'application-updates': false, 'hackathon-updates': false, newsletters: false },
        jobfeed: false,
        mentor: false,
      },
    });
    const res = await t.inject({
      method: 'POST',
      url: `/api/wueusers/forgot-password?emailId=${encodeURIComponent(meera.email)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await outboxTo(t, meera.email);
    expect(mails.some((m) => m.subject === 'Reset your Elevate password' && m.headers === null)).toBe(true);
  });
});

describe('unsubscribing with the signed link, without signing in', () => {
  it('turns the kind off with the one-click POST a mail program sends (RFC 8058), and only that kind', async () => {
    const asha = await applicant(t, jobId, 'Asha');
    await moveApplicant(t, asha.applicationId, 'Shortlisted', employer.headers);
    const [mail] = await statusMails(asha.email);
    const oneClick = /^<([^>]+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;

    const res = await t.inject({
      method: 'POST',
      url: oneClick.replace(t.config.publicUrl, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().result).toEqual({
      kind: 'application-updates',
      email: `${asha.email[0]}•••@example.in`,
      subscribed: false,
    });
    expect((await preferencesOf(asha)).mail).toEqual({
      'job-alerts': true,
      'application-updates': false,
      'hackathon-updates': true,
      newsletters: true,
    });

    await moveApplicant(t, asha.applicationId, 'Interview Scheduled', employer.headers);
    expect(await statusMails(asha.email)).toHaveLength(1);
  });

  it('a GET of the link, as a link scanner makes, shows the subscription and changes nothing', async () => {
    const dev = await applicant(t, jobId, 'Dev');
    for (let i = 0; i < 3; i++) {
      const res = await t.inject({ method: 'GET', url: link('unsubscribe', tokenFor(dev.uid)) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.json().result).toEqual({
        kind: 'application-updates',
        email: `${dev.email[0]}•••@example.in`,
        subscribed: true,
      });
    }
    expect(await optOutsOf(dev.uid)).toEqual([]);
  });

  it('the page turns the kind off, says so, and turns it back on; each twice is the same as once', async () => {
    const nila = await applicant(t, jobId, 'Nila');
    const token = signUnsubscribeToken(t.config.jwtSecret, nila.uid, 'newsletters');
    const masked = `${nila.email[0]}•••@example.in`;
    for (let i = 0; i < 2; i++) {
      const off = await t.inject({ method: 'POST', url: link('unsubscribe', token) });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({
        message: `You will no longer get newsletters at ${masked}.`,
        result: { kind: 'newsletters', subscribed: false },
      });
    }
    expect(await optOutsOf(nila.uid)).toEqual([{ kind: 'newsletters' }]);
    for (let i = 0; i < 2; i++) {
      const on = await t.inject({ method: 'POST', url: link('resubscribe', token) });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({
        message: `Newsletters are on again for ${masked}.`,
        result: { kind: 'newsletters', subscribed: true },
      });
    }
    expect(await optOutsOf(nila.uid)).toEqual([]);
  });

  it('refuses a tampered, cut or foreign token with a clear message, never a 500, and changes nothing', async () => {
    const [victim, other] = [await applicant(t, jobId, 'Tara'), await applicant(t, jobId, 'Uma')];
    const good = tokenFor(victim.uid);
    const [version, , kind, signature] = good.split('.') as [string, string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const bad = [
      `${version}.${other.uid}.${kind}.${signature}`, // someone else's id under this signature
      `${version}.${victim.uid}.newsletters.${signature}`, // another kind
      `${version}.${victim.uid}.${kind}.${flipped}`, // one character of the signature changed
      good.slice(0, -5), // cut short when copied
      `v2.${victim.uid}.${kind}.${signature}`, // a version we do not know
      signUnsubscribeToken('another-secret-of-at-least-32-characters', victim.uid, 'application-updates'),
      `${version}.0.${kind}.${signature}`,
      `${version}.99999999999.${kind}.${signature}`,
      'not-a-token',
      '....',
    ];
    for (const token of bad) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.inject({ method, url: link('unsubscribe', token) });
        expect(res.statusCode, `${method} ${token}: ${res.body}`).toBe(410);
        expect(res.json().error).toEqual({
          code: ErrorCode.LINK_EXPIRED,
          message: AccountMessages.unsubscribeLinkInvalid,
        });
      }
    }
    const missing = await t.inject({ method: 'GET', url: '/api/account/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(AccountMessages.unsubscribeLinkMissing);
    const long = await t.inject({ method: 'POST', url: link('unsubscribe', 'x'.repeat(500)) });
    expect(long.statusCode).toBe(400);
    expect(await optOutsOf(victim.uid)).toEqual([]);
    expect(await optOutsOf(other.uid)).toEqual([]);
  });
});
