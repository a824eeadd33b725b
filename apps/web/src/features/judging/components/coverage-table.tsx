import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Coverage } from '@elevate/contracts/judging/judging.schema';
import { JudgeProgress } from './judge-progress';

/**
 * Coverage of a phase: per submission, the judges assigned and the reviews in, those short of K highlighted;
 * and each judge's progress.
 */
export const CoverageTable = ({ coverage }: { coverage: Coverage }) => {
  const { summary } = coverage;
  return (
    <Paper
      component="section"
      aria-labelledby="coverage-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="coverage-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Coverage
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {summary.fullyReviewed} of {summary.submissions} submissions have {coverage.reviewsPerSubmission} reviews ·{' '}
        {summary.short} short · {summary.submittedReviews} of {summary.assignments} reviews in
      </Typography>
      {coverage.submissions.length === 0 ? (
        <Typography color="text.secondary">No submitted submissions in this phase yet.</Typography>
      ) : (
        <TableContainer sx={{ mb: 3 }}>
          <Table size="small" aria-label="Reviews per submission">
            <TableHead>
              <TableRow>
                <TableCell>Submission</TableCell>
                <TableCell>Judges</TableCell>
                <TableCell align="right">Reviews in</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {coverage.submissions.map((s) => (
                <TableRow
                  key={s.submissionId}
                  sx={s.shortBy > 0 ? { bgcolor: (t) => alpha(t.palette.warning.main, 0.1) } : undefined}
                >
                  <TableCell sx={{ minWidth: 160 }}>
                    <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                      {s.ownerName}
                    </Typography>
                    <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.5 }}>
                      {s.isCalibration ? <Chip size="small" label="Calibration" color="secondary" /> : null}
                      {s.shortBy > 0 ? (
                        <Chip size="small" color="warning" label={`Short of K by ${s.shortBy}`} />
                      ) : null}
                      {s.unassignedBy > 0 ? (
                        <Chip
                          size="small"
                          color="error"
                          variant="outlined"
                          label={`Needs ${s.unassignedBy} more judge${s.unassignedBy === 1 ? '' : 's'}`}
                        />
                      ) : null}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    {s.judges.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        None yet
                      </Typography>
                    ) : (
                      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                        {s.judges.map((j) => (
                          <Typography component="li" variant="body2" key={j.assignmentId}>
                            {j.name}:{' '}
                            {j.review === 'submitted'
                              ? `${j.total?.toFixed(1) ?? '–'}`
                              : j.review === 'draft'
                                ? 'draft'
                                : 'not started'}
                          </Typography>
                        ))}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {s.submittedReviews} / {coverage.reviewsPerSubmission}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Judges’ progress
      </Typography>
      {coverage.judges.length === 0 ? (
        <Typography color="text.secondary">No judges yet.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {coverage.judges.map((j) => (
            <Box
              component="li"
              key={j.judgeId}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {j.name}
              </Typography>
              <JudgeProgress progress={j} label={j.name} />
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
};
