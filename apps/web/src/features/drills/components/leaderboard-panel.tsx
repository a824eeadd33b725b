import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DrillPhase } from '@elevate/contracts/drills/drill-content.schema';
import { ResultsMessages } from '@elevate/contracts/drills/submission.messages';
import { useLeaderboard } from '../api/leaderboard';
import { DashboardSection, QueryState, SectionEmpty } from './dashboard-section';
import { DrillDateTime } from './drill-date';

/** One phase's published leaderboard: rank, name, score and award; the caller's own row is marked. */
export const PhaseLeaderboard = ({ drillId, phase }: { drillId: number; phase: DrillPhase }) => {
  const query = useLeaderboard(drillId, phase.phaseId);
  const captionId = `leaderboard-${phase.phaseId}`;
  return (
    <Box sx={{ '& + &': { mt: 3 } }}>
      <Typography id={captionId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        {phase.phase}
      </Typography>
      <QueryState
        query={query}
        label={`Loading the ${phase.phase} leaderboard`}
        skeleton={[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="text" height={32} />
        ))}
      >
        {(board) =>
          !board.published || board.data.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {ResultsMessages.notPublished}
            </Typography>
          ) : (
            <>
              {board.publishedAt ? (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  Published <DrillDateTime value={board.publishedAt} />
                  {board.resultsState === 'provisional' && board.finalAt ? (
                    <>
                      {' · '}
                      <strong>
                        Provisional until <DrillDateTime value={board.finalAt} />
                      </strong>
                    </>
                  ) : board.resultsState === 'final' ? (
                    <>
                      {' · '}
                      <strong>Final</strong>
                    </>
                  ) : null}
                </Typography>
              ) : null}
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-labelledby={captionId}>
                  <TableHead>
                    <TableRow>
                      <TableCell scope="col">Rank</TableCell>
                      <TableCell scope="col">Team or participant</TableCell>
                      <TableCell scope="col" align="right">
                        Score
                      </TableCell>
                      <TableCell scope="col">Award</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {board.data.map((row) => (
                      <TableRow
                        key={`${row.rank}-${row.displayName}`}
                        selected={row.isMine}
                        aria-current={row.isMine ? 'true' : undefined}
                      >
                        <TableCell>{row.rank}</TableCell>
                        <TableCell sx={{ fontWeight: row.isMine ? 700 : undefined, overflowWrap: 'anywhere' }}>
                          {row.displayName}
                          {row.isMine ? ' (you)' : ''}
                        </TableCell>
                        <TableCell align="right">{row.score.toLocaleString('en-IN')}</TableCell>
                        <TableCell>{row.award ?? '—'}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              {board.tieBreakSentence ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {board.tieBreakSentence}
                </Typography>
              ) : null}
            </>
          )
        }
      </QueryState>
    </Box>
  );
};

/**
 * Results: each phase's leaderboard once the hosts publish it (the hosts issue publishes them), and until then
 * a clear line saying so; `children` goes below (the certificates).
 */
export const ResultsSection = ({
  drillId,
  phases,
  children,
}: {
  drillId: number;
  phases: readonly DrillPhase[];
  children?: ReactNode;
}) => {
  const published = phases.filter((p) => p.resultsPublished);
  return (
    <DashboardSection id="results" title="Results">
      {published.length === 0 ? (
        <SectionEmpty title="No results yet">
          Leaderboards appear here when the hosts publish a phase’s results. You get a notification too.
        </SectionEmpty>
      ) : (
        published.map((phase) => <PhaseLeaderboard key={phase.phaseId} drillId={drillId} phase={phase} />)
      )}
      {children ? (
        <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1.5 }}>
            Certificates
          </Typography>
          {children}
        </Box>
      ) : null}
    </DashboardSection>
  );
};
