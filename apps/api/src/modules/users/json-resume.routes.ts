import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import {
  EXPORT_FILE_NAME,
  JSON_RESUME_MAX_BYTES,
  JsonResumeImportResultSchema,
  JsonResumeMessages,
  JsonResumeSchema,
} from '@elevate/contracts/users/json-resume';
import { UidQuerySchema } from '@elevate/contracts/users/profile.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { exportJsonResume, importJsonResume } from './json-resume.service.ts';
import { perAccount } from '../../lib/rate-limits.ts';

/** Imports per user per 10 minutes: each replaces the whole profile; a few tries are plenty. */
const IMPORTS_PER_WINDOW = 20;

/** The profile goes in and out of a file by its owner alone: an admin neither downloads nor replaces it. */
const assertOwner = (user: AuthUser | null, uid: number) => {
  if (!user || user.uid !== uid) throw new AppError(ErrorCode.FORBIDDEN, ErrorMessage[ErrorCode.FORBIDDEN]);
};

/** Import and export of the whole profile as a JSON Resume (jsonresume.org v1; docs/decisions/025). */
export const jsonResumeRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const tags = ['users'];

  app.get(
    '/users/profile/export',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: `The whole profile as a JSON Resume file (${EXPORT_FILE_NAME}); owner only`,
        querystring: UidQuerySchema,
        response: { 200: JsonResumeSchema },
      },
    },
    async (req, reply) => {
      assertOwner(req.user, req.query.uId);
      const resume = await exportJsonResume(app.database.db, req.query.uId, config.publicUrl);
      return reply
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('cache-control', 'private, no-store')
        .send(resume);
    },
  );

  app.post(
    '/users/profile/import',
    {
      onRequest: app.requireAuth,
      bodyLimit: JSON_RESUME_MAX_BYTES,
      config: { rateLimit: perAccount(IMPORTS_PER_WINDOW, '10 minutes') },
      schema: {
        tags,
        summary: 'Replace the whole profile with a JSON Resume; answers the profile and what could not be kept',
        querystring: UidQuerySchema,
        body: JsonResumeSchema,
        response: { 200: envelopeOf(JsonResumeImportResultSchema) },
      },
    },
    async (req) => {
      assertOwner(req.user, req.query.uId);
      const result = await importJsonResume(app.database.db, req.query.uId, req.body, config.publicUrl);
      const n = result.unmapped.length;
      return ok(result, n === 0 ? JsonResumeMessages.imported : JsonResumeMessages.importedWithGaps(n));
    },
  );
};
