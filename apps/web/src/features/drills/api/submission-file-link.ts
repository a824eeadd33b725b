import type { SignedFileLink } from '@elevate/contracts/drills/submission.schema';
import { apiGet } from '@/lib/api-client';

/** GET drills/{id}/submissions/{submissionId}/files?key: a short-lived link to read one file of the submission. */
export const getSubmissionFileLink = (drillId: number, submissionId: number, key: string) =>
  apiGet<SignedFileLink>(`drills/${drillId}/submissions/${submissionId}/files`, { key });

/**
 * Opens a private file in a new tab through a short-lived link. The tab opens in the click's own turn (pop-up
 * blockers), then follows the link once the API gives it. Used for submission and help-question files.
 */
export const openSignedLink = async (link: () => Promise<SignedFileLink>): Promise<void> => {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { url } = await link();
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (err) {
    tab?.close();
    throw err;
  }
};

export const openSubmissionFile = (drillId: number, submissionId: number, key: string) =>
  openSignedLink(() => getSubmissionFileLink(drillId, submissionId, key));
