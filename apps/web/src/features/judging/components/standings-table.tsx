import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import type { StandingsRow } from '@elevate/contracts/judging/standings.schema';
import { visuallyHidden } from '@/components/visually-hidden';
import { oneDecimal, outcomeLabelOf, signedZ } from './standings-format';

const OutcomeChip = ({ row }: { row: StandingsRow }) => (
  <Chip
    size="small"
    variant="outlined"
    color={row.outcome?.advanced === true ? 'success' : row.outcome?.advanced === false ? 'default' : 'info'}
    label={outcomeLabelOf(row)}
  />
);

const ReviewsCell = ({ row, k }: { row: StandingsRow; k: number }) => (
  <>
    {row.reviewCount} / {k}
    {row.shortOfK ? (
      <Typography component="span" variant="body2" color="warning.main" sx={{ display: 'block' }}>
        Short of {k}
      </Typography>
    ) : null}
    {row.disputed ? (
      <Typography component="span" variant="body2" color="error.main" sx={{ display: 'block' }}>
        Judges disagree
      </Typography>
    ) : null}
  </>
);

/** Each judge's raw total and z for one submission (hosts see the judges' names). */
export const JudgeBreakdown = ({ row }: { row: StandingsRow }) =>
  row.reviews.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      No submitted reviews.
    </Typography>
  ) : (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {row.reviews.map((r) => (
        <Box
          component="li"
          key={r.judgeId}
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, flexWrap: 'wrap' }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {r.judgeName}
          </Typography>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            raw {oneDecimal(r.raw)} · z {signedZ(r.z)}
          </Typography>
        </Box>
      ))}
    </Box>
  );

const StandingsCards = ({ rows, k }: { rows: readonly StandingsRow[]; k: number }) => {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Standings">
      {rows.map((row) => (
        <Paper component="li" key={row.submissionId} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {row.rank}. {row.ownerName}
            </Typography>
            <OutcomeChip row={row} />
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0, mt: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              Normalised
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {oneDecimal(row.friendlyScore)}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Raw average
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {oneDecimal(row.rawAverage)}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Reviews
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <ReviewsCell row={row} k={k} />
            </Typography>
          </Box>
          <Button
            size="small"
            sx={{ mt: 1, px: 0 }}
            aria-expanded={open === row.submissionId}
            onClick={() => setOpen(open === row.submissionId ? null : row.submissionId)}
          >
            {open === row.submissionId ? 'Hide reviews' : 'Show reviews'}
          </Button>
          {open === row.submissionId ? <JudgeBreakdown row={row} /> : null}
        </Paper>
      ))}
    </Stack>
  );
};

/**
 * The standings: rank under the tie-break chain, raw and normalised totals side by side, reviews against K, the
 * outcome, and each judge's raw total and z in an expandable row. On phones, one card per submission.
 */
export const StandingsTable = ({ rows, k }: { rows: readonly StandingsRow[]; k: number }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState<Set<number>>(new Set());
  if (phone) return <StandingsCards rows={rows} k={k} />;
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Standings">
        <TableHead>
          <TableRow>
            <TableCell scope="col">Rank</TableCell>
            <TableCell scope="col">Team or participant</TableCell>
            <TableCell scope="col" align="right">
              Normalised (0–100)
            </TableCell>
            <TableCell scope="col" align="right">
              Raw average
            </TableCell>
            <TableCell scope="col">Reviews</TableCell>
            <TableCell scope="col">Outcome</TableCell>
            <TableCell scope="col">
              <Box component="span" sx={visuallyHidden}>
                Reviews by judge
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const expanded = open.has(row.submissionId);
            return (
              <Fragment key={row.submissionId}>
                <TableRow sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }}>
                  <TableCell>{row.rank}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>{row.ownerName}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {oneDecimal(row.friendlyScore)}
                    {row.normalisedScore !== null ? (
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        z {signedZ(row.normalisedScore)}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {oneDecimal(row.rawAverage)}
                  </TableCell>
                  <TableCell>
                    <ReviewsCell row={row} k={k} />
                  </TableCell>
                  <TableCell>
                    <OutcomeChip row={row} />
                  </TableCell>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-expanded={expanded}
                      aria-label={`${expanded ? 'Hide' : 'Show'} reviews of ${row.ownerName}`}
                      onClick={() => toggle(row.submissionId)}
                    >
                      {expanded ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
                    </IconButton>
                  </TableCell>
                </TableRow>
                {expanded ? (
                  <TableRow>
                    <TableCell colSpan={7} sx={{ bgcolor: 'action.hover' }}>
                      <JudgeBreakdown row={row} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
};
