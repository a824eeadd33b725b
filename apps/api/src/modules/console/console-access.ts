import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertCanManagePartner } from '../partners/partner-access.ts';
import { findPartnerById, type PartnerRow } from './console-partners.repository.ts';
import { jobOwnerOf } from './console-jobs.repository.ts';

/**
 * The company, when this user may manage it. An employer gets 403 for any company not theirs, existing or not
 * (partner-access.ts); only an admin, who may manage every company, learns that one does not exist (404).
 */
export const managedPartner = async (db: DbOrTx, user: AuthUser, partnerId: number): Promise<PartnerRow> => {
  await assertCanManagePartner(db, user, partnerId);
  const partner = await findPartnerById(db, partnerId);
  if (!partner) throw notFound(ConsoleMessages.companyNotFound);
  return partner;
};

/** The job's company, when this user may manage it: the same rule as for companies. */
export const managedJobPartnerId = async (db: DbOrTx, user: AuthUser, jobId: number): Promise<number> => {
  const owner = await jobOwnerOf(db, jobId);
  if (!owner) throw user.role === 'admin' ? notFound(ConsoleMessages.jobNotFound) : forbidden();
  await assertCanManagePartner(db, user, owner.partnerId);
  return owner.partnerId;
};
