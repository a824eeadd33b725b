import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, applicationStatusHistory } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { userProfiles, users } from '../../db/schema/users.ts';
import { unusablePasswordHash } from '../../modules/auth/password-hash.ts';
import { DEMO_CANDIDATES } from './fixtures/applications.ts';

const DAY_MS = 86_400_000;

/**
 * Candidates and their applications to one company's open jobs, each with the history of how far it got
 * (one status a day, the last one a day before `now`). Returns how many applications were written.
 */
export const seedDemoApplications = async (
  tx: Tx,
  opts: { partnerId: number; movedBy: { uid: number; name: string }; now: Date },
): Promise<number> => {
  const openJobs = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.partnerId, opts.partnerId), eq(jobs.isActive, true)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  if (openJobs.length === 0) return 0;

  let written = 0;
  for (const [i, c] of DEMO_CANDIDATES.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        fullName: c.fullName,
        lastName: c.lastName,
        email: c.email,
        contact: c.contact,
        utype: c.utype,
        role: 'user',
        passwordHash: unusablePasswordHash(),
        referralCode: `ELV-DEMO${String(i + 1).padStart(2, '0')}`,
        emailVerifiedAt: opts.now,
        createdAt: new Date(opts.now.getTime() - 40 * DAY_MS),
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`Demo candidate not inserted: ${c.email}`);
    await tx.insert(userProfiles).values({
      userId: user.id,
      currentCity: c.currentCity,
      highestQualification: c.highestQualification,
    });

    for (const [j, journey] of c.journeys.entries()) {
      const job = openJobs[(i + j) % openJobs.length]!;
      const last = journey.at(-1)!;
      const firstAt = opts.now.getTime() - (journey.length + i + j + 1) * DAY_MS;
      const [application] = await tx
        .insert(applications)
        .values({
          userId: user.id,
          jobId: job.id,
          currentStatus: last.status,
          createdAt: new Date(firstAt),
          updatedAt: new Date(firstAt + (journey.length - 1) * DAY_MS),
        })
        .onConflictDoNothing()
        .returning({ id: applications.id });
      if (!application) continue;
      await tx.insert(applicationStatusHistory).values(
        journey.map((step, k) => {
          const at = new Date(firstAt + k * DAY_MS);
          const byCandidate = k === 0;
          return {
            applicationId: application.id,
            statusValue: step.status,
            feedback: step.feedback ?? null,
            updatedByUid: byCandidate ? user.id : opts.movedBy.uid,
            updatedByName: byCandidate ? `${c.fullName} ${c.lastName}` : opts.movedBy.name,
            statusAt: at,
            recordedAt: at,
          };
        }),
      );
      written += 1;
    }
  }
  return written;
};
