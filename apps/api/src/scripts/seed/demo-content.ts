import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { blogs } from '../../db/schema/blogs.ts';
import {
  caseStudies,
  entityImpressions,
  eventRegistrations,
  events,
  featuredElements,
  feeds,
  organisations,
  sitePages,
  testimonials,
} from '../../db/schema/content.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import { users } from '../../db/schema/users.ts';
import { sanitizeArticleHtml, sanitizeRichHtml } from '../../lib/sanitize-html.ts';
import { SITE_PAGE_DEFAULTS } from '@elevate/contracts/content/site-page-defaults';
import { bodyOf } from './demo-content-stories.ts';
import { STORY_SEEDS } from './demo-content-story-seeds.ts';
import { DAY_MS } from './random.ts';

/** Academic logos of the customers page (no image: the page shows the name). */
const ACADEMIC = [
  ['IIT Madras', 'https://www.iitm.ac.in'],
  ['NIT Trichy', 'https://www.nitt.edu'],
  ['VIT Vellore', 'https://vit.ac.in'],
  ['IIIT Hyderabad', 'https://www.iiit.ac.in'],
  ['Jadavpur University', 'https://jadavpuruniversity.in'],
  ['College of Engineering Pune', 'https://www.coep.org.in'],
] as const;

const FEEDS = [
  { title: 'Code for Bharat 2026 results are out', kind: 'result', linkUrl: '/drills', daysAgo: 1 },
  { title: 'Saarthi mentoring opens to final-year students', kind: 'programme', linkUrl: '/saarthi', daysAgo: 3 },
  { title: 'Salary ranges now shown on 9 in 10 jobs', kind: 'news', linkUrl: '/jobs', daysAgo: 6 },
  {
    title: 'Free resume clinic with Pune recruiters this Saturday',
    kind: 'announcement',
    linkUrl: '/events',
    daysAgo: 8,
  },
  {
    title: 'Become a Saarthi: mentors from 40 companies have joined',
    kind: 'programme',
    linkUrl: '/becomeasaarthi',
    daysAgo: 12,
  },
  // Scheduled: shown from tomorrow.
  { title: 'Winter internship season opens on Monday', kind: 'announcement', linkUrl: '/jobs', daysAgo: -1 },
] as const;

const FEED_BODIES: Record<string, string> = {
  result: 'See the winning teams, their projects and the judges’ notes.',
  programme: 'Free one-to-one mentoring from engineers, designers and founders across India.',
  news: 'Employers now share the pay up front on most openings.',
  announcement: 'Seats are limited; register to get the invite and a reminder.',
};

