import { z } from 'zod';
import { CONTACT_NUMBER_LENGTH, REFERRAL_SOURCES, USER_TYPES } from '../common/constants.ts';
import { REFERRAL_CODE_MAX } from '../referrals/referral.constants.ts';
import { ReferralMessages } from '../referrals/referral.messages.ts';
import { AuthMessages } from './auth.messages.ts';
import {
  CurrentPasswordSchema,
  EmailSchema,
  LoginPasswordSchema,
  NewPasswordSchema,
  PasswordAndConfirmSchema,
} from './password.schema.ts';
import { isSamePath, RETURN_URL_MAX } from './return-url.ts';

/** Same-site paths only: a crafted returnUrl must never send a user to another origin. */
export const ReturnUrlSchema = z.string().max(RETURN_URL_MAX).refine(isSamePath, 'Invalid return address').optional();

export const ROLES = ['user', 'employer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Login payload of spec §3. */
export const LoginSchema = z.object({
  username: EmailSchema,
  password: LoginPasswordSchema,
  returnUrl: ReturnUrlSchema,
});
export type LoginInput = z.input<typeof LoginSchema>;

export type ReferralSource = (typeof REFERRAL_SOURCES)[number];
const isReferralSource = (v: string): v is ReferralSource => (REFERRAL_SOURCES as readonly string[]).includes(v);

/** Signup payload of spec §3 with the messages of spec §5. */
export const SignupSchema = z.object({
  fullName: z.string({ error: AuthMessages.firstNameRequired }).trim().min(1, AuthMessages.firstNameRequired).max(60),
  lastName: z.string({ error: AuthMessages.lastNameRequired }).trim().min(1, AuthMessages.lastNameRequired).max(60),
  ucontact: z
    .string({ error: AuthMessages.contactRequired })
    .min(1, AuthMessages.contactRequired)
    .regex(new RegExp(`^\\d{${CONTACT_NUMBER_LENGTH}}$`), AuthMessages.contactDigits),
  email: EmailSchema,
  password: NewPasswordSchema,
  utype: z.enum(USER_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? AuthMessages.userTypeRequired : AuthMessages.userTypeInvalid,
  }),
  isConditionAccepted: z
    .boolean()
    .default(true)
    .refine((v) => v, AuthMessages.termsRequired),
  mentor: z.boolean().default(false),
  jobfeed: z.boolean().default(false),
  /** A friend's code (optional; blank is none). A code that does not exist is refused at signup, not ignored. */
  referralCode: z
    .string()
    .trim()
    .max(REFERRAL_CODE_MAX, ReferralMessages.codeUnknown)
    .regex(/^[A-Za-z0-9-]*$/, ReferralMessages.codeInvalid)
    .transform((c) => (c ? c.toUpperCase() : undefined))
    .optional(),
  /** "How did you hear about us?" (spec §3 referral sources); optional, blank is not said. */
  referralSource: z
    .string({ error: AuthMessages.referralSourceInvalid })
    .refine((v) => v === '' || isReferralSource(v), AuthMessages.referralSourceInvalid)
    .transform((v) => (v === '' ? undefined : (v as ReferralSource)))
    .optional(),
  returnUrl: ReturnUrlSchema,
});
export type SignupInput = z.input<typeof SignupSchema>;

/** The contact input strips non-digits as the user types (spec §5). */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '').slice(0, CONTACT_NUMBER_LENGTH);

export const EmailQuerySchema = z.object({ emailId: EmailSchema, returnUrl: ReturnUrlSchema });

/** A mailed link code as it arrives in a body or a path: base64url (ours are 43 characters). */
const linkCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(16, message)
    .max(96, message)
    .regex(/^[A-Za-z0-9_-]+$/, message);

export const ResetPasswordSchema = z
  .object({ emailId: EmailSchema, otp: linkCode(AuthMessages.resetLinkInvalid) })
  .and(PasswordAndConfirmSchema);
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** POST wueusers/verify/{encodedstring}. */
export const VerifyParamsSchema = z.object({ encodedstring: linkCode(AuthMessages.verifyLinkInvalid) });

/** A user id in the path (wueusers/{uid}/...). */
export const UidParamsSchema = z.object({ uid: z.coerce.number().int().positive().max(2_147_483_647) });

export const ChangePasswordSchema = z.object({ currentPassword: CurrentPasswordSchema }).and(
  z
    .object({ newPassword: NewPasswordSchema, confirmPassword: z.string({ error: AuthMessages.passwordRequired }) })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: AuthMessages.passwordsDiffer,
    }),
);

export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

export const RequestOtpSchema = z.object({ email: EmailSchema });
export const VerifyOtpSchema = z.object({
  email: EmailSchema,
  otp: z
    .string({ error: AuthMessages.otpInvalid })
    .trim()
    .regex(/^\d{6}$/, AuthMessages.otpInvalid),
  returnUrl: ReturnUrlSchema,
});
export const GoogleLoginSchema = z.object({
  credential: z
    .string({ error: AuthMessages.googleFailed })
    .min(20, AuthMessages.googleFailed)
    .max(5000, AuthMessages.googleFailed),
  returnUrl: ReturnUrlSchema,
});

export const UserDetailsSchema = z.object({
  role: z.enum(ROLES),
  uid: z.number().int(),
  fullName: z.string(),
  lastName: z.string(),
  email: z.string(),
  referralCode: z.string(),
  utype: z.string(),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

/** The login answer of spec §7.1. */
export const LoginResultSchema = z.object({
  token: z.string(),
  authorities: z.array(z.string()),
  userDetails: UserDetailsSchema,
});
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** forgot-password and resend-verification echo the address (spec §7.1). */
export const EmailResultSchema = z.object({ emailId: z.string() });
/** register and request-otp name the address the mail went to (or would have gone to). */
export const EmailSentResultSchema = z.object({ email: z.string() });

export const VerifyResultSchema = z.object({ email: z.string(), alreadyVerified: z.boolean().optional() });

/** GET auth/config: what the web app needs to offer sign-in options. */
export const AuthConfigSchema = z.object({ googleClientId: z.string().nullable(), supportMailbox: z.string() });
export type AuthConfig = z.infer<typeof AuthConfigSchema>;
