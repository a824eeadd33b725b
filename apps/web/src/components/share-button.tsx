import { Suspense, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';

/** What the share button hands its dialog. */
export interface ShareDialogSlot {
  open: boolean;
  onClose: () => void;
  /** Closes the dialog, then asks the page to open login. */
  onSignInRequired: () => void;
}

/**
 * Share: opens the page's share dialog, which `renderDialog` draws (a lazy component, so its form and validation
 * load on the first click, not with the page). Asked to log in, the dialog closes first.
 */
export const ShareButton = ({
  onSignInRequired,
  renderDialog,
}: {
  onSignInRequired: () => void;
  renderDialog: (slot: ShareDialogSlot) => ReactNode;
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
          {renderDialog({
            open,
            onClose: () => setOpen(false),
            onSignInRequired: () => {
              setOpen(false);
              onSignInRequired();
            },
          })}
        </Suspense>
      ) : null}
    </>
  );
};
