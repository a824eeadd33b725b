import { z } from 'zod';
import { idOf } from '../common/query-params.ts';
import { AccountMessages } from './account.messages.ts';

/** How an account confirms its own deletion: its password, or (no usable password: Google sign-in) its email. */
export const DELETION_CONFIRMATIONS = ['password', 'email'] as const;
export type DeletionConfirmation = (typeof DELETION_CONFIRMATIONS)[number];

/** What a deleted account is called wherever its applications still show (docs/decisions/027). */
export const DELETED_USER = { fullName: 'Deleted', lastName: 'user' } as const;
export const DELETED_USER_NAME = `${DELETED_USER.fullName} ${DELETED_USER.lastName}`;

/** GET users/{id}/account: what /settings shows about the account and how deleting it is confirmed. */
export const AccountSummarySchema = z.object({
  uid: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  lastName: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Whether a password signs in (false for accounts made by Google sign-in that never set one). */
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  confirmDeletionWith: z.enum(DELETION_CONFIRMATIONS),
});
export type AccountSummary = z.infer<typeof AccountSummarySchema>;

/**
 * DELETE users/{id}/account: the password, or for an account without one its email typed out. Which one is
 * required depends on the account (confirmDeletionWith), so the server says which is missing.
 */
export const DeleteAccountSchema = z.object({
  password: z.string().max(128, AccountMessages.confirmPasswordWrong).optional(),
  email: z.string().trim().max(254, AccountMessages.confirmEmailWrong).optional(),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

/** The form of the delete dialog: one field, read as the password (kept as typed) or the email. */
export const DeleteAccountFormSchema = (confirmWith: DeletionConfirmation) =>
  z.object({
    confirmation:
      confirmWith === 'password'
        ? z.string().min(1, AccountMessages.confirmPasswordRequired)
        : z.string().trim().min(1, AccountMessages.confirmEmailRequired),
  });

/** users/{id}/…: the account's own id. */
export const AccountParamsSchema = z.object({ id: idOf('id') });
