import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Rubric } from '@elevate/contracts/judging/judging.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRunJudging, type JudgingAction } from '../api/run-judging';
import { JudgingStatusChip } from './judging-status-chip';
import { tieBreakSentence } from './tie-break-editor';

const CONFIRM: Record<Exclude<JudgingAction, 'rebalance'>, { title: string; label: string }> = {
  open: { title: 'Open judging?', label: 'Open judging' },
  close: { title: 'Close judging?', label: 'Close judging' },
  reopen: { title: 'Reopen judging?', label: 'Reopen judging' },
};

/** Where the phase's judging is, and what moves it on: Open (asking first), Rebalance, Close, Reopen. */
export const JudgingActions = ({ drillId, rubric }: { drillId: number; rubric: Rubric }) => {
  const run = useRunJudging(drillId, rubric.phaseId);
  const [asking, setAsking] = useState<Exclude<JudgingAction, 'rebalance'> | null>(null);
  const [reason, setReason] = useState('');
  const go = (action: JudgingAction) =>
    run.mutate(
      { action, reason },
      {
        onSuccess: ({ message }) => {
          if (message) toast.success(message);
          setAsking(null);
          setReason('');
        },
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  const status = rubric.judgingStatus;
  return (
    <Paper
      component="section"
      aria-labelledby="judging-state-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id="judging-state-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {rubric.phaseName}
            </Typography>
            <JudgingStatusChip status={status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {rubric.activeJudgeCount} active judge{rubric.activeJudgeCount === 1 ? '' : 's'} · {rubric.submittedCount}{' '}
            submitted submission{rubric.submittedCount === 1 ? '' : 's'}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {status === 'setup' ? (
            <Button variant="contained" disabled={rubric.problems.length > 0} onClick={() => setAsking('open')}>
              Open judging
            </Button>
          ) : null}
          {status === 'open' ? (
            <>
              <PendingButton variant="outlined" pending={run.isPending && !asking} onClick={() => go('rebalance')}>
                Rebalance
              </PendingButton>
              <Button variant="contained" color="warning" onClick={() => setAsking('close')}>
                Close judging
              </Button>
            </>
          ) : null}
          {status === 'closed' ? (
            <Button variant="outlined" onClick={() => setAsking('reopen')}>
              Reopen judging
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {status === 'setup' && rubric.problems.length > 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          Before judging can open:
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {rubric.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {status === 'open' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Rebalance after inviting judges or recording conflicts: submissions short of judges get new ones, evenly.
        </Typography>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? CONFIRM[asking].title : ''}
        confirmLabel={asking ? CONFIRM[asking].label : ''}
        pending={run.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && go(asking)}
      >
        {asking === 'open' ? (
          <>
            Submissions are assigned to the judges now and they are told. The rubric and the scale lock, so every judge
            scores against the same criteria (a later change is recorded in the audit log), and the tie-break chain is
            published as it stands: “{tieBreakSentence(rubric.settings.tieBreak)}”
          </>
        ) : asking === 'close' ? (
          'Judges can no longer change their scores. You can reopen judging later if you need to; that is recorded.'
        ) : (
          <>
            Judges can change their scores again until you close judging. The reopening is recorded in the audit log.
            <TextField
              label="Reason (optional, for the audit log)"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </>
        )}
      </ConfirmDialog>
    </Paper>
  );
};
