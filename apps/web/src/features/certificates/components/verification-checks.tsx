import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { VerificationCheck } from '@elevate/contracts/certificates/certificates.schema';

/** One check of a verification, passed or failed, in words as well as an icon. */
export const CheckRow = ({ check }: { check: VerificationCheck }) => (
  <ListItem disableGutters>
    <ListItemIcon sx={{ minWidth: 32 }}>
      {check.passed ? (
        <CheckCircleOutline color="success" fontSize="small" aria-hidden />
      ) : (
        <CancelOutlined color="error" fontSize="small" aria-hidden />
      )}
    </ListItemIcon>
    <ListItemText primary={check.label} secondary={check.passed ? 'Passed' : 'Failed'} />
  </ListItem>
);
