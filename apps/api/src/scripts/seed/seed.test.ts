import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JOB_TYPES } from '@elevate/contracts/common/constants';
import { DrillSocialLinkSchema } from '@elevate/contracts/drills/drill-content.schema';
import { answersSchemaOf, FormFieldDefinitionSchema } from '@elevate/contracts/drills/form-fields.schema';
import { openDatabase, type Database } from '../../db/client.ts';
import { CERTIFICATE_CODE_PATTERN } from '@elevate/contracts/certificates/certificates.constants';
import { drillJudgeAssignments, drillJudgeConflicts, drillJudges, drillScores } from '../../db/schema/judging.ts';
import { processCertificateBatch, verifyByCode } from '../../modules/certificates/certificates.service.ts';
import { loadSigningKey } from '../../modules/certificates/signing-key.ts';
import { feedbackOf } from '../../modules/judging/feedback.service.ts';
import { phasesOfDrill } from '../../modules/judging/standings.repository.ts';
import { computeStandings } from '../../modules/judging/standings.service.ts';
import { createLocalDiskDriver } from '../../modules/uploads/storage/local-disk.driver.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { applications, applicationStatusHistory } from '../../db/schema/applications.ts';
import { blogs } from '../../db/schema/blogs.ts';
import { DEMO_WRITERS } from './demo-blogs.ts';
import { DEMO_SAARTHI_MENTORS } from './demo-saarthi.ts';
import { paymentConfigurations, payments, promoCodes } from '../../db/schema/payments.ts';
import { events, stats, testimonials } from '../../db/schema/content.ts';
import {
  drillAnnouncements,
  drillCertificates,
  drillLeaderboardEntries,
  drillParticipants,
  drillPhases,
  drillProblemStatements,
  drillQueryMessages,
  drills,
  drillSubmissions,
  drillSubmissionVersions,
  drillTeamInvitations,
  drillTeamMembers,
  drillTeams,
  drillUserActions,
} from '../../db/schema/drills.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import { profileEducation, skills, userProfiles, users } from '../../db/schema/users.ts';
import { profileCompletion } from '../../modules/users/completion.service.ts';
import { verifyPassword } from '../../modules/auth/password-hash.ts';
import { DEMO_ACCOUNTS, DEMO_EMPLOYER_PARTNER, seedDemoData } from './seed.ts';
import { DEMO_CANDIDATES } from './fixtures/applications.ts';
import { DEMO_PARTICIPANTS } from './fixtures/drill-participants.ts';
import { DRILL_DEFS } from './fixtures/drill-defs.ts';
import { sanitizeRichHtml } from '../../lib/sanitize-html.ts';
import { contentHashOf } from '../../modules/drills/submission-receipt.ts';
import { myHackathons } from '../../modules/drills/my-hackathons.service.ts';

const NOW = new Date('2025-03-14T10:30:00.000Z');
const DAY = 86_400_000;

let database: Database;
let uploadsDir: string;

const counts = async () => {
  const n = async (table: PgTable): Promise<number> =>
    (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    partners: await n(partners),
    jobs: await n(jobs),
    drills: await n(drills),
    blogs: await n(blogs),
    events: await n(events),
    testimonials: await n(testimonials),
    stats: await n(stats),
    users: await n(users),
    applications: await n(applications),
    history: await n(applicationStatusHistory),
    phases: await n(drillPhases),
    participants: await n(drillParticipants),
    teams: await n(drillTeams),
    invitations: await n(drillTeamInvitations),
    submissions: await n(drillSubmissions),
    versions: await n(drillSubmissionVersions),
    leaderboards: await n(drillLeaderboardEntries),
    certificates: await n(drillCertificates),
  };
};

/** Every string anywhere in a row (including JSON columns). */
const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.values(value).flatMap(stringsOf);
  return [];
};

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'elevate-seed-'));
  database = await openDatabase({});
  await database.migrate();
}, 30_000);

