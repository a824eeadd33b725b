import { and, eq } from 'drizzle-orm';
import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import type { DbOrTx } from '../../db/client.ts';
import { partnerMembers } from '../../db/schema/partners.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** The partners (companies or institutes) an employer belongs to. */
export const partnerIdsOf = async (db: DbOrTx, uid: number): Promise<number[]> => {
  const rows = await db
    .select({ partnerId: partnerMembers.partnerId })
    .from(partnerMembers)
    .where(eq(partnerMembers.userId, uid))
    .orderBy(partnerMembers.partnerId);
  return rows.map((r) => r.partnerId);
};

/** May this user manage the partner's page, jobs and applicants? Admins manage every partner. */
export const canManagePartner = async (db: DbOrTx, user: AuthUser, partnerId: number): Promise<boolean> => {
  if (user.role === 'admin') return true;
  if (user.role !== 'employer') return false;
  const [row] = await db
    .select({ partnerId: partnerMembers.partnerId })
    .from(partnerMembers)
    .where(and(eq(partnerMembers.userId, user.uid), eq(partnerMembers.partnerId, partnerId)))
    .limit(1);
  return row !== undefined;
};

/**
 * Access rule of the employer console: an employer sees and changes only their own partner's page, jobs and
 * applicants (403 otherwise, the same answer whether or not the thing exists elsewhere).
 */
export const assertCanManagePartner = async (db: DbOrTx, user: AuthUser, partnerId: number): Promise<void> => {
  if (!(await canManagePartner(db, user, partnerId))) {
    throw new AppError(ErrorCode.FORBIDDEN, ErrorMessage[ErrorCode.FORBIDDEN]);
  }
};
