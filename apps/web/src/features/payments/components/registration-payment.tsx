import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatPaise } from '@elevate/contracts/payments/money';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { useLatestPayment } from '../api/latest-payment';
import { paymentDateTime } from './payment-date';
import { ReceiptDownloadButton } from './receipt-download-button';

const Item = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/**
 * My info's payment: what was paid for this registration, when, the receipt number and its PDF. Nothing when
 * the registration was free (no paid or refunded payment).
 */
export const RegistrationPayment = ({ drillId }: { drillId: number }) => {
  const latest = useLatestPayment(drillId);
  if (latest.isPending)
    return <Skeleton variant="rounded" height={120} role="status" aria-label="Loading your payment" />;
  if (latest.isError)
    return (
      <RetryAlert onRetry={() => void latest.refetch()} retrying={latest.isFetching}>
        We could not load your payment. {errorMessage(latest.error)}
      </RetryAlert>
    );
  const payment = latest.data;
  if (!payment || (payment.status !== 'paid' && payment.status !== 'refunded')) return null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-payment-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="my-payment-title" variant="h3" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          Payment
        </Typography>
        {payment.status === 'refunded' ? <Chip size="small" label="Refunded" color="warning" /> : null}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}>
        <Item label="Amount paid">
          {formatPaise(payment.amountPaise)}
          {payment.promoCode ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              (promo code {payment.promoCode})
            </Typography>
          ) : null}
        </Item>
        {payment.paidAt ? <Item label="Paid on">{paymentDateTime(payment.paidAt)}</Item> : null}
        {payment.receiptNumber ? <Item label="Receipt number">{payment.receiptNumber}</Item> : null}
        {payment.refundedAt ? <Item label="Refunded on">{paymentDateTime(payment.refundedAt)}</Item> : null}
      </Box>
      {payment.status === 'refunded' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {PaymentMessages.refunded}
        </Typography>
      ) : null}
      {payment.receiptNumber ? (
        <Box sx={{ mt: 2.5 }}>
          <ReceiptDownloadButton paymentId={payment.paymentId} receiptNumber={payment.receiptNumber} />
        </Box>
      ) : null}
    </Paper>
  );
};

export default RegistrationPayment;
