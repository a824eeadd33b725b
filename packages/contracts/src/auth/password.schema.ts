import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../common/constants.ts';
import { AuthMessages } from './auth.messages.ts';
import { isCommonPassword } from './common-passwords.ts';

/** Spec §5: 8–15 characters with upper, lower, number and special character, with the spec's messages. */
export const PasswordSchema = z
  .string({ error: AuthMessages.passwordRequired })
  .min(1, AuthMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AuthMessages.passwordMin)
  .max(PASSWORD_MAX_LENGTH, AuthMessages.passwordMax)
  .regex(/[A-Z]/, AuthMessages.passwordUpper)
  .regex(/[a-z]/, AuthMessages.passwordLower)
  .regex(/[0-9]/, AuthMessages.passwordNumber)
  .regex(/[^A-Za-z0-9]/, AuthMessages.passwordSpecial);

/** A new password: the spec's rules plus a common-password check (docs/decisions/005). */
export const NewPasswordSchema = PasswordSchema.refine((p) => !isCommonPassword(p), AuthMessages.passwordCommon);

/** Login checks only presence: an old account's password may predate today's rules. */
export const LoginPasswordSchema = z
  .string({ error: AuthMessages.passwordRequired })
  .min(1, AuthMessages.passwordRequired)
  .max(128, AuthMessages.passwordMax);

export const EmailSchema = z
  .string({ error: AuthMessages.emailRequired })
  .trim()
  .min(1, AuthMessages.emailRequired)
  .pipe(z.email(AuthMessages.emailInvalid).max(254, AuthMessages.emailInvalid))
  .transform((e) => e.toLowerCase());

export const PasswordAndConfirmSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string({ error: AuthMessages.passwordRequired }) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AuthMessages.passwordsDiffer,
  });