afterAll(async () => {
  await database?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  let first: Awaited<ReturnType<typeof counts>>;

  it('seeds an empty database', async () => {
    const result = await seedDemoData(database.db, { uploadsDir, now: NOW });
    expect(result.seeded).toBe(true);
    first = await counts();
    expect(first.partners).toBeGreaterThanOrEqual(28);
    expect(first.partners).toBeLessThanOrEqual(32);
    expect(first.jobs).toBeGreaterThanOrEqual(200);
    expect(first.drills).toBeGreaterThanOrEqual(23);
    expect(first.blogs).toBeGreaterThanOrEqual(10);
    expect(first.events).toBeGreaterThanOrEqual(8);
    expect(first.testimonials).toBeGreaterThanOrEqual(10);
    expect(first.stats).toBe(1);
    expect(first.users).toBe(
      DEMO_ACCOUNTS.length +
        DEMO_CANDIDATES.length +
        DEMO_PARTICIPANTS.length +
        DEMO_WRITERS.length +
        DEMO_SAARTHI_MENTORS.length,
    );
    expect(first.applications).toBe(DEMO_CANDIDATES.reduce((n, c) => n + c.journeys.length, 0));
    expect(result.counts).toMatchObject({
      hackathonParticipants: first.participants,
      hackathonTeams: first.teams,
      hackathonSubmissions: first.submissions,
    });
    expect(first.participants).toBeGreaterThanOrEqual(50);
    expect(first.teams).toBeGreaterThanOrEqual(15);
    expect(first.versions).toBeGreaterThan(first.submissions);
    expect(first.invitations).toBeGreaterThanOrEqual(3);
  }, 30_000);

  it("gives the demo employer's company applicants whose current status is the last step of their history", async () => {
    const rows = await database.db
      .select({ id: applications.id, current: applications.currentStatus, partner: partners.customUrl })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(partners, eq(partners.id, jobs.partnerId));
    expect(new Set(rows.map((r) => r.partner))).toEqual(new Set([DEMO_EMPLOYER_PARTNER]));
    for (const r of rows) {
      const history = await database.db
        .select({ status: applicationStatusHistory.statusValue })
        .from(applicationStatusHistory)
        .where(eq(applicationStatusHistory.applicationId, r.id))
        .orderBy(applicationStatusHistory.id);
      expect(history[0]?.status).toBe('Applied');
      expect(history.at(-1)?.status).toBe(r.current);
    }
    const student = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;
    const [own] = await database.db
      .select({ n: count() })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(users.email, student.email));
    expect(own?.n).toBe(0);
  });

  it('gives the demo student a half-complete profile, so the dashboard shows real next steps', async () => {
    const student = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, student.email));
    const completion = await profileCompletion(database.db, row!.id);
    expect(completion.percent).toBe(60);
    expect(completion.missing.map((m) => m.item)).toContain('resume');
  });

  it('adds the skills of the demo jobs to the skills vocabulary', async () => {
    const rows = await database.db.select({ skills: jobs.skills }).from(jobs);
    const named = new Set(rows.flatMap((j) => j.skills.split(',').map((s) => s.trim().toLowerCase())).filter(Boolean));
    const vocabulary = new Set(
      (await database.db.select({ name: skills.name }).from(skills)).map((s) => s.name.toLowerCase()),
    );
    for (const name of named) expect(vocabulary.has(name.replace(/\s+/g, ' ')), name).toBe(true);
  });

  it('covers every job type, salary shape and posting age', async () => {
    const rows = await database.db.select().from(jobs);
    expect(new Set(rows.map((j) => j.jobType))).toEqual(new Set(JOB_TYPES));
    expect(new Set(rows.map((j) => j.custUrl)).size).toBe(rows.length);
    expect(rows.filter((j) => j.isFeatured).length).toBeGreaterThanOrEqual(10);
    expect(rows.some((j) => !j.isActive)).toBe(true);
    expect(rows.some((j) => j.isSalaryHidden)).toBe(true);
    expect(rows.some((j) => j.yoeTextForZero === 'Fresher')).toBe(true);
    for (const j of rows.filter((r) => r.jobType === 'Unpaid Internship')) expect(j.maxCtc).toBe(0);
    for (const j of rows.filter((r) => r.ctcCategory === 'annual' && r.jobType === 'Full-Time')) {
      expect(j.minCtc).toBeGreaterThanOrEqual(250_000);
      expect(j.maxCtc).toBeGreaterThanOrEqual(j.minCtc);
    }
    const today = rows.filter((j) => j.createdAt.toDateString() === NOW.toDateString() && j.createdAt <= NOW);
    expect(today.length).toBeGreaterThanOrEqual(10);
    const oldest = Math.min(...rows.map((j) => j.createdAt.getTime()));
    expect(NOW.getTime() - oldest).toBeGreaterThan(300 * DAY);
    expect(rows.every((j) => j.imageLink?.startsWith('/uploads/seed/'))).toBe(true);
  });

  it('has hackathons and open challenges of every shape', async () => {
    const rows = await database.db.select().from(drills);
    const t = NOW.getTime();
    expect(
      rows.some((d) => d.endDt.getTime() > t && d.startDt.getTime() <= t && d.registrationEndDt.getTime() > t),
    ).toBe(true);
    expect(rows.some((d) => d.startDt.getTime() > t)).toBe(true);
    expect(rows.some((d) => d.endDt.getTime() < t)).toBe(true);
    expect(new Set(rows.map((d) => d.nature))).toEqual(new Set(['online', 'offline', 'hybrid']));
    expect(rows.some((d) => d.teamMax === 1)).toBe(true);
    expect(rows.some((d) => d.teamMax > 1)).toBe(true);
    expect(rows.some((d) => !d.registrationCountVisible)).toBe(true);
    expect(rows.filter((d) => d.isFeatured).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((d) => d.programType === 'open-innovation').length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((d) => d.registrationFee > 0).length).toBeGreaterThanOrEqual(1);
    expect(new Set(rows.map((d) => d.audience))).toEqual(new Set(['everyone', 'students', 'professionals']));
    expect(rows.some((d) => d.teamRules.sameInstitution && (d.teamRules.minWomen ?? 0) > 0)).toBe(true);
    expect(rows.some((d) => d.teamLock === 'first-submission')).toBe(true);
  });

  it('gives every paid hackathon its fee configuration, the hosts promo codes, and the registered their paid orders', async () => {
    const fees = await database.db.select({ id: drills.id, fee: drills.registrationFee }).from(drills);
    const configs = new Map(
      (await database.db.select().from(paymentConfigurations)).map((c) => [c.drillId, c.amount] as const),
    );
    for (const d of fees.filter((f) => f.fee > 0)) expect(configs.get(d.id)).toBe(d.fee);
    expect([...configs.values()].every((amount) => amount > 0)).toBe(true);
    const codes = await database.db.select().from(promoCodes);
    expect(codes.some((c) => c.validUntil.getTime() < NOW.getTime())).toBe(true);
    expect(codes.some((c) => c.validFrom.getTime() <= NOW.getTime() && c.validUntil.getTime() > NOW.getTime())).toBe(
      true,
    );
    const paid = await database.db.select().from(payments);
    const paidDrills = new Set(fees.filter((f) => f.fee > 0).map((f) => f.id));
    const registered = (await database.db.select().from(drillParticipants)).filter((p) => paidDrills.has(p.drillId));
    expect(paid.length).toBeGreaterThan(0);
    expect(paid).toHaveLength(registered.length);
    expect(new Set(paid.map((p) => p.receiptNumber)).size).toBe(paid.length);
    expect(paid.every((p) => p.status === 'paid' && p.amountPaise === configs.get(p.entityId)! * 100)).toBe(true);
  });

  it('fills partner pages and writes every referenced image', async () => {
    const rows = await database.db.select().from(partners);
    expect(rows.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(6);
    expect(rows.some((p) => (p.description ?? '').length > 500)).toBe(true);
    const urls: string[] = [];
    for (const p of rows) {
      const gallery = (p.galleryImageUrls ?? '').split(',');
      expect(gallery.length).toBeGreaterThanOrEqual(4);
      expect(gallery.length).toBeLessThanOrEqual(8);
      expect(
        Object.values(p.socialLinks).every((u) => /^https:\/\/[a-z0-9.-]+\.example\.(in|com)\//.test(`${u}/`)),
      ).toBe(true);
      urls.push(p.logoPath ?? '', p.bannerImageUrl ?? '', ...gallery);
    }
    urls.push(
      ...(await database.db.select().from(drills).where(eq(drills.isPublished, true))).flatMap((d) => [
        d.logoUrl ?? '',
        d.bannerUrl ?? '',
      ]),
    );
    urls.push(...(await database.db.select().from(blogs)).map((b) => b.coverImageUrl ?? ''));
    urls.push(...(await database.db.select().from(events)).map((e) => e.imageUrl ?? ''));
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/seed\/[a-z0-9-]+\.svg$/);
      const file = join(uploadsDir, url.replace('/uploads/', ''));
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(svg).toContain('<title');
    }
    expect(readdirSync(join(uploadsDir, 'seed')).length).toBe(new Set(urls).size);
  });

  it('stores verified demo users with scrypt hashes', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const [u] = await database.db.select().from(users).where(eq(users.email, a.email));
      expect(u?.role).toBe(a.role);
      expect(u?.emailVerifiedAt).not.toBeNull();
      expect(u?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(await verifyPassword(a.password, u?.passwordHash ?? '')).toBe(true);
    }
    const [s] = await database.db.select().from(stats);
    expect(s?.numberOfPartners).toBe(320);
    expect(s?.joiningsDone).toBe(1450);
  });

  it('contains no placeholder text', async () => {
    const { db } = database;
    const tables = [
      partners,
      jobs,
      drills,
      drillPhases,
      drillProblemStatements,
      drillParticipants,
      drillTeams,
      drillTeamInvitations,
      drillSubmissions,
      drillAnnouncements,
      drillQueryMessages,
      drillLeaderboardEntries,
      drillCertificates,
      blogs,
      events,
      testimonials,
      stats,
      users,
    ] as const;
    for (const table of tables) {
      const rows: unknown[] = await db.select().from(table as PgTable);
      for (const s of stringsOf(rows)) expect(s.toLowerCase()).not.toContain('lorem');
    }
  });

  it('keeps submission answers as the plain text participants type, never HTML markup', async () => {
    const rows = await database.db.select({ answers: drillSubmissions.answers }).from(drillSubmissions);
    for (const s of stringsOf(rows)) expect(s).not.toMatch(/<\/?p>/);
  });

  it('does nothing the second time without reset', async () => {
    const result = await seedDemoData(database.db, { uploadsDir, now: NOW });
    expect(result.seeded).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it('rebuilds the same data on reset', async () => {
    const before = await database.db.select({ id: jobs.id, custUrl: jobs.custUrl }).from(jobs).orderBy(jobs.id);
    // Submissions name their round and team by id: a reset database links them the same way.
    const submissionsBefore = await database.db
      .select({ id: drillSubmissions.id, phaseId: drillSubmissions.phaseId, ownerKey: drillSubmissions.ownerKey })
      .from(drillSubmissions)
      .orderBy(drillSubmissions.id);
    const result = await seedDemoData(database.db, { uploadsDir, now: NOW, reset: true });
    expect(result.seeded).toBe(true);
    expect(await counts()).toEqual(first);
    const after = await database.db.select({ id: jobs.id, custUrl: jobs.custUrl }).from(jobs).orderBy(jobs.id);
    expect(after).toEqual(before);
    const links = await database.db
      .select({ id: drillSubmissions.id, phaseId: drillSubmissions.phaseId, ownerKey: drillSubmissions.ownerKey })
      .from(drillSubmissions)
      .orderBy(drillSubmissions.id);
    expect(links).toEqual(submissionsBefore);
  }, 30_000);
});

