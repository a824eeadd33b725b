import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@elevate/contracts/common/envelope';
import type { MatchResult } from '@elevate/contracts/matching/matching.schema';
import { API_BASE, ApiError, apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';

/** A PDF read for this request only, or (signed in) the resume on the profile. */
export type MatchSource = { file: File } | { source: 'profile' };

const PATH = 'ai/resume/matching/request';

/**
 * The PDF goes as the raw body (application/pdf), not through an upload: it is read in memory for this request
 * and never stored. The session headers are sent when there is a session, so the profile's skills count.
 */
const sendPdf = async (file: File): Promise<MatchResult> => {
  const session = sessionStore.get();
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/pdf' };
  if (session) {
    headers.authorization = session.tocken.startsWith('Bearer ') ? session.tocken : `Bearer ${session.tocken}`;
    headers.AUTH_UID = String(session.session.uid);
  }
  const res = await fetch(`${API_BASE}/${PATH}`, { method: 'POST', headers, body: file, cache: 'no-store' });
  const parsed = (await res.json().catch(() => null)) as Envelope<MatchResult> | null;
  if (!res.ok || !parsed?.result) throw new ApiError(res.status, res.statusText, parsed as Envelope<unknown> | null);
  return parsed.result;
};

export const requestMatches = async (from: MatchSource): Promise<MatchResult> => {
  if ('file' in from) return sendPdf(from.file);
  const env = await apiRequest<MatchResult>('POST', PATH, { body: { source: 'profile' } });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env as Envelope<unknown>);
  return env.result;
};

export const useRequestMatches = () => useMutation({ mutationFn: requestMatches });
