import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { blankIsUnset, DB_INT_MAX, idOf, limitParam, offsetParam } from '../common/query-params.ts';
import { CERTIFICATE_KINDS } from '../drills/results.schema.ts';
import {
  CERTIFICATE_CODE_PATTERN,
  CERTIFICATE_PAGE_SIZE,
  CERTIFICATE_SEARCH_MAX,
  CERTIFICATE_STATUSES,
  REVOKE_REASON_MAX,
} from './certificates.constants.ts';
import { CertificateMessages } from './certificates.messages.ts';

/**
 * Certificates (issue 12). Hosts: GET /console/drills/{drillId}/certificates, POST .../certificates/issue,
 * POST .../certificates/{certificateId}/revoke. Public, no sign-in: GET /certificates/verify/{code},
 * GET /certificates/verify/{code}/credential, POST /certificates/verify (a downloaded credential),
 * GET /certificates/status/{listId}, GET /certificates/issuer.
 */

export const CertificatesDrillParamsSchema = z.object({ drillId: idOf('drillId') });
export const CertificateIdParamsSchema = CertificatesDrillParamsSchema.extend({ certificateId: idOf('certificateId') });

/** A certificate's state in the host's list: revoked wins over ready. */
export const HOST_CERTIFICATE_FILTERS = [...CERTIFICATE_STATUSES, 'revoked'] as const;

export const HostCertificatesQuerySchema = z.object({
  /** Part of the recipient's name or the code. */
  q: blankIsUnset(z.string().trim().max(CERTIFICATE_SEARCH_MAX, 'q is too long').optional()),
  kind: blankIsUnset(z.enum(CERTIFICATE_KINDS).optional()),
  status: blankIsUnset(z.enum(HOST_CERTIFICATE_FILTERS).optional()),
  limit: limitParam(200, CERTIFICATE_PAGE_SIZE),
  offset: offsetParam(1_000_000),
});
export type HostCertificatesQuery = z.infer<typeof HostCertificatesQuerySchema>;

export const HostCertificateSchema = z.object({
  certificateId: z.number().int(),
  participantId: z.number().int(),
  recipientName: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  rank: z.number().int().nullable(),
  title: z.string(),
  code: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  issuedAt: z.string(),
});
export type HostCertificate = z.infer<typeof HostCertificateSchema>;

/** Per kind: who is eligible now, and how far the certificates issued so far have got. */
export const CertificateKindSummarySchema = z.object({
  kind: z.enum(CERTIFICATE_KINDS),
  /** Eligible participants who do not hold this kind yet (what "issue" would create). */
  notYetIssued: z.number().int(),
  issued: z.number().int(),
  ready: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  revoked: z.number().int(),
});
export type CertificateKindSummary = z.infer<typeof CertificateKindSummarySchema>;

export const HostCertificatesSchema = listOf(HostCertificateSchema).extend({
  summary: z.array(CertificateKindSummarySchema),
});
export type HostCertificates = z.infer<typeof HostCertificatesSchema>;

export const IssueCertificatesSchema = z.object({ kind: z.enum(CERTIFICATE_KINDS) });
export type IssueCertificates = z.infer<typeof IssueCertificatesSchema>;

export const IssueCertificatesResultSchema = z.object({
  kind: z.enum(CERTIFICATE_KINDS),
  /** New pending certificates. */
  created: z.number().int(),
  /** Eligible participants who already held this kind (not issued again). */
  alreadyHeld: z.number().int(),
  /** Background jobs enqueued (one per batch). */
  batches: z.number().int(),
});
export type IssueCertificatesResult = z.infer<typeof IssueCertificatesResultSchema>;

export const RevokeCertificateSchema = z.object({
  reason: z
    .string({ error: CertificateMessages.revokeReasonRequired })
    .trim()
    .min(1, CertificateMessages.revokeReasonRequired)
    .max(REVOKE_REASON_MAX, `Keep the reason under ${REVOKE_REASON_MAX} characters.`),
});
export type RevokeCertificate = z.infer<typeof RevokeCertificateSchema>;

export const CertificateCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(CERTIFICATE_CODE_PATTERN, CertificateMessages.notFound)),
});

export const StatusListParamsSchema = z.object({
  listId: z.coerce
    .number({ error: 'listId must be a number' })
    .int('listId must be a whole number')
    .min(0, 'listId cannot be negative')
    .max(Math.floor(DB_INT_MAX / 131_072), CertificateMessages.statusListNotFound),
});

export const VERIFICATION_CHECKS = ['signature', 'issuer', 'status', 'record'] as const;
export const VerificationCheckSchema = z.object({
  check: z.enum(VERIFICATION_CHECKS),
  passed: z.boolean(),
  label: z.string(),
});
export type VerificationCheck = z.infer<typeof VerificationCheckSchema>;

/** valid: signed, ours and not revoked; revoked: signed and ours but revoked; invalid: anything else. */
export const VERIFICATION_STATES = ['valid', 'revoked', 'invalid'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** What the public verification page shows: no private data beyond name, hackathon, host, kind and date. */
export const CertificateVerificationSchema = z.object({
  code: z.string(),
  recipientName: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  rank: z.number().int().nullable(),
  title: z.string(),
  achievement: z.string(),
  drillName: z.string(),
  /** The hackathon's custom URL (its public page), while it is listed. */
  drillCustUrl: z.string().nullable(),
  hostName: z.string(),
  issuedAt: z.string(),
  state: z.enum(VERIFICATION_STATES),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  checks: z.array(VerificationCheckSchema),
  /** The issuer's DID (did:key of the platform's Ed25519 key). */
  issuer: z.string(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;

/** POST /certificates/verify: a credential file as downloaded. */
export const CredentialCheckSchema = z.object({
  credential: z.record(z.string(), z.unknown(), { error: CertificateMessages.credentialUnreadable }),
});
export type CredentialCheck = z.infer<typeof CredentialCheckSchema>;

export const CredentialCheckResultSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  checks: z.array(VerificationCheckSchema),
  /** The certificate's code when the credential is one of ours, so the page can show its record. */
  code: z.string().nullable(),
  recipientName: z.string().nullable(),
  achievement: z.string().nullable(),
});
export type CredentialCheckResult = z.infer<typeof CredentialCheckResultSchema>;

/** Signed JSON documents (the credential, a status list credential, the DID document), served as they are. */
export const JsonDocumentSchema = z.record(z.string(), z.unknown());

export const ContextQuerySchema = z.object({
  url: z.string().trim().min(1, 'url is required').max(300, 'url is too long'),
});
