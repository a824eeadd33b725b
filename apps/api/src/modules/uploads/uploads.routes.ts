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
import { openPrivateFile, presignUpload, readUrl, receiveUpload } from './uploads.service.ts';

/** Uploads per user per 10 minutes: a gallery at a time, not a flood. */
const PRESIGNS_PER_WINDOW = 60;

/**
 * The upload call of spec §7.2 (`s3/pre-signed`, GET and POST) on the local file store (docs/decisions/006):
 * POST signs an upload, PUT to the signed URL carries the bytes, GET signs a read of a private file.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['uploads'];

  // Raw bytes for the signed PUT, whatever type the browser labels them with; the content is checked.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES * 2 }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/s3/pre-signed',
    {
      onRequest: app.requireAuth,
      config: { rateLimit: { max: PRESIGNS_PER_WINDOW, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Sign an upload: answers the URL to PUT the file to (images jpg/jpeg/png/gif or a PDF resume, ≤ 2 MB)',
        body: PresignRequestSchema,
        response: { 200: envelopeOf(PresignResultSchema) },
      },
    },
    async (req) => ok(await presignUpload(db(), config, req.user!, req.body)),
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
      return ok(await receiveUpload(db(), config, req.params.key, req.query, body));
    },
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
    async (req) => ok(await readUrl(db(), config, req.user!, req.query.key)),
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
      const file = await openPrivateFile(db(), config, req.params.key, req.query);
      const safeName = file.fileName.replace(/[^\w.\- ]/g, '_');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', `inline; filename="${safeName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
