import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CREDENTIAL_CHECK_MAX_BYTES } from '@elevate/contracts/certificates/certificates.constants';
import { CertificateMessages } from '@elevate/contracts/certificates/certificates.messages';
import {
  CertificateCodeParamsSchema,
  CertificateIdParamsSchema,
  CertificatesDrillParamsSchema,
  CertificateVerificationSchema,
  ContextQuerySchema,
  CredentialCheckResultSchema,
  CredentialCheckSchema,
  HostCertificateSchema,
  HostCertificatesQuerySchema,
  HostCertificatesSchema,
  IssueCertificatesResultSchema,
  IssueCertificatesSchema,
  JsonDocumentSchema,
  RevokeCertificateSchema,
  StatusListParamsSchema,
} from '@elevate/contracts/certificates/certificates.schema';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { notFound } from '../../lib/errors.ts';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { errorResponsesOf, signedInWriteErrors as errors } from '../../lib/error-responses.ts';
import { limit, MINUTE } from '../auth/auth.limits.ts';
import { callerOf } from '../console/console-caller.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { credentialUrlOf } from './credential.ts';
import {
  type CertificateBatchJob,
  type CertificateContext,
  checkCredential,
  credentialByCode,
  hostCertificates,
  issueCertificates,
  processCertificateBatch,
  revokeHostCertificate,
  statusListOf,
  verifyByCode,
} from './certificates.service.ts';
import { shippedContext } from './json-ld-contexts.ts';
import { loadSigningKey, didDocumentOf } from './signing-key.ts';

const publicErrors = errorResponsesOf(400, 404, 429);

/**
 * The signed documents verifiers fetch are served as themselves (not in the answer envelope), under the
 * media types their specs name: a VC 2.0 credential with an embedded proof is `application/vc`, a DID
 * document `application/did`. Downloads (a certificate's credential, a context) go as JSON attachments.
 */
const VC_MEDIA_TYPE = 'application/vc';
const DID_MEDIA_TYPE = 'application/did';
const sendDocument = (reply: FastifyReply, type: string, document: object) =>
  reply.type(type).send(JSON.stringify(document));
const contextFileName = (url: string) => `${url.replace(/^https?:\/\//, '').replace(/[^\w.-]+/g, '-')}.jsonld`;

/** Credential checks per IP per minute: a person checks a file or two, a script thousands. */
const CREDENTIAL_CHECKS_PER_MINUTE = 30;

export const certificateContextOf = (
  config: Pick<Config, 'certificateSigningKey' | 'publicUrl'>,
): CertificateContext => {
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  return { key: loadSigningKey(config.certificateSigningKey), urls: { publicUrl, apiBase: `${publicUrl}/api` } };
};

/**
 * Certificates (issue 12). Hosts issue them per kind and revoke them; the background queue signs each as an
 * Open Badges 3.0 credential and draws its PDF. Anyone, signed in or not, verifies one by its code or by its
 * downloaded credential, and reads the status lists and the issuer's key.
 */
