import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewState } from '@elevate/contracts/judging/judging.constants';
import type { MyAssignment } from '@elevate/contracts/judging/judging.schema';

export const judgingAssignmentPath = (assignmentId: number) => `/judging/assignments/${assignmentId}`;

const REVIEW_LABELS: Record<ReviewState, { label: string; color: 'default' | 'info' | 'success' }> = {
  none: { label: 'Not started', color: 'default' },
  draft: { label: 'Draft', color: 'info' },
  submitted: { label: 'Submitted', color: 'success' },
};

/** My assigned submissions of a phase as the API orders them (calibration first, marked), each with its review state. */
export const MyAssignmentList = ({ assignments }: { assignments: readonly MyAssignment[] }) => (
  <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Submissions assigned to you">
    {assignments.map((a) => (
      <Paper component="li" key={a.assignmentId} variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        <ListItemButton
          component={RouterLink}
          to={judgingAssignmentPath(a.assignmentId)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1.5 }}
        >
          <Stack sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{a.displayName}</Typography>
            {a.problemStatementTitle ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {a.problemStatementTitle}
              </Typography>
            ) : null}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {a.isCalibration ? <Chip size="small" color="secondary" label="Calibration: score first" /> : null}
            <Chip size="small" label={REVIEW_LABELS[a.review].label} color={REVIEW_LABELS[a.review].color} />
            {a.total !== null ? (
              <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 56, textAlign: 'right' }}>
                {a.total.toFixed(1)}
              </Typography>
            ) : null}
          </Stack>
        </ListItemButton>
      </Paper>
    ))}
  </Stack>
);
