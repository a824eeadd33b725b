import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { useDrillPhases } from '@/features/console/api/get-drill-phases';
import { usePhaseStandings } from '@/features/judging/api/get-phase-standings';
import { useUnpublishResults } from '@/features/judging/api/publish-results';
import { PublishResultsDialog } from '@/features/judging/components/publish-results-dialog';
import { ShortlistDialog } from '@/features/judging/components/shortlist-dialog';
import { StandingsNotes, StandingsStateChips } from '@/features/judging/components/standings-summary';
import { StandingsTable } from '@/features/judging/components/standings-table';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useHostedDrillId } from './hackathon-console-routes';

const Loading = ({ label }: { label: string }) => (
  <Box role="status" aria-label={label}>
    {[0, 1, 2, 3].map((i) => (
      <Skeleton key={i} variant="text" height={40} />
    ))}
  </Box>
);

/** One phase's standings, agreement, shortlist and publishing. */
const PhaseResults = ({ drillId, phaseId }: { drillId: number; phaseId: number }) => {
  const query = usePhaseStandings(drillId, phaseId);
  const unpublish = useUnpublishResults(drillId, phaseId);
  const [dialog, setDialog] = useState<'shortlist' | 'publish' | 'unpublish' | null>(null);

  if (!query.data) {
    return query.isError ? (
      <RetryAlert onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {errorMessage(query.error)}
      </RetryAlert>
    ) : (
      <Loading label="Loading the standings" />
    );
  }
  const standings = query.data;
  const { phase, rows } = standings;
  const canDecide = phase.judgingClosed && rows.length > 0;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <StandingsStateChips phase={phase} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            disabled={!canDecide || phase.resultsState !== 'unpublished'}
            onClick={() => setDialog('shortlist')}
          >
            {phase.shortlistedAt ? 'Change shortlist' : 'Shortlist'}
          </Button>
          {phase.resultsState === 'provisional' ? (
            <Button variant="outlined" color="error" onClick={() => setDialog('unpublish')}>
              Withdraw results
            </Button>
          ) : null}
          <Button
            variant="contained"
            disabled={!canDecide || phase.resultsState === 'final'}
            onClick={() => setDialog('publish')}
          >
            {phase.resultsState === 'provisional' ? 'Publish again' : 'Publish results'}
          </Button>
        </Box>
      </Box>
      {!phase.judgingClosed ? (
        <Alert severity="info">
          Close judging for this phase (Judging tab) to shortlist or publish. Standings below change as judges submit.
        </Alert>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState title="No submissions yet">
          Submitted entries of {phase.name} appear here with their scores once judges review them.
        </EmptyState>
      ) : (
        <>
          <StandingsNotes standings={standings} />
          <StandingsTable rows={rows} k={phase.reviewsPerSubmission} />
        </>
      )}
      {dialog === 'shortlist' ? (
        <ShortlistDialog
          drillId={drillId}
          phaseId={phaseId}
          nextPhaseName={phase.nextPhaseName}
          rows={rows}
          open
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'publish' ? (
        <PublishResultsDialog drillId={drillId} standings={standings} open onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmDialog
        open={dialog === 'unpublish'}
        title="Withdraw these results?"
        confirmLabel="Withdraw results"
        danger
        pending={unpublish.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          unpublish.mutate(undefined, {
            onSuccess: ({ message }) => {
              toast.success(message ?? 'Results withdrawn');
              setDialog(null);
            },
            onError: (err) => toast.error(errorMessage(err)),
          })
        }
      >
        Participants no longer see the leaderboard of {phase.name}. You can publish again afterwards.
      </ConfirmDialog>
    </Stack>
  );
};

/** The host's Results tab: pick a phase, read its fair standings, shortlist, publish. */
export const HackathonResultsPage = () => {
  const drillId = useHostedDrillId() ?? 0;
  const phasesQuery = useDrillPhases(drillId);
  const [picked, setPicked] = useState<number | null>(null);

  if (!phasesQuery.data) {
    return phasesQuery.isError ? (
      <RetryAlert onRetry={() => void phasesQuery.refetch()} retrying={phasesQuery.isFetching}>
        {errorMessage(phasesQuery.error)}
      </RetryAlert>
    ) : (
      <Loading label="Loading the phases" />
    );
  }
  const phases = phasesQuery.data.phases;
  if (phases.length === 0) {
    return (
      <EmptyState title="No phases yet">
        Add the hackathon’s phases first; each judged phase gets its standings and results here.
      </EmptyState>
    );
  }
  const phaseId = phases.some((p) => p.phaseId === picked) ? picked! : phases[0]!.phaseId;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, flexGrow: 1 }}>
          Results
        </Typography>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="results-phase-label">Phase</InputLabel>
          <Select
            labelId="results-phase-label"
            label="Phase"
            value={phaseId}
            onChange={(e) => setPicked(Number(e.target.value))}
          >
            {phases.map((p) => (
              <MenuItem key={p.phaseId} value={p.phaseId}>
                {p.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      <PhaseResults key={phaseId} drillId={drillId} phaseId={phaseId} />
    </Paper>
  );
};
export default HackathonResultsPage;
