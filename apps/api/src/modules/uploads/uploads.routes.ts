import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import {
  MAX_UPLOAD_BYTES,
  PresignRequestSchema,
  PresignResultSchema,
  ReadUrlQuerySchema,
  ReadUrlResultSchema,
  SignedQuerySchema,
  UploadParamsSchema,
  UploadResultSchema,
} from '@elevate/contracts/uploads/upload.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import {
  confirmUpload,
  openPrivateFile,
  openPublicFile,
  presignUpload,
  readUrl,
  receiveUpload,
} from './uploads.service.ts';
import { dispositionName } from './storage/storage-driver.ts';
import { perAccount } from '../../lib/rate-limits.ts';

/** Uploads per user per 10 minutes: a gallery at a time, not a flood. */
const PRESIGNS_PER_WINDOW = 60;

/**
 * The upload call of spec §7.2 (`s3/pre-signed`, GET and POST) on either store (docs/decisions/006, 020):
 * POST signs an upload, PUT to the signed URL carries the bytes (to the API on local disk, straight to the
 * bucket with S3, then a POST to the confirm address), GET signs a read of a private file.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const storage = app.storage;
  const tags = ['uploads'];

  // Raw bytes for the signed PUT, whatever type the browser labels them with; the content is checked.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES * 2 }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/s3/pre-signed',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: perAccount(PRESIGNS_PER_WINDOW, '10 minutes') },
      schema: {
        tags,
        summary: 'Sign an upload: answers the URL to PUT the file to (images jpg/jpeg/png/gif or a PDF resume, ≤ 2 MB)',
        body: PresignRequestSchema,
        response: { 200: envelopeOf(PresignResultSchema) },
      },
    },
    async (req) => ok(await presignUpload(db(), config, storage, req.user!, req.body)),
  );

  app.put(
    '/uploads/:key',
    {
      bodyLimit: MAX_UPLOAD_BYTES * 2,
      schema: {
        tags,
        summary: 'The signed upload URL: the raw bytes of the file',
        params: UploadParamsSchema,
        querystring: SignedQuerySchema,
        response: { 200: envelopeOf(UploadResultSchema) },
      },
    },
    async (req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return ok(await receiveUpload(db(), config, storage, req.params.key, req.query, body));
    },
  );

  app.post(
    '/uploads/:key/confirm',
    {
      schema: {
        tags,
        summary: 'After a direct PUT to S3: checks the stored file (size, content) and completes the upload',
        params: UploadParamsSchema,
        querystring: SignedQuerySchema,
        response: { 200: envelopeOf(UploadResultSchema) },
      },
    },
    async (req) => ok(await confirmUpload(db(), config, storage, req.params.key, req.query)),
  );

  app.get(
    '/s3/pre-signed',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'A short-lived read URL for a file (resumes: owner, admins, employers it was sent to)',
        querystring: ReadUrlQuerySchema,
        response: { 200: envelopeOf(ReadUrlResultSchema) },
      },
    },
    async (req) => ok(await readUrl(db(), storage, req.user!, req.query.key)),
  );

  app.get(
    '/files/:key',
    {
      schema: {
        tags,
        summary: 'A private file through its signed read URL',
        params: UploadParamsSchema,
        querystring: SignedQuerySchema,
      },
    },
    async (req, reply) => {
      const file = await openPrivateFile(db(), config, storage, req.params.key, req.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', `inline; filename="${dispositionName(file.fileName)}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};

/**
 * Public pictures of an S3 store at the address records hold, `/uploads/u/<key>` (registered at the root; the
 * local store serves that folder as static files). Keys are never reused, so the answer is cached for good.
 */
export const publicUploadsRoutes: FastifyPluginAsyncZod<Record<never, never>> = async (app) => {
  if (app.storage.kind === 'local') return;
  app.get('/uploads/u/:key', { schema: { params: UploadParamsSchema } }, async (req, reply) => {
    const file = await openPublicFile(app.database.db, app.storage, req.params.key);
    if ('redirect' in file) return reply.code(302).header('location', file.redirect).send();
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.sizeBytes)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
};