export const certificatesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const ctx = certificateContextOf(config);
  const hostTags = ['console'];
  const tags = ['certificates'];
  const employerOrAdmin = app.requireRole('employer', 'admin');
  const checkLimit = limit(app, {
    name: 'certificate-check-ip',
    max: CREDENTIAL_CHECKS_PER_MINUTE,
    timeWindow: MINUTE,
  });

  await app.queue.work<CertificateBatchJob>(QUEUE_NAMES.certificates, async (job) => {
    await processCertificateBatch(db(), app.storage, ctx, job.data.certificateIds, job.isLastAttempt);
  });

  app.get(
    '/console/drills/:drillId/certificates',
    {
      schema: {
        tags: hostTags,
        summary:
          "A hackathon's certificates (search, kind, state) and per kind how many are eligible, made, pending, failed and revoked (hosts)",
        params: CertificatesDrillParamsSchema,
        querystring: HostCertificatesQuerySchema,
        response: { 200: envelopeOf(HostCertificatesSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => ok(await hostCertificates(db(), callerOf(req), req.params.drillId, req.query)),
  );

  app.post(
    '/console/drills/:drillId/certificates/issue',
    {
      schema: {
        tags: hostTags,
        summary:
          'Issue a kind of certificate to everyone eligible who does not hold it yet; answers at once, the background queue makes them (hosts)',
        params: CertificatesDrillParamsSchema,
        body: IssueCertificatesSchema,
        response: { 202: envelopeOf(IssueCertificatesResultSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req, reply) => {
      const result = await issueCertificates(db(), app.queue, callerOf(req), req.params.drillId, req.body.kind);
      reply.status(202);
      return ok(result, CertificateMessages.issued(result.created), 202);
    },
  );

  app.post(
    '/console/drills/:drillId/certificates/:certificateId/revoke',
    {
      schema: {
        tags: hostTags,
        summary: 'Revoke a certificate with a reason the verification page shows (hosts)',
        params: CertificateIdParamsSchema,
        body: RevokeCertificateSchema,
        response: { 200: envelopeOf(HostCertificateSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) =>
      ok(
        await revokeHostCertificate(db(), callerOf(req), req.params.drillId, req.params.certificateId, req.body.reason),
        CertificateMessages.revoked,
      ),
  );

  app.get(
    '/certificates/verify/:code',
    {
      schema: {
        tags,
        summary:
          'Who earned what from whom, when, and whether it is valid: signature, issuer key and status list checked (public)',
        params: CertificateCodeParamsSchema,
        response: { 200: envelopeOf(CertificateVerificationSchema), ...publicErrors },
      },
    },
    async (req) => ok(await verifyByCode(db(), ctx, req.params.code)),
  );

  app.get(
    '/certificates/verify/:code/credential',
    {
      schema: {
        tags,
        summary: 'The certificate as a signed Open Badges 3.0 verifiable credential, as a JSON download (public)',
        params: CertificateCodeParamsSchema,
        response: { 200: JsonDocumentSchema, ...publicErrors },
      },
    },
    async (req, reply) => {
      const credential = await credentialByCode(db(), req.params.code);
      reply.header('content-disposition', `attachment; filename="certificate-${req.params.code}.json"`);
      reply.header('link', `<${credentialUrlOf(ctx.urls.apiBase, req.params.code)}>; rel="canonical"`);
      return credential;
    },
  );

  app.post(
    '/certificates/verify',
    {
      schema: {
        tags,
        summary: 'Check a downloaded credential file: valid, revoked or invalid, with each check (public)',
        body: CredentialCheckSchema,
        response: { 200: envelopeOf(CredentialCheckResultSchema), ...publicErrors, 413: ErrorEnvelopeSchema },
      },
      bodyLimit: CREDENTIAL_CHECK_MAX_BYTES,
      onRequest: checkLimit,
    },
    async (req) => ok(await checkCredential(db(), ctx, req.body.credential)),
  );

  app.get(
    '/certificates/status/:listId',
    {
      schema: {
        tags,
        summary: 'A revocation status list (Bitstring Status List v1.0), as a signed credential (public)',
        params: StatusListParamsSchema,
        response: { 200: JsonDocumentSchema, ...publicErrors },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return sendDocument(reply, VC_MEDIA_TYPE, await statusListOf(db(), ctx, req.params.listId));
    },
  );

  app.get(
    '/certificates/issuer',
    {
      schema: {
        tags,
        summary: "The issuer's DID document: the platform's Ed25519 public key as a Multikey (public)",
        response: { 200: JsonDocumentSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return sendDocument(reply, DID_MEDIA_TYPE, didDocumentOf(ctx.key));
    },
  );

  app.get(
    '/certificates/contexts',
    {
      schema: {
        tags,
        summary:
          'A JSON-LD context the credentials name, as shipped with the code (public; verification does not need it)',
        querystring: ContextQuerySchema,
        response: { 200: JsonDocumentSchema, ...publicErrors },
      },
    },
    async (req, reply) => {
      const context = shippedContext(req.query.url);
      if (!context) throw notFound(CertificateMessages.contextNotFound);
      reply.header('cache-control', 'public, max-age=86400');
      reply.header('content-disposition', `attachment; filename="${contextFileName(req.query.url)}"`);
      return context as Record<string, unknown>;
    },
  );
};
