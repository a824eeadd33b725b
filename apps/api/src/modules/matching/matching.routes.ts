import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import { RESUME_MAX_BYTES } from '@elevate/contracts/matching/matching.constants';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import {
  MatchFromProfileBodySchema,
  MatchRequestQuerySchema,
  MatchResultSchema,
} from '@elevate/contracts/matching/matching.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { matchProfileResume, matchUploadedResume } from './matching.service.ts';
import { perAccount } from '../../lib/rate-limits.ts';

/** Matches per account (per address for a visitor) per minute: each one parses a PDF, which costs real CPU, and anyone may ask. */
const MATCHES_PER_MINUTE = 20;

const tooLarge = () =>
  new AppError(ErrorCode.VALIDATION, MatchingMessages.tooLarge, { file: MatchingMessages.tooLarge });

/** POST ai/resume/matching/request (spec §7.2, issue 15). */
export const matchingRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  // The PDF itself is the body. Read here rather than with `parseAs` so a body over the limit is the form's
  // own "too large" message (400), not the server's generic 413; reading stops counting at the limit.
  app.addContentTypeParser('application/pdf', (_req, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    payload.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > RESUME_MAX_BYTES) {
        failed = true;
        chunks.length = 0;
        done(tooLarge(), undefined);
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => {
      if (!failed) done(null, Buffer.concat(chunks));
    });
    payload.on('error', (err) => {
      if (!failed) done(err, undefined);
    });
  });

  app.post(
    '/ai/resume/matching/request',
    {
      onRequest: app.optionalAuth,
      config: { rateLimit: perAccount(MATCHES_PER_MINUTE, '1 minute') },
      schema: {
        tags: ['matching'],
        summary:
          "Match a resume with the open jobs: a PDF as the body (application/pdf, ≤ 2 MB, anyone; never stored) or, signed in, JSON { source: 'profile' } for the profile's resume",
        querystring: MatchRequestQuerySchema,
        response: {
          200: envelopeOf(MatchResultSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (req) => {
      const db = app.database.db;
      const { limit } = req.query;
      if (Buffer.isBuffer(req.body) || req.body === undefined || req.body === null) {
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        return ok(await matchUploadedResume(db, bytes, { limit, userId: req.user?.uid ?? null }));
      }
      const body = MatchFromProfileBodySchema.safeParse(req.body);
      if (!body.success) {
        throw new AppError(ErrorCode.VALIDATION, MatchingMessages.selectFile, { file: MatchingMessages.selectFile });
      }
      if (!req.user) throw new AppError(ErrorCode.UNAUTHENTICATED, ErrorMessage[ErrorCode.UNAUTHENTICATED]);
      return ok(await matchProfileResume(db, app.storage, req.user, limit));
    },
  );
};