const uidsOf = async (tx: Tx, emails: string[]) =>
  new Map(
    (await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map((r) => [
      r.email,
      r.id,
    ]),
  );

/**
 * Success stories and case studies, one edited site page, featured pins, customer logos and news, the
 * testimonials' shown flag, a few event registrations and view counts. Returns how many rows it wrote.
 */
export const seedDemoContent = async (tx: Tx, now: Date): Promise<number> => {
  let rows = 0;
  const partnerRows = await tx
    .select({ id: partners.id, slug: partners.customUrl, name: partners.displayName, logo: partners.logoPath })
    .from(partners)
    .orderBy(asc(partners.id));
  const partnerBy = new Map(partnerRows.map((p) => [p.slug, p]));
  const uids = await uidsOf(tx, ['admin@elevate.local', 'student@elevate.local', 'employer@elevate.local']);
  const admin = uids.get('admin@elevate.local') ?? null;

  const stories = await tx
    .insert(caseStudies)
    .values(
      STORY_SEEDS.map((s) => {
        const partner = s.partnerSlug ? partnerBy.get(s.partnerSlug) : undefined;
        const at = new Date(now.getTime() - s.daysAgo * DAY_MS);
        return {
          custUrl: s.custUrl,
          type: s.type,
          subType: s.subType,
          title: s.title,
          summary: s.summary,
          bodyHtml: sanitizeArticleHtml(bodyOf(s)),
          coverImageUrl: null,
          personName: s.personName,
          personDesignation: s.personDesignation,
          organisation: s.organisation,
          partnerId: partner?.id ?? null,
          quote: s.quote,
          isFeatured: s.isFeatured,
          status: s.status,
          publishedAt: s.status === 'published' ? at : null,
          seoDescription: s.summary.slice(0, 160),
          authorUid: admin,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: caseStudies.id, custUrl: caseStudies.custUrl, status: caseStudies.status });
  rows += stories.length;

  // One page edited by an admin; the rest show their defaults.
  const about = SITE_PAGE_DEFAULTS.aboutus;
  await tx.insert(sitePages).values({
    key: 'aboutus',
    title: about.title,
    headline: about.headline,
    intro: `${about.intro} Over 2 lakh students and 1,100 colleges use Elevate today.`,
    sections: about.sections.map((s) => ({ heading: s.heading, bodyHtml: sanitizeRichHtml(s.bodyHtml) })),
    updatedAt: new Date(now.getTime() - 5 * DAY_MS),
    updatedByUid: admin,
  });
  rows += 1;

  // Pins: a case study, a job and a company first on the home page.
  const pinnedStory = stories.find((s) => s.custUrl === 'narmada-power-runs-a-state-wide-hackathon');
  const [pinnedJob] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.isActive, true))
    .orderBy(asc(jobs.id))
    .limit(1);
  const pinnedPartner = partnerBy.get('palk-bay-robotics');
  const pins = [
    pinnedStory && { entityType: 'casestudy', entityId: pinnedStory.id },
    pinnedJob && { entityType: 'job', entityId: pinnedJob.id },
    pinnedPartner && { entityType: 'partner', entityId: pinnedPartner.id },
  ].filter((p): p is { entityType: string; entityId: number } => !!p);
  if (pins.length) await tx.insert(featuredElements).values(pins.map((p, position) => ({ ...p, position })));
  rows += pins.length;

  // Logos: six demo companies (their own logos) and six academic institutions.
  const logoRows = [
    ...partnerRows.slice(0, 6).map((p, i) => ({ name: p.name, kind: 'organisation', logoUrl: p.logo, position: i })),
    ...ACADEMIC.map(([name, websiteUrl], i) => ({ name, kind: 'academic', websiteUrl, position: i })),
  ];
  await tx.insert(organisations).values(logoRows);
  rows += logoRows.length;

  await tx.insert(feeds).values(
    FEEDS.map((f) => ({
      title: f.title,
      body: FEED_BODIES[f.kind] ?? '',
      kind: f.kind,
      linkUrl: f.linkUrl,
      publishedAt: new Date(now.getTime() - f.daysAgo * DAY_MS),
      createdByUid: admin,
    })),
  );
  rows += FEEDS.length;

  // The oldest testimonial is kept but no longer shown.
  const [oldest] = await tx
    .select({ id: testimonials.id })
    .from(testimonials)
    .orderBy(asc(testimonials.postedDate))
    .limit(1);
  if (oldest) {
    await tx.update(testimonials).set({ active: false }).where(eq(testimonials.id, oldest.id));
    rows += 1;
  }

  // The demo student and employer registered for the next two events.
  const upcoming = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.status, 'show'), gte(events.startDateTime, now)))
    .orderBy(asc(events.startDateTime))
    .limit(2);
  const people = [uids.get('student@elevate.local'), uids.get('employer@elevate.local')].filter(
    (id): id is number => id !== undefined,
  );
  const regs = upcoming.flatMap((e, i) =>
    people.slice(0, 2 - i).map((userId) => ({ eventId: e.id, userId, createdAt: new Date(now.getTime() - DAY_MS) })),
  );
  if (regs.length) await tx.insert(eventRegistrations).values(regs);
  rows += regs.length;

  // View counts for the posts and the published stories.
  const posts = await tx.select({ id: blogs.id }).from(blogs).orderBy(asc(blogs.id));
  const counts = [
    ...posts.map((p, i) => ({ entityType: 'blog', entityId: p.id, count: 120 + ((i * 137) % 900) })),
    ...stories
      .filter((s) => s.status === 'published')
      .map((s, i) => ({ entityType: 'casestudy', entityId: s.id, count: 80 + ((i * 211) % 700) })),
  ];
  if (counts.length) await tx.insert(entityImpressions).values(counts.map((c) => ({ ...c, updatedAt: now })));
  rows += counts.length;

  return rows;
};
