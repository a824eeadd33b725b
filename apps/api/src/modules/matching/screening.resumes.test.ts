import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PARSER_VERSION } from '@elevate/contracts/matching/matching.constants';
import type { ScreeningResult } from '@elevate/contracts/matching/screening.schema';
import { build } from '../../../test/helper.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { resumeParses } from '../../db/schema/matching.ts';
import { profileSkills as skillsTable, userProfiles } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn } from '../auth/auth.testing.ts';
import { insertJob, insertPartner, insertUpload } from '../applications/applications.test-fixtures.ts';
import { renderResumePdf } from './testing/resume-pdf.ts';
import { type ResumeSpec } from './testing/resume-spec.ts';

const t = build(AUTH_TEST_ENV);

const resume = (id: string, scanned: boolean): ResumeSpec => ({
  id,
  name: 'Kavya Menon',
  email: 'kavya.menon@example.in',
  phone: '+91 98765 43210',
  links: [],
  location: 'Hyderabad, Telangana',
  sections: [
    {
      kind: 'work',
      heading: 'Experience',
      entries: [
        {
          title: 'Data Analyst',
          company: 'Godavari Labs',
          dates: 'Jan 2023 – Dec 2024',
          bullets: ['Built weekly sales reports in Excel from SQL queries.'],
        },
      ],
    },
    { kind: 'skills', heading: 'Skills', lines: ['SQL, Python, Excel'], style: 'list' },
  ],
  layout: { columns: 1, scanned, heading: 'caps-bold', font: 'Helvetica', pages: 1, contact: 'one-line' },
});

/** An application sent with a real PDF resume in storage, as the uploads module leaves it, not yet parsed. */
const applyWithPdf = async (jobId: number, pdf: Uint8Array, profileSkills: string[] = []) => {
  const db = t.database.db;
  const user = await createUser(t, { fullName: 'Kavya' });
  await db.insert(userProfiles).values({ userId: user.uid, currentCity: 'Hyderabad' });
  if (profileSkills.length > 0) {
    await db.insert(skillsTable).values(profileSkills.map((name) => ({ userId: user.uid, name })));
  }
  const key = await insertUpload(db, user.uid);
  await t.app.storage.write({ key, purpose: 'resume', isPublic: false }, Buffer.from(pdf), 'application/pdf');
  const [row] = await db
    .insert(applications)
    .values({ userId: user.uid, jobId, resumeKey: key })
    .returning({ id: applications.id });
  return { applicationId: row!.id, key };
};

describe('screening reads the resumes applicants sent', { timeout: 120_000 }, () => {
  it('parses an unread resume once and keeps it; a scanned one falls back to the profile', async () => {
    const db = t.database.db;
    const partner = await insertPartner(db);
    const job = await insertJob(db, partner.id);
    await db.update(jobs).set({ skills: 'SQL,Python,Excel,Java', minYoe: 1, maxYoe: 3 }).where(eq(jobs.id, job.id));
    const text = await applyWithPdf(job.id, await renderResumePdf(resume('text', false)));
    const scanned = await applyWithPdf(job.id, await renderResumePdf(resume('scanned', true)), ['Java']);
    const headers = authHeaders(await signIn(t, await createUser(t, { role: 'admin' })));

    const started = performance.now();
    const res = await t.inject({ method: 'PUT', url: '/api/resume-screening', payload: { jobId: job.id }, headers });
    console.info(`screening 2 applicants with unread resumes took ${Math.round(performance.now() - started)} ms`);
    expect(res.statusCode, res.body).toBe(200);
    const ranked = res.json<{ result: ScreeningResult }>().result.applicants;

    const fromPdf = ranked.find((a) => a.applicationId === text.applicationId)!;
    expect(fromPdf.basis).toBe('resume');
    expect(fromPdf.explanation.skills.matched).toEqual(['SQL', 'Python', 'Excel']);
    expect(fromPdf.explanation.skills.missingGaps).toEqual(['Java']);
    expect(fromPdf.explanation.experience.fit).toBe('within');

    const fromProfile = ranked.find((a) => a.applicationId === scanned.applicationId)!;
    expect(fromProfile.basis).toBe('profile');
    expect(fromProfile.explanation.skills.matched).toEqual(['Java']);
    expect(ranked[0]!.applicationId).toBe(text.applicationId);

    const kept = await db
      .select({ key: resumeParses.uploadKey })
      .from(resumeParses)
      .where(eq(resumeParses.parserVersion, PARSER_VERSION));
    expect(kept.map((k) => k.key)).toContain(text.key);
  });
});
