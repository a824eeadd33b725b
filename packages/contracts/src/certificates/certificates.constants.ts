/**
 * Limits and fixed values of certificates (issue 12): how issuing is batched through the background queue,
 * how the revocation status lists are sized, and the cryptosuite of the verifiable credentials.
 */

/** Certificates one background job signs and renders. */
export const CERTIFICATE_BATCH_SIZE = 50;

/** Entries of one Bitstring Status List (the spec's minimum, 16 KB): certificate id N is entry N % size of list floor(N / size). */
export const STATUS_LIST_SIZE = 131_072;

export const REVOKE_REASON_MAX = 300;
export const CERTIFICATE_SEARCH_MAX = 100;
export const CERTIFICATE_PAGE_SIZE = 50;
/** A credential posted for checking: larger files are not credentials this platform issued. */
export const CREDENTIAL_CHECK_MAX_BYTES = 64 * 1024;

/** The certificate's public verification code: 12 characters of an alphabet without look-alikes (0/O, 1/I). */
export const CERTIFICATE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_CODE_LENGTH = 12;
export const CERTIFICATE_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{12}$/;

export const CERTIFICATE_CRYPTOSUITE = 'eddsa-jcs-2022';

export const CERTIFICATE_STATUSES = ['pending', 'ready', 'failed'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
