import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TYPES } from '@elevate/contracts/common/constants';
import { openDatabase, type Database } from '../../db/client.ts';
import { applications, applicationStatusHistory } from '../../db/schema/applications.ts';
import { blogs } from '../../db/schema/blogs.ts';
import { events, stats, testimonials } from '../../db/schema/content.ts';
import { drills } from '../../db/schema/drills.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import { skills, users } from '../../db/schema/users.ts';
import { profileCompletion } from '../../modules/users/completion.service.ts';
import { verifyPassword } from '../../modules/auth/password-hash.ts';
import { DEMO_ACCOUNTS, DEMO_EMPLOYER_PARTNER, seedDemoData } from './seed.ts';
import { DEMO_CANDIDATES } from './fixtures/applications.ts';

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
    expect(first.drills).toBeGreaterThanOrEqual(20);
    expect(first.blogs).toBeGreaterThanOrEqual(10);
    expect(first.events).toBeGreaterThanOrEqual(8);
    expect(first.testimonials).toBeGreaterThanOrEqual(10);
    expect(first.stats).toBe(1);
    expect(first.users).toBe(DEMO_ACCOUNTS.length + DEMO_CANDIDATES.length);
    expect(first.applications).toBe(DEMO_CANDIDATES.reduce((n, c) => n + c.journeys.length, 0));
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

  it('has live, upcoming and ended hackathons of every shape', async () => {
    const rows = await database.db.select().from(drills);
    const t = NOW.getTime();
    expect(
      rows.some((d) => d.endDt.getTime() > t && d.startDt.getTime() <= t && d.registrationEndDt.getTime() > t),
    ).toBe(true);
    expect(rows.some((d) => d.startDt.getTime() > t)).toBe(true);
    expect(rows.some((d) => d.endDt.getTime() < t)).toBe(true);
    expect(new Set(rows.map((d) => d.nature))).toEqual(new Set(['online', 'offline']));
    expect(rows.some((d) => d.teamMax === 1)).toBe(true);
    expect(rows.some((d) => d.teamMax > 1)).toBe(true);
    expect(rows.some((d) => !d.registrationCountVisible)).toBe(true);
    expect(rows.filter((d) => d.isFeatured).length).toBeGreaterThanOrEqual(5);
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
    urls.push(...(await database.db.select().from(drills)).map((d) => d.logoUrl ?? ''));
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
    const tables = [partners, jobs, drills, blogs, events, testimonials, stats, users] as const;
    for (const table of tables) {
      const rows: unknown[] = await db.select().from(table as PgTable);
      for (const s of stringsOf(rows)) expect(s.toLowerCase()).not.toContain('lorem');
    }
  });

  it('does nothing the second time without reset', async () => {
    const result = await seedDemoData(database.db, { uploadsDir, now: NOW });
    expect(result.seeded).toBe(false);
    expect(await counts()).toEqual(first);
  });

  it('rebuilds the same data on reset', async () => {
    const before = await database.db.select({ id: jobs.id, custUrl: jobs.custUrl }).from(jobs).orderBy(jobs.id);
    const result = await seedDemoData(database.db, { uploadsDir, now: NOW, reset: true });
    expect(result.seeded).toBe(true);
    expect(await counts()).toEqual(first);
    const after = await database.db.select({ id: jobs.id, custUrl: jobs.custUrl }).from(jobs).orderBy(jobs.id);
    expect(after).toEqual(before);
  }, 30_000);
});
