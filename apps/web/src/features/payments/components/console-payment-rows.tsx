// One payment of the consoles' payments list: its pieces, as a table row (768 px and up) and as a card on phones.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { formatPaise } from '@elevate/contracts/payments/money';
import type { PaymentStatus } from '@elevate/contracts/payments/payments.constants';
import type { PaymentListItem } from '@elevate/contracts/payments/payments.schema';
import { PendingButton } from '@/components/pending-button';
import { visuallyHidden } from '@/components/visually-hidden';
import { istDayTime, PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS } from './console-payment-format';

const StatusChip = ({ status }: { status: PaymentStatus }) => (
  <Chip size="small" color={PAYMENT_STATUS_COLORS[status]} label={PAYMENT_STATUS_LABELS[status]} />
);

/** '₹1,274' and, under it, 'list ₹1,499 · EARLY15 −₹225' when a code took something off. */
const Amount = ({ p }: { p: PaymentListItem }) => (
  <>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {formatPaise(p.amountPaise)}
    </Typography>
    {p.discountPaise > 0 ? (
      <Typography variant="caption" color="text.secondary" component="div">
        {formatPaise(p.listPricePaise)} less {formatPaise(p.discountPaise)}
        {p.promoCode ? ` (${p.promoCode})` : ''}
      </Typography>
    ) : null}
  </>
);

export interface RowActions {
  onReceipt: (p: PaymentListItem) => void;
  onRefund: (p: PaymentListItem) => void;
  /** Admins: narrow the list to the row's hackathon. */
  onHackathon?: (p: PaymentListItem) => void;
  downloading: string | null;
}

/** The receipt's number as the button that downloads it (PDF). */
const ReceiptButton = ({ p, onReceipt, downloading }: { p: PaymentListItem } & RowActions) =>
  p.receiptNumber ? (
    <PendingButton
      size="small"
      startIcon={<ReceiptLongOutlinedIcon />}
      pending={downloading === p.paymentId}
      onClick={() => onReceipt(p)}
      aria-label={`Receipt ${p.receiptNumber}`}
      title="Download the receipt (PDF)"
      sx={{ whiteSpace: 'nowrap', textTransform: 'none', fontWeight: 500, ml: -0.5 }}
    >
      {p.receiptNumber}
    </PendingButton>
  ) : (
    <Typography variant="body2" color="text.secondary" component="span">
      No receipt
    </Typography>
  );

const RefundButton = ({ p, onRefund }: { p: PaymentListItem } & RowActions) =>
  p.status === 'paid' ? (
    <Button size="small" color="error" onClick={() => onRefund(p)} aria-label={`Refund ${p.payerName}`}>
      Refund
    </Button>
  ) : null;

const Hackathon = ({ p, onHackathon }: { p: PaymentListItem; onHackathon?: RowActions['onHackathon'] }) =>
  onHackathon ? (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => onHackathon(p)}
      sx={{ textAlign: 'left', overflowWrap: 'break-word' }}
      title="Show only this hackathon"
    >
      {p.entityName}
    </Link>
  ) : (
    <>{p.entityName}</>
  );

const Payer = ({ p }: { p: PaymentListItem }) => (
  <>
    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {p.payerName}
    </Typography>
    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {p.payerEmail}
    </Typography>
  </>
);

const Notes = ({ p }: { p: PaymentListItem }) =>
  p.status === 'refunded' && p.refundReason ? (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
      Refunded{p.refundedAt ? ` ${istDayTime(p.refundedAt)}` : ''}: {p.refundReason}
    </Typography>
  ) : p.status === 'failed' && p.failureReason ? (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {p.failureReason}
    </Typography>
  ) : null;

export const PaymentsTable = ({
  rows,
  showHackathon,
  ...actions
}: { rows: PaymentListItem[]; showHackathon: boolean } & RowActions) => (
  <TableContainer component={Paper} variant="outlined">
    <Table size="small" aria-label="Payments" sx={{ '& td': { verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Payer</TableCell>
          {showHackathon ? <TableCell>Hackathon</TableCell> : null}
          <TableCell>Amount</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Receipt</TableCell>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.paymentId}>
            <TableCell sx={{ minWidth: 100 }}>{istDayTime(p.paidAt ?? p.createdAt)}</TableCell>
            <TableCell sx={{ minWidth: 180, maxWidth: 260 }}>
              <Payer p={p} />
            </TableCell>
            {showHackathon ? (
              <TableCell sx={{ minWidth: 130, maxWidth: 200 }}>
                <Hackathon p={p} onHackathon={actions.onHackathon} />
              </TableCell>
            ) : null}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Amount p={p} />
            </TableCell>
            <TableCell sx={{ minWidth: 140, maxWidth: 220 }}>
              <StatusChip status={p.status} />
              <Notes p={p} />
            </TableCell>
            <TableCell>
              <ReceiptButton p={p} {...actions} />
            </TableCell>
            <TableCell align="right" sx={{ width: '1%' }}>
              <RefundButton p={p} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

export const PaymentCard = ({
  p,
  showHackathon,
  ...actions
}: { p: PaymentListItem; showHackathon: boolean } & RowActions) => (
  <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ minWidth: 0 }}>
        <Payer p={p} />
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Amount p={p} />
      </Box>
    </Stack>
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <StatusChip status={p.status} />
      <Typography variant="body2" color="text.secondary">
        {istDayTime(p.paidAt ?? p.createdAt)}
      </Typography>
    </Stack>
    {showHackathon ? (
      <Typography variant="body2" sx={{ mt: 0.5 }} component="div">
        <Hackathon p={p} onHackathon={actions.onHackathon} />
      </Typography>
    ) : null}
    <Notes p={p} />
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <ReceiptButton p={p} {...actions} />
      <RefundButton p={p} {...actions} />
    </Stack>
  </Paper>
);
