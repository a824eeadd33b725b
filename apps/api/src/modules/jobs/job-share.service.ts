import { truncate } from '@elevate/contracts/common/format';
import type { JobDetail } from '@elevate/contracts/jobs/job-detail.schema';
import { NOTIFICATION_ONE_LINER_MAX } from '@elevate/contracts/notifications/notification.constants';
import { NotificationMessages } from '@elevate/contracts/notifications/notification.messages';
import type { ShareJobCommand, ShareJobResult } from '@elevate/contracts/notifications/notification.schema';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Mailer, MailMessage } from '../../plugins/mailer.ts';
import { insertNotification, usersByEmail } from '../notifications/notifications.repository.ts';
import { findJobDetail } from './job-detail.repository.ts';

interface Deps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

export const jobPath = (custUrl: string) => `/jobs/${encodeURIComponent(custUrl)}`;

const nameOf = (u: Pick<AuthUser, 'fullName' | 'lastName'>) =>
  [u.fullName, u.lastName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ') || 'Someone';

export const shareJobMail = (
  to: { email: string; name: string | null },
  sender: string,
  job: JobDetail,
  url: string,
  note: string | undefined,
): MailMessage => {
  const paragraphs = [
    greeting(to.name),
    `${sender} thinks this job could interest you: ${job.jobTitle} at ${job.partner.displayName} (${job.jobLocation}).`,
    ...(note ? [`${sender} wrote: "${note}"`] : []),
    `You received this mail because ${sender} entered your address on Elevate, where students, freshers and professionals in India find jobs and hackathons. We have not added you to any list.`,
    'Team Elevate',
  ];
  return composeMail(to.email, `${sender} shared a job with you`, paragraphs, { href: url, label: 'View the job' });
};

/**
 * jobs/feeds/sendinvitemail: mails an open job to each address and, for an address that belongs to an
 * account (other than the sender's), adds an in-app notification leading to the job. All mails and
 * notifications of one share are written in one transaction: all of them or none.
 */
export const shareJob = async (
  { db, mailer, publicUrl }: Deps,
  sender: AuthUser,
  input: ShareJobCommand,
): Promise<ShareJobResult> => {
  const job = await findJobDetail(db, { id: input.jobId });
  if (!job || !job.isActive) throw notFound(NotificationMessages.shareJobNotFound);
  const senderName = nameOf(sender);
  const path = jobPath(job.custUrl);
  const url = `${publicUrl.replace(/\/$/, '')}${path}`;
  return db.transaction(async (tx) => {
    const accounts = await usersByEmail(tx, input.emails);
    for (const email of input.emails) {
      const account = accounts.get(email);
      await mailer.send(
        shareJobMail({ email, name: account?.fullName ?? null }, senderName, job, url, input.message),
        tx,
      );
      if (account && account.uid !== sender.uid) {
        await insertNotification(tx, {
          receiverUid: account.uid,
          senderUid: sender.uid,
          // A friend's tip, not a message from a company about an application (that is RECRUIT).
          purpose: 'GENERAL',
          oneLiner: truncate(
            `${senderName} shared a job with you: ${job.jobTitle} at ${job.partner.displayName}`,
            NOTIFICATION_ONE_LINER_MAX - 1,
          ),
          message: input.message ?? '',
          link: path,
        });
      }
    }
    return { sent: input.emails.length };
  });
};
