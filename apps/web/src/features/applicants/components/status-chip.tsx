import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ApplicationStatus } from '@elevate/contracts/applications/application-status';

/** One colour per stage, so a long list reads at a glance; the label always says the status in words. */
export const statusColor = (status: ApplicationStatus): ChipProps['color'] => {
  switch (status) {
    case 'Applied':
      return 'default';
    case 'Shortlisted':
      return 'info';
    case 'Interview Scheduled':
    case 'Round 1 Selected':
    case 'Round 2 Selected':
    case 'Round 3 Selected':
      return 'primary';
    case 'Offered':
      return 'secondary';
    case 'Hired':
      return 'success';
    case 'Rejected':
      return 'error';
  }
};

export const StatusChip = ({ status, size = 'small' }: { status: ApplicationStatus; size?: ChipProps['size'] }) => (
  <Chip label={status} color={statusColor(status)} size={size} variant={status === 'Applied' ? 'outlined' : 'filled'} />
);
