import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Envelope } from '@elevate/contracts/common/envelope';
import { API_BASE, ApiError } from './api-client';
import { endSession, sessionStore } from './session';

type Query = Record<string, string | number | undefined | null>;

/** The file name a `content-disposition: attachment; filename="…"` header gives, if any. */
export const fileNameFromDisposition = (header: string | null): string | null =>
  /filename="?([^";]+)"?/i.exec(header ?? '')?.[1] ?? null;

/**
 * Downloads a file from an API route that needs the session (a plain link cannot carry the Authorization and
 * AUTH_UID headers): fetches it like every other call, then saves the blob through a temporary link. An error
 * answer is the usual JSON envelope and is thrown as an ApiError.
 */
export const apiDownload = async (
  path: string,
  query: Query,
  fallbackName: string,
  base: string = API_BASE,
): Promise<string> => {
  const session = sessionStore.get();
  const headers: Record<string, string> = {};
  if (session) {
    headers.authorization = session.tocken.startsWith('Bearer ') ? session.tocken : `Bearer ${session.tocken}`;
    headers.AUTH_UID = String(session.session.uid);
  }
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  const res = await fetch(`${base}/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`, {
    headers,
    cache: 'no-store',
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Envelope<unknown> | null;
    if (body?.error?.code === ErrorCode.SESSION_INVALID && session && sessionStore.get() === session) endSession();
    throw new ApiError(res.status, res.statusText, body);
  }
  const fileName = fileNameFromDisposition(res.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the blob to the browser's download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
};
