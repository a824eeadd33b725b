import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@elevate/contracts/applications/application-status';
import type { ApplicantCounts } from '@elevate/contracts/applications/applicants.schema';

/**
 * All, then one chip per status in the order applicants move through them, each with its count. A status
 * nobody is in is left out unless it is the one selected, so the row stays short on a phone.
 */
export const StatusFilterChips = ({
  counts,
  total,
  selected,
  onChange,
}: {
  counts: ApplicantCounts;
  total: number;
  selected: ApplicationStatus | undefined;
  onChange: (status: ApplicationStatus | undefined) => void;
}) => {
  const shown = APPLICATION_STATUSES.filter((s) => counts[s] > 0 || s === selected);
  const chip = (label: string, count: number, value: ApplicationStatus | undefined) => {
    const active = selected === value;
    return (
      <Chip
        key={label}
        label={`${label} (${count})`}
        clickable
        color={active ? 'primary' : 'default'}
        variant={active ? 'filled' : 'outlined'}
        aria-pressed={active}
        onClick={() => onChange(value)}
      />
    );
  };
  return (
    <Stack
      role="group"
      aria-label="Filter applicants by status"
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {chip('All', total, undefined)}
      {shown.map((s) => chip(s, counts[s], s))}
    </Stack>
  );
};
