import Chip from '@mui/material/Chip';
import type { MentorshipStatus } from '@elevate/contracts/saarthi/saarthi.constants';

const LOOK: Record<
  MentorshipStatus,
  { label: string; color: 'default' | 'primary' | 'success' | 'warning' | 'error' }
> = {
  requested: { label: 'Requested', color: 'warning' },
  active: { label: 'Active', color: 'primary' },
  declined: { label: 'Declined', color: 'error' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
  completed: { label: 'Completed', color: 'success' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

export const MentorshipStatusChip = ({ status }: { status: MentorshipStatus }) => (
  <Chip size="small" label={LOOK[status].label} color={LOOK[status].color} />
);
