import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ShortlistBodySchema,
  type ShortlistBody,
  type StandingsRow,
} from '@elevate/contracts/judging/standings.schema';
import { toast } from '@/lib/toast';
import { useShortlistPhase } from '../api/shortlist-phase';
import { ConfirmMutationDialog } from './confirm-mutation-dialog';

/** Who would go on under a rule: the same rule as the API (top N by rank, ties at the boundary go on; or a score). */
export const advancingUnder = (body: ShortlistBody, rows: readonly StandingsRow[]): number =>
  rows.filter((r) =>
    body.mode === 'top' ? r.rank <= body.count : r.friendlyScore !== null && r.friendlyScore >= body.minNormalised,
  ).length;

/**
 * Decide who goes on from a phase: the top N, or everyone at or above a normalised score. Shows how many go on
 * before confirming; confirming tells every team, and deciding again tells only those whose outcome changed.
 */
export const ShortlistDialog = ({
  drillId,
  phaseId,
  nextPhaseName,
  rows,
  open,
  onClose,
}: {
  drillId: number;
  phaseId: number;
  nextPhaseName: string | null;
  rows: readonly StandingsRow[];
  open: boolean;
  onClose: () => void;
}) => {
  const [mode, setMode] = useState<'top' | 'threshold'>('top');
  const [count, setCount] = useState('');
  const [minimum, setMinimum] = useState('');
  const mutation = useShortlistPhase(drillId, phaseId);
  const parsed = ShortlistBodySchema.safeParse(
    mode === 'top' ? { mode, count: Number(count) } : { mode, minNormalised: Number(minimum) },
  );
  const raw = mode === 'top' ? count : minimum;
  const error = raw.trim() !== '' && !parsed.success ? (parsed.error.issues[0]?.message ?? '') : '';
  const advancing = parsed.success && raw.trim() !== '' ? advancingUnder(parsed.data, rows) : null;

  const confirm = () => {
    if (!parsed.success) return;
    mutation.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        toast.success(message ?? 'Shortlist saved');
        onClose();
      },
    });
  };

  return (
    <ConfirmMutationDialog
      open={open}
      title="Shortlist"
      maxWidth="xs"
      pending={mutation.isPending}
      error={mutation.error}
      confirmLabel={advancing === null ? 'Shortlist' : `Shortlist ${advancing} and tell everyone`}
      confirmDisabled={advancing === null}
      onClose={onClose}
      onConfirm={confirm}
    >
      <FormControl sx={{ mb: 2 }}>
        <FormLabel id="shortlist-mode">Who goes on{nextPhaseName ? ` to ${nextPhaseName}` : ''}</FormLabel>
        <RadioGroup
          aria-labelledby="shortlist-mode"
          value={mode}
          onChange={(e) => setMode(e.target.value as 'top' | 'threshold')}
        >
          <FormControlLabel value="top" control={<Radio />} label="The top submissions by rank" />
          <FormControlLabel value="threshold" control={<Radio />} label="Everyone at or above a normalised score" />
        </RadioGroup>
      </FormControl>
      {mode === 'top' ? (
        <TextField
          label="How many go on"
          type="number"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          error={error !== ''}
          helperText={error || 'Submissions tied at the boundary all go on.'}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          fullWidth
        />
      ) : (
        <TextField
          label="Lowest normalised score (0–100)"
          type="number"
          value={minimum}
          onChange={(e) => setMinimum(e.target.value)}
          error={error !== ''}
          helperText={error || '50 is an average review.'}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 0.1 } }}
          fullWidth
        />
      )}
      {advancing !== null ? (
        <Typography role="status" sx={{ mt: 2, fontWeight: 700 }}>
          {advancing} of {rows.length} go on; {rows.length - advancing} do not.
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Every team is told in the app and by mail. Deciding again before results are published replaces this decision
        and tells only those whose outcome changed.
      </Typography>
    </ConfirmMutationDialog>
  );
};
