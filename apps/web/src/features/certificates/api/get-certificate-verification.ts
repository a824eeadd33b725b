import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '@elevate/contracts/certificates/certificates.schema';
import { API_BASE, apiGet, ApiError } from '@/lib/api-client';

/** A certificate's public record and checks: `GET certificates/verify/{code}` (no sign-in). */
export const getCertificateVerification = (code: string, signal?: AbortSignal) =>
  apiGet<CertificateVerification>(`certificates/verify/${encodeURIComponent(code)}`, undefined, signal);

export const certificateVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: ['certificates', 'verify', code],
    queryFn: ({ signal }) => getCertificateVerification(code, signal),
    // Not found (404) or a malformed code (400) is an answer, not a hiccup to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useCertificateVerification = (code: string) => useQuery(certificateVerificationQuery(code));

/** Where the signed credential downloads from (public). */
export const credentialDownloadUrl = (code: string) =>
  `${API_BASE}/certificates/verify/${encodeURIComponent(code)}/credential`;
