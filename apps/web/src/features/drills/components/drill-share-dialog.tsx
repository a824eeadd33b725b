import { SHARE_DRILL_MAX_EMAILS, SHARE_DRILL_MESSAGE_MAX } from '@elevate/contracts/drills/drill-share.schema';
import { DrillMessages } from '@elevate/contracts/drills/drill.messages';
import type { ShareDialogSlot } from '@/components/share-button';
import { ShareDialog } from '@/components/share-dialog';
import { useShareDrill } from '../api/share-drill';
import type { ShareableDrill } from './drill-share-button';

/**
 * Share a hackathon: copy its link, or mail it to up to 5 people with a short note. Mailing needs a signed-in
 * sender (the mail says who shared it); a visitor is asked to log in first.
 */
export const DrillShareDialog = ({
  drill,
  link,
  signedIn,
  ...slot
}: ShareDialogSlot & { drill: ShareableDrill; link: string; signedIn: boolean }) => {
  const share = useShareDrill();
  return (
    <ShareDialog
      {...slot}
      noun="hackathon"
      subtitle={`${drill.drillName} by ${drill.drillPartnerName}`}
      link={link}
      signedIn={signedIn}
      mail={{
        maxEmails: SHARE_DRILL_MAX_EMAILS,
        messageMax: SHARE_DRILL_MESSAGE_MAX,
        tooManyEmails: DrillMessages.shareEmailsMax(SHARE_DRILL_MAX_EMAILS),
        shared: DrillMessages.shared,
        send: (body) => share.mutateAsync({ drillId: drill.drillId, ...body }),
        sending: share.isPending,
      }}
    />
  );
};

export default DrillShareDialog;
