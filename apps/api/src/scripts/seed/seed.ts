/** Deterministic demo data for local runs and demos: companies, jobs, hackathons, content, users. */
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  abuseReports,
  blogCommentReactions,
  blogComments,
  blogReactions,
  blogWriters,
  blogs,
  moderationCases,
} from '../../db/schema/blogs.ts';
import {
  mentorshipFeedback,
  mentorshipGoals,
  mentorshipSessions,
  mentorships,
  saarthiAvailability,
  saarthis,
} from '../../db/schema/saarthi.ts';
import { contactMessages } from '../../db/schema/contact.ts';
import {
  caseStudies,
  entityImpressions,
  eventRegistrations,
  events,
  featuredElements,
  feeds,
  impressionViews,
  organisations,
  sitePages,
  stats,
  testimonials,
} from '../../db/schema/content.ts';
import {
  drillAnnouncements,
  drillCertificates,
  drillLeaderboardEntries,
  drillParticipants,
  drillPhases,
  drillProblemStatements,
  drillQueries,
  drillQueryMessages,
  drills,
  drillSubmissions,
  drillSubmissionVersions,
  drillTeamInvitations,
  drillTeamMembers,
  drillTeams,
} from '../../db/schema/drills.ts';
import { jobs } from '../../db/schema/jobs.ts';
import {
  drillJudgeAssignments,
  drillJudgeConflicts,
  drillJudges,
  drillJudgingAudit,
  drillPhaseOutcomes,
  drillRubricCriteria,
  drillScores,
} from '../../db/schema/judging.ts';
import { sanitizeRichHtml } from '../../lib/sanitize-html.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { partnerMembers, partners } from '../../db/schema/partners.ts';
import {
  paymentConfigurations,
  paymentEvents,
  paymentReceiptCounters,
  payments,
  promoCodes,
} from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { buildBlogs } from './fixtures/blogs.ts';
import { buildDrills } from './fixtures/drills.ts';
import { buildEvents } from './fixtures/events.ts';
import { buildJobs } from './fixtures/jobs.ts';
import {
  PARTNERS,
  partnerBySlug,
  partnerDescription,
  partnerHighlightsHtml,
  partnerSocialLinks,
} from './fixtures/partners.ts';
import { buildStats } from './fixtures/stats.ts';
import { buildTestimonials } from './fixtures/testimonials.ts';
import { DEMO_ACCOUNTS } from './fixtures/users.ts';
import { DEMO_CANDIDATES } from './fixtures/applications.ts';
import { seedDemoApplications } from './demo-applications.ts';
import { seedDemoHackathons } from './demo-hackathons.ts';
import { seedDemoProfiles } from './demo-profiles.ts';
import { DEMO_WRITERS, seedDemoBlogCommunity } from './demo-blogs.ts';
import { seedDemoContent } from './demo-content.ts';
import { DEMO_MENTOR, seedDemoSaarthi } from './demo-saarthi.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { addJobSkillsToVocabulary } from '../../modules/users/skills.repository.ts';
import { writeSeedImages } from './images.ts';
import { hashPassword } from '../../modules/auth/password-hash.ts';

export { DEMO_ACCOUNTS, type DemoAccount } from './fixtures/users.ts';

/** Every demo sign-in printed at start: the accounts above, a Saarthi mentor and a blog writer. */
export const DEMO_SIGN_INS: ReadonlyArray<{ label: string; email: string; password: string }> = [
  ...DEMO_ACCOUNTS.map((a) => ({ label: a.role as string, email: a.email, password: a.password })),
  { label: 'mentor', ...DEMO_MENTOR },
  { label: 'writer', email: DEMO_WRITERS[0].email, password: DEMO_WRITERS[0].password },
];

/** The company the demo employer account belongs to. */
export const DEMO_EMPLOYER_PARTNER = 'kaveri-analytics';

export interface SeedOptions {
  /** Where `/uploads/*` is served from; images go to `<uploadsDir>/seed/`. */
  uploadsDir: string;
  /** Wipe every demo table (and restart their ids) before seeding. */
  reset?: boolean;
  /** Reference time for every relative date; same `now`, same data. Defaults to the current time. */
  now?: Date;
  /** Running in production: the seed refuses, since its accounts have published passwords. */
  production?: boolean;
}

