import Box from '@mui/material/Box';
import type { QueryStatus } from '@elevate/contracts/drills/query.schema';

const LABELS: Record<QueryStatus, { label: string; bgcolor: string; color: string }> = {
  open: { label: 'Waiting for the hosts', bgcolor: 'warning.light', color: 'warning.contrastText' },
  answered: { label: 'Answered', bgcolor: 'success.main', color: 'success.contrastText' },
  closed: { label: 'Closed', bgcolor: 'action.selected', color: 'text.primary' },
};

/** Where a question stands: waiting for the hosts, answered, or closed. */
export const QueryStatusLabel = ({ status }: { status: QueryStatus }) => {
  const { label, ...colours } = LABELS[status];
  return (
    <Box
      component="span"
      sx={{ ...colours, px: 1, py: 0.25, borderRadius: 4, fontSize: '0.75rem', fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      {label}
    </Box>
  );
};
