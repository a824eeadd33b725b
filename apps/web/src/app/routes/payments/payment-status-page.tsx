import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import {
  PAYMENT_ENTITY_TYPES,
  PAYMENT_STATUS_PAGES,
  paymentStatusPath,
  statusPageOf,
  type PaymentStatusPage,
} from '@elevate/contracts/payments/payments.constants';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { usePageTitle } from '@/components/use-page-title';
import { usePayment } from '@/features/payments/api/get-payment';
import { useLatestPayment } from '@/features/payments/api/latest-payment';
import { PaymentStatusView, STATUS_PAGE_TITLES } from '@/features/payments/components/payment-status-view';
import { errorMessage } from '@/lib/api-client';
import { RequireAuth } from '../../guards';
import { NotFoundPage } from '../errors/not-found';

const idOf = (value: string | undefined): number | null =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

const isStatusPage = (value: string | undefined): value is PaymentStatusPage =>
  (PAYMENT_STATUS_PAGES as readonly string[]).includes(value ?? '');

const Frame = ({ children }: { children: React.ReactNode }) => (
  <Container maxWidth="sm" sx={{ py: { xs: 3, md: 8 }, px: { xs: 1.5, sm: 2 } }}>
    {children}
  </Container>
);

/**
 * The payment itself, read from the server: the path's status is only where the person was sent, so a payment
 * whose state belongs on another page moves there (a pending page does so as soon as its polling sees it settle).
 */
const StatusOfPayment = ({
  page,
  entityId,
  paymentId,
}: {
  page: PaymentStatusPage;
  entityId: number | null;
  paymentId: string | null;
}) => {
  const navigate = useNavigate();
  const latest = useLatestPayment(entityId ?? 0, paymentId === null && entityId !== null);
  const id = paymentId ?? latest.data?.paymentId ?? null;
  const payment = usePayment(id, { poll: page === 'pending' });
  const data = payment.data;
  const belongsOn = data ? statusPageOf(data.status) : null;

  useEffect(() => {
    if (data && belongsOn && belongsOn !== page)
      navigate(paymentStatusPath(belongsOn, data.entityType, data.entityId, data.paymentId), { replace: true });
  }, [data, belongsOn, page, navigate]);

  const failed = latest.error ?? payment.error;
  if (paymentId === null && (entityId === null || (latest.isSuccess && latest.data === null)))
    return (
      <EmptyState
        title="No payment to show"
        action={
          <Button component={RouterLink} to="/my-hackathons" variant="contained">
            Go to my hackathons
          </Button>
        }
      >
        We found no payment of yours for this hackathon.
      </EmptyState>
    );
  if (failed && !data)
    return (
      <RetryAlert
        onRetry={() => {
          if (latest.isError) void latest.refetch();
          if (payment.isError) void payment.refetch();
        }}
      >
        We could not load your payment. {errorMessage(failed)}
      </RetryAlert>
    );
  if (!data || belongsOn !== page)
    return (
      <Paper variant="outlined" sx={{ p: 4, borderRadius: 3 }} role="status" aria-label="Loading your payment">
        <Skeleton variant="circular" width={56} height={56} sx={{ mx: 'auto' }} />
        <Skeleton variant="text" height={44} sx={{ mt: 2 }} />
        <Skeleton variant="text" width="70%" sx={{ mx: 'auto' }} />
        <Skeleton variant="rounded" height={40} width={220} sx={{ mx: 'auto', mt: 3 }} />
      </Paper>
    );
  return <PaymentStatusView page={page} payment={data} />;
};

/**
 * /paymentstatus/{status}/{entityType}(/{entityId})?paymentId= (spec §2.3, docs/decisions/032): success,
 * failure or pending after a payment, with the next step. Signed in only; drawn in the browser, so the server
 * answers it noindex. Without paymentId the entity's latest payment is shown.
 */
export const PaymentStatusPageRoute = () => {
  const { status, entityType, entityId: rawEntityId } = useParams();
  const [params] = useSearchParams();
  const page = isStatusPage(status) ? status : null;
  usePageTitle(page ? STATUS_PAGE_TITLES[page] : 'Page not found');
  const entityId = idOf(rawEntityId);
  const known =
    page !== null &&
    (PAYMENT_ENTITY_TYPES as readonly string[]).includes(entityType ?? '') &&
    (rawEntityId === undefined || entityId !== null);
  if (!known || page === null) return <NotFoundPage />;
  const paymentId = params.get('paymentId')?.trim() || null;
  return (
    <RequireAuth>
      <Frame>
        <StatusOfPayment key={`${page}-${paymentId}`} page={page} entityId={entityId} paymentId={paymentId} />
      </Frame>
    </RequireAuth>
  );
};

export default PaymentStatusPageRoute;
