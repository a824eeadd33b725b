import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import {
  AuthConfigSchema,
  ChangePasswordSchema,
  EmailQuerySchema,
  EmailResultSchema,
  EmailSentResultSchema,
  GoogleLoginSchema,
  LoginResultSchema,
  LoginSchema,
  RequestOtpSchema,
  ResetPasswordSchema,
  SignupSchema,
  UidParamsSchema,
  UserDetailsSchema,
  VerifyOtpSchema,
  VerifyParamsSchema,
  VerifyResultSchema,
} from '@elevate/contracts/auth/auth.schema';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/envelope.ts';
import { MINUTE, limit } from './auth.limits.ts';
import { accountSlowdown } from './auth.slowdown.ts';
import { createAuthService } from './auth.service.ts';
import { createGoogleVerifier } from './google.ts';
import { createPasswordHasher } from './password-hash.ts';

/** An answer with a message and no result. */
const MessageOnlySchema = envelopeOf(z.never());
const signedIn = [{ bearer: [] }];

/** The email a request is about, as parsed by its schema (body or query). */
const emailOf =
  (pick: (req: FastifyRequest) => unknown) =>
  (req: FastifyRequest): string | null => {
    const value = pick(req);
    return typeof value === 'string' ? `email:${value}` : null;
  };
const bodyField = (field: string) => (req: FastifyRequest) =>
  (req.body as Record<string, unknown> | undefined)?.[field];
const queryField = (field: string) => (req: FastifyRequest) =>
  (req.query as Record<string, unknown> | undefined)?.[field];

