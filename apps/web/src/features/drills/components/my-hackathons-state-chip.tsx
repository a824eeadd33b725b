import Chip, { type ChipProps } from '@mui/material/Chip';
import { MY_HACKATHON_STATE_LABELS, type MyHackathonState } from '@elevate/contracts/drills/my-hackathons.schema';

const COLOURS: Record<MyHackathonState, ChipProps['color']> = {
  live: 'success',
  submitted: 'primary',
  upcoming: 'warning',
  results: 'secondary',
  ended: 'default',
};

/** Where a hackathon stands for me: Live (something to do), Submitted, Upcoming, Results or Ended. */
export const MyHackathonStateChip = ({ state }: { state: MyHackathonState }) => (
  <Chip
    label={MY_HACKATHON_STATE_LABELS[state]}
    color={COLOURS[state]}
    size="small"
    variant={state === 'ended' ? 'outlined' : 'filled'}
    sx={{ fontWeight: 700 }}
  />
);
