import { Fragment, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SaarthiApplicationRow } from '@elevate/contracts/saarthi/saarthi.schema';
import { ApplicationDetails } from './application-details';

export type Reviewing = { row: SaarthiApplicationRow; decision: 'approve' | 'reject' };

const Actions = ({ row, onReview }: { row: SaarthiApplicationRow; onReview: (r: Reviewing) => void }) =>
  row.status === 'pending' ? (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" onClick={() => onReview({ row, decision: 'approve' })}>
        Approve
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => onReview({ row, decision: 'reject' })}>
        Reject
      </Button>
    </Stack>
  ) : null;

/** The applications as one table (wide screens), each row opening its full details below it. */
export const ApplicationTable = ({
  rows,
  onReview,
}: {
  rows: SaarthiApplicationRow[];
  onReview: (r: Reviewing) => void;
}) => {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Table size="small" aria-label="Saarthi applications">
      <TableHead>
        <TableRow>
          <TableCell>Applicant</TableCell>
          <TableCell>Role</TableCell>
          <TableCell>Years</TableCell>
          <TableCell>Domains</TableCell>
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <Fragment key={r.saarthiId}>
            <TableRow>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{r.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {r.headline}
                </Typography>
              </TableCell>
              <TableCell>
                {r.designation}, {r.company}
              </TableCell>
              <TableCell>{r.yearsOfExperience}</TableCell>
              <TableCell>{r.expertise.join(', ')}</TableCell>
              <TableCell>
                <Stack spacing={1} sx={{ alignItems: 'start' }}>
                  <Actions row={r} onReview={onReview} />
                  <Button
                    size="small"
                    onClick={() => setOpen(open === r.saarthiId ? null : r.saarthiId)}
                    aria-expanded={open === r.saarthiId}
                  >
                    {open === r.saarthiId ? 'Hide details' : 'Details'}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={5} sx={{ py: 0, borderBottom: open === r.saarthiId ? undefined : 'none' }}>
                <Collapse in={open === r.saarthiId} unmountOnExit>
                  <Box sx={{ py: 2 }}>
                    <ApplicationDetails row={r} />
                  </Box>
                </Collapse>
              </TableCell>
            </TableRow>
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
};

/** One application as a card (phones), all its fields shown. */
export const ApplicationCard = ({
  row,
  onReview,
}: {
  row: SaarthiApplicationRow;
  onReview: (r: Reviewing) => void;
}) => (
  <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
    <CardContent component={Stack} spacing={1.5}>
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {row.headline}
        </Typography>
      </Box>
      <ApplicationDetails row={row} />
      <Actions row={row} onReview={onReview} />
    </CardContent>
  </Card>
);
