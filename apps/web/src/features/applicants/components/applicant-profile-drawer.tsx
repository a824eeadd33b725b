import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { ApplicantDetail } from '@elevate/contracts/applications/applicants.schema';
import { formatDate } from '@elevate/contracts/common/format';
import { RetryAlert } from '@/components/retry-alert';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { openPrivateFile } from '@/lib/upload';
import { useApplicant } from '../api/get-applicant';
import { StatusChip } from './status-chip';
import { StatusHistory } from './status-history';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children ?? '—'}
    </Typography>
  </Box>
);

const ProfileBody = ({ a, onMove }: { a: ApplicantDetail; onMove: (a: ApplicantDetail) => void }) => {
  const [opening, setOpening] = useState(false);
  const openResume = async () => {
    if (!a.resumeKey) return;
    setOpening(true);
    try {
      await openPrivateFile(a.resumeKey);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setOpening(false);
    }
  };
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <StatusChip status={a.currentStatus} size="medium" />
        <Typography variant="body2" color="text.secondary">
          Applied on {formatDate(a.appliedDateTime)}
        </Typography>
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Fact label="Email">
          {/* A deleted account has no address (docs/decisions/027). */}
          {a.user.email ? <Link href={`mailto:${a.user.email}`}>{a.user.email}</Link> : null}
        </Fact>
        <Fact label="Contact">
          {a.user.contact ? <Link href={`tel:${a.user.contact}`}>{a.user.contact}</Link> : null}
        </Fact>
        <Fact label="Current city">{a.user.currentCity}</Fact>
        <Fact label="Highest qualification">{a.user.highestQualification}</Fact>
        <Fact label="Candidate type">{a.user.utype}</Fact>
        <Fact label="Resume">{a.resumeAvailable ? (a.resumeFileName ?? 'Attached') : 'Not attached'}</Fact>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {a.resumeAvailable ? (
          <PendingButton
            variant="outlined"
            startIcon={<DescriptionOutlinedIcon />}
            pending={opening}
            onClick={() => void openResume()}
          >
            Open resume
          </PendingButton>
        ) : null}
        <Button variant="contained" onClick={() => onMove(a)}>
          Move to…
        </Button>
      </Stack>
      <Divider />
      <Box>
        <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
          Status history
        </Typography>
        <StatusHistory entries={a.status} />
      </Box>
    </Stack>
  );
};

/** 'View profile': the applicant's details, resume and whole status history, beside the list. */
export const ApplicantProfileDrawer = ({
  applicationId,
  name,
  onClose,
  onMove,
}: {
  applicationId: number | null;
  /** Known from the row, so the heading shows at once. */
  name: string;
  onClose: () => void;
  onMove: (a: ApplicantDetail) => void;
}) => {
  const query = useApplicant(applicationId);
  return (
    <Drawer
      anchor="right"
      open={applicationId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 520 }, p: { xs: 2, sm: 3 } },
          role: 'dialog',
          'aria-label': `Profile of ${name}`,
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {query.data ? `${query.data.user.fullName} ${query.data.user.lastName}` : name}
        </Typography>
        <IconButton aria-label="Close profile" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      {query.isPending ? (
        <Box role="status" aria-label="Loading profile" aria-busy>
          <Skeleton variant="rounded" width={120} height={32} />
          <Skeleton variant="rounded" height={140} sx={{ mt: 3 }} />
          <Skeleton variant="rounded" height={200} sx={{ mt: 3 }} />
        </Box>
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
      ) : (
        <ProfileBody a={query.data} onMove={onMove} />
      )}
    </Drawer>
  );
};
