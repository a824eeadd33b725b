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

/**
 * Signing in checks presence only, never the rules of a new password (docs/decisions/026): a password chosen
 * before a rule changed must keep working, and a login form that refuses a valid password locks its owner
 * out. The ceiling only bounds the work a request can ask of the server; no account has a password that long
 * (new ones are at most PASSWORD_MAX_LENGTH), so what is over it is simply a wrong password, and is answered
 * in the words a wrong password gets, not with a length rule the user never had to meet.
 */
export const SIGN_IN_PASSWORD_MAX = 128;
const presentPassword = (tooLong: string) =>
  z
    .string({ error: AuthMessages.passwordRequired })
    .min(1, AuthMessages.passwordRequired)
    .max(SIGN_IN_PASSWORD_MAX, tooLong);

/** The password of the login form (spec §3 login payload). */
export const LoginPasswordSchema = presentPassword(AuthMessages.loginFailed);

/** The current password a password change asks for. */
export const CurrentPasswordSchema = presentPassword(AuthMessages.currentPasswordWrong);

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
