import type { Envelope } from '@elevate/contracts/common/envelope';
import {
  checkFileMeta,
  type PresignResult,
  type ReadUrlResult,
  type UploadPurpose,
  type UploadResult,
} from '@elevate/contracts/uploads/upload.schema';
import { ApiError, apiGet, apiRequest } from './api-client';

/** The checks made before any bytes move (spec §5, §9): the type by extension and at most 2 MB. */
export const checkFile = (file: File | null | undefined, purpose: UploadPurpose): string | null =>
  file ? checkFileMeta({ name: file.name, size: file.size }, purpose) : checkFileMeta({ name: '', size: 0 }, purpose);

/**
 * Uploads a file through `s3/pre-signed` (docs/decisions/006, 020): signs the upload, then PUTs the bytes to the
 * signed URL with the headers it was signed with. On the local store that PUT answers the result; with S3 the
 * PUT goes straight to the bucket, and a POST to the confirm address has the server check the file and answer.
 * Throws an Error carrying the message to show.
 */
export const uploadFile = async (file: File, purpose: UploadPurpose): Promise<UploadResult> => {
  const problem = checkFile(file, purpose);
  if (problem) throw new Error(problem);
  const signed = await apiRequest<PresignResult>('POST', 's3/pre-signed', {
    body: { fileName: file.name, contentType: file.type || undefined, sizeBytes: file.size, purpose },
  });
  if (!signed.result) throw new ApiError(signed.httpStatus, 'No result', signed as Envelope<unknown>);
  const { uploadUrl, headers, confirmUrl } = signed.result;
  const res = await fetch(uploadUrl, {
    method: 'PUT',
    // The signed headers win: S3 refuses a type other than the one in its signature.
    headers: { 'content-type': file.type || 'application/octet-stream', ...headers },
    body: file,
    cache: 'no-store',
  });
  if (confirmUrl) {
    if (!res.ok) throw new ApiError(res.status, res.statusText, null);
    const confirmed = await apiRequest<UploadResult>('POST', confirmUrl.replace(/^\/api\//, ''));
    if (!confirmed.result) throw new ApiError(confirmed.httpStatus, 'No result', confirmed as Envelope<unknown>);
    return confirmed.result;
  }
  const parsed = (await res.json().catch(() => null)) as Envelope<UploadResult> | null;
  if (!res.ok || !parsed?.result) throw new ApiError(res.status, res.statusText, parsed as Envelope<unknown> | null);
  return parsed.result;
};

/** Opens a private file (a resume) in a new tab through a short-lived signed read URL. */
export const openPrivateFile = async (key: string): Promise<void> => {
  // Open the tab in the click's own turn (pop-up blockers), then point it at the signed URL.
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { url } = await apiGet<ReadUrlResult>('s3/pre-signed', { key });
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (err) {
    tab?.close();
    throw err;
  }
};
