import { beforeAll, describe, expect, it } from 'vitest';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { callAs, callerOf, type Caller, DAY, expectAdminOnly } from './content.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const call = callAs(t);
let admin: Caller;
let student: Caller;
let employer: Caller;

beforeAll(async () => {
  [admin, student, employer] = await Promise.all([
    callerOf(t, 'admin', 'Priya'),
    callerOf(t, 'user'),
    callerOf(t, 'employer'),
  ]);
});

const story = (over: Record<string, unknown> = {}) => ({
  type: 'successstory',
  subType: 'hackathon',
  title: 'From Nagpur to a Pune fintech',
  summary: 'Sneha won a hiring hackathon and joined as an engineer.',
  bodyHtml: '<p>Sneha <strong>built</strong> it.</p><script>alert(1)</script><img src=x onerror="alert(1)">',
  personName: 'Sneha Deshmukh',
  personDesignation: 'Software engineer',
  organisation: 'Sahyadri Fintech',
  quote: 'The hackathon got me the interview.',
  status: 'published',
  ...over,
});

const create = async (over: Record<string, unknown> = {}) => {
  const res = await call(admin, 'POST', '/api/casestudy', story(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.result;
};

describe('success stories and case studies', () => {
  it('lets only admins manage stories', async () => {
    const others = { student, employer };
    await expectAdminOnly(t, others, 'GET', '/api/casestudy/manage');
    await expectAdminOnly(t, others, 'GET', '/api/casestudy/manage/1');
    await expectAdminOnly(t, others, 'POST', '/api/casestudy', story());
    await expectAdminOnly(t, others, 'PUT', '/api/casestudy/1', story());
    await expectAdminOnly(t, others, 'DELETE', '/api/casestudy/1');
  });

  it('sanitises the body, makes the address from the title and keeps it unique', async () => {
    const a = await create();
    expect(a.custUrl).toBe('from-nagpur-to-a-pune-fintech');
    expect(a.bodyHtml).not.toContain('script');
    expect(a.bodyHtml).not.toContain('onerror');
    expect(a.bodyHtml).toContain('<strong>built</strong>');
    const b = await create();
    expect(b.custUrl).toBe('from-nagpur-to-a-pune-fintech-2');
    const taken = await call(admin, 'POST', '/api/casestudy', story({ custUrl: a.custUrl }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.custUrl).toBe(ContentMessages.custUrlTaken);
  });

  it('shows published stories publicly, never drafts or scheduled ones', async () => {
    const live = await create({ title: 'Live story', subType: 'hiring', isFeatured: true });
    const draft = await create({ title: 'Draft story', status: 'draft' });
    const later = await create({ title: 'Scheduled story', publishedAt: new Date(Date.now() + DAY).toISOString() });

    const one = await call(null, 'GET', `/api/casestudy?custUrl=${live.custUrl}`);
    expect(one.status).toBe(200);
    expect(one.body.result).toMatchObject({ title: 'Live story', bodyHtml: live.bodyHtml });
    for (const hidden of [draft, later]) {
      const res = await call(null, 'GET', `/api/casestudy?custUrl=${hidden.custUrl}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(ContentMessages.caseStudyNotFound);
    }
    const listed = await call(null, 'GET', '/api/casestudy?limit=48');
    const urls = listed.body.result.data.map((s: { custUrl: string }) => s.custUrl);
    expect(urls).toContain(live.custUrl);
    expect(urls).not.toContain(draft.custUrl);
    expect(urls).not.toContain(later.custUrl);
    expect(listed.body.result.totalRecordCount).toBe(urls.length);

    const featured = await call(null, 'GET', '/api/casestudy?isFeatured=true&subType=hiring');
    expect(featured.body.result.data.map((s: { custUrl: string }) => s.custUrl)).toEqual([live.custUrl]);

    const manage = await call(admin, 'GET', '/api/casestudy/manage');
    expect(manage.body.result.data.map((s: { status: string }) => s.status)).toContain('draft');
  });

  it('searches title, summary, person and organisation with % and _ as plain letters', async () => {
    await create({ title: 'Kochi coder', organisation: 'Malabar Labs', personName: 'Anil Varghese' });
    const byOrg = await call(null, 'GET', '/api/common/casestudy/search?q=malabar');
    expect(byOrg.body.result.data.map((s: { title: string }) => s.title)).toEqual(['Kochi coder']);
    const byPerson = await call(null, 'GET', '/api/common/casestudy/search?q=varghese');
    expect(byPerson.body.result.data).toHaveLength(1);
    const wildcard = await call(null, 'GET', '/api/common/casestudy/search?q=%25');
    expect(wildcard.body.result.data).toHaveLength(0);
  });

  it('changes and deletes a story, keeping its address', async () => {
    const s = await create({ title: 'To change' });
    const changed = await call(admin, 'PUT', `/api/casestudy/${s.caseStudyId}`, story({ title: 'Changed title' }));
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({
      title: 'Changed title',
      custUrl: s.custUrl,
      publishedAt: s.publishedAt,
    });
    expect((await call(admin, 'DELETE', `/api/casestudy/${s.caseStudyId}`)).status).toBe(200);
    expect((await call(admin, 'GET', `/api/casestudy/manage/${s.caseStudyId}`)).status).toBe(404);
    expect((await call(admin, 'PUT', `/api/casestudy/${s.caseStudyId}`, story())).status).toBe(404);
  });

  it('refuses bad input with per-field messages', async () => {
    const res = await call(admin, 'POST', '/api/casestudy', story({ title: '', type: 'novel', custUrl: 'Bad URL!' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['title', 'type', 'custUrl']));
    expect((await call(null, 'GET', '/api/casestudy?subType=poetry')).status).toBe(400);
  });
});
