import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { StandingsMessages } from '@elevate/contracts/judging/standings.messages';
import type { Standings } from '@elevate/contracts/judging/standings.schema';
import { dateTimeOf } from './standings-format';

/** Where the phase stands: judging, shortlist, published results (provisional until … or final). */
export const StandingsStateChips = ({ phase }: { phase: Standings['phase'] }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
    <Chip
      size="small"
      color={phase.judgingClosed ? 'default' : 'info'}
      label={
        phase.judgingClosed ? 'Judging closed' : phase.judgingStatus === 'open' ? 'Judging open' : 'Judging not started'
      }
    />
    {phase.shortlistedAt ? (
      <Chip size="small" color="success" variant="outlined" label={`Shortlisted ${dateTimeOf(phase.shortlistedAt)}`} />
    ) : null}
    {phase.resultsState === 'provisional' && phase.finalAt ? (
      <Chip size="small" color="warning" label={`Published · provisional until ${dateTimeOf(phase.finalAt)}`} />
    ) : phase.resultsState === 'final' ? (
      <Chip size="small" color="success" label="Published · final" />
    ) : null}
  </Box>
);

/** The judges' agreement with its reading, the tie-break chain, and how normalised scores read. */
export const StandingsNotes = ({ standings }: { standings: Standings }) => {
  const { agreement, phase } = standings;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>
        <strong>Judge agreement:</strong>{' '}
        {agreement.value === null
          ? agreement.reading
          : `${agreement.value.toFixed(2)} — ${agreement.reading} (mean rank correlation over ${agreement.pairs} judge ${agreement.pairs === 1 ? 'pair' : 'pairs'}; 1 is the same order, 0 no relation)`}
      </Typography>
      <Typography variant="body2">{phase.tieBreakSentence}</Typography>
      <Typography variant="body2" color="text.secondary">
        {StandingsMessages.scaleNote} {StandingsMessages.zeroSdNote}
      </Typography>
    </Box>
  );
};