/**
 * Accounts and sessions (issue 3, spec §7.1): `wueusers/*` and `auth/*`. Handlers stay thin: the rules are
 * in auth.service.ts. Limits (docs/decisions/009) answer 429 with the envelope and Retry-After.
 */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const service = createAuthService({
    db: app.database.db,
    mailer: app.mailer,
    config,
    hasher: createPasswordHasher(config.PASSWORD_HASH_COST_LOG2),
    sessions: app.sessions,
    google: config.GOOGLE_CLIENT_ID ? createGoogleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL) : null,
  });

  const loginPerIp = limit(app, { name: 'login-ip', max: config.LOGIN_RATE_LIMIT_IP, timeWindow: 5 * MINUTE });
  // Per account *and* address: the 26th wrong password from one address on one account is refused, but no
  // stranger can use up the owner's allowance. Account-wide, attempts past a higher threshold are slowed,
  // never refused (docs/decisions/021).
  const loginPerAccount = limit(app, {
    name: 'login-account-address',
    max: config.LOGIN_RATE_LIMIT_ACCOUNT,
    timeWindow: 60 * MINUTE,
    key: (req) => {
      const email = emailOf(bodyField('username'))(req);
      return email === null ? null : `${email}|${req.ip}`;
    },
  });
  const loginSlowdown = accountSlowdown(app, {
    name: 'login-account',
    after: config.LOGIN_ACCOUNT_SLOWDOWN_AFTER,
    delayMs: config.LOGIN_SLOWDOWN_MS,
    timeWindow: 60 * MINUTE,
    key: emailOf(bodyField('username')),
  });
  const registerPerIp = limit(app, { name: 'register-ip', max: config.REGISTER_RATE_LIMIT, timeWindow: 5 * MINUTE });
  const mailPerIp = limit(app, { name: 'mail-ip', max: config.EMAIL_RATE_LIMIT_IP, timeWindow: 30 * MINUTE });
  const perEmail = (name: string, pick: (req: FastifyRequest) => unknown) =>
    limit(app, { name, max: config.EMAIL_RATE_LIMIT, timeWindow: 30 * MINUTE, key: emailOf(pick) });
  // A signup for a taken address mails its owner: bounded per address like every other mail we send.
  const registerPerEmail = perEmail('register-email', bodyField('email'));
  const forgotPerEmail = perEmail('forgot-email', queryField('emailId'));
  const resendPerEmail = perEmail('resend-email', queryField('emailId'));
  const otpPerEmail = perEmail('otp-email', bodyField('email'));
  const resetPerIp = limit(app, { name: 'reset-ip', max: config.LOGIN_RATE_LIMIT_IP, timeWindow: 5 * MINUTE });
  const otpVerifyPerIp = limit(app, { name: 'otp-verify-ip', max: config.LOGIN_RATE_LIMIT_IP, timeWindow: 5 * MINUTE });
  const verifyPerIp = limit(app, { name: 'verify-ip', max: config.LOGIN_RATE_LIMIT_IP, timeWindow: 5 * MINUTE });
  const googlePerIp = limit(app, { name: 'google-ip', max: config.LOGIN_RATE_LIMIT_IP, timeWindow: 5 * MINUTE });
  // Without a client id the route answers 404, as if it did not exist, before reading the body.
  const googleEnabled = async () => {
    if (!config.GOOGLE_CLIENT_ID) throw new AppError(ErrorCode.NOT_FOUND);
  };
  const changePerAccount = limit(app, {
    name: 'password-change-account',
    max: config.LOGIN_RATE_LIMIT_ACCOUNT,
    timeWindow: 60 * MINUTE,
    key: (req) => (req.user ? `uid:${req.user.uid}` : null),
  });

  app.post(
    '/wueusers/register',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign up: creates an unverified account and mails a verification link; a taken address is answered alike and its owner mailed',
        body: SignupSchema,
        response: { 201: envelopeOf(EmailSentResultSchema) },
      },
      onRequest: registerPerIp,
      preHandler: registerPerEmail,
    },
    async (req, reply) => {
      const result = await service.register(req.body);
      return reply.code(201).send(ok(result, AuthMessages.signupSuccess, 201));
    },
  );

  app.post(
    '/wueusers/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: LoginSchema,
        response: { 200: envelopeOf(LoginResultSchema) },
      },
      onRequest: loginPerIp,
      preHandler: [loginPerAccount, loginSlowdown],
    },
    async (req) => ok(await service.login(req.body.username, req.body.password), AuthMessages.loginSuccess),
  );

  app.post(
    '/wueusers/login/google',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with a Google Identity Services credential (only when GOOGLE_CLIENT_ID is set)',
        body: GoogleLoginSchema,
        response: { 200: envelopeOf(LoginResultSchema) },
      },
      onRequest: [googleEnabled, googlePerIp],
    },
    async (req) => ok(await service.googleSignIn(req.body.credential), AuthMessages.loginSuccess),
  );

  app.post(
    '/wueusers/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link; the answer is the same whether or not the account exists',
        querystring: EmailQuerySchema,
        response: { 200: envelopeOf(EmailResultSchema) },
      },
      onRequest: mailPerIp,
      preHandler: forgotPerEmail,
    },
    async (req) => {
      await service.forgotPassword(req.query.emailId, req.query.returnUrl);
      return ok({ emailId: req.query.emailId }, AuthMessages.forgotPasswordSent);
    },
  );

  app.post(
    '/wueusers/forgot-password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed code; ends every session',
        body: ResetPasswordSchema,
        response: { 200: MessageOnlySchema },
      },
      onRequest: resetPerIp,
    },
    async (req) => {
      await service.resetPassword(req.body);
      return { httpStatus: 200, message: AuthMessages.resetSuccess };
    },
  );

  app.post(
    '/wueusers/resend-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a fresh verification link to an unverified account; the same answer for every address',
        querystring: EmailQuerySchema,
        response: { 200: envelopeOf(EmailResultSchema) },
      },
      onRequest: mailPerIp,
      preHandler: resendPerEmail,
    },
    async (req) => {
      await service.resendVerification(req.query.emailId, req.query.returnUrl);
      return ok({ emailId: req.query.emailId }, AuthMessages.verificationSent);
    },
  );

  app.post(
    '/wueusers/verify/:encodedstring',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify the email address with the mailed link',
        params: VerifyParamsSchema,
        response: { 200: envelopeOf(VerifyResultSchema) },
      },
      onRequest: verifyPerIp,
    },
    async (req) => {
      const { message, result } = await service.verifyEmail(req.params.encodedstring);
      return ok(result, message);
    },
  );

  app.put(
    '/wueusers/:uid/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password (signed in, own account); other sessions end, this one gets a new token',
        security: signedIn,
        params: UidParamsSchema,
        body: ChangePasswordSchema,
        response: { 200: envelopeOf(LoginResultSchema) },
      },
      onRequest: app.authenticate,
      preHandler: [app.requireSelf('uid', { adminMay: false }), changePerAccount],
    },
    async (req) => ok(await service.changePassword(req.params.uid, req.body), AuthMessages.passwordChanged),
  );

  app.post(
    '/wueusers/:uid/logout-all',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out on every device, this one included (signed in, own account or admin)',
        security: signedIn,
        params: UidParamsSchema,
        response: { 200: MessageOnlySchema },
      },
      onRequest: app.authenticate,
      preHandler: app.requireSelf('uid'),
    },
    async (req) => {
      await service.logoutEverywhere(req.params.uid);
      return { httpStatus: 200, message: AuthMessages.loggedOutEverywhere };
    },
  );

  app.get(
    '/wueusers/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: signedIn,
        response: { 200: envelopeOf(UserDetailsSchema) },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      if (!req.user) throw new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
      return ok(await service.me(req.user.uid));
    },
  );

  app.post(
    '/auth/request-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a six-digit sign-in code; the same answer for every address',
        body: RequestOtpSchema,
        response: { 200: envelopeOf(EmailSentResultSchema) },
      },
      onRequest: mailPerIp,
      preHandler: otpPerEmail,
    },
    async (req) => {
      await service.requestOtp(req.body.email);
      return ok({ email: req.body.email }, AuthMessages.otpSent);
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with the mailed sign-in code (5 tries, 10 minutes)',
        body: VerifyOtpSchema,
        response: { 200: envelopeOf(LoginResultSchema) },
      },
      onRequest: otpVerifyPerIp,
    },
    async (req) => ok(await service.verifyOtp(req.body.email, req.body.otp), AuthMessages.loginSuccess),
  );

  app.get(
    '/auth/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-in options for the web app',
        response: { 200: envelopeOf(AuthConfigSchema) },
      },
    },
    async () => ok({ googleClientId: config.GOOGLE_CLIENT_ID ?? null, supportMailbox: config.SUPPORT_MAILBOX }),
  );
};
