import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { blogs } from '../../db/schema/blogs.ts';
import { caseStudies, eventRegistrations } from '../../db/schema/content.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { callAs, callerOf, type Caller, DAY, expectAdminOnly, HOUR, insertEventRow } from './content.test-fixtures.ts';
import { VISITOR_VIEWS_PER_ADDRESS } from './impressions.routes.ts';

const t = build(AUTH_TEST_ENV);
const call = callAs(t);
let student: Caller;
let employer: Caller;
let admin: Caller;

beforeAll(async () => {
  [student, employer, admin] = [
    await callerOf(t, 'user', 'Ananya'),
    await callerOf(t, 'employer', 'Rohan'),
    await callerOf(t, 'admin', 'Meera'),
  ];
});

const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

const eventInput = (o: Record<string, unknown> = {}) => ({
  type: 'webinar',
  mode: 'online',
  topic: 'Campus to corporate',
  agenda: 'What the first year at work asks of you.',
  owner: 'Elevate',
  startDateTime: new Date(Date.now() + 3 * DAY).toISOString(),
  endDateTime: new Date(Date.now() + 3 * DAY + HOUR).toISOString(),
  meetingUrl: 'https://meet.example.in/xyz',
  ...o,
});

const storyInput = (o: Record<string, unknown> = {}) => ({
  type: 'successstory',
  subType: 'hiring',
  title: `Placed at Infosys ${Math.random().toString(36).slice(2, 7)}`,
  summary: 'From a tier-3 college to a product team',
  bodyHtml: '<p>It took practice.</p>',
  personName: 'Priya Nair',
  status: 'published',
  ...o,
});

describe('the meeting link of an event', () => {
  it('goes only to registrants: never in the public list or page, nor after the place is given up', async () => {
    const event = await insertEventRow(t, { meetingUrl: 'https://meet.example.in/secret-room' });
    for (const url of ['/api/events?eventId=-1', `/api/events?eventId=${event.id}`]) {
      const res = await call(null, 'GET', url);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('secret-room');
    }
    const reader = await callerOf(t);
    const before = await call(reader, 'GET', `/api/events/${event.id}/registration`);
    expect(before.body.result).toMatchObject({ registered: false, meetingUrl: null });
    const placed = await call(reader, 'POST', `/api/events/${event.id}/registrations`);
    expect(placed.body.result.meetingUrl).toBe('https://meet.example.in/secret-room');
    expect((await call(reader, 'DELETE', `/api/events/${event.id}/registrations`)).status).toBe(200);
    const after = await call(reader, 'GET', `/api/events/${event.id}/registration`);
    expect(after.body.result).toMatchObject({ registered: false, meetingUrl: null });
  });

  it('stays hidden for a hidden event, even to someone who registered before it was hidden', async () => {
    const event = await insertEventRow(t);
    const reader = await callerOf(t);
    await call(reader, 'POST', `/api/events/${event.id}/registrations`);
    await call(admin, 'PUT', `/api/events/${event.id}`, eventInput({ status: 'hide' }));
    expect((await call(reader, 'GET', `/api/events/${event.id}/registration`)).status).toBe(404);
    expect((await call(await callerOf(t), 'POST', `/api/events/${event.id}/registrations`)).status).toBe(404);
  });

  it("refuses a meeting link or a customer's website that is not http(s)", async () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'vbscript:x']) {
      expect((await call(admin, 'POST', '/api/events', eventInput({ meetingUrl: bad }))).status, bad).toBe(400);
      const org = { name: 'Acme', kind: 'organisation', websiteUrl: bad };
      expect((await call(admin, 'POST', '/api/common/organisationandacademic', org)).status, bad).toBe(400);
    }
  });
});

describe('registration mail', () => {
  it('registers an account whose address is not proven, without mailing it', async () => {
    const event = await insertEventRow(t);
    const reader = await callerOf(t);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, reader.user.uid));
    const res = await call(reader, 'POST', `/api/events/${event.id}/registrations`);
    expect(res.body.result.registered).toBe(true);
    expect(await mailsTo(reader.user.email)).toEqual([]);
  });

  it('keeps one place and sends one mail when the same account registers twice at once', async () => {
    const event = await insertEventRow(t, { capacity: 5 });
    const reader = await callerOf(t);
    const all = await Promise.all([1, 2, 3].map(() => call(reader, 'POST', `/api/events/${event.id}/registrations`)));
    for (const r of all) expect(r.status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), isNull(eventRegistrations.cancelledAt)));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(reader.user.email)).toHaveLength(1);
  });
});

