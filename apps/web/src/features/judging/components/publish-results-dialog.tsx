import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  APPEAL_WINDOW_MAX_HOURS,
  PublishResultsBodySchema,
  type Standings,
} from '@elevate/contracts/judging/standings.schema';
import { toast } from '@/lib/toast';
import { usePublishResults } from '../api/publish-results';
import { ConfirmMutationDialog } from './confirm-mutation-dialog';

const DEFAULT_APPEAL_HOURS = '24';

/**
 * Publish a phase's results: the hackathon's prizes as awards (each to a rank; blank gives it to nobody) and the
 * appeal window during which the results are provisional and can still be withdrawn.
 */
export const PublishResultsDialog = ({
  drillId,
  standings,
  open,
  onClose,
}: {
  drillId: number;
  standings: Standings;
  open: boolean;
  onClose: () => void;
}) => {
  const { phase, prizes, rows } = standings;
  const [hours, setHours] = useState(DEFAULT_APPEAL_HOURS);
  const [ranks, setRanks] = useState<string[]>(() => prizes.map((_, i) => (i < rows.length ? String(i + 1) : '')));
  const mutation = usePublishResults(drillId, phase.phaseId);
  const awards = prizes.flatMap((p, i) => {
    const r = ranks[i]?.trim() ?? '';
    return r === '' ? [] : [{ rank: Number(r), award: p.title }];
  });
  const parsed = PublishResultsBodySchema.safeParse({ appealWindowHours: Number(hours), awards });
  const knownRanks = new Set(rows.map((r) => r.rank));
  const rankError = (value: string): string => {
    if (value.trim() === '') return '';
    const n = Number(value);
    if (!Number.isInteger(n) || !knownRanks.has(n)) return 'No submission has this rank';
    if (ranks.filter((r) => r.trim() === value.trim()).length > 1) return 'Give each rank one award';
    return '';
  };
  const hoursError = hours.trim() === '' || !parsed.success ? 'A whole number of hours from 0 to 168' : '';
  const valid = parsed.success && ranks.every((r) => rankError(r) === '');

  const confirm = () => {
    if (!parsed.success) return;
    mutation.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        toast.success(message ?? 'Results published');
        onClose();
      },
    });
  };

  return (
    <ConfirmMutationDialog
      open={open}
      title={`Publish results of ${phase.name}`}
      maxWidth="sm"
      pending={mutation.isPending}
      error={mutation.error}
      confirmLabel="Publish results"
      confirmDisabled={!valid}
      onClose={onClose}
      onConfirm={confirm}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Participants see the leaderboard with each team’s rank and normalised score (0–100).
      </Typography>
      <TextField
        label="Appeal window (hours)"
        type="number"
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        error={hoursError !== ''}
        helperText={
          hoursError ||
          (Number(hours) === 0
            ? 'Final at once: the results cannot be withdrawn.'
            : `Provisional for ${hours} hours; you can withdraw them until then.`)
        }
        slotProps={{ htmlInput: { min: 0, max: APPEAL_WINDOW_MAX_HOURS, step: 1 } }}
        fullWidth
        sx={{ mb: 3 }}
      />
      <Typography sx={{ fontWeight: 700, mb: 1 }}>Awards</Typography>
      {prizes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          This hackathon lists no prizes, so no awards are given.
        </Typography>
      ) : (
        prizes.map((p, i) => {
          const value = ranks[i] ?? '';
          const err = rankError(value);
          const winner = rows.filter((r) => String(r.rank) === value.trim()).map((r) => r.ownerName);
          return (
            <Box key={`${p.title}-${i}`} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 1.5 }}>
              <TextField
                label={`Rank for ${p.title}`}
                type="number"
                value={value}
                onChange={(e) => setRanks((prev) => prev.map((r, j) => (j === i ? e.target.value : r)))}
                error={err !== ''}
                helperText={err || (winner.length ? winner.join(', ') : 'Blank: not awarded')}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                sx={{ width: { xs: '100%', sm: 260 } }}
              />
            </Box>
          );
        })
      )}
    </ConfirmMutationDialog>
  );
};