/** Thrown instead of seeding in production (docs/decisions/021). */
class DemoDataRefused extends Error {
  constructor() {
    super('Demo data creates accounts with known passwords and is for development only: refused in production.');
  }
}

export interface SeedCounts {
  partners: number;
  jobs: number;
  drills: number;
  blogs: number;
  events: number;
  testimonials: number;
  stats: number;
  users: number;
  applications: number;
  hackathonParticipants: number;
  hackathonTeams: number;
  hackathonSubmissions: number;
  payments: number;
  /** Rows the community seeds wrote, by domain (demo-blogs, demo-saarthi, demo-content). */
  community: { blogs: number; saarthi: number; content: number };
  images: number;
}

export interface SeedResult {
  seeded: boolean;
  counts?: SeedCounts;
}

const CHUNK = 100;

/**
 * Tables the reset empties, children before parents. Tables added later that reference users,
 * jobs, drills or partners need `onDelete: 'cascade'` (or a place in this list) for reset to work.
 */
const RESET_ORDER: ReadonlyArray<{ table: PgTable; name: string; serialId?: false }> = [
  { table: jobs, name: 'jobs' },
  // Orders keep their hackathon and payer (restrict / set null): they go first.
  { table: paymentEvents, name: 'payment_events', serialId: false },
  { table: payments, name: 'payments', serialId: false },
  { table: promoCodes, name: 'promo_codes' },
  { table: paymentConfigurations, name: 'payment_configurations', serialId: false },
  { table: paymentReceiptCounters, name: 'payment_receipt_counters', serialId: false },
  // The hackathons' rows go with their hackathon (on delete cascade); listed for their ids to restart.
  { table: drillJudgingAudit, name: 'drill_judging_audit' },
  { table: drillPhaseOutcomes, name: 'drill_phase_outcomes' },
  { table: drillScores, name: 'drill_scores' },
  { table: drillJudgeAssignments, name: 'drill_judge_assignments' },
  { table: drillRubricCriteria, name: 'drill_rubric_criteria' },
  { table: drillJudgeConflicts, name: 'drill_judge_conflicts' },
  { table: drillJudges, name: 'drill_judges' },
  { table: drillCertificates, name: 'drill_certificates' },
  { table: drillLeaderboardEntries, name: 'drill_leaderboard_entries' },
  { table: drillAnnouncements, name: 'drill_announcements' },
  { table: drillQueryMessages, name: 'drill_query_messages' },
  { table: drillQueries, name: 'drill_queries' },
  { table: drillSubmissionVersions, name: 'drill_submission_versions' },
  { table: drillSubmissions, name: 'drill_submissions' },
  { table: drillTeamInvitations, name: 'drill_team_invitations' },
  { table: drillTeamMembers, name: 'drill_team_members' },
  { table: drillTeams, name: 'drill_teams' },
  { table: drillParticipants, name: 'drill_participants' },
  { table: drillProblemStatements, name: 'drill_problem_statements' },
  { table: drillPhases, name: 'drill_phases' },
  { table: drills, name: 'drills' },
  { table: partners, name: 'partners' },
  { table: abuseReports, name: 'abuse_reports' },
  { table: moderationCases, name: 'moderation_cases' },
  { table: blogCommentReactions, name: 'blog_comment_reactions', serialId: false },
  { table: blogComments, name: 'blog_comments' },
  { table: blogReactions, name: 'blog_reactions', serialId: false },
  { table: blogWriters, name: 'blog_writers', serialId: false },
  { table: blogs, name: 'blogs' },
  { table: mentorshipFeedback, name: 'mentorship_feedback' },
  { table: mentorshipSessions, name: 'mentorship_sessions' },
  { table: mentorshipGoals, name: 'mentorship_goals' },
  { table: mentorships, name: 'mentorships' },
  { table: saarthiAvailability, name: 'saarthi_availability' },
  { table: saarthis, name: 'saarthis' },
  { table: eventRegistrations, name: 'event_registrations' },
  { table: featuredElements, name: 'featured_elements' },
  { table: caseStudies, name: 'case_studies' },
  { table: organisations, name: 'organisations' },
  { table: feeds, name: 'feeds' },
  { table: sitePages, name: 'site_pages', serialId: false },
  { table: impressionViews, name: 'impression_views', serialId: false },
  { table: entityImpressions, name: 'entity_impressions', serialId: false },
  { table: events, name: 'events' },
  { table: testimonials, name: 'testimonials' },
  { table: stats, name: 'stats' },
  { table: contactMessages, name: 'contact_messages' },
  { table: mailOutbox, name: 'mail_outbox' },
  { table: users, name: 'users' },
];

