import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import {
  DocumentsBodySchema,
  DocumentsMessages,
  DocumentsSchema,
  ProfileUploadBodySchema,
  ProfileUploadParamsSchema,
  ProfileUploadResultSchema,
  ProfileUploadSlotParamsSchema,
  ResumeLinkSchema,
} from '@elevate/contracts/users/documents.schema';
import { UidQuerySchema } from '@elevate/contracts/users/profile.schema';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  attachProfileUpload,
  getDocuments,
  profileResumeLink,
  removeProfileUpload,
  saveDocuments,
  type DocumentsContext,
} from './documents.service.ts';

/** Identity documents are changed by their owner alone: an admin may read them, never write them. */
const assertOwner = (user: AuthUser | null, uid: number) => {
  if (!user || user.uid !== uid) throw new AppError(ErrorCode.FORBIDDEN, ErrorMessage[ErrorCode.FORBIDDEN]);
};

/**
 * The profile's files and identity documents (spec §7.3 `PUT users/profile/{id}/upload`,
 * `users/profile/resume?uId`; docs/decisions/025): who may read what is in profile-access.ts.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];
  const ctx = (log: DocumentsContext['log']): DocumentsContext => ({ db: app.database.db, storage: app.storage, log });

  app.put(
    '/users/profile/:id/upload',
    {
      schema: {
        tags,
        summary:
          "Attach the caller's own finished upload (s3/pre-signed) as profile picture, resume, PAN scan or Aadhaar scan; owner only",
        params: ProfileUploadParamsSchema,
        body: ProfileUploadBodySchema,
        response: { 200: envelopeOf(ProfileUploadResultSchema) },
      },
      preHandler: app.requireSelf('id', { adminMay: false }),
    },
    async (req) =>
      ok(
        await attachProfileUpload(ctx(req.log), req.params.id, req.body, new Date()),
        DocumentsMessages.uploadSaved(req.body.kind),
      ),
  );

  app.delete(
    '/users/profile/:id/upload/:kind',
    {
      schema: {
        tags,
        summary: "Remove the profile's picture, resume, PAN scan or Aadhaar scan; owner only",
        params: ProfileUploadSlotParamsSchema,
        response: { 200: envelopeOf(ProfileUploadResultSchema) },
      },
      preHandler: app.requireSelf('id', { adminMay: false }),
    },
    async (req) =>
      ok(
        await removeProfileUpload(ctx(req.log), req.params.id, req.params.kind, new Date()),
        DocumentsMessages.uploadRemoved(req.params.kind),
      ),
  );

  app.get(
    '/users/profile/documents',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'PAN, the masked Aadhaar and which scans are on file; the owner and admins only',
        querystring: UidQuerySchema,
        response: { 200: envelopeOf(DocumentsSchema) },
      },
    },
    async (req) => ok(await getDocuments(app.database.db, req.user!, req.query.uId)),
  );

  app.put(
    '/users/profile/documents',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Save the PAN and the Aadhaar number (only its last four digits are kept); owner only',
        querystring: UidQuerySchema,
        body: DocumentsBodySchema,
        response: { 200: envelopeOf(DocumentsSchema) },
      },
    },
    async (req) => {
      assertOwner(req.user, req.query.uId);
      return ok(
        await saveDocuments(app.database.db, req.query.uId, req.body, new Date()),
        DocumentsMessages.documentsSaved,
      );
    },
  );

  app.get(
    '/users/profile/resume',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "A short-lived signed link to the profile's resume: owner, admins, employers the user applied to",
        querystring: UidQuerySchema,
        response: { 200: envelopeOf(ResumeLinkSchema) },
      },
    },
    async (req) => ok(await profileResumeLink(app.database.db, app.storage, req.user!, req.query.uId)),
  );
};
