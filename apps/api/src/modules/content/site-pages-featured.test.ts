import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { SITE_PAGE_KEYS } from '@elevate/contracts/content/content.constants';
import { SITE_PAGE_DEFAULTS } from '@elevate/contracts/content/site-page-defaults';
import { build } from '../../../test/helper.ts';
import { caseStudies } from '../../db/schema/content.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { insertJob, insertPartner } from '../applications/applications.test-fixtures.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { callAs, callerOf, type Caller, expectAdminOnly } from './content.test-fixtures.ts';

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

const page = {
  key: 'aboutus',
  title: 'About Elevate',
  headline: 'Skill over pedigree',
  intro: 'Who we are.',
  sections: [
    { heading: 'Mission', bodyHtml: '<p onclick="x()">Every applicant <em>hears back</em>.</p><script>x()</script>' },
  ],
};

describe('site pages', () => {
  it('lets only admins list and save pages', async () => {
    await expectAdminOnly(t, { student, employer }, 'GET', '/api/common/pages');
    await expectAdminOnly(t, { student, employer }, 'POST', '/api/common/pages', page);
  });

  it('answers the default words of a page nobody edited', async () => {
    const res = await call(null, 'GET', '/api/common?pageKey=saarthi');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ key: 'saarthi', ...SITE_PAGE_DEFAULTS.saarthi, updatedAt: null });
    expect((await call(null, 'GET', '/api/common?pageKey=nowhere')).status).toBe(400);
  });

  it('stores an edited page with sanitised sections and answers it from then on', async () => {
    const saved = await call(admin, 'POST', '/api/common/pages', page);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(ContentMessages.pageSaved);
    const res = await call(null, 'GET', '/api/common?pageKey=aboutus');
    expect(res.body.result).toMatchObject({ title: 'About Elevate', headline: 'Skill over pedigree' });
    expect(res.body.result.updatedAt).not.toBeNull();
    expect(res.body.result.sections[0].bodyHtml).toBe('<p>Every applicant <em>hears back</em>.</p>');
    const all = await call(admin, 'GET', '/api/common/pages');
    expect(all.body.result.data.map((p: { key: string }) => p.key)).toEqual([...SITE_PAGE_KEYS]);
    expect(all.body.result.data.filter((p: { updatedAt: string | null }) => p.updatedAt)).toHaveLength(1);
  });
});

describe('featured pins', () => {
  it('lets only admins read and replace the pins', async () => {
    await expectAdminOnly(t, { student, employer }, 'GET', '/api/common/featuredelements/pins');
    await expectAdminOnly(t, { student, employer }, 'PUT', '/api/common/featuredelements', { pins: [] });
  });

  it('puts pinned items first in pin order, and leaves out pins no longer public', async () => {
    const db = t.database.db;
    const partner = await insertPartner(db, { displayName: 'Kaveri Analytics' });
    const featuredJob = await insertJob(db, partner.id, { title: 'Featured analyst' });
    await db.update(jobs).set({ isFeatured: true }).where(eq(jobs.id, featuredJob.id));
    const pinnedJob = await insertJob(db, partner.id, { title: 'Pinned engineer' });
    const closedJob = await insertJob(db, partner.id, { title: 'Closed role', isActive: false });
    const [, s2] = await db
      .insert(caseStudies)
      .values(
        ['Story one', 'Story two'].map((title, i) => ({
          custUrl: `story-${i}`,
          type: 'successstory',
          subType: 'hiring',
          title,
          summary: 's',
          bodyHtml: '<p>b</p>',
          personName: 'Asha',
          status: 'published',
          isFeatured: i === 0,
          publishedAt: new Date(Date.now() - (i + 1) * 60_000),
        })),
      )
      .returning();

    const pins = [
      { entityType: 'casestudy', entityId: s2!.id },
      { entityType: 'job', entityId: closedJob.id },
      { entityType: 'job', entityId: pinnedJob.id },
    ];
    const saved = await call(admin, 'PUT', '/api/common/featuredelements', { pins });
    expect(saved.status).toBe(200);
    expect(saved.body.result.map((p: { label: string }) => p.label)).toEqual([
      'Story two',
      'Closed role',
      'Pinned engineer',
    ]);
    expect(saved.body.result[0].path).toBe('/success-story/story-1');

    const home = (await call(null, 'GET', '/api/common/featuredelements')).body.result;
    expect(home.jobs.map((j: { jobTitle: string }) => j.jobTitle)).toEqual(['Pinned engineer', 'Featured analyst']);
    expect(home.caseStudies.map((c: { title: string }) => c.title)).toEqual(['Story two', 'Story one']);

    const listed = await call(admin, 'GET', '/api/common/featuredelements/pins');
    expect(listed.body.result.map((p: { position: number }) => p.position)).toEqual([0, 1, 2]);
  });

  it('refuses a pin naming nothing and keeps the pins as they were', async () => {
    const before = (await call(admin, 'GET', '/api/common/featuredelements/pins')).body.result;
    const res = await call(admin, 'PUT', '/api/common/featuredelements', {
      pins: [{ entityType: 'drill', entityId: 987_654 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(ContentMessages.featuredUnknown);
    expect((await call(admin, 'GET', '/api/common/featuredelements/pins')).body.result).toEqual(before);
    const bad = await call(admin, 'PUT', '/api/common/featuredelements', {
      pins: [{ entityType: 'blog', entityId: 1 }],
    });
    expect(bad.status).toBe(400);
  });
});
