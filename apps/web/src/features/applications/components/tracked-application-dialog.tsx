import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { errorMessage } from '@/lib/api-client';
import { useTrackedApplication } from '../api/track-application';
import { ApplicationHeader, ApplicationSummary } from './application-card';
import { ApplicationTimeline } from './application-timeline';

/**
 * One application and its whole history, opened from a link (/my-jobs?application={id}: the job page's
 * "Track application", the confirmation mail, a notification).
 */
export const TrackedApplicationDialog = ({
  applicationId,
  onClose,
}: {
  applicationId: number;
  onClose: () => void;
}) => {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const query = useTrackedApplication(applicationId);
  const application = query.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Track application</DialogTitle>
      <DialogContent dividers>
        {application ? (
          <>
            <ApplicationHeader application={application} />
            <ApplicationSummary application={application} />
            <Divider sx={{ my: 2 }} />
            <ApplicationTimeline application={application} />
          </>
        ) : query.isError ? (
          <Alert severity="error">{errorMessage(query.error)}</Alert>
        ) : (
          <Box role="status" aria-label="Loading the application">
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="text" sx={{ mt: 2 }} />
            <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};
