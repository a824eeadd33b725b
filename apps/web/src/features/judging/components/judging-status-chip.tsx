import Chip from '@mui/material/Chip';
import type { JudgingStatus } from '@elevate/contracts/judging/judging.constants';

const LABELS: Record<JudgingStatus, { label: string; color: 'default' | 'success' | 'warning' }> = {
  setup: { label: 'Not open yet', color: 'default' },
  open: { label: 'Judging open', color: 'success' },
  closed: { label: 'Closed, scores locked', color: 'warning' },
};

/** Where a phase's judging is: set up, open for scoring, or closed with the scores locked. */
export const JudgingStatusChip = ({ status }: { status: JudgingStatus }) => (
  <Chip size="small" variant="outlined" label={LABELS[status].label} color={LABELS[status].color} />
);