describe('stored HTML of stories and site pages', () => {
  const payload = [
    '<p>Hi<script>alert(1)</script></p>',
    '<p onmouseover="alert(2)" style="position:fixed">x</p>',
    '<a href="javascript:alert(3)">a</a><a href="&#x6A;avascript:alert(4)">b</a>',
    '<img src="x" onerror="alert(5)"><svg onload="alert(6)"></svg>',
    '<iframe src="https://evil.example"></iframe><object data="x"></object>',
  ].join('');
  const bad = [
    '<script',
    'onmouseover',
    'style=',
    'javascript',
    'onerror',
    '<svg',
    'onload',
    '<iframe',
    '<object',
    'alert(',
  ];

  it('sanitises a story body and a page section body on write', async () => {
    const story = await call(admin, 'POST', '/api/casestudy', storyInput({ bodyHtml: payload }));
    expect(story.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(caseStudies)
      .where(eq(caseStudies.id, story.body.result.caseStudyId ?? story.body.result.id));
    for (const b of bad) expect(row!.bodyHtml.toLowerCase()).not.toContain(b);

    const page = {
      key: 'aboutus',
      title: 'About us',
      headline: 'Who we are',
      sections: [{ heading: '<b>Plain</b>', bodyHtml: payload }],
    };
    expect((await call(admin, 'POST', '/api/common/pages', page)).status).toBe(200);
    const read = await call(null, 'GET', '/api/common?pageKey=aboutus');
    const section = read.body.result.sections[0];
    for (const b of bad) expect(section.bodyHtml.toLowerCase()).not.toContain(b);
    // A heading is plain text: the web shows it as typed, so it is stored as typed.
    expect(section.heading).toBe('<b>Plain</b>');
  });

  it('refuses a story cover that is not one of ours or https', async () => {
    for (const coverImageUrl of ['javascript:alert(1)', 'data:image/png;base64,AA', 'http://x.example/a.png']) {
      const res = await call(admin, 'POST', '/api/casestudy', storyInput({ coverImageUrl }));
      expect(res.status, coverImageUrl).toBe(400);
    }
  });

  it('keeps a draft or scheduled story out of every public answer', async () => {
    const draft = await call(admin, 'POST', '/api/casestudy', storyInput({ status: 'draft', title: 'Zqxdraft story' }));
    const later = new Date(Date.now() + DAY).toISOString();
    const scheduled = await call(
      admin,
      'POST',
      '/api/casestudy',
      storyInput({ publishedAt: later, title: 'Zqxlater' }),
    );
    for (const s of [draft, scheduled]) {
      expect(s.status).toBe(201);
      expect((await call(null, 'GET', `/api/casestudy?custUrl=${s.body.result.custUrl}`)).status).toBe(404);
    }
    const search = await call(null, 'GET', '/api/common/casestudy/search?q=Zqx');
    expect(JSON.stringify(search.body)).not.toContain('Zqx');
  });
});

describe('who may change site content', () => {
  it('refuses visitors, students and employers on every admin route', async () => {
    const others = { student, employer };
    const routes: Array<['GET' | 'PUT' | 'POST' | 'DELETE', string, object?]> = [
      ['GET', '/api/casestudy/manage'],
      ['POST', '/api/casestudy', storyInput()],
      ['PUT', '/api/casestudy/1', storyInput()],
      ['DELETE', '/api/casestudy/1'],
      ['GET', '/api/common/pages'],
      ['POST', '/api/common/pages', { key: 'home', title: 'Hacked', headline: 'Hacked' }],
      ['GET', '/api/common/featuredelements/pins'],
      ['PUT', '/api/common/featuredelements', { pins: [] }],
      ['GET', '/api/events/manage'],
      ['GET', '/api/events/manage/1'],
      ['POST', '/api/events', eventInput()],
      ['PUT', '/api/events/1', eventInput()],
      ['DELETE', '/api/events/1'],
    ];
    for (const [method, url, body] of routes) await expectAdminOnly(t, others, method, url, body);
  });
});

describe('view counts', () => {
  it(`counts at most ${VISITOR_VIEWS_PER_ADDRESS} visitors a day from one address, whatever browser it claims`, async () => {
    const [post] = await t.database.db
      .insert(blogs)
      .values({
        custUrl: `views-${Date.now()}`,
        title: 'Views',
        summary: 'Views',
        bodyHtml: '<p>Views</p>',
        authorName: 'Asha',
        publishedAt: new Date(Date.now() - DAY),
      })
      .returning();
    const body = { entityType: 'blog', entityId: post!.id };
    let count = 0;
    for (let i = 0; i < VISITOR_VIEWS_PER_ADDRESS + 10; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/stats/impressions',
        payload: body,
        headers: { 'user-agent': `Bot/${i}` },
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode).toBe(200);
      count = res.json().result.count;
    }
    expect(count).toBe(VISITOR_VIEWS_PER_ADDRESS);
    const other = await t.inject({
      method: 'POST',
      url: '/api/stats/impressions',
      payload: body,
      headers: { 'user-agent': 'Bot/0' },
      remoteAddress: '198.51.100.9',
    });
    expect(other.json().result.count).toBe(VISITOR_VIEWS_PER_ADDRESS + 1);
  });
});
