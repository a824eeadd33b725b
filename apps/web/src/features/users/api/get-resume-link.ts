import type { ResumeLink } from '@elevate/contracts/users/documents.schema';
import { apiGet } from '@/lib/api-client';

/** GET users/profile/resume?uId: a short-lived signed link to the resume, asked for when it is opened. */
export const getResumeLink = (uid: number) => apiGet<ResumeLink>('users/profile/resume', { uId: uid });

/**
 * Opens the resume in a new tab. The tab is opened in the click's own turn (pop-up blockers), then pointed at
 * the signed link once it arrives.
 */
export const openResume = async (uid: number): Promise<void> => {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { url } = await getResumeLink(uid);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (err) {
    tab?.close();
    throw err;
  }
};
