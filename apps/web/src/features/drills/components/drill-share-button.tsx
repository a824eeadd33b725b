import { lazy } from 'react';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import { ShareButton } from '@/components/share-button';

// The dialog (its form and validation) loads on the first click, not with the hackathon's page.
const DrillShareDialog = lazy(() => import('./drill-share-dialog'));

/** The canonical address of a hackathon's page. */
export const drillUrl = (custUrl: string) => `${window.location.origin}/drills/${encodeURIComponent(custUrl)}`;

export type ShareableDrill = Pick<DrillDetail, 'drillId' | 'drillCustUrl' | 'drillName' | 'drillPartnerName'>;

/** Share: a dialog to copy the hackathon's link or, signed in, mail it to up to 5 people. */
export const DrillShareButton = ({
  drill,
  signedIn,
  onSignInRequired,
}: {
  drill: ShareableDrill;
  signedIn: boolean;
  onSignInRequired: () => void;
}) => (
  <ShareButton
    onSignInRequired={onSignInRequired}
    renderDialog={(slot) => (
      <DrillShareDialog {...slot} drill={drill} link={drillUrl(drill.drillCustUrl)} signedIn={signedIn} />
    )}
  />
);