const insertInChunks = async <T extends PgTable>(
  tx: Tx,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): Promise<void> => {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
  }
};

const hasPartners = async (db: Db | Tx): Promise<boolean> => {
  const [row] = await db.select({ n: count() }).from(partners);
  return (row?.n ?? 0) > 0;
};

const resetTables = async (tx: Tx): Promise<void> => {
  for (const { table } of RESET_ORDER) await tx.delete(table);
  // Restart ids so a reset database has the same ids (and links) as a fresh one.
  for (const { name, serialId } of RESET_ORDER) {
    if (serialId === false) continue;
    await tx.execute(sql`select setval(pg_get_serial_sequence(${name}, 'id'), 1, false)`);
  }
};

/**
 * Seeds the demo data in one transaction. Idempotent: when partners already has rows and `reset`
 * is not set, nothing changes and `{ seeded: false }` is returned.
 */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<SeedResult> {
  if (opts.production) throw new DemoDataRefused();
  const reset = opts.reset ?? false;
  if (!reset && (await hasPartners(db))) return { seeded: false };

  const now = opts.now ?? new Date();
  const jobSeeds = buildJobs(now);
  const drillSeeds = buildDrills(now);
  const blogSeeds = buildBlogs(now);
  const eventSeeds = buildEvents(now);
  const testimonialSeeds = buildTestimonials(now);
  // Hashing is deliberately slow, so it happens before the transaction opens.
  const userRows = await Promise.all(
    DEMO_ACCOUNTS.map(async (a): Promise<typeof users.$inferInsert> => ({
      fullName: a.fullName,
      lastName: a.lastName,
      email: a.email,
      contact: a.contact,
      utype: a.utype,
      role: a.role,
      passwordHash: await hashPassword(a.password),
      referralCode: a.referralCode,
      emailVerifiedAt: now,
      createdAt: now,
    })),
  );

  return db.transaction(async (tx) => {
    // Serialise concurrent seeders (e.g. the start script and a manual `npm run seed`).
    await tx.execute(sql`lock table ${partners} in share row exclusive mode`);
    if (reset) await resetTables(tx);
    else if (await hasPartners(tx)) return { seeded: false };

    const images = writeSeedImages(opts.uploadsDir, {
      partners: PARTNERS,
      drills: drillSeeds,
      blogs: blogSeeds,
      events: eventSeeds,
    });

    const partnerRows = PARTNERS.map((p, i): typeof partners.$inferInsert => {
      const img = images.partners.get(p.slug);
      return {
        name: p.name,
        displayName: p.displayName,
        customUrl: p.slug,
        logoPath: img?.logo ?? null,
        bannerImageUrl: img?.banner ?? null,
        description: partnerDescription(p),
        galleryImageUrls: img ? img.gallery.join(',') : null,
        keyHighlights: sanitizeRichHtml(partnerHighlightsHtml(p)),
        hashtags: p.hashtags,
        headquarter: p.headquarter,
        establishmentDate: p.established,
        noOfEmployees: p.noOfEmployees,
        industry: p.industry,
        socialLinks: partnerSocialLinks(p),
        isActive: true,
        isFeatured: p.featured,
        createdAt: new Date(now.getTime() - (PARTNERS.length - i) * 7 * 86_400_000),
      };
    });
    const inserted = await tx
      .insert(partners)
      .values(partnerRows)
      .returning({ id: partners.id, slug: partners.customUrl });
    const partnerId = new Map(inserted.map((r) => [r.slug, r.id]));
    const idOf = (slug: string): number => {
      const id = partnerId.get(slug);
      if (id === undefined) throw new Error(`Demo partner not inserted: ${slug}`);
      return id;
    };

    await insertInChunks(
      tx,
      jobs,
      jobSeeds.map(({ partnerSlug, ...j }): typeof jobs.$inferInsert => ({
        ...j,
        description: sanitizeRichHtml(j.description),
        partnerId: idOf(partnerSlug),
        imageLink: images.partners.get(partnerSlug)?.logo ?? null,
        ctcCurrency: 'INR',
      })),
    );

    await insertInChunks(
      tx,
      drills,
      drillSeeds.map(
        ({
          partnerSlug,
          status: _status,
          colour: _colour,
          rounds: _rounds,
          problemStatements: _problems,
          ...d
        }): typeof drills.$inferInsert => ({
          ...d,
          description: sanitizeRichHtml(d.description),
          eligibility: sanitizeRichHtml(d.eligibility),
          guidelines: sanitizeRichHtml(d.guidelines),
          partnerId: idOf(partnerSlug),
          partnerName: partnerBySlug(partnerSlug).name,
          logoUrl: images.drills.get(d.custUrl)?.logo ?? null,
          bannerUrl: images.drills.get(d.custUrl)?.banner ?? null,
        }),
      ),
    );

    await insertInChunks(
      tx,
      blogs,
      blogSeeds.map(({ colour: _colour, ...b }): typeof blogs.$inferInsert => ({
        ...b,
        coverImageUrl: images.blogs.get(b.custUrl) ?? null,
      })),
    );

    await insertInChunks(
      tx,
      events,
      eventSeeds.map(({ key, colour: _colour, ...e }): typeof events.$inferInsert => ({
        ...e,
        imgExtension: 'svg',
        imageUrl: images.events.get(key) ?? null,
      })),
    );

    await insertInChunks(tx, testimonials, testimonialSeeds);
    await tx.insert(stats).values(buildStats(now));
    const demoUsers = await tx
      .insert(users)
      .values(userRows)
      .returning({ id: users.id, role: users.role, name: sql<string>`${users.fullName} || ' ' || ${users.lastName}` });
    // The demo employer runs the first demo company's page, jobs and applicants, with candidates in them.
    const employer = demoUsers.find((u) => u.role === 'employer');
    if (!employer) throw new Error('No demo employer account');
    await tx.insert(partnerMembers).values({ userId: employer.id, partnerId: idOf(DEMO_EMPLOYER_PARTNER) });
    await seedDemoProfiles(tx, now);
    await addJobSkillsToVocabulary(tx);
    const applicationCount = await seedDemoApplications(tx, {
      partnerId: idOf(DEMO_EMPLOYER_PARTNER),
      movedBy: { uid: employer.id, name: employer.name },
      now,
    });
    const hackathons = await seedDemoHackathons(tx, { now, drills: drillSeeds });
    const payments = await seedDemoPayments(tx, now);
    // Community (issue 14): posts' writers, comments and reactions; Saarthi mentors; stories, pages and news.
    const community = {
      blogs: await seedDemoBlogCommunity(tx, now),
      saarthi: await seedDemoSaarthi(tx, now),
      content: await seedDemoContent(tx, now),
    };

    const counts: SeedCounts = {
      partners: partnerRows.length,
      jobs: jobSeeds.length,
      drills: drillSeeds.length,
      blogs: blogSeeds.length,
      events: eventSeeds.length,
      testimonials: testimonialSeeds.length,
      stats: 1,
      users: userRows.length + DEMO_CANDIDATES.length + hackathons.users,
      applications: applicationCount,
      hackathonParticipants: hackathons.participants,
      hackathonTeams: hackathons.teams,
      hackathonSubmissions: hackathons.submissions,
      payments,
      community,
      images: images.fileCount,
    };
    return { seeded: true, counts };
  });
}
