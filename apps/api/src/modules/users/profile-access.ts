import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partnerMembers } from '../../db/schema/partners.ts';
import { users } from '../../db/schema/users.ts';

/** Who is asking: the signed-in caller's id and role (an AuthUser fits). */
export interface ProfileViewer {
  uid: number;
  role: string;
}

/**
 * Has `ownerId` applied to a job of a company (partner) this employer belongs to, and is the account still
 * there? That application is what lets an employer look at a candidate (docs/decisions/025); a deleted
 * account's data is gone, so it lets them read nothing.
 */
export const appliedToEmployer = async (db: DbOrTx, employerUid: number, ownerId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(partnerMembers, eq(partnerMembers.partnerId, jobs.partnerId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(and(eq(applications.userId, ownerId), eq(partnerMembers.userId, employerUid), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
};

/**
 * May this viewer read the owner's profile sections? The owner, an admin, or an employer of a company the owner
 * applied to. Students, professionals and every other employer may not.
 */
export const canReadProfile = async (db: DbOrTx, viewer: ProfileViewer, ownerId: number): Promise<boolean> => {
  if (viewer.uid === ownerId || viewer.role === 'admin') return true;
  if (viewer.role !== 'employer') return false;
  return appliedToEmployer(db, viewer.uid, ownerId);
};

/**
 * May this viewer get a signed link to the owner's profile resume? The same people as the profile: an employer
 * who received an application may read the candidate's current resume, not only the copy sent with it.
 */
export const canReadResume = canReadProfile;

/**
 * May this viewer read the owner's identity documents (PAN, the last four of Aadhaar, their scans)? Only the
 * owner and admins: an employer has no need of them to judge an application.
 */
export const canReadDocuments = (viewer: ProfileViewer, ownerId: number): boolean =>
  viewer.uid === ownerId || viewer.role === 'admin';
