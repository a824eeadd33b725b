import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DrillPhase } from '@elevate/contracts/drills/drill-content.schema';
import type { Leaderboard, LeaderboardRow } from '@elevate/contracts/drills/results.schema';
import { ResultsMessages } from '@elevate/contracts/drills/submission.messages';
import { useLeaderboard } from '../api/leaderboard';
import { DashboardSection, QueryState, SectionEmpty } from './dashboard-section';
import { DrillDateTime } from './drill-date';

/** How many rows the public page shows before "Show all". */
export const LEADERBOARD_PREVIEW_ROWS = 10;

/** When the results were published, and whether they are provisional (until when) or final. */
const BoardStatus = ({ board }: { board: Leaderboard }) =>
  board.publishedAt ? (
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
  ) : null;

/** The award winners of a phase, first, as a list named for the phase. */
const Winners = ({ rows, phase }: { rows: readonly LeaderboardRow[]; phase: string }) => (
  <Box
    component="ul"
    aria-label={`Winners of ${phase}`}
    sx={{
      listStyle: 'none',
      p: 0,
      m: 0,
      mb: 2,
      display: 'grid',
      gap: 1,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
    }}
  >
    {rows.map((row) => (
      <Box
        component="li"
        key={`${row.rank}-${row.displayName}`}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.5, minWidth: 0 }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
          {row.award}
        </Typography>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {row.displayName}
          {row.isMine ? ' (you)' : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Rank {row.rank}
        </Typography>
      </Box>
    ))}
  </Box>
);

/**
 * A published leaderboard: status (provisional or final), optionally the winners first, the ranked table
 * (optionally the first rows with "Show all"), and how ties were broken. The caller's own row is marked.
 */
export const PublishedLeaderboard = ({
  board,
  phase,
  captionId,
  winnersFirst = false,
  previewRows,
}: {
  board: Leaderboard;
  phase: string;
  /** The heading that names the table. */
  captionId: string;
  winnersFirst?: boolean;
  /** Show only this many rows until "Show all"; all when unset. */
  previewRows?: number;
}) => {
  const [all, setAll] = useState(false);
  const winners = winnersFirst ? board.data.filter((r) => r.award) : [];
  const cut = !all && previewRows !== undefined && board.data.length > previewRows;
  const rows = cut ? board.data.slice(0, previewRows) : board.data;
  const tableId = `${captionId}-table`;
  return (
    <>
      <BoardStatus board={board} />
      {winners.length > 0 ? <Winners rows={winners} phase={phase} /> : null}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={captionId} id={tableId}>
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
            {rows.map((row) => (
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
      {cut ? (
        <Button size="small" onClick={() => setAll(true)} aria-controls={tableId} sx={{ mt: 1 }}>
          Show all {board.data.length}
        </Button>
      ) : null}
      {board.tieBreakSentence ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {board.tieBreakSentence}
        </Typography>
      ) : null}
    </>
  );
};

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
            <PublishedLeaderboard board={board} phase={phase.phase} captionId={captionId} />
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
