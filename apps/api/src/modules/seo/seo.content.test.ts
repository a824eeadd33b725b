import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { caseStudies, events } from '../../db/schema/content.ts';
import { saarthis } from '../../db/schema/saarthi.ts';
import { createUser } from '../auth/auth.testing.ts';

const DAY = 86_400_000;
const UPDATED = new Date('2026-09-01T08:00:00Z');

describe('sitemap of stories and events', () => {
  const t = build();

  beforeAll(async () => {
    const now = Date.now();
    const story = (custUrl: string, over: Partial<typeof caseStudies.$inferInsert> = {}) => ({
      custUrl,
      type: 'successstory',
      subType: 'hiring',
      title: custUrl,
      summary: 's',
      bodyHtml: '<p>b</p>',
      personName: 'Asha',
      status: 'published',
      publishedAt: new Date(now - DAY),
      updatedAt: UPDATED,
      ...over,
    });
    await t.database.db
      .insert(caseStudies)
      .values([
        story('public-story'),
        story('public-case-study', { type: 'casestudy' }),
        story('draft-story', { status: 'draft', publishedAt: null }),
        story('scheduled-story', { publishedAt: new Date(now + DAY) }),
      ]);
    const event = (topic: string, over: Partial<typeof events.$inferInsert> = {}) => ({
      topic,
      agenda: 'a',
      owner: 'Elevate',
      startDateTime: new Date(now + 2 * DAY),
      endDateTime: new Date(now + 2 * DAY + 3_600_000),
      updatedAt: UPDATED,
      ...over,
    });
    await t.database.db
      .insert(events)
      .values([
        event('upcoming'),
        event('hidden', { status: 'hide' }),
        event('past', { startDateTime: new Date(now - 2 * DAY), endDateTime: new Date(now - DAY) }),
      ]);
  });

  it('lists public stories and upcoming shown events with lastmod, and nothing else of theirs', async () => {
    const body = (await t.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const entries = [...body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({
      path: m[1]!.replace(t.config.publicUrl, ''),
      lastmod: m[2],
    }));
    const stories = entries.filter((e) => e.path.startsWith('/success-story/'));
    expect(stories).toEqual([
      { path: '/success-story/public-case-study', lastmod: '2026-09-01' },
      { path: '/success-story/public-story', lastmod: '2026-09-01' },
    ]);
    const shown = entries.filter((e) => e.path.startsWith('/desc/'));
    expect(shown).toHaveLength(1);
    expect(shown[0]!.lastmod).toBe('2026-09-01');
  });

  it("lists approved Saarthi mentors' profiles, and no pending or rejected application", async () => {
    const mentor = (status: string) => async () => {
      const user = await createUser(t);
      const [row] = await t.database.db
        .insert(saarthis)
        .values({
          userId: user.uid,
          status,
          headline: 'h',
          company: 'c',
          designation: 'd',
          yearsOfExperience: 5,
          helpWith: 'Interviews and career switches',
          linkedinUrl: 'https://www.linkedin.com/in/someone',
          updatedAt: UPDATED,
        })
        .returning({ id: saarthis.id });
      return row!.id;
    };
    const approved = await mentor('approved')();
    await mentor('pending')();
    await mentor('rejected')();
    const body = (await t.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const mentors = [...body.matchAll(/<loc>[^<]*(\/saarthi\/mentors\/\d+)<\/loc><lastmod>([^<]+)</g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(mentors).toEqual([[`/saarthi/mentors/${approved}`, '2026-09-01']]);
  });
});
