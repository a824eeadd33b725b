import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { applications, applicationStatusHistory } from '../../db/schema/applications.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn, signupPayload, uniqueEmail } from '../auth/auth.testing.ts';
import { addEmployer, insertJob, insertPartner } from '../applications/applications.test-fixtures.ts';
import { eventually, smtpForFile } from './mail.testing.ts';

/** Backoff of 1 s, doubling: a mail server back after a few seconds gets every mail on a retry. */
const env: Record<string, string> = {
  ...AUTH_TEST_ENV,
  QUEUE_POLL_SECONDS: '0.5',
  QUEUE_RETRY_LIMIT: '8',
  QUEUE_RETRY_DELAY_SECONDS: '1',
  SMTP_TIMEOUT_SECONDS: '1',
};
const smtp = smtpForFile(env);
const t = build(env);

describe('with the mail server down', () => {
  it('every user action still succeeds, and every mail goes out once the server is back', async () => {
    await smtp.down();
    const started = performance.now();

    const signup = signupPayload();
    const registered = await t.inject({ method: 'POST', url: '/api/wueusers/register', payload: signup });
    expect(registered.statusCode, registered.body).toBeLessThan(300);

    const member = await createUser(t, { email: uniqueEmail('forgot') });
    const forgot = await t.inject({
      method: 'POST',
      url: `/api/wueusers/forgot-password?emailId=${encodeURIComponent(member.email)}`,
    });
    expect(forgot.statusCode, forgot.body).toBeLessThan(300);

    const contactEmail = uniqueEmail('contact');
    const contact = await t.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: {
        senderFullName: 'Priya Nair',
        email: contactEmail,
        contact: '+91 98765 43210',
        purposeToConnect: 'Hosting a hackathon',
        message: 'A 36-hour hackathon for 400 students in Kochi.',
        contactUsSource: 'contactus',
      },
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);

    const partner = await insertPartner(t.database.db);
    const job = await insertJob(t.database.db, partner.id);
    const employer = await createUser(t, { role: 'employer' });
    await addEmployer(t.database.db, partner.id, employer.uid);
    const candidate = await createUser(t);
    const [application] = await t.database.db
      .insert(applications)
      .values({ userId: candidate.uid, jobId: job.id, currentStatus: 'Applied' })
      .returning({ id: applications.id });
    await t.database.db.insert(applicationStatusHistory).values({
      applicationId: application!.id,
      statusValue: 'Applied',
      updatedByUid: candidate.uid,
      updatedByName: 'Candidate',
    });
    const moved = await t.inject({
      method: 'POST',
      url: `/api/console/applications/${application!.id}/status`,
      payload: { statusValue: 'Shortlisted' },
      headers: authHeaders(await signIn(t, employer)),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // No action waited on the mail server (generous bound: this is not a benchmark).
    expect(performance.now() - started).toBeLessThan(10_000);

    const recipients = [signup.email, member.email, contactEmail, 'sales@elevate.local', candidate.email];
    const rows = () => t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, recipients));
    expect((await rows()).map((r) => r.toAddress).sort()).toEqual([...recipients].sort());

    // At least one try failed against the closed port, and nothing was delivered.
    await eventually(async () => (await rows()).some((r) => r.attempts >= 1 && r.lastError !== null));
    expect(smtp.received).toHaveLength(0);
    expect((await rows()).every((r) => r.status === 'queued' || r.status === 'sending')).toBe(true);

    await smtp.up();
    await eventually(async () => (await rows()).every((r) => r.status === 'sent'), 30_000);
    for (const to of recipients) {
      expect(
        smtp.received.filter((m) => m.to.includes(to)),
        to,
      ).toHaveLength(1);
    }
    const [ack] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, contactEmail));
    expect(ack!.smtpResponse).toMatch(/^250 /);
  }, 60_000);
});
