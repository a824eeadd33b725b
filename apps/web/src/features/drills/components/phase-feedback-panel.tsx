import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { PhaseFeedback } from '@elevate/contracts/judging/standings.schema';
import { DrillDateTime } from './drill-date';

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toLocaleString('en-IN');

/** The outcome line: shortlisted and where to, not shortlisted and why the next phase is closed, or the rank. */
export const outcomeTitleOf = (f: PhaseFeedback): string => {
  if (f.advanced === true) return f.nextPhaseName ? `Shortlisted — you go on to ${f.nextPhaseName}` : 'Shortlisted';
  if (f.advanced === false) return 'Not shortlisted';
  return f.rank !== null ? `Rank ${f.rank}` : 'Results published';
};

/**
 * One phase's outcome for the participant: shortlisted or not (and what that means for the next phase), the rank
 * once results are published (provisional until the appeal window ends), the judges' average per criterion and
 * their written feedback as "Judge 1", "Judge 2" — never a judge's name.
 */
export const PhaseFeedbackPanel = ({ feedback: f }: { feedback: PhaseFeedback }) => {
  const headingId = `phase-feedback-${f.phaseId}`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{ '& + &': { mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' } }}
    >
      <Typography variant="body2" color="text.secondary">
        {f.phaseName}
      </Typography>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {outcomeTitleOf(f)}
      </Typography>
      {f.advanced === false && f.nextPhaseName ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Only shortlisted teams submit in {f.nextPhaseName}. Thank you for taking part — the judges’ feedback is below.
        </Typography>
      ) : null}
      {f.rank !== null && f.advanced !== null ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Rank {f.rank}
        </Typography>
      ) : null}
      {f.resultsState !== 'unpublished' ? (
        <Box sx={{ mt: 1 }}>
          {f.resultsState === 'provisional' && f.finalAt ? (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={
                <>
                  Provisional until <DrillDateTime value={f.finalAt} />
                </>
              }
            />
          ) : (
            <Chip size="small" color="success" variant="outlined" label="Final results" />
          )}
        </Box>
      ) : null}

      {f.criteria.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>Scores by criterion (average of the judges)</Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {f.criteria.map((c) => (
              <Box key={c.name} sx={{ mb: 1.25 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography component="dt" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {c.name}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({c.weight}%)
                    </Typography>
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {c.average === null ? 'Not scored' : `${oneDecimal(c.average)} / ${f.scoreScale}`}
                  </Typography>
                </Box>
                {c.average !== null ? (
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, (c.average / f.scoreScale) * 100)}
                    aria-hidden
                    sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                  />
                ) : null}
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}

      {f.comments.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>What the judges wrote</Typography>
          {f.comments.map((c) => (
            <Box
              key={c.judgeLabel}
              component="figure"
              sx={{ m: 0, mb: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}
            >
              <Typography component="figcaption" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
                {c.judgeLabel}
              </Typography>
              <Typography
                component="blockquote"
                variant="body2"
                sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {c.feedback}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : f.feedbackSharing === 'none' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          The hosts of this phase do not share the judges’ feedback.
        </Typography>
      ) : null}
    </Box>
  );
};
