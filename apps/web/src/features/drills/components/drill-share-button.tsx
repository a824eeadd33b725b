import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';

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
}) => {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ShareOutlinedIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Share
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <DrillShareDialog
            open={open}
            onClose={() => setOpen(false)}
            drill={drill}
            link={drillUrl(drill.drillCustUrl)}
            signedIn={signedIn}
            onSignInRequired={() => {
              setOpen(false);
              onSignInRequired();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
};
