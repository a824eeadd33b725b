import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { REFERRAL_CLAIMS_PER_HOUR } from '@elevate/contracts/referrals/referral.constants';
import {
  ReferralClaimResultSchema,
  ReferralClaimSchema,
  ReferralListQuerySchema,
  ReferralListResultSchema,
  ReferralParamsSchema,
  ReferralSchema,
  ReferralSummarySchema,
  ReferralUpdateSchema,
} from '@elevate/contracts/referrals/referral.schema';
import { ok } from '../../lib/envelope.ts';
import { limit, MINUTE } from '../auth/auth.limits.ts';
import { callerUid } from '../notifications/notifications.routes.ts';
import { claimReferral, myReferral, myReferrals, referralSummary, setReferralHidden } from './referrals.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * Referrals (spec §2.6, §3, §7.2 "generic create/read/update/delete on referrals"; docs/decisions/026). Every
 * route is signed in and works on the caller's own referrals only: a friend is read, shown or hidden by their
 * referrer alone, and anyone else gets the 404 an unknown id gets, so ids cannot be probed.
 */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['referrals'];
  // Counted after validation, per account: a typo or two, never a search through codes.
  const claimsPerAccount = limit(app, {
    name: 'referral-claim-user',
    max: REFERRAL_CLAIMS_PER_HOUR,
    timeWindow: 60 * MINUTE,
    key: (req) => (req.user ? `referral-claim:${req.user.uid}` : null),
  });

  app.get(
    '/referrals',
    {
      schema: {
        tags,
        summary: 'The friends who joined with my code, newest first, with their progress (hidden=true: the ones I hid)',
        querystring: ReferralListQuerySchema,
        response: { 200: envelopeOf(ReferralListResultSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await myReferrals(db(), callerUid(req), req.query)),
  );

  app.get(
    '/referrals/summary',
    {
      schema: {
        tags,
        summary: 'My code, how many friends reached each milestone, who invited me and until when I may add a code',
        response: { 200: envelopeOf(ReferralSummarySchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await referralSummary(db(), callerUid(req), new Date())),
  );

  app.get(
    '/referrals/:id',
    {
      schema: {
        tags,
        summary: 'One friend who joined with my code (referrer only)',
        params: ReferralParamsSchema,
        response: { 200: envelopeOf(ReferralSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await myReferral(db(), callerUid(req), req.params.id)),
  );

  app.post(
    '/referrals',
    {
      schema: {
        tags,
        summary: 'Add the code of the friend who invited me (once, within 30 days of signing up, never my own)',
        body: ReferralClaimSchema,
        response: {
          201: envelopeOf(ReferralClaimResultSchema),
          ...errors,
          409: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
      onRequest: app.requireAuth,
      preHandler: claimsPerAccount,
    },
    async (req, reply) => {
      const { result, message } = await claimReferral(db(), callerUid(req), req.body.code, new Date());
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  app.put(
    '/referrals/:id',
    {
      schema: {
        tags,
        summary: 'Show or hide one of my friends in my own list (the referral still counts)',
        params: ReferralParamsSchema,
        body: ReferralUpdateSchema,
        response: { 200: envelopeOf(ReferralSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      const { result, message } = await setReferralHidden(db(), callerUid(req), req.params.id, req.body.hidden);
      return ok(result, message);
    },
  );

  app.delete(
    '/referrals/:id',
    {
      schema: {
        tags,
        summary: 'Hide one of my friends from my list (PUT with hidden=false shows them again)',
        params: ReferralParamsSchema,
        response: { 200: envelopeOf(ReferralSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      const { result, message } = await setReferralHidden(db(), callerUid(req), req.params.id, true);
      return ok(result, message);
    },
  );
};
