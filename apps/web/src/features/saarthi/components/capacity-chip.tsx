import Chip from '@mui/material/Chip';

/** "Taking mentees" or "Full": whether a request can be sent now. */
export const CapacityChip = ({ hasCapacity }: { hasCapacity: boolean }) => (
  <Chip
    size="small"
    color={hasCapacity ? 'success' : 'default'}
    variant={hasCapacity ? 'filled' : 'outlined'}
    label={hasCapacity ? 'Taking mentees' : 'Full'}
  />
);