describe('seedDemoData: hackathons', () => {
  const t = NOW.getTime();
  const phasesByDrill = async () => {
    const phases = await database.db.select().from(drillPhases).orderBy(drillPhases.position);
    return (drillId: number) => phases.filter((p) => p.drillId === drillId);
  };

  it('has a hackathon in every state: upcoming, registration open, each round live, judging, ended with results', async () => {
    const rows = await database.db.select().from(drills).where(eq(drills.isPublished, true));
    const phasesOf = await phasesByDrill();
    const live = (p: { startDt: Date; endDt: Date }) => p.startDt.getTime() <= t && t < p.endDt.getTime();
    const stages = rows.map((d) => {
      const phases = phasesOf(d.id);
      const open = phases.find(live);
      if (phases[0]!.startDt.getTime() > t) return d.registrationEndDt.getTime() > t ? 'registration open' : 'upcoming';
      if (open)
        return open.kind === 'idea'
          ? 'idea round live'
          : phases.length > 1
            ? 'solution round live'
            : 'single round live';
      if (phases.some((p) => p.startDt.getTime() > t)) return 'between rounds';
      if (d.endDt.getTime() > t) return 'judging';
      return phases.at(-1)!.resultsPublishedAt ? 'ended with results' : 'ended';
    });
    for (const stage of [
      'registration open',
      'idea round live',
      'solution round live',
      'single round live',
      'judging',
      'ended with results',
    ])
      expect(stages, stage).toContain(stage);
    // A round ahead of a hackathon whose registration has closed: upcoming without registration.
    expect(rows.some((d) => d.startDt.getTime() > t)).toBe(true);

    const ended = rows.filter((d) => d.endDt.getTime() < t);
    const board = await database.db.select().from(drillLeaderboardEntries);
    for (const d of ended) {
      const last = phasesOf(d.id).at(-1)!;
      expect(last.resultsPublishedAt!.getTime(), d.name).toBeLessThanOrEqual(t);
      const ranks = board.filter((r) => r.phaseId === last.id).map((r) => r.rank);
      expect(ranks.length, d.name).toBeGreaterThanOrEqual(2);
      expect(ranks.sort((a, b) => a - b)).toEqual(ranks.map((_, i) => i + 1));
    }
    // Nothing is published before its round closes.
    const phases = await database.db.select().from(drillPhases);
    for (const p of phases.filter((x) => x.resultsPublishedAt)) expect(p.resultsPublishedAt! > p.endDt).toBe(true);
  });

  it("fills every section of every hackathon's page with content that passes the contracts", async () => {
    const rows = await database.db.select().from(drills).where(eq(drills.isPublished, true));
    const phasesOf = await phasesByDrill();
    const problems = await database.db.select().from(drillProblemStatements);
    const fieldTypes = new Set<string>();
    for (const d of rows) {
      for (const html of [d.description, d.eligibility, d.guidelines]) {
        expect(html.length, d.name).toBeGreaterThan(80);
        expect(sanitizeRichHtml(html)).toBe(html);
      }
      expect(d.domain && d.industry, d.name).toBeTruthy();
      expect(
        d.prizes.reduce((n, p) => n + p.value, 0),
        d.name,
      ).toBe(d.totalPrizeValue);
      expect(d.prizes.length, d.name).toBeGreaterThanOrEqual(1);
      expect(d.faqs.length).toBeGreaterThanOrEqual(4);
      expect(d.schedule.length).toBeGreaterThanOrEqual(3);
      for (const item of d.schedule) expect(Date.parse(item.end)).toBeGreaterThanOrEqual(Date.parse(item.start));
      z.array(DrillSocialLinkSchema).min(3).parse(d.socialLinks);
      z.array(FormFieldDefinitionSchema).min(3).parse(d.participantFields);
      d.participantFields.forEach((f) => fieldTypes.add(f.type));
      expect(d.bannerUrl).toMatch(/^\/uploads\/seed\/drill-.+-banner\.svg$/);
      const phases = phasesOf(d.id);
      expect(phases.length).toBeGreaterThanOrEqual(1);
      expect(phases.map((p) => p.kind).every((k) => k === 'idea' || k === 'solution')).toBe(true);
      for (const p of phases) {
        expect(p.startDt < p.endDt).toBe(true);
        expect(p.startDt >= d.startDt && p.endDt <= d.endDt, `${d.name}: ${p.name}`).toBe(true);
        z.array(FormFieldDefinitionSchema).min(3).parse(p.submissionFields);
        p.submissionFields.forEach((f) => fieldTypes.add(f.type));
      }
      expect(problems.filter((p) => p.drillId === d.id).length, d.name).toBeGreaterThanOrEqual(2);
    }
    for (const type of ['Text', 'URL', 'Editor', 'File', 'Select', 'MUISelect', 'Integer', 'Mobile'])
      expect(fieldTypes, type).toContain(type);
  });

  it("answers each hackathon's own questions, keeps teams within their rules, and keeps every version of a submission", async () => {
    const rows = await database.db.select().from(drills).where(eq(drills.isPublished, true));
    const byId = new Map(rows.map((d) => [d.id, d]));
    for (const p of await database.db.select().from(drillParticipants)) {
      const parsed = answersSchemaOf(byId.get(p.drillId)!.participantFields).safeParse(p.answers);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
    const members = await database.db
      .select({
        teamId: drillTeamMembers.teamId,
        institution: profileEducation.institution,
        gender: userProfiles.gender,
      })
      .from(drillTeamMembers)
      .innerJoin(drillParticipants, eq(drillParticipants.id, drillTeamMembers.participantId))
      .innerJoin(userProfiles, eq(userProfiles.userId, drillParticipants.uid))
      .leftJoin(
        profileEducation,
        and(eq(profileEducation.userId, drillParticipants.uid), eq(profileEducation.level, 'Graduation/Diploma')),
      );
    for (const team of await database.db.select().from(drillTeams)) {
      const d = byId.get(team.drillId)!;
      const mine = members.filter((m) => m.teamId === team.id);
      expect(mine.length).toBe(team.memberCount);
      expect(team.memberCount).toBeLessThanOrEqual(d.teamMax);
      if (d.teamRules.sameInstitution) expect(new Set(mine.map((m) => m.institution)).size).toBe(1);
      if (d.teamRules.minWomen)
        expect(mine.filter((m) => m.gender === 'female').length).toBeGreaterThanOrEqual(d.teamRules.minWomen);
      if (d.teamLock === 'first-submission') expect(team.lockedAt, team.name).not.toBeNull();
    }
    const phases = new Map((await database.db.select().from(drillPhases)).map((p) => [p.id, p]));
    const versions = await database.db.select().from(drillSubmissionVersions);
    for (const s of await database.db.select().from(drillSubmissions)) {
      const phase = phases.get(s.phaseId)!;
      const mineV = versions.filter((v) => v.submissionId === s.id).sort((a, b) => a.version - b.version);
      expect(mineV.map((v) => v.version)).toEqual(Array.from({ length: s.version }, (_, i) => i + 1));
      expect(mineV.at(-1)?.contentHash).toBe(s.contentHash);
      expect(s.contentHash).toBe(
        contentHashOf({ phaseId: s.phaseId, problemStatementId: s.problemStatementId, answers: s.answers }),
      );
      expect(
        answersSchemaOf(phase.submissionFields, { partial: s.status === 'draft' }).safeParse(s.answers).success,
      ).toBe(true);
      // Saved within the round, by the server's clock.
      expect(s.updatedAt >= phase.startDt && s.updatedAt < phase.endDt, `submission ${s.id}`).toBe(true);
      expect(s.submittedAt === null).toBe(s.status === 'draft');
    }
  });

  it('counts the crowd each hackathon names plus the registrations the pages show', async () => {
    const rows = await database.db.select().from(drills).where(eq(drills.isPublished, true));
    const participants = await database.db.select({ drillId: drillParticipants.drillId }).from(drillParticipants);
    for (const d of rows) {
      const def = DRILL_DEFS.find((x) => x.name === d.name)!;
      expect(d.applicantCount, d.name).toBe(def.applicants + participants.filter((p) => p.drillId === d.id).length);
    }
  });

  it('registers the demo student in hackathons in different states, each with something to show', async () => {
    const student = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, student.email));
    const mine = await myHackathons(database.db, row!.id, 'all', NOW);
    const byName = (name: string) => mine.data.find((h) => h.drill.drillName === name)!;
    expect(byName('Kaveri DataQuest 2.0')).toMatchObject({ state: 'submitted', teamName: 'Chai and Code' });
    expect(byName('Sahyadri FinHack: Payments for Bharat')).toMatchObject({ state: 'live', teamName: 'Bharat Bahi' });
    expect(byName('Nilgiri Cloud Native Challenge')).toMatchObject({ state: 'upcoming', teamName: null });
    expect(byName('Deccan Pixel 48-Hour Game Jam')).toMatchObject({ state: 'results', teamName: 'Rangoli Raiders' });
    expect(byName('Deccan Pixel 48-Hour Game Jam').certificates).toBe(1);
    expect(mine.data.slice(0, 3).every((h) => h.nextDeadline !== null)).toBe(true);

    const invites = await database.db
      .select({ kind: drillTeamInvitations.kind, status: drillTeamInvitations.status })
      .from(drillTeamInvitations)
      .innerJoin(drillParticipants, eq(drillParticipants.id, drillTeamInvitations.participantId))
      .where(eq(drillParticipants.uid, row!.id));
    expect(invites).toEqual([{ kind: 'invite', status: 'pending' }]);
    const bookmarks = await database.db.select().from(drillUserActions).where(eq(drillUserActions.uid, row!.id));
    expect(bookmarks.length).toBe(2);
  });
});

