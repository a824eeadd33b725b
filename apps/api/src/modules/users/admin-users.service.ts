import type { Role } from '@elevate/contracts/auth/auth.schema';
import {
  AdminUsersMessages,
  type AdminUserDetail,
  type AdminUserRow,
  type AdminUsersFilter,
  type AdminUsersList,
} from '@elevate/contracts/users/admin-users.schema';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findUser, listUsers } from './admin-users.repository.ts';
import { profileCompletion, profileCompletions } from './completion.service.ts';
import { publicUploadUrl } from './profile.repository.ts';

interface AccountFacts {
  uid: number;
  fullName: string;
  lastName: string;
  email: string;
  role: string;
  utype: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

const rowOf = (u: AccountFacts, completionPercent: number): AdminUserRow => ({
  uid: u.uid,
  fullName: u.fullName,
  lastName: u.lastName,
  email: u.email,
  role: u.role as Role,
  utype: u.utype,
  verified: u.emailVerifiedAt !== null,
  createdAt: u.createdAt.toISOString(),
  completionPercent,
});

/** GET users (admins): a page of accounts with each one's profile strength, read for the page in one query. */
export const adminUsers = async (db: DbOrTx, filter: AdminUsersFilter): Promise<AdminUsersList> => {
  const { rows, total } = await listUsers(db, filter);
  const percents = await profileCompletions(
    db,
    rows.map((r) => r.uid),
  );
  return {
    data: rows.map((r) => rowOf(r, percents.get(r.uid) ?? 0)),
    totalRecordCount: total,
    totalRecords: total,
  };
};

/** GET users/{id} (admins, or the user themself): the account at a glance with its profile strength. */
export const adminUser = async (db: DbOrTx, uid: number): Promise<AdminUserDetail> => {
  const user = await findUser(db, uid);
  if (!user) throw notFound(AdminUsersMessages.notFound);
  const completion = await profileCompletion(db, uid);
  return {
    ...rowOf(user, completion.percent),
    ucontact: user.ucontact,
    referralCode: user.referralCode,
    profilePicLink: publicUploadUrl(user.profilePicKey),
    emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
    deletedAt: user.deletedAt?.toISOString() ?? null,
    completion,
  };
};
