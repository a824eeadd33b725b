import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Covers the page while something that must not be interrupted runs. */
export const FullScreenLoader = ({ open, label = 'Please wait' }: { open: boolean; label?: string }) => (
  <Backdrop open={open} sx={{ color: '#fff', zIndex: (t) => t.zIndex.modal + 1, flexDirection: 'column', gap: 2 }}>
    <CircularProgress color="inherit" aria-label={label} />
    <Typography>{label}</Typography>
  </Backdrop>
);
