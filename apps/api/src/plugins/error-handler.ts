import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import type { ErrorEnvelope } from '@elevate/contracts/common/envelope';
import { AppError } from '../lib/errors.ts';
import { isPostgresError } from '../lib/log-safe-error.ts';
import { INVALID_ENCODING_MESSAGE } from './input-guard.ts';

const envelope = (
  httpStatus: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ErrorEnvelope => ({
  httpStatus,
  message,
  error: { code, message, ...(fields ? { fields } : {}) },
});

/** Field path → first message, e.g. { email: 'Invalid Email Id !' } (the spec's words come from contracts). */
const fieldMessages = (issues: { instancePath?: string; message?: string; params?: unknown }[], part: string) => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path =
      params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || part;
    fields[path] ??= issue.message ?? ErrorMessage[ErrorCode.VALIDATION];
  }
  return fields;
};

/**
 * The SQLSTATE of a PostgreSQL error under `err` (Drizzle wraps it as the cause). Class 22 (data exception:
 * a value the column cannot take) and 54000 (a value too large to index) come from what the caller sent.
 */
const isDatabaseRejection = (err: unknown): boolean => {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (isPostgresError(e)) return e.code.startsWith('22') || e.code === '54000';
  }
  return false;
};

const UNREADABLE_REQUEST_MESSAGE = 'The request could not be read. Please check what was sent.';

/**
 * The one error handler (docs/decisions/002, 003): validation → 400 with per-field messages; errors raised
 * on purpose → their code; anything else → 500 with a generic message, details only in the log.
 */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldMessages(err.validation, err.validationContext ?? 'body');
      const first = Object.values(fields)[0] ?? ErrorMessage[ErrorCode.VALIDATION];
      return reply.code(400).send(envelope(400, ErrorCode.VALIDATION, first, fields));
    }
    if (err instanceof AppError) {
      return reply.code(err.statusCode).send(envelope(err.statusCode, err.code, err.message, err.fields));
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(envelope(429, ErrorCode.RATE_LIMITED, ErrorMessage[ErrorCode.RATE_LIMITED]));
    }
    if (status === 413) {
      return reply
        .code(413)
        .send(envelope(413, ErrorCode.PAYLOAD_TOO_LARGE, ErrorMessage[ErrorCode.PAYLOAD_TOO_LARGE]));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      const code =
        status === 404
          ? ErrorCode.NOT_FOUND
          : status === 401
            ? ErrorCode.UNAUTHENTICATED
            : status === 403
              ? ErrorCode.FORBIDDEN
              : ErrorCode.VALIDATION;
      const message = code === ErrorCode.VALIDATION ? UNREADABLE_REQUEST_MESSAGE : ErrorMessage[code];
      return reply.code(status).send(envelope(status, code, message));
    }
    if (isDatabaseRejection(err)) {
      // A safety net: schemas and the input guard should refuse such a value first, with a field to name
      // (the bad-input fuzz test fails on this log line). The caller still gets a 400, not a 500.
      req.log.warn({ err }, 'input rejected by the database');
      return reply.code(400).send(envelope(400, ErrorCode.VALIDATION, UNREADABLE_REQUEST_MESSAGE));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(envelope(500, ErrorCode.INTERNAL, ErrorMessage[ErrorCode.INTERNAL]));
  });
};

/**
 * Fastify's `frameworkErrors` (app.ts): the router refuses a path whose escapes are not UTF-8 (`/api/jobs/%FF`)
 * before any hook or the error handler runs; it gets the envelope like every other 400.
 */
export const answerFrameworkError = (err: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
  const fields = err.code === 'FST_ERR_BAD_URL' ? { url: INVALID_ENCODING_MESSAGE } : undefined;
  const message = fields ? INVALID_ENCODING_MESSAGE : UNREADABLE_REQUEST_MESSAGE;
  // A status the framework chose on purpose (414 for a path parameter past maxParamLength) is kept.
  const status = err.statusCode && err.statusCode > 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.code(status).send(envelope(status, ErrorCode.VALIDATION, message, fields));
};
