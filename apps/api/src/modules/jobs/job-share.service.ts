import type { ShareJobCommand, ShareJobResult } from '@elevate/contracts/notifications/notification.schema';
import { NotificationMessages } from '@elevate/contracts/notifications/notification.messages';
import { pagePath } from '@elevate/contracts/seo/absolute-url';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { sharePageByMail, type ShareDeps } from '../notifications/share-by-mail.ts';
import { findJobDetail } from './job-detail.repository.ts';

/**
 * jobs/feeds/sendinvitemail: mails an open job to each address and, for an address that belongs to an
 * account (other than the sender's), adds an in-app notification leading to the job (share-by-mail.ts).
 */
export const shareJob = async (deps: ShareDeps, sender: AuthUser, input: ShareJobCommand): Promise<ShareJobResult> => {
  const job = await findJobDetail(deps.db, { id: input.jobId });
  if (!job || !job.isActive) throw notFound(NotificationMessages.shareJobNotFound);
  const company = job.partner.displayName;
  return sharePageByMail(deps, sender, input, {
    noun: 'job',
    summary: `${job.jobTitle} at ${company} (${job.jobLocation})`,
    title: `${job.jobTitle} at ${company}`,
    path: pagePath.job(job.custUrl),
  });
};
