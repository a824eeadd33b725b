import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import { participantDashboardPath } from '@elevate/contracts/drills/team.constants';
import { formatPaise } from '@elevate/contracts/payments/money';
import type { PaymentStatusPage } from '@elevate/contracts/payments/payments.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { PaymentView } from '@elevate/contracts/payments/payments.schema';
import { paymentDateTime } from './payment-date';
import { ReceiptDownloadButton } from './receipt-download-button';

/** Under the failure page's title, which already says the payment did not go through. */
const NOTHING_CHARGED = 'No money was taken, or your bank will return it within a few working days.';

/** The title each status page sets. */
export const STATUS_PAGE_TITLES: Record<PaymentStatusPage, string> = {
  success: 'Payment successful',
  failure: 'Payment failed',
  pending: 'Payment pending',
};

const hackathonPath = (p: PaymentView) => `/drills/${p.entityCustUrl || p.entityId}`;

/** The failure page's Try again: back to the hackathon with its registration dialog open. */
export const tryAgainPath = (p: PaymentView) => `${hackathonPath(p)}?register=1`;

const Facts = ({ items }: { items: [string, React.ReactNode][] }) => (
  <Box
    component="dl"
    sx={{
      m: 0,
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
      gap: { xs: 0.25, sm: 1 },
      textAlign: 'left',
    }}
  >
    {items.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);

const Card = ({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) => (
  <Paper
    variant="outlined"
    component="section"
    aria-labelledby="payment-status-title"
    sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
  >
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {icon}
      <Typography
        id="payment-status-title"
        variant="h1"
        sx={{ fontSize: { xs: '1.5rem', sm: '1.8rem' }, fontWeight: 700 }}
      >
        {title}
      </Typography>
      {children}
    </Stack>
  </Paper>
);

const Actions = ({ children }: { children: React.ReactNode }) => (
  <Stack
    direction={{ xs: 'column', sm: 'row' }}
    spacing={1.5}
    useFlexGap
    sx={{
      pt: 1,
      width: { xs: '100%', sm: 'auto' },
      flexWrap: 'wrap',
      justifyContent: 'center',
      '& > *': { whiteSpace: 'nowrap' },
    }}
  >
    {children}
  </Stack>
);

const Success = ({ payment }: { payment: PaymentView }) => (
  <Card
    icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />}
    title={`You are registered for ${payment.entityName}`}
  >
    <Typography color="text.secondary">Payment received: your place is confirmed.</Typography>
    <Box sx={{ width: '100%', maxWidth: 460 }}>
      <Facts
        items={[
          ['Amount paid', formatPaise(payment.amountPaise)],
          ...(payment.paidAt ? ([['Paid on', paymentDateTime(payment.paidAt)]] as [string, string][]) : []),
          ...(payment.receiptNumber ? ([['Receipt number', payment.receiptNumber]] as [string, string][]) : []),
        ]}
      />
    </Box>
    <Typography variant="body2" color="text.secondary">
      A copy of the receipt is in your mail.
    </Typography>
    <Actions>
      {payment.participantId !== null ? (
        <Button
          component={RouterLink}
          to={participantDashboardPath(payment.entityId, payment.participantId)}
          variant="contained"
          startIcon={<DashboardIcon />}
        >
          Go to your hackathon dashboard
        </Button>
      ) : null}
      {payment.receiptNumber ? (
        <ReceiptDownloadButton paymentId={payment.paymentId} receiptNumber={payment.receiptNumber} />
      ) : null}
    </Actions>
  </Card>
);

const Failure = ({ payment }: { payment: PaymentView }) => {
  const refunded = payment.status === 'refunded';
  return (
    <Card
      icon={<ErrorIcon color={refunded ? 'warning' : 'error'} sx={{ fontSize: 56 }} aria-hidden />}
      title={refunded ? 'This payment was refunded' : 'The payment did not go through'}
    >
      {payment.failureReason && !refunded ? (
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{payment.failureReason}</Typography>
      ) : null}
      <Typography color="text.secondary">{refunded ? PaymentMessages.refunded : NOTHING_CHARGED}</Typography>
      <Box sx={{ width: '100%', maxWidth: 460 }}>
        <Facts
          items={[
            ['Hackathon', payment.entityName],
            ['Amount', formatPaise(payment.amountPaise)],
          ]}
        />
      </Box>
      <Actions>
        {payment.canRetry ? (
          <Button component={RouterLink} to={tryAgainPath(payment)} variant="contained">
            Try again
          </Button>
        ) : null}
        <Button
          component={RouterLink}
          to={hackathonPath(payment)}
          variant={payment.canRetry ? 'outlined' : 'contained'}
        >
          Back to the hackathon
        </Button>
      </Actions>
    </Card>
  );
};

const Pending = ({ payment }: { payment: PaymentView }) => (
  <Card icon={<CircularProgress size={48} aria-hidden />} title="Waiting for confirmation">
    <Typography color="text.secondary">{PaymentMessages.pending}</Typography>
    <Typography variant="body2" color="text.secondary" role="status">
      This page checks every few seconds and moves on by itself. You can also close it: you will get a mail once the
      payment is confirmed.
    </Typography>
    <Box sx={{ width: '100%', maxWidth: 460 }}>
      <Facts
        items={[
          ['Hackathon', payment.entityName],
          ['Amount', formatPaise(payment.amountPaise)],
        ]}
      />
    </Box>
    <Actions>
      <Button component={RouterLink} to={hackathonPath(payment)} variant="outlined">
        Back to the hackathon
      </Button>
    </Actions>
  </Card>
);

/** One payment on the status page its state belongs on (the route moves it when the two differ). */
export const PaymentStatusView = ({ page, payment }: { page: PaymentStatusPage; payment: PaymentView }) =>
  page === 'success' ? (
    <Success payment={payment} />
  ) : page === 'failure' ? (
    <Failure payment={payment} />
  ) : (
    <Pending payment={payment} />
  );
