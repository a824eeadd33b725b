import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { CONFLICT_NOTE_MAX } from '@elevate/contracts/judging/judging.constants';
import type { ConflictOwner, Judge } from '@elevate/contracts/judging/judging.schema';
import { PendingButton } from '@/components/pending-button';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAddJudgeConflict } from '../api/add-judge-conflict';
import { useJudgeConflicts } from '../api/get-judge-conflicts';
import { useRemoveJudgeConflict } from '../api/remove-judge-conflict';
import { useConflictOwners } from '../api/search-conflict-owners';

/**
 * A judge's conflicts of interest: the ones found from their organisation (shown, not removable) and the declared
 * ones, added by picking a team or participant and removed by hand. A conflict keeps that submission from them.
 */
export const JudgeConflictsDialog = ({
  drillId,
  judge,
  onClose,
}: {
  drillId: number;
  judge: Judge;
  onClose: () => void;
}) => {
  const conflicts = useJudgeConflicts(drillId, judge.judgeId);
  const add = useAddJudgeConflict(drillId, judge.judgeId);
  const remove = useRemoveJudgeConflict(drillId, judge.judgeId);
  const [q, setQ] = useState('');
  const [owner, setOwner] = useState<ConflictOwner | null>(null);
  const [note, setNote] = useState('');
  const debounced = useDebouncedValue(q, 300);
  const owners = useConflictOwners(drillId, debounced, true);

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Conflicts of interest: {judge.name}</DialogTitle>
      <DialogContent>
        {conflicts.isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : conflicts.isError ? (
          <RetryAlert onRetry={() => void conflicts.refetch()}>{errorMessage(conflicts.error)}</RetryAlert>
        ) : conflicts.data.data.length === 0 ? (
          <Typography color="text.secondary">
            No conflicts. {judge.organisation ? `Teams from ${judge.organisation} are matched automatically.` : ''}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Conflicts">
            {conflicts.data.data.map((c) => (
              <Stack
                component="li"
                key={`${c.ownerKey}-${c.reason}`}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{c.ownerName}</Typography>
                  {c.note ? (
                    <Typography variant="body2" color="text.secondary">
                      {c.note}
                    </Typography>
                  ) : null}
                </Stack>
                <Chip size="small" label={c.reason === 'organisation' ? 'Same organisation (automatic)' : 'Declared'} />
                {c.reason === 'declared' && c.conflictId !== null ? (
                  <IconButton
                    aria-label={`Remove the conflict with ${c.ownerName}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(c.conflictId as number, { onError: (err) => toast.error(errorMessage(err)) })
                    }
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                ) : null}
              </Stack>
            ))}
          </Stack>
        )}
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
          Declare a conflict
        </Typography>
        <Stack spacing={1.5}>
          <Autocomplete
            options={owners.data?.data ?? []}
            value={owner}
            filterOptions={(x) => x}
            getOptionLabel={(o) => `${o.name} (${o.kind === 'team' ? 'team' : 'participant'})`}
            isOptionEqualToValue={(a, b) => a.ownerKey === b.ownerKey}
            onChange={(_e, v) => setOwner(v)}
            onInputChange={(_e, v) => setQ(v)}
            loading={owners.isFetching}
            noOptionsText="No team or participant matches"
            renderInput={(params) => <TextField {...params} label="Team or participant" />}
          />
          <TextField
            label="Note (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: CONFLICT_NOTE_MAX } }}
          />
          <PendingButton
            variant="outlined"
            pending={add.isPending}
            disabled={!owner}
            sx={{ alignSelf: 'flex-start' }}
            onClick={() =>
              owner &&
              add.mutate(
                { ownerKey: owner.ownerKey, note },
                {
                  onSuccess: ({ message }) => {
                    if (message) toast.success(message);
                    setOwner(null);
                    setNote('');
                  },
                  onError: (err) => toast.error(errorMessage(err)),
                },
              )
            }
          >
            Add conflict
          </PendingButton>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
};
