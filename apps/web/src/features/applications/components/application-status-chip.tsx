import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ApplicationStatus } from '@elevate/contracts/applications/application-status';

/**
 * Good news is green, steps forward the brand colour, a new application neutral. A rejection stays neutral
 * too (outlined): the status says enough without an alarm colour. Only theme colours checked for contrast
 * (axe, WCAG AA) are used: MUI's default info blue is not.
 */
export const statusColor = (status: ApplicationStatus): ChipProps['color'] => {
  if (status === 'Hired' || status === 'Offered') return 'success';
  if (status === 'Rejected' || status === 'Applied') return 'default';
  return 'primary';
};

export const ApplicationStatusChip = ({
  status,
  size = 'small',
}: {
  status: ApplicationStatus;
  size?: ChipProps['size'];
}) => (
  <Chip
    label={status}
    color={statusColor(status)}
    size={size}
    variant={status === 'Rejected' ? 'outlined' : 'filled'}
    sx={{ fontWeight: 600 }}
  />
);