describe('seeded judging and certificates (hosts and judges)', () => {
  const judgeUid = async (email: string) =>
    (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const drillNamed = async (name: string) => (await database.db.select().from(drills).where(eq(drills.name, name)))[0]!;

  it('gives the demo judge work in Kaveri DataQuest 2.0: a review submitted, a draft, one not started, a team short of reviews', async () => {
    const live = await drillNamed('Kaveri DataQuest 2.0');
    const [idea] = await phasesOfDrill(database.db, live.id);
    expect(idea).toMatchObject({ judgingStatus: 'open', assignmentMode: 'spread', reviewsPerSubmission: 2 });
    const uid = await judgeUid('judge@elevate.local');
    const mine = await database.db
      .select({ status: drillScores.status })
      .from(drillJudgeAssignments)
      .innerJoin(drillJudges, eq(drillJudges.id, drillJudgeAssignments.judgeId))
      .leftJoin(drillScores, eq(drillScores.assignmentId, drillJudgeAssignments.id))
      .where(and(eq(drillJudges.uid, uid), eq(drillJudgeAssignments.phaseId, idea!.id)));
    expect(mine.map((m) => m.status ?? 'none').sort()).toEqual(['draft', 'none', 'submitted']);
    const judges = await database.db.select().from(drillJudges).where(eq(drillJudges.drillId, live.id));
    expect(judges.map((j) => j.status).sort()).toEqual(['active', 'active', 'invited']);
    const conflicts = await database.db.select().from(drillJudgeConflicts);
    const assignments = await database.db
      .select()
      .from(drillJudgeAssignments)
      .where(eq(drillJudgeAssignments.phaseId, idea!.id));
    // A declared conflict is never assigned; the submission it concerns stays short of K.
    const { rows } = await computeStandings(database.db, idea!);
    for (const c of conflicts.filter((x) => judges.some((j) => j.id === x.judgeId))) {
      const owned = rows.filter((r) => r.ownerKey === c.ownerKey).map((r) => r.submissionId);
      expect(assignments.some((a) => a.judgeId === c.judgeId && owned.includes(a.submissionId))).toBe(false);
    }
    expect(rows.some((r) => r.shortOfK)).toBe(true);
  });

  it("keeps the demo employer's next hackathon an unpublished draft whose checklist is not complete", async () => {
    const draft = await drillNamed('Kaveri DataQuest 3.0');
    expect(draft).toMatchObject({ isPublished: false, overviewSectionComplete: false, logoUrl: null });
    const others = await database.db.select().from(drills).where(eq(drills.isPublished, false));
    expect(others.map((d) => d.name)).toEqual(['Kaveri DataQuest 3.0']);
  });

  it("publishes Kaveri DataQuest 1.0's leaderboards as the standings module ranks the judges' reviews", async () => {
    const past = await drillNamed('Kaveri DataQuest 1.0');
    const phases = await phasesOfDrill(database.db, past.id);
    expect(phases.map((p) => p.judgingStatus)).toEqual(['closed', 'closed']);
    expect(phases[0]!.shortlistedAt).not.toBeNull();
    for (const phase of phases) {
      const { rows } = await computeStandings(database.db, phase);
      const board = await database.db
        .select()
        .from(drillLeaderboardEntries)
        .where(eq(drillLeaderboardEntries.phaseId, phase.id))
        .orderBy(drillLeaderboardEntries.rank);
      expect(board.map((b) => [b.submissionId, b.rank, b.score])).toEqual(
        rows.map((r) => [r.submissionId, r.rank, Math.round((r.friendlyScore ?? 0) * 10) / 10]),
      );
      expect(rows.every((r) => r.reviewCount === 2)).toBe(true);
    }
    const final = await database.db
      .select({ award: drillLeaderboardEntries.award })
      .from(drillLeaderboardEntries)
      .where(eq(drillLeaderboardEntries.phaseId, phases[1]!.id))
      .orderBy(drillLeaderboardEntries.rank);
    expect(final.map((f) => f.award)).toEqual(['Winner', 'First runner-up', 'Second runner-up']);
  });

  it("shows the demo student's team its outcome, anonymised feedback and per-criterion scores", async () => {
    const past = await drillNamed('Kaveri DataQuest 1.0');
    const [idea] = await phasesOfDrill(database.db, past.id);
    const [me] = await database.db.select().from(users).where(eq(users.email, 'student@elevate.local'));
    const [participant] = await database.db
      .select({ id: drillParticipants.id })
      .from(drillParticipants)
      .where(and(eq(drillParticipants.drillId, past.id), eq(drillParticipants.uid, me!.id)));
    const user = { uid: me!.id, role: 'user', email: me!.email } as AuthUser;
    const feedback = await feedbackOf(database.db, user, past.custUrl, participant!.id, idea!.id, NOW);
    expect(feedback).toMatchObject({ available: true, advanced: true, feedbackSharing: 'feedback-and-scores' });
    expect(feedback.criteria.map((c) => c.name)).toEqual(['Innovation', 'Feasibility', 'Impact', 'Presentation']);
    expect(feedback.comments.map((c) => c.judgeLabel)).toEqual(['Judge 1', 'Judge 2']);
  });

  it('makes every seeded certificate with the certificates worker, and each verifies', async () => {
    const pending = await database.db.select().from(drillCertificates);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((c) => c.status === 'pending' && CERTIFICATE_CODE_PATTERN.test(c.code))).toBe(true);
    const storage = createLocalDiskDriver({
      uploadsDir,
      privateUploadsDir: join(uploadsDir, 'private'),
      partsDir: join(uploadsDir, 'parts'),
      secret: 'seed-test-secret-seed-test-secret',
    });
    const ctx = {
      key: loadSigningKey(randomBytes(32).toString('base64url')),
      urls: { publicUrl: 'http://localhost', apiBase: 'http://localhost/api' },
    };
    const made = await processCertificateBatch(
      database.db,
      storage,
      ctx,
      pending.map((c) => c.id),
      true,
    );
    expect(made).toEqual({ made: pending.length, failed: 0 });
    for (const c of pending) {
      const verified = await verifyByCode(database.db, ctx, c.code);
      expect(verified.state, c.code).toBe('valid');
      expect(verified.recipientName, c.code).toBe(c.recipientName);
    }
    const past = await drillNamed('Kaveri DataQuest 1.0');
    const kinds = pending.filter((c) => c.drillId === past.id).map((c) => c.kind);
    expect(new Set(kinds)).toEqual(new Set(['participation', 'merit', 'winner']));
  }, 60_000);
});
