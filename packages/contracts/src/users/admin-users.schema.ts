import { z } from 'zod';
import { ROLES } from '../auth/auth.schema.ts';
import { USER_TYPES } from '../common/constants.ts';
import { Messages } from '../common/messages.ts';
import { blankIsUnset, idOf } from '../common/query-params.ts';
import { ProfileCompletionSchema } from './completion.ts';

/**
 * `GET users` (admins: a searchable, filtered, paged list of accounts) and `GET users/{id}` (admins, or the
 * user themself: one account with its profile strength). Spec §7.3; envelope and list shape of
 * docs/decisions/002. Deleted accounts are left out of the list; `users/{id}` marks them.
 */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
/** A page past this is not a page anyone reads: it is a scan. */
export const ADMIN_USERS_MAX_PAGE = 10_000;
export const ADMIN_USERS_SEARCH_MAX = 100;

export const AdminUsersMessages = {
  notFound: 'We could not find this account.',
  empty: 'No accounts match these filters.',
  searchLength: `Search must be at most ${ADMIN_USERS_SEARCH_MAX} characters`,
  /** Spec §8: a user lookup that fails without a message from the server (spelt as the spec has it). */
  lookupFailed: 'Something went wrong!',
} as const;

const boolParam = blankIsUnset(
  z
    .enum(['true', 'false'], { error: 'verified must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
);

const positiveInt = (label: string, max: number, fallback: number) =>
  blankIsUnset(
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be at least 1`)
      .max(max, `${label} must be at most ${max}`)
      .default(fallback),
  );

export const AdminUsersQuerySchema = z.object({
  /** Part of the name (first, last or both) or the email address, any case. */
  search: blankIsUnset(z.string().trim().max(ADMIN_USERS_SEARCH_MAX, AdminUsersMessages.searchLength).optional()),
  role: blankIsUnset(z.enum(ROLES, { error: Messages.invalidValue }).optional()),
  utype: blankIsUnset(z.enum(USER_TYPES, { error: Messages.invalidValue }).optional()),
  /** true: the email address is verified; false: not yet. */
  verified: boolParam,
  /** 1-based. */
  page: positiveInt('page', ADMIN_USERS_MAX_PAGE, 1),
  size: positiveInt('size', ADMIN_USERS_MAX_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE),
});
/** What a client sends as `?…` (the schema reads text; blank means "not set"). */
export interface AdminUsersQuery {
  search?: string;
  role?: (typeof ROLES)[number];
  utype?: (typeof USER_TYPES)[number];
  verified?: 'true' | 'false';
  page?: number;
  size?: number;
}
export type AdminUsersFilter = z.output<typeof AdminUsersQuerySchema>;

export const AdminUserRowSchema = z.object({
  uid: z.number().int(),
  fullName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  utype: z.string(),
  verified: z.boolean(),
  /** ISO timestamp of sign-up. */
  createdAt: z.string(),
  /** Profile strength, whole percent (the same number users/profile/completion/{uid} answers). */
  completionPercent: z.number().int().min(0).max(100),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUsersListSchema = z.object({
  data: z.array(AdminUserRowSchema),
  totalRecordCount: z.number().int(),
  totalRecords: z.number().int(),
});
export type AdminUsersList = z.infer<typeof AdminUsersListSchema>;

export const UserIdParamsSchema = z.object({ id: idOf('id') });

export const AdminUserDetailSchema = AdminUserRowSchema.extend({
  ucontact: z.string().nullable(),
  referralCode: z.string(),
  profilePicLink: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  /** Set when the owner deleted the account: its personal fields are gone. */
  deletedAt: z.string().nullable(),
  completion: ProfileCompletionSchema,
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
