import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { Applicant } from '@elevate/contracts/applications/applicants.schema';
import { formatDate } from '@elevate/contracts/common/format';
import { StatusChip } from './status-chip';

export const applicantName = (a: Pick<Applicant, 'user'>) => `${a.user.fullName} ${a.user.lastName}`.trim();

export interface ApplicantActions {
  onView: (a: Applicant) => void;
  onMove: (a: Applicant) => void;
}

/** Where the applicant is and what they studied, in one line. */
const placeOf = (a: Applicant) =>
  [a.user.currentCity, a.user.highestQualification].filter(Boolean).join(' · ') || 'No city or qualification given';

const Actions = ({ a, onView, onMove }: ApplicantActions & { a: Applicant }) => {
  const name = applicantName(a);
  return (
    <Stack
      direction={{ xs: 'row', md: 'column' }}
      spacing={1}
      sx={{ alignItems: { md: 'flex-end' }, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
    >
      <Button size="small" variant="outlined" onClick={() => onView(a)} aria-label={`View profile of ${name}`}>
        View profile
      </Button>
      <Button size="small" variant="contained" onClick={() => onMove(a)} aria-label={`Move ${name} to another status`}>
        Move to…
      </Button>
    </Stack>
  );
};

const Feedback = ({ text }: { text: string | null }) =>
  text ? (
    <Typography
      variant="body2"
      color="text.secondary"
      title={text}
      sx={{ mt: 0.5, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      “{text}”
    </Typography>
  ) : null;

const ResumeMark = ({ a }: { a: Applicant }) =>
  a.resumeAvailable ? (
    <DescriptionOutlinedIcon fontSize="small" titleAccess="Resume attached" sx={{ color: 'text.secondary', ml: 0.5 }} />
  ) : null;

/** From 768 px: a table, one row per applicant. */
export const ApplicantsTable = ({ rows, ...actions }: ApplicantActions & { rows: Applicant[] }) => (
  <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
    <Table aria-label="Applicants">
      <TableHead>
        <TableRow>
          <TableCell>Applicant</TableCell>
          <TableCell>Applied on</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((a) => (
          <TableRow key={a.applicationId} hover>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{applicantName(a)}</Typography>
                <ResumeMark a={a} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {a.user.email}
              </Typography>
              <Typography variant="body2">{placeOf(a)}</Typography>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.appliedDateTime)}</TableCell>
            <TableCell>
              <StatusChip status={a.currentStatus} />
              <Feedback text={a.lastFeedback} />
            </TableCell>
            <TableCell align="right">
              <Actions a={a} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

/** Below 768 px: one card per applicant. */
export const ApplicantCards = ({ rows, ...actions }: ApplicantActions & { rows: Applicant[] }) => (
  <Stack component="ul" aria-label="Applicants" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
    {rows.map((a) => (
      <Card component="li" key={a.applicationId}>
        <CardContent sx={{ pb: 1 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>{applicantName(a)}</Typography>
                <ResumeMark a={a} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {a.user.email}
              </Typography>
            </Box>
            <StatusChip status={a.currentStatus} />
          </Stack>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {placeOf(a)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Applied on {formatDate(a.appliedDateTime)}
          </Typography>
          <Feedback text={a.lastFeedback} />
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Actions a={a} {...actions} />
        </CardActions>
      </Card>
    ))}
  </Stack>
);

export const ApplicantsSkeleton = ({ rows = 5 }: { rows?: number }) => (
  <Stack role="status" aria-label="Loading applicants" aria-busy spacing={1.5}>
    {Array.from({ length: rows }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={72} data-testid="card-skeleton" />
    ))}
  </Stack>
);
