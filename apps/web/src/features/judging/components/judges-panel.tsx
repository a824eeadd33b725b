import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { JudgeStatus } from '@elevate/contracts/judging/judging.constants';
import type { Judge } from '@elevate/contracts/judging/judging.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useJudges } from '../api/get-judges';
import { useRemoveJudge } from '../api/remove-judge';
import { useResendInvitation } from '../api/resend-invitation';
import { JudgeConflictsDialog } from './judge-conflicts-dialog';
import { JudgeInviteDialog } from './judge-invite-dialog';

const STATUS: Record<JudgeStatus, { label: string; color: 'default' | 'success' | 'warning' }> = {
  invited: { label: 'Invited', color: 'warning' },
  active: { label: 'Active', color: 'success' },
  removed: { label: 'Removed', color: 'default' },
};

/** The hackathon's judges: invite, re-send, remove (asking first), and each one's conflicts of interest. */
export const JudgesPanel = ({ drillId }: { drillId: number }) => {
  const judges = useJudges(drillId);
  const resend = useResendInvitation(drillId);
  const remove = useRemoveJudge(drillId);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Judge | null>(null);
  const [discard, setDiscard] = useState(false);
  const [conflictsOf, setConflictsOf] = useState<Judge | null>(null);

  return (
    <Paper
      component="section"
      aria-labelledby="judges-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography id="judges-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          Judges
        </Typography>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          Invite judge
        </Button>
      </Stack>
      {judges.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading judges">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : judges.isError ? (
        <RetryAlert onRetry={() => void judges.refetch()} retrying={judges.isFetching}>
          {errorMessage(judges.error)}
        </RetryAlert>
      ) : judges.data.data.length === 0 ? (
        <EmptyState title="No judges yet">
          Invite judges by email. Judging can open once at least one has accepted.
        </EmptyState>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Judges">
          {judges.data.data.map((j) => (
            <Paper
              component="li"
              key={j.judgeId}
              variant="outlined"
              sx={{ p: 1.5, borderRadius: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
            >
              <Stack sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{j.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {j.email}
                  {j.organisation ? ` · ${j.organisation}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {j.submittedCount} of {j.assignedCount} reviewed · {j.conflictCount} conflict
                  {j.conflictCount === 1 ? '' : 's'}
                </Typography>
              </Stack>
              <Chip
                size="small"
                label={j.inviteExpired ? 'Invitation expired' : STATUS[j.status].label}
                color={j.inviteExpired ? 'error' : STATUS[j.status].color}
              />
              {j.status === 'invited' ? (
                <Button
                  size="small"
                  disabled={resend.isPending}
                  aria-label={`Re-send the invitation to ${j.name}`}
                  onClick={() =>
                    resend.mutate(j.judgeId, {
                      onSuccess: ({ message }) => message && toast.success(message),
                      onError: (err) => toast.error(errorMessage(err)),
                    })
                  }
                >
                  Re-send
                </Button>
              ) : null}
              {j.status !== 'removed' ? (
                <>
                  <Button size="small" aria-label={`Conflicts of ${j.name}`} onClick={() => setConflictsOf(j)}>
                    Conflicts
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={`Remove ${j.name}`}
                    onClick={() => {
                      setDiscard(false);
                      setRemoving(j);
                    }}
                  >
                    Remove
                  </Button>
                </>
              ) : null}
            </Paper>
          ))}
        </Stack>
      )}
      <JudgeInviteDialog drillId={drillId} open={inviting} onClose={() => setInviting(false)} />
      {conflictsOf ? (
        <JudgeConflictsDialog drillId={drillId} judge={conflictsOf} onClose={() => setConflictsOf(null)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? 'this judge'}?`}
        confirmLabel="Remove judge"
        danger
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(
            { judgeId: removing.judgeId, discardScores: discard },
            {
              onSuccess: ({ message }) => {
                toast.success(message ?? `${removing.name} was removed.`);
                setRemoving(null);
              },
              onError: (err) => toast.error(errorMessage(err)),
            },
          )
        }
      >
        They lose access at once and their unfinished assignments are withdrawn (rebalance to give them to other
        judges). Reviews they already submitted stay in the standings unless you discard them.
        <FormControlLabel
          sx={{ display: 'flex', mt: 1 }}
          control={<Switch checked={discard} onChange={(e) => setDiscard(e.target.checked)} />}
          label="Also discard their submitted reviews"
        />
      </ConfirmDialog>
    </Paper>
  );
};
