import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { JudgeProgress as Progress } from '@elevate/contracts/judging/judging.schema';

/** "7 of 12 reviewed" with a bar, and what is still waiting (drafts, calibration first). */
export const JudgeProgress = ({ progress, label = 'Your progress' }: { progress: Progress; label?: string }) => {
  const percent = progress.assigned === 0 ? 0 : (progress.submitted / progress.assigned) * 100;
  const notes = [
    progress.drafts > 0 ? `${progress.drafts} draft${progress.drafts === 1 ? '' : 's'}` : '',
    progress.calibrationPending > 0 ? `${progress.calibrationPending} calibration to score first` : '',
  ].filter(Boolean);
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {progress.submitted} of {progress.assigned} reviewed
        {notes.length > 0 ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · {notes.join(' · ')}
          </Typography>
        ) : null}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${label}: ${progress.submitted} of ${progress.assigned} reviewed`}
        sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
      />
    </Box>
  );
};
