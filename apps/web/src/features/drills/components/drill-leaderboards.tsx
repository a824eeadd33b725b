import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DrillPhase } from '@elevate/contracts/drills/drill-content.schema';
import { ResultsMessages } from '@elevate/contracts/drills/submission.messages';
import { usePublicLeaderboard } from '../api/public-leaderboard';
import { QueryState } from './dashboard-section';
import { LEADERBOARD_PREVIEW_ROWS, PublishedLeaderboard } from './leaderboard-panel';

const PublicPhaseLeaderboard = ({ drillId, phase }: { drillId: number; phase: DrillPhase }) => {
  const query = usePublicLeaderboard(drillId, phase.phaseId);
  const captionId = `results-${phase.phaseId}`;
  return (
    <Box component="section" aria-labelledby={captionId} sx={{ '& + &': { mt: 4 } }}>
      <Typography id={captionId} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {phase.phase}
      </Typography>
      <QueryState
        query={query}
        label={`Loading the ${phase.phase} results`}
        skeleton={[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="text" height={32} />
        ))}
      >
        {(board) =>
          !board.published || board.data.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {ResultsMessages.notPublished}
            </Typography>
          ) : (
            <PublishedLeaderboard
              board={board}
              phase={phase.phase}
              captionId={captionId}
              winnersFirst
              previewRows={LEADERBOARD_PREVIEW_ROWS}
            />
          )
        }
      </QueryState>
    </Box>
  );
};

/**
 * The hackathon page's results, public once the hosts publish them (as on Devpost and Unstop): per published
 * phase, latest first, the winners by award, then the ranked list (the first rows, then "Show all"), whether
 * they are provisional or final, and how ties were broken.
 */
export const DrillLeaderboards = ({ drillId, phases }: { drillId: number; phases: readonly DrillPhase[] }) => (
  <>
    {phases
      .filter((p) => p.resultsPublished)
      .reverse()
      .map((phase) => (
        <PublicPhaseLeaderboard key={phase.phaseId} drillId={drillId} phase={phase} />
      ))}
  </>
);
