import type { SignedFileLink } from '@elevate/contracts/drills/submission.schema';
import { apiGet } from '@/lib/api-client';
import { openSignedLink } from './submission-file-link';

/** GET drills/{id}/queries/{queryId}/files?key: a short-lived link to read one file of a question's thread. */
export const getQueryFileLink = (drillId: number, queryId: number, key: string) =>
  apiGet<SignedFileLink>(`drills/${drillId}/queries/${queryId}/files`, { key });

export const openQueryFile = (drillId: number, queryId: number, key: string) =>
  openSignedLink(() => getQueryFileLink(drillId, queryId, key));
