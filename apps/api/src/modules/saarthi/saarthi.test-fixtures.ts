import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import type { TestContext } from '../../../test/helper.ts';
import { mailOutbox, type MailAttachment } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { saarthiAvailability, saarthis } from '../../db/schema/saarthi.ts';
import { authHeaders, createUser, signIn, type TestUser } from '../auth/auth.testing.ts';

export interface Caller {
  user: TestUser;
  session: LoginResult;
}

export const newCaller = async (
  t: TestContext,
  opts: { role?: 'user' | 'admin' | 'employer'; fullName?: string } = {},
): Promise<Caller> => {
  const user = await createUser(t, opts);
  return { user, session: await signIn(t, user) };
};

export const call = async (
  t: TestContext,
  who: Caller | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) => {
  const res = await t.inject({
    method,
    url: `/api${url}`,
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    headers: who ? authHeaders(who.session) : {},
  });
  return { status: res.statusCode, body: res.json() };
};

export const expectStatus = (res: { status: number; body: unknown }, status: number) =>
  expect(res.status, JSON.stringify(res.body)).toBe(status);

export const applicationInput = (overrides: Record<string, unknown> = {}) => ({
  headline: 'Backend engineer helping freshers crack product companies',
  expertise: ['Software engineering', 'Interview preparation'],
  company: 'Flipkart',
  designation: 'Senior Software Engineer',
  yearsOfExperience: 7,
  languages: ['English', 'Hindi'],
  helpWith: 'Data structures practice, system design basics and mock interviews.',
  bio: 'IIT Kanpur 2017. Love teaching.',
  linkedinUrl: 'https://www.linkedin.com/in/ananya-rao',
  maxMentees: 3,
  sessionMinutes: 45,
  timezone: 'Asia/Kolkata',
  ...overrides,
});

/** Every day 08:00–22:00 in the zone: plenty of bookable times whenever a test runs. */
export const everyDay = (start = 8 * 60, end = 22 * 60) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: start, endMinute: end }));

/** An approved mentor written straight into the database, with availability. */
export const approvedMentor = async (
  t: TestContext,
  opts: { maxMentees?: number; accepting?: boolean; timezone?: string; sessionMinutes?: number; name?: string } = {},
): Promise<Caller & { saarthiId: number }> => {
  const who = await newCaller(t, { fullName: opts.name ?? 'Ananya' });
  const [row] = await t.database.db
    .insert(saarthis)
    .values({
      userId: who.user.uid,
      status: 'approved',
      headline: 'Engineering manager, happy to help',
      expertise: ['Software engineering'],
      company: 'Zoho',
      designation: 'Engineering Manager',
      yearsOfExperience: 12,
      languages: ['English', 'Tamil'],
      helpWith: 'Career planning and interview practice for freshers.',
      linkedinUrl: 'https://www.linkedin.com/in/test-mentor',
      maxMentees: opts.maxMentees ?? 3,
      acceptingMentees: opts.accepting ?? true,
      timezone: opts.timezone ?? 'Asia/Kolkata',
      sessionMinutes: opts.sessionMinutes ?? 60,
      reviewedAt: new Date(),
    })
    .returning({ id: saarthis.id });
  await t.database.db.insert(saarthiAvailability).values(everyDay().map((w) => ({ ...w, saarthiId: row!.id })));
  return { ...who, saarthiId: row!.id };
};

export const requestInput = (saarthiId: number) => ({
  saarthiId,
  message: 'I am a final-year B.Tech student and would love guidance on backend roles.',
  goals: ['Finish a system design course', 'Two mock interviews'],
});

/** A mentee's request (201), answered by the mentor when `accept` is given. */
export const mentorshipBetween = async (
  t: TestContext,
  mentor: Caller & { saarthiId: number },
  mentee: Caller,
  accept = true,
): Promise<number> => {
  const res = await call(t, mentee, 'POST', '/mentorships', requestInput(mentor.saarthiId));
  expectStatus(res, 201);
  const id = res.body.result.mentorshipId as number;
  if (accept) expectStatus(await call(t, mentor, 'PUT', `/mentorships/${id}/respond`, { accept: true }), 200);
  return id;
};

export const mailsWithAttachments = async (
  t: TestContext,
  to: string,
): Promise<Array<{ subject: string; textBody: string; attachments: MailAttachment[] }>> =>
  t.database.db
    .select({ subject: mailOutbox.subject, textBody: mailOutbox.textBody, attachments: mailOutbox.attachments })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id));

export const noticesOf = async (t: TestContext, uid: number) =>
  t.database.db
    .select({ oneLiner: notifications.oneLiner, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.receiverUid, uid))
    .orderBy(desc(notifications.id));
