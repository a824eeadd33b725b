import { SHARE_JOB_MAX_EMAILS, SHARE_JOB_MESSAGE_MAX } from '@elevate/contracts/notifications/notification.constants';
import { NotificationMessages } from '@elevate/contracts/notifications/notification.messages';
import type { ShareDialogSlot } from '@/components/share-button';
import { ShareDialog } from '@/components/share-dialog';
import { useShareJob } from '../api/share-job';
import type { ShareableJob } from './share-job-button';

/**
 * Share a job (issue 4): copy its link, or mail it to up to 5 people with a short note. Mailing needs a
 * signed-in sender (the mail says who shared it) and an open job.
 */
export const ShareJobDialog = ({
  job,
  link,
  signedIn,
  ...slot
}: ShareDialogSlot & { job: ShareableJob; link: string; signedIn: boolean }) => {
  const share = useShareJob();
  return (
    <ShareDialog
      {...slot}
      noun="job"
      subtitle={`${job.jobTitle} at ${job.partner.displayName}`}
      link={link}
      signedIn={signedIn}
      mailClosed={job.isActive ? null : 'This job is closed, so it can no longer be sent by email.'}
      mail={{
        maxEmails: SHARE_JOB_MAX_EMAILS,
        messageMax: SHARE_JOB_MESSAGE_MAX,
        tooManyEmails: NotificationMessages.shareEmailsMax(SHARE_JOB_MAX_EMAILS),
        shared: NotificationMessages.shared,
        send: (body) => share.mutateAsync({ jobId: job.jobId, ...body }),
        sending: share.isPending,
      }}
    />
  );
};

export default ShareJobDialog;
