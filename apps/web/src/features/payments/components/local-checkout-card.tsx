import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import { formatPaise } from '@elevate/contracts/payments/money';
import { paymentStatusPath, type PaymentStatusPage } from '@elevate/contracts/payments/payments.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { LocalCheckout, VerifyPaymentBody } from '@elevate/contracts/payments/payments.schema';
import { PendingButton } from '@/components/pending-button';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { attemptPayment } from '../api/attempt-payment';
import { useLocalCheckout } from '../api/local-checkout';
import { useLocalCheckoutAction, type LocalCheckoutOutcome } from '../api/local-checkout-action';
import { paymentKeys } from '../api/payment-keys';
import { verifyPayment } from '../api/verify-payment';

/** Seconds left until `expiresAt`, counted down every second. */
const useSecondsLeft = (expiresAt: string | undefined) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return expiresAt ? Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000)) : null;
};

const countdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const isSigned = (r: Partial<VerifyPaymentBody> | null): r is VerifyPaymentBody =>
  Boolean(r?.razorpay_order_id && r.razorpay_payment_id && r.razorpay_signature);

const hackathonPath = (c: Pick<LocalCheckout, 'entityId'>) => `/drills/${c.entityId}`;

const Frame = ({ children }: { children: React.ReactNode }) => (
  <Paper
    variant="outlined"
    component="section"
    aria-label="Elevate test payments"
    sx={{ borderRadius: 3, overflow: 'hidden', width: '100%' }}
  >
    <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ScienceIcon aria-hidden />
        <Typography component="h1" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          Elevate test payments
        </Typography>
      </Stack>
    </Box>
    <Box sx={{ p: { xs: 2, sm: 3 } }}>{children}</Box>
  </Paper>
);

/** The order can no longer be paid here: why, and the way back to the hackathon. */
const Closed = ({ checkout, expired }: { checkout: LocalCheckout; expired: boolean }) => (
  <Stack spacing={2}>
    <Alert severity={checkout.status === 'paid' ? 'success' : 'warning'}>
      {checkout.status === 'paid'
        ? PaymentMessages.alreadyPaid
        : expired
          ? PaymentMessages.orderExpired
          : PaymentMessages.orderClosed}
    </Alert>
    <Box>
      {checkout.status === 'paid' ? (
        <Button
          component={RouterLink}
          to={paymentStatusPath('success', 'drill', checkout.entityId, checkout.paymentId)}
          variant="contained"
        >
          See your payment
        </Button>
      ) : (
        <Button component={RouterLink} to={hackathonPath(checkout)} variant="contained">
          Back to the hackathon
        </Button>
      )}
    </Box>
  </Stack>
);

/**
 * The local provider's checkout (the default without Razorpay keys): a card like a gateway's with the amount,
 * what it is for, the order and how long it stays open, and the three outcomes a real payment can have. Pay gets
 * signed fields from the server and sends them to verify exactly as Razorpay's handler would.
 */
export const LocalCheckoutCard = ({ paymentId }: { paymentId: string }) => {
  const checkout = useLocalCheckout(paymentId);
  const action = useLocalCheckoutAction(paymentId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [chosen, setChosen] = useState<LocalCheckoutOutcome | null>(null);
  const secondsLeft = useSecondsLeft(checkout.data?.expiresAt);
  const attempted = useRef(false);

  const data = checkout.data;
  // Opening the checkout is the attempt (created → attempted), once.
  useEffect(() => {
    if (!data || data.status !== 'created' || attempted.current) return;
    attempted.current = true;
    attemptPayment(paymentId).catch(() => null);
  }, [data, paymentId]);

  if (checkout.isPending)
    return (
      <Frame>
        <Box role="status" aria-label="Loading the payment">
          <Skeleton variant="text" width="40%" height={48} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="rounded" height={48} sx={{ mt: 3 }} />
        </Box>
      </Frame>
    );
  if (checkout.isError) {
    const gone = checkout.error instanceof ApiError && checkout.error.status < 500;
    return (
      <Frame>
        {gone ? (
          <Stack spacing={2}>
            <Alert severity="warning">{errorMessage(checkout.error)}</Alert>
            <Box>
              <Button component={RouterLink} to="/my-hackathons" variant="contained">
                Go to my hackathons
              </Button>
            </Box>
          </Stack>
        ) : (
          <RetryAlert onRetry={() => void checkout.refetch()} retrying={checkout.isFetching}>
            We could not load this payment. {errorMessage(checkout.error)}
          </RetryAlert>
        )}
      </Frame>
    );
  }

  const c = checkout.data;
  const expired = secondsLeft === 0;
  const open = (c.status === 'created' || c.status === 'attempted') && !expired;
  const busy = action.isPending || verifying;
  const to = (page: PaymentStatusPage) => navigate(paymentStatusPath(page, 'drill', c.entityId, c.paymentId));

  const choose = (outcome: LocalCheckoutOutcome) => {
    if (busy) return;
    setProblem(null);
    setChosen(outcome);
    action.mutate(outcome, {
      onSuccess: (signed) => {
        void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
        if (outcome === 'fail') return to('failure');
        if (outcome === 'pending') return to('pending');
        if (!isSigned(signed)) return to('pending');
        setVerifying(true);
        verifyPayment(c.paymentId, signed).then(
          (view) => to(view.status === 'paid' ? 'success' : view.status === 'failed' ? 'failure' : 'pending'),
          (err: unknown) => {
            setVerifying(false);
            setProblem(errorMessage(err));
          },
        );
      },
      onError: (err) => {
        setProblem(errorMessage(err));
        void checkout.refetch();
      },
    });
  };

  return (
    <Frame>
      <Typography color="text.secondary" variant="body2">
        Amount to pay
      </Typography>
      <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2 }}>
        {formatPaise(c.amountPaise)}
      </Typography>
      <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{c.description}</Typography>
      <Box
        component="dl"
        sx={{ m: 0, mt: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          Order
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {c.providerOrderId}
        </Typography>
        {open ? (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              Expires in
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <span role="timer" aria-live="off">
                {secondsLeft === null ? '' : countdown(secondsLeft)}
              </span>
            </Typography>
          </>
        ) : null}
      </Box>
      <Divider sx={{ my: 2.5 }} />
      {open ? (
        <Stack spacing={1.5}>
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          <PendingButton
            variant="contained"
            size="large"
            startIcon={<LockIcon />}
            pending={busy && chosen === 'pay'}
            disabled={busy}
            onClick={() => choose('pay')}
            fullWidth
          >
            Pay {formatPaise(c.amountPaise)}
          </PendingButton>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <PendingButton
              variant="outlined"
              color="error"
              pending={busy && chosen === 'fail'}
              disabled={busy}
              onClick={() => choose('fail')}
              fullWidth
            >
              Fail the payment
            </PendingButton>
            <PendingButton
              variant="outlined"
              pending={busy && chosen === 'pending'}
              disabled={busy}
              onClick={() => choose('pending')}
              fullWidth
            >
              Leave it pending
            </PendingButton>
          </Stack>
        </Stack>
      ) : (
        <Closed checkout={c} expired={expired} />
      )}
      <Alert severity="info" icon={<ScienceIcon />} sx={{ mt: 2.5 }}>
        This is the local test provider: no money moves and no card is asked for. A server with Razorpay keys takes real
        payments through Razorpay Checkout instead.
      </Alert>
    </Frame>
  );
};
