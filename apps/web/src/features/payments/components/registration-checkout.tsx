import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { RegistrationBody } from '@elevate/contracts/drills/participation.schema';
import { formatPaise } from '@elevate/contracts/payments/money';
import { localCheckoutPath, paymentStatusPath } from '@elevate/contracts/payments/payments.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { Order, Quote } from '@elevate/contracts/payments/payments.schema';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { attemptPayment } from '../api/attempt-payment';
import { useCreateOrder } from '../api/create-order';
import { quoteQuery, useQuote } from '../api/get-quote';
import { paymentKeys } from '../api/payment-keys';
import { reportPaymentFailure } from '../api/report-payment-failure';
import { verifyPayment } from '../api/verify-payment';
import { loadRazorpay } from '../utils/razorpay-checkout';
import { PriceSummary, PriceSummarySkeleton } from './price-summary';
import { PromoCodeField } from './promo-code-field';

/** The callbacks of the registration dialog (features/drills registration-payment-slot.ts, by shape). */
interface Callbacks {
  registered: (participantId: number | null, message?: string) => void;
  failed: (err: unknown) => void;
}

export interface CheckoutState {
  summary: React.ReactNode;
  submitLabel: string;
  ready: boolean;
  pending: boolean;
  submit: (registration: RegistrationBody, on: Callbacks) => Promise<void>;
}

export const CheckoutMessages = {
  priceChanged:
    'The price has changed since you opened this form. Nothing was charged: check the new total and pay again.',
  dismissed: 'The payment was not completed. Your order is kept for a while: pay again when you are ready.',
  checkoutNotLoaded: 'The payment window could not load. Check your connection and try again; nothing was charged.',
} as const;

/** The server answered that the amount shown is not its price (a changed fee or promo, or a tampered page). */
const isPriceChange = (err: unknown) =>
  err instanceof ApiError &&
  err.status === 400 &&
  ('amountTampered' in err.fields ||
    'expectedAmountPaise' in err.fields ||
    err.message === PaymentMessages.amountTampered);

const promoErrorOf = (err: unknown): string | null => (err instanceof ApiError ? (err.fields.promoCode ?? null) : null);

/** A path on this site stays in the app; a full address of another origin is left for. */
const goTo = (navigate: ReturnType<typeof useNavigate>, url: string) => {
  const target = new URL(url, window.location.origin);
  if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
  else window.location.assign(target.href);
};

/**
 * A paid hackathon's registration: the server's quote (with a promo code, or a team's invite), then an order
 * for exactly that amount and the provider's checkout: the local checkout page, or Razorpay Checkout in a window
 * over this page. Registered only once the server has verified the payment; with nothing to pay (a 100 % code,
 * a team that has paid) the order registers at once.
 */
