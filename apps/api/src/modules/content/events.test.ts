import { beforeAll, describe, expect, it } from 'vitest';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV, mailsTo } from '../auth/auth.testing.ts';
import { callAs, callerOf, type Caller, DAY, expectAdminOnly, HOUR } from './content.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const call = callAs(t);
let admin: Caller;
let student: Caller;
let employer: Caller;

beforeAll(async () => {
  [admin, student, employer] = await Promise.all([
    callerOf(t, 'admin', 'Priya'),
    callerOf(t, 'user', 'Ishaan'),
    callerOf(t, 'employer'),
  ]);
});

const start = new Date(Date.now() + 5 * DAY);
const event = (over: Record<string, unknown> = {}) => ({
  type: 'webinar',
  mode: 'online',
  topic: 'Resume clinic for freshers',
  agenda: 'Recruiters from Pune review resumes live.',
  owner: 'Elevate',
  startDateTime: start.toISOString(),
  endDateTime: new Date(start.getTime() + HOUR).toISOString(),
  meetingUrl: 'https://meet.example.in/resume-clinic',
  capacity: 100,
  ...over,
});

describe('events console', () => {
  it('lets only admins manage events', async () => {
    const others = { student, employer };
    await expectAdminOnly(t, others, 'GET', '/api/events/manage');
    await expectAdminOnly(t, others, 'GET', '/api/events/manage/1');
    await expectAdminOnly(t, others, 'POST', '/api/events', event());
    await expectAdminOnly(t, others, 'PUT', '/api/events/1', event());
    await expectAdminOnly(t, others, 'DELETE', '/api/events/1');
  });

  it('creates events, hides them from the public list and shows every one to admins', async () => {
    const shown = await call(admin, 'POST', '/api/events', event());
    expect(shown.status, JSON.stringify(shown.body)).toBe(201);
    expect(shown.body.result.meetingUrl).toBe('https://meet.example.in/resume-clinic');
    const hidden = await call(admin, 'POST', '/api/events', event({ topic: 'Hidden one', status: 'hide' }));
    const pub = await call(null, 'GET', '/api/events?eventId=-1');
    const topics = pub.body.result.data.map((e: { topic: string }) => e.topic);
    expect(topics).toContain('Resume clinic for freshers');
    expect(topics).not.toContain('Hidden one');
    expect(JSON.stringify(pub.body)).not.toContain('meet.example.in');
    const manage = await call(admin, 'GET', '/api/events/manage');
    expect(manage.body.result.data.map((e: { eventId: number }) => e.eventId)).toContain(hidden.body.result.eventId);
  });

  it('refuses an end before the start', async () => {
    const res = await call(
      admin,
      'POST',
      '/api/events',
      event({ endDateTime: new Date(start.getTime() - HOUR).toISOString() }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields.endDateTime).toBe(ContentMessages.endBeforeStart);
  });

  it('mails registrants an updated invite when the time moves, and a cancelling one when removed', async () => {
    const made = (await call(admin, 'POST', '/api/events', event({ topic: 'Moving meetup' }))).body.result;
    expect((await call(student, 'POST', `/api/events/${made.eventId}/registrations`)).status).toBe(200);
    const later = new Date(start.getTime() + DAY);
    const moved = await call(
      admin,
      'PUT',
      `/api/events/${made.eventId}`,
      event({
        topic: 'Moving meetup',
        startDateTime: later.toISOString(),
        endDateTime: new Date(later.getTime() + HOUR).toISOString(),
      }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.result.registrationCount).toBe(1);
    const changed = await mailsTo(t, student.user.email, 'New time: Moving meetup');
    expect(changed).toHaveLength(1);

    // A change of words only mails nobody.
    await call(admin, 'PUT', `/api/events/${made.eventId}`, {
      ...event({ topic: 'Moving meetup', agenda: 'New agenda' }),
      startDateTime: later.toISOString(),
      endDateTime: new Date(later.getTime() + HOUR).toISOString(),
    });
    expect(await mailsTo(t, student.user.email, 'New time: Moving meetup')).toHaveLength(1);

    expect((await call(admin, 'DELETE', `/api/events/${made.eventId}`)).status).toBe(200);
    expect(await mailsTo(t, student.user.email, 'Cancelled: Moving meetup')).toHaveLength(1);
    expect((await call(admin, 'GET', `/api/events/manage/${made.eventId}`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `/api/events/${made.eventId}`)).status).toBe(404);
  });
});
