import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DrillPhase } from '@elevate/contracts/drills/drill-content.schema';
import { spanStatus } from '@elevate/contracts/drills/drill-format';
import { DRILL_STATUS_LABELS, type DrillStatus } from '@elevate/contracts/drills/drill-search.constants';
import type { SubmissionListItem } from '@elevate/contracts/drills/submission.schema';
import { DrillDateTime } from './drill-date';

const statusColours: Record<DrillStatus, { bgcolor: string; color: string }> = {
  live: { bgcolor: 'success.main', color: 'success.contrastText' },
  upcoming: { bgcolor: 'info.dark', color: 'info.contrastText' },
  ended: { bgcolor: 'action.selected', color: 'text.primary' },
};

/** Upcoming, Live or Ended as a small filled label (a phase, or the whole hackathon). */
export const PhaseStatusChip = ({ status }: { status: DrillStatus }) => (
  <Box
    component="span"
    sx={{
      ...statusColours[status],
      display: 'inline-block',
      px: 1,
      py: 0.25,
      borderRadius: 4,
      fontSize: '0.75rem',
      fontWeight: 700,
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
    }}
  >
    {DRILL_STATUS_LABELS[status]}
  </Box>
);

const submissionLine = (s: Pick<SubmissionListItem, 'status' | 'version'> | undefined, status: DrillStatus) => {
  if (s?.status === 'submitted') return `Submitted · version ${s.version}`;
  if (s) return status === 'ended' ? 'Draft, not submitted' : 'Draft saved, not submitted yet';
  if (status === 'ended') return 'Not submitted';
  return status === 'live' ? 'Not started' : null;
};

/**
 * The hackathon's phases in order: each with its status by the server's clock, its window in the viewer's
 * zone, where the team's submission stands, and a link to its page.
 */
export const PhaseStatusList = ({
  phases,
  submissions,
  now,
  pathOf,
}: {
  phases: readonly DrillPhase[];
  submissions: readonly Pick<SubmissionListItem, 'phaseId' | 'status' | 'version'>[];
  now: Date;
  pathOf: (phase: DrillPhase) => string;
}) => {
  const byPhase = new Map(submissions.map((s) => [s.phaseId, s]));
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Phases">
      {phases.map((phase, i) => {
        const status = spanStatus(phase.phaseStartDt, phase.phaseEndDt, now);
        const mine = byPhase.get(phase.phaseId);
        const line = submissionLine(mine, status);
        const action = status === 'live' ? (mine ? 'Continue' : 'Start') : 'Open';
        return (
          <Box
            component="li"
            key={phase.phaseId}
            sx={{
              p: 2,
              border: 1,
              borderColor: status === 'live' ? 'success.main' : 'divider',
              borderRadius: 2,
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 1.5,
              alignItems: { sm: 'center' },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    {i + 1}.{' '}
                  </Box>
                  {phase.phase}
                </Typography>
                <PhaseStatusChip status={status} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {status === 'upcoming' ? 'Opens ' : 'Opened '}
                <DrillDateTime value={phase.phaseStartDt} />
                {' · '}
                {status === 'ended' ? 'Closed ' : 'Closes '}
                <DrillDateTime value={phase.phaseEndDt} />
              </Typography>
              {line ? (
                <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
                  {line}
                </Typography>
              ) : null}
            </Box>
            <Button
              component={RouterLink}
              to={pathOf(phase)}
              variant={status === 'live' ? 'contained' : 'outlined'}
              size="small"
              aria-label={`${action} ${phase.phase}`}
              sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              {action}
            </Button>
          </Box>
        );
      })}
    </Stack>
  );
};
