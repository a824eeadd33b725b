import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The session-expired modal (spec §4 leaves its content to us). */
const SessionExpiredDialog = ({ onClose, onLogin }: { onClose: () => void; onLogin: () => void }) => (
  <Dialog open onClose={onClose} aria-labelledby="session-expired-title">
    <DialogTitle id="session-expired-title">Your session has expired</DialogTitle>
    <DialogContent>
      <DialogContentText>
        For your security we sign you out after a while. Log in again to pick up where you left off.
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Not now</Button>
      <Button variant="contained" onClick={onLogin}>
        Log in again
      </Button>
    </DialogActions>
  </Dialog>
);
export default SessionExpiredDialog;