export const RegistrationCheckout = ({
  drill,
  inviteCode,
  children,
}: {
  drill: DrillDetail;
  inviteCode: string | null;
  children: (controls: CheckoutState) => React.ReactNode;
}) => {
  const uid = useSession()?.session.uid ?? 0;
  const drillId = drill.drillId;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [promo, setPromo] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [problem, setProblem] = useState<{ severity: 'error' | 'warning' | 'info'; text: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const quote = useQuote(drillId, promo, inviteCode);
  const createOrder = useCreateOrder(uid, drillId);

  const apply = (code: string) => {
    setApplying(true);
    setPromoError(null);
    setProblem(null);
    queryClient.fetchQuery(quoteQuery(drillId, code, inviteCode)).then(
      (q: Quote) => {
        setApplying(false);
        setPromo(q.promo?.code ?? code);
      },
      (err: unknown) => {
        setApplying(false);
        setPromoError(promoErrorOf(err) ?? errorMessage(err));
      },
    );
  };

  const statusPage = (status: 'success' | 'failure' | 'pending', paymentId: string) =>
    paymentStatusPath(status, 'drill', drillId, paymentId);

  /** Razorpay Checkout over this page; resolves when it is closed without a payment (the order is kept). */
  const openRazorpay = async (order: Order): Promise<void> => {
    const Razorpay = await loadRazorpay().catch(() => null);
    if (!Razorpay || !order.keyId) {
      setProblem({ severity: 'error', text: CheckoutMessages.checkoutNotLoaded });
      return;
    }
    await attemptPayment(order.paymentId);
    const keyId = order.keyId;
    await new Promise<void>((dismissed) => {
      const rzp = new Razorpay({
        key: keyId,
        order_id: order.providerOrderId,
        amount: order.amountPaise,
        currency: order.currency,
        name: 'Elevate',
        description: order.description,
        prefill: order.prefill,
        handler: (response) => {
          verifyPayment(order.paymentId, response).then(
            (view) => {
              void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
              navigate(statusPage(view.status === 'paid' ? 'success' : 'pending', order.paymentId));
            },
            // Money may have moved even if the check failed here: the pending page waits for the provider's word.
            () => navigate(statusPage('pending', order.paymentId)),
          );
        },
        modal: {
          ondismiss: () => {
            setProblem({ severity: 'info', text: CheckoutMessages.dismissed });
            dismissed();
          },
        },
      });
      rzp.on('payment.failed', (response) => {
        rzp.close?.();
        const reason = response.error?.description ?? response.error?.reason ?? '';
        void reportPaymentFailure(order.paymentId, reason)
          .catch(() => null)
          .then(() => navigate(statusPage('failure', order.paymentId)));
      });
      rzp.open();
    });
  };

  /** The page leaves for the payment: the button stays busy until it has gone. */
  const leaving = () => new Promise<void>(() => undefined);

  const orderFailed = (err: unknown, on: Callbacks) => {
    const promoMessage = promoErrorOf(err);
    if (promoMessage) {
      // The code stopped working since it was applied (used up, expired): back to the full price.
      setPromo(null);
      setPromoError(promoMessage);
    } else if (isPriceChange(err)) {
      void quote.refetch();
      setProblem({ severity: 'warning', text: CheckoutMessages.priceChanged });
    } else if (err instanceof ApiError && (err.status === 503 || err.status === 409 || err.status === 402)) {
      setProblem({ severity: 'warning', text: errorMessage(err) });
    } else on.failed(err);
  };

  const submit = async (registration: RegistrationBody, on: Callbacks): Promise<void> => {
    const q = quote.data;
    if (!q) return;
    setPaying(true);
    setProblem(null);
    let order: Order;
    try {
      order = await createOrder.mutateAsync({
        entityType: 'drill',
        promoCode: promo ?? undefined,
        expectedAmountPaise: q.coveredByTeam ? 0 : q.amountPaise,
        registration: { ...registration, inviteCode: inviteCode ?? undefined },
      });
    } catch (err) {
      setPaying(false);
      orderFailed(err, on);
      return;
    }
    if (order.participantId !== null) {
      setPaying(false);
      on.registered(order.participantId);
      return;
    }
    if (order.provider === 'local') {
      goTo(navigate, order.checkoutUrl ?? localCheckoutPath(order.paymentId));
      return leaving();
    }
    if (order.provider === 'razorpay') {
      try {
        await openRazorpay(order);
      } catch (err) {
        setProblem({ severity: 'error', text: errorMessage(err) });
      }
      setPaying(false);
      return;
    }
    setProblem({ severity: 'warning', text: PaymentMessages.paymentsUnavailable });
    setPaying(false);
  };

  const q = quote.data;
  const pending = paying || createOrder.isPending;
  const unavailable = quote.error instanceof ApiError && quote.error.status === 503;
  const summary = (
    <Stack spacing={2}>
      {problem ? (
        <Alert severity={problem.severity} role="alert">
          {problem.text}
        </Alert>
      ) : null}
      {q ? (
        <>
          {q.coveredByTeam ? null : (
            <PromoCodeField
              applied={promo}
              error={promoError}
              applying={applying}
              disabled={pending}
              onApply={apply}
              onRemove={() => {
                setPromo(null);
                setPromoError(null);
              }}
              onEdit={() => setPromoError(null)}
            />
          )}
          <PriceSummary quote={q} />
        </>
      ) : unavailable ? (
        <Alert severity="warning">{errorMessage(quote.error)}</Alert>
      ) : quote.isError ? (
        <RetryAlert onRetry={() => void quote.refetch()} retrying={quote.isFetching}>
          We could not get the price. {errorMessage(quote.error)}
        </RetryAlert>
      ) : (
        <PriceSummarySkeleton />
      )}
    </Stack>
  );
  const amount = q ? (q.coveredByTeam ? 0 : q.amountPaise) : null;

  return children({
    summary,
    submitLabel: amount === null ? 'Pay' : amount > 0 ? `Pay ${formatPaise(amount)}` : 'Register',
    ready: Boolean(q) && !applying,
    pending,
    submit,
  });
};

export default RegistrationCheckout;
