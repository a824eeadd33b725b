import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { clearSession, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useLogoutEverywhere } from '../api/logout-all';

/** 'Log out everywhere': after a confirmation, every token of the account stops working, this one too. */
export const LogoutEverywhere = () => {
  const session = useSession();
  const navigate = useNavigate();
  const logoutAll = useLogoutEverywhere();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    if (!session) return;
    try {
      const env = await logoutAll.mutateAsync(session.session.uid);
      setConfirming(false);
      clearSession();
      navigate('/', { replace: true });
      toast.success(env.message || AuthMessages.loggedOutEverywhere);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
        Log out everywhere
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !logoutAll.isPending && setConfirming(false)}
        aria-labelledby="logout-all-title"
        aria-describedby="logout-all-text"
      >
        <DialogTitle id="logout-all-title">Log out on every device?</DialogTitle>
        <DialogContent>
          <DialogContentText id="logout-all-text">
            You will be logged out here and on every phone, tablet and computer where you use Elevate. You can log in
            again at any time.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={logoutAll.isPending}>
            Cancel
          </Button>
          <PendingButton variant="contained" color="error" onClick={confirm} pending={logoutAll.isPending}>
            Log out everywhere
          </PendingButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
