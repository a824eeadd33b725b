import { beforeAll, describe, expect, it } from 'vitest';
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

const feed = (over: Record<string, unknown> = {}) => ({
  title: 'Hackathon results are out',
  body: 'Congratulations to the winners of Code for Bharat.',
  linkUrl: '/drills',
  kind: 'result',
  ...over,
});
const org = (over: Record<string, unknown> = {}) => ({
  name: 'IIT Madras',
  kind: 'academic',
  logoUrl: null,
  websiteUrl: 'https://www.iitm.ac.in',
  ...over,
});
const testimonial = (over: Record<string, unknown> = {}) => ({
  postedByUsername: 'Divya Nair',
  postedByUserDesignation: 'Intern, Kaveri Analytics',
  postedContent: 'I found my internship through a hackathon here.',
  ...over,
});

describe('admin-only content routes', () => {
  it('refuses visitors, students and employers', async () => {
    const others = { student, employer };
    await expectAdminOnly(t, others, 'GET', '/api/feeds/manage');
    await expectAdminOnly(t, others, 'POST', '/api/feeds', feed());
    await expectAdminOnly(t, others, 'PUT', '/api/feeds/1', feed());
    await expectAdminOnly(t, others, 'DELETE', '/api/feeds/1');
    await expectAdminOnly(t, others, 'GET', '/api/common/organisationandacademic/manage');
    await expectAdminOnly(t, others, 'POST', '/api/common/organisationandacademic', org());
    await expectAdminOnly(t, others, 'PUT', '/api/common/organisationandacademic/1', org());
    await expectAdminOnly(t, others, 'DELETE', '/api/common/organisationandacademic/1');
    await expectAdminOnly(t, others, 'GET', '/api/testimonial/manage');
    await expectAdminOnly(t, others, 'POST', '/api/testimonial', testimonial());
    await expectAdminOnly(t, others, 'PUT', '/api/testimonial/1', testimonial());
    await expectAdminOnly(t, others, 'DELETE', '/api/testimonial/1');
    await expectAdminOnly(t, others, 'POST', '/api/stats', {});
  });
});

describe('feeds', () => {
  it('shows active news published by now, newest first, up to the limit', async () => {
    const made = [];
    for (const over of [
      { title: 'Older', publishedAt: new Date(Date.now() - 2 * DAY).toISOString() },
      { title: 'Newer', publishedAt: new Date(Date.now() - DAY).toISOString() },
      { title: 'Hidden', active: false },
      { title: 'Tomorrow', publishedAt: new Date(Date.now() + DAY).toISOString() },
    ]) {
      const res = await call(admin, 'POST', '/api/feeds', feed(over));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.push(res.body.result);
    }
    const pub = await call(null, 'GET', '/api/feeds');
    expect(pub.body.result.data.map((f: { title: string }) => f.title)).toEqual(['Newer', 'Older']);
    expect((await call(null, 'GET', '/api/feeds?limit=1')).body.result.data).toHaveLength(1);
    expect((await call(admin, 'GET', '/api/feeds/manage')).body.result.data).toHaveLength(4);

    const changed = await call(admin, 'PUT', `/api/feeds/${made[0].feedId}`, feed({ title: 'Older, edited' }));
    expect(changed.body.result).toMatchObject({ title: 'Older, edited', publishedAt: made[0].publishedAt });
    expect((await call(admin, 'DELETE', `/api/feeds/${made[0].feedId}`)).status).toBe(200);
    expect((await call(admin, 'DELETE', `/api/feeds/${made[0].feedId}`)).status).toBe(404);
  });

  it('refuses a link that is neither a site path nor https', async () => {
    const res = await call(admin, 'POST', '/api/feeds', feed({ linkUrl: 'javascript:alert(1)' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('linkUrl');
  });
});

describe('organisations and academic logos', () => {
  it('lists active logos by position, of one kind when asked', async () => {
    await call(admin, 'POST', '/api/common/organisationandacademic', org({ name: 'NIT Trichy', position: 2 }));
    await call(admin, 'POST', '/api/common/organisationandacademic', org({ name: 'IIT Madras', position: 1 }));
    await call(
      admin,
      'POST',
      '/api/common/organisationandacademic',
      org({ name: 'Old Co', kind: 'organisation', active: false }),
    );
    const made = await call(
      admin,
      'POST',
      '/api/common/organisationandacademic',
      org({ name: 'Infosys', kind: 'organisation' }),
    );
    const academic = await call(null, 'GET', '/api/common/organisationandacademic?kind=academic');
    expect(academic.body.result.data.map((o: { name: string }) => o.name)).toEqual(['IIT Madras', 'NIT Trichy']);
    const all = await call(null, 'GET', '/api/common/organisationandacademic');
    expect(all.body.result.data.map((o: { name: string }) => o.name)).not.toContain('Old Co');
    const id = made.body.result.organisationId;
    const hidden = await call(
      admin,
      'PUT',
      `/api/common/organisationandacademic/${id}`,
      org({ name: 'Infosys', active: false }),
    );
    expect(hidden.body.result.active).toBe(false);
    expect((await call(admin, 'GET', '/api/common/organisationandacademic/manage')).body.result.data).toHaveLength(4);
    expect((await call(admin, 'DELETE', `/api/common/organisationandacademic/${id}`)).status).toBe(200);
  });
});

describe('testimonials and stats', () => {
  it('shows only active testimonials publicly', async () => {
    const a = (await call(admin, 'POST', '/api/testimonial', testimonial())).body.result;
    await call(admin, 'POST', '/api/testimonial', testimonial({ postedByUsername: 'Hidden Person', active: false }));
    const pub = await call(null, 'GET', '/api/testimonial');
    expect(pub.body.result.data.map((x: { postedByUsername: string }) => x.postedByUsername)).toEqual(['Divya Nair']);
    expect(pub.body.result.data[0]).not.toHaveProperty('active');
    expect((await call(admin, 'GET', '/api/testimonial/manage')).body.result.data).toHaveLength(2);
    await call(admin, 'PUT', `/api/testimonial/${a.testimonialPostId}`, testimonial({ active: false }));
    expect((await call(null, 'GET', '/api/testimonial')).body.result.data).toHaveLength(0);
    expect((await call(admin, 'DELETE', `/api/testimonial/${a.testimonialPostId}`)).status).toBe(200);
  });

  it('records new stats under the admin’s name and shows them on the landing page', async () => {
    const keys = [
      'numberOfUsersOnPlatform',
      'numberOfJobPosted',
      'numberOfPartners',
      'joiningsDone',
      'numberOfSquadPrograms',
      'numberOfHackathons',
      'numberOfProfessionalsUsers',
      'numberOfFreshersUsers',
      'numberOfFresherHired',
      'numberOfInternsHired',
      'numberOfmeetups',
      'numberOfColleges',
      'numberOfFresherDrives',
      'numberOfStudentsInSquad',
      'numberOfOpenInnovation',
      'numberOfEyeballs',
    ];
    const input = Object.fromEntries(keys.map((k, i) => [k, (i + 1) * 100]));
    const res = await call(admin, 'POST', '/api/stats', input);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.result.userUpdatedby).toBe('Priya Menon');
    const landing = (await call(null, 'GET', '/api/stats/landingpage')).body.result;
    expect(landing).toMatchObject({ usersImpacted: 100, numberOfPartners: 300, openInnovation: 1500, eyeballs: 1600 });
    const bad = await call(admin, 'POST', '/api/stats', { ...input, numberOfHackathons: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('numberOfHackathons');
  });
});
