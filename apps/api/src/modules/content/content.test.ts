import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { seedDemoData } from '../../scripts/seed/seed.ts';
import { stats } from '../../db/schema/content.ts';

describe('content on an empty database', () => {
  const t = build();

  it("falls back to the spec's defaults for partners (5) and joinings (110) when there are no stats", async () => {
    const res = await t.inject({ method: 'GET', url: '/api/stats/landingpage' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ numberOfPartners: 5, joiningsDone: 110, usersImpacted: 0 });
  });

  it('keeps the defaults when a stats record has zero partners and joinings', async () => {
    await t.database.db.insert(stats).values({ numberOfUsersOnPlatform: 1200, numberOfPartners: 0, joiningsDone: 0 });
    const res = await t.inject({ method: 'GET', url: '/api/stats/landingpage' });
    expect(res.json().result).toMatchObject({ usersImpacted: 1200, numberOfPartners: 5, joiningsDone: 110 });
  });

  it('answers empty lists in the list shape', async () => {
    for (const url of ['/api/testimonial', '/api/events?eventId=-1']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.json().result).toEqual({ data: [], totalRecordCount: 0, totalRecords: 0 });
    }
  });

  it.each(['abc', '-2', '1.5'])('refuses eventId=%s with 400', async (eventId) => {
    const res = await t.inject({ method: 'GET', url: `/api/events?eventId=${eventId}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('eventId');
  });
});

describe('content from the demo data', () => {
  const t = build();
  const now = new Date();

  it('serves the home page content the seed provides', async () => {
    await seedDemoData(t.database.db, { uploadsDir: mkdtempSync(join(tmpdir(), 'elevate-up-')), now });

    const statsRes = await t.inject({ method: 'GET', url: '/api/stats/landingpage' });
    const s = statsRes.json().result;
    expect(s.usersImpacted).toBeGreaterThan(0);
    expect(s.hackathons).toBeGreaterThan(0);
    expect(s.eyeballs).toBeGreaterThan(0);
    expect(s.openInnovation).toBeGreaterThan(0);

    const testimonials = (await t.inject({ method: 'GET', url: '/api/testimonial' })).json().result;
    expect(testimonials.totalRecordCount).toBe(testimonials.data.length);
    expect(testimonials.data.length).toBeGreaterThan(3);
    const dates = testimonials.data.map((x: { postedDate: string }) => x.postedDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    const events = (await t.inject({ method: 'GET', url: '/api/events?eventId=-1' })).json().result.data;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e: { endDateTime: string }) => new Date(e.endDateTime) >= now)).toBe(true);
    const oneEvent = (await t.inject({ method: 'GET', url: `/api/events?eventId=${events[0].eventId}` })).json().result
      .data;
    expect(oneEvent).toHaveLength(1);

    const stories = (await t.inject({ method: 'GET', url: '/api/casestudy?limit=48' })).json().result;
    expect(stories.data.length).toBeGreaterThanOrEqual(10);
    expect(stories.data.some((s: { custUrl: string }) => s.custUrl.startsWith('draft-'))).toBe(false);
    const one = (await t.inject({ method: 'GET', url: `/api/casestudy?custUrl=${stories.data[0].custUrl}` })).json();
    const words = one.result.bodyHtml
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(280);
    const feeds = (await t.inject({ method: 'GET', url: '/api/feeds' })).json().result.data;
    expect(feeds.length).toBe(5);
    const logos = (await t.inject({ method: 'GET', url: '/api/common/organisationandacademic?kind=academic' })).json();
    expect(logos.result.data.map((o: { name: string }) => o.name)).toContain('IIT Madras');
    const about = (await t.inject({ method: 'GET', url: '/api/common?pageKey=aboutus' })).json().result;
    expect(about.updatedAt).not.toBeNull();
    const registered = events.filter((e: { registrationCount: number }) => e.registrationCount > 0);
    expect(registered.length).toBeGreaterThan(0);

    const featured = (await t.inject({ method: 'GET', url: '/api/common/featuredelements' })).json().result;
    expect(featured.caseStudies[0].custUrl).toBe('narmada-power-runs-a-state-wide-hackathon');
    expect(featured.jobs.length).toBeGreaterThan(0);
    expect(featured.drills.length).toBeGreaterThan(0);
    expect(featured.partners.length).toBeGreaterThan(0);
    expect(featured.jobs[0]).toHaveProperty('jobCtcCategory');
    // Live hackathons come before ended ones.
    const liveFlags = featured.drills.map((d: { drillEndDt: string }) => new Date(d.drillEndDt) > now);
    expect(liveFlags.indexOf(false) === -1 || liveFlags.slice(liveFlags.indexOf(false)).every((f: boolean) => !f)).toBe(
      true,
    );
  });

  it('lists public pages, jobs, hackathons, companies and blogs in sitemap.xml', async () => {
    const res = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://localhost:3000/aboutus</loc>');
    expect(res.body).toMatch(/<loc>[^<]+\/jobs\/[^<]+<\/loc>/);
    expect(res.body).toMatch(/<loc>[^<]+\/drills\/[^<]+<\/loc>/);
    expect(res.body).toMatch(/<loc>[^<]+\/company-page\/[^<]+<\/loc>/);
    expect(res.body).toMatch(/<loc>[^<]+\/blogs\/[^<]+<\/loc>/);
    expect(res.body).toMatch(/<loc>[^<]+\/success-story\/[^<]+<\/loc>/);
    expect(res.body).toMatch(/<loc>[^<]+\/desc\/\d+<\/loc>/);
    expect(res.body).not.toContain('/success-story/draft-');
  });

  it('shows queued mail in the development mailbox with clickable links and escaped text', async () => {
    await t.app.mailer.send({
      to: 'a@example.in',
      subject: 'Verify <b>now</b>',
      text: 'Open http://localhost:3000/users/verify/abc to verify.',
    });
    const res = await t.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.body).toContain('<a href="http://localhost:3000/users/verify/abc">');
    expect(res.body).toContain('Verify &lt;b&gt;now&lt;/b&gt;');
    const json = (await t.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
    expect(json.result.data[0]).toMatchObject({ to: 'a@example.in' });
  });
});
