import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_HIDE_MS } from '@elevate/contracts/common/constants';
import { toast, useToast } from '@/lib/toast';

/** One toast at a time, bottom right, hidden after 2000 ms (spec §8). */
export const ToastHost = () => {
  const current = useToast();
  return (
    <Snackbar
      key={current?.id}
      open={current !== null}
      autoHideDuration={TOAST_HIDE_MS}
      onClose={(_e, reason) => reason !== 'clickaway' && toast.dismiss()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      {current ? (
        <Alert severity={current.severity} variant="filled" onClose={toast.dismiss} sx={{ width: '100%' }}>
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
};
export default ToastHost;
