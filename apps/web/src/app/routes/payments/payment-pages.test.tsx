import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { failWith, mockDrillsApi as mockApi, ok } from '@/features/drills/testing/participation-builders';
import { PENDING_POLL_MS } from '@/features/payments/api/get-payment';
import { buildLocalCheckout, buildPaymentView, PAYMENT_ID } from '@/features/payments/testing/payment-builders';
import { AppProviders } from '@/app/providers';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { signIn } from '@/testing/render';
import { LocalCheckoutPage } from './local-checkout-page';
import { PaymentStatusPageRoute } from './payment-status-page';

const BASE = '/api/wuepayments';
const CHECKOUT = `GET ${BASE}/local/checkout/${PAYMENT_ID}`;
const ACT = `POST ${BASE}/local/checkout/${PAYMENT_ID}`;
const ATTEMPT = `POST ${BASE}/payments/${PAYMENT_ID}/attempt`;
const VERIFY = `POST ${BASE}/payments/${PAYMENT_ID}/verify`;
const PAYMENT = `GET ${BASE}/payments/${PAYMENT_ID}`;
const LATEST = `GET ${BASE}/entities/12/payments/latest`;

/** The pages on their own routes (as router.tsx has them), anything else a marker. */
const renderPage = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: 'paymentstatus/:status/:entityType/:entityId', element: <PaymentStatusPageRoute /> },
      { path: 'paymentstatus/:status/:entityType', element: <PaymentStatusPageRoute /> },
      { path: 'wuepayments/checkout/:paymentId', element: <LocalCheckoutPage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
};

const statusPath = (status: string) => `/paymentstatus/${status}/drill/12?paymentId=${PAYMENT_ID}`;

describe('payment pages', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    act(() => {
      clearSession();
      toast.dismiss();
    });
  });

  describe('local checkout', () => {
    it('opening it is the attempt; Pay sends the signed answer to verify and lands on the success page', async () => {
      signIn();
      const signed = { razorpay_order_id: 'order_LOCAL7Q2W9E', razorpay_payment_id: 'pay_L1', razorpay_signature: 's' };
      const api = mockApi({
        [CHECKOUT]: ok(buildLocalCheckout()),
        [ATTEMPT]: ok(buildPaymentView({ status: 'attempted' })),
        [ACT]: ok(signed),
        [VERIFY]: ok(buildPaymentView()),
        [PAYMENT]: ok(buildPaymentView()),
      });
      const { router } = renderPage(`/wuepayments/checkout/${PAYMENT_ID}`);
      expect(await screen.findByRole('heading', { name: 'Elevate test payments' })).toBeInTheDocument();
      expect(await screen.findByText('₹1,274')).toBeInTheDocument();
      expect(screen.getByText('Registration for Smart India Build')).toBeInTheDocument();
      expect(screen.getByText('order_LOCAL7Q2W9E')).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent(/^(29:5\d|30:00)$/);
      expect(screen.getByText(/no money moves/)).toBeInTheDocument();
      await waitFor(() => expect(api.callsTo(ATTEMPT)).toHaveLength(1));

      await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,274' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/paymentstatus/success/drill/12'));
      expect(api.callsTo(ACT)[0]!.body).toEqual({ outcome: 'pay' });
      expect(api.callsTo(VERIFY)[0]!.body).toEqual(signed);
      expect(
        await screen.findByRole('heading', { name: 'You are registered for Smart India Build' }),
      ).toBeInTheDocument();
    });

    it('Fail the payment and Leave it pending lead to their pages', async () => {
      signIn();
      const api = mockApi({
        [CHECKOUT]: ok(buildLocalCheckout({ status: 'attempted' })),
        [ACT]: ok(null),
      });
      const first = renderPage(`/wuepayments/checkout/${PAYMENT_ID}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Fail the payment' }));
      await waitFor(() => expect(first.router.state.location.pathname).toBe('/paymentstatus/failure/drill/12'));
      expect(api.callsTo(ACT)[0]!.body).toEqual({ outcome: 'fail' });
      // Already attempted: opening it again is no new attempt.
      expect(api.callsTo(ATTEMPT)).toHaveLength(0);
      first.unmount();

      const second = renderPage(`/wuepayments/checkout/${PAYMENT_ID}`);
      await userEvent.click(await screen.findByRole('button', { name: 'Leave it pending' }));
      await waitFor(() => expect(second.router.state.location.pathname).toBe('/paymentstatus/pending/drill/12'));
    });

    it('an expired order says so and leads back to the hackathon, with nothing to pay', async () => {
      signIn();
      mockApi({ [CHECKOUT]: ok(buildLocalCheckout({ expiresAt: new Date(Date.now() - 1000).toISOString() })) });
      renderPage(`/wuepayments/checkout/${PAYMENT_ID}`);
      expect(await screen.findByText(PaymentMessages.orderExpired)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the hackathon' })).toHaveAttribute('href', '/drills/12');
      expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    });

    it('another account’s order is refused with the server’s words', async () => {
      signIn();
      mockApi({ [CHECKOUT]: failWith(403, 'WUE-4030', PaymentMessages.orderOfAnother) });
      renderPage(`/wuepayments/checkout/${PAYMENT_ID}`);
      expect(await screen.findByText(PaymentMessages.orderOfAnother)).toBeInTheDocument();
    });
  });

  describe('status pages', () => {
    it('success: registered, amount, receipt number, the mail, the dashboard and the receipt', async () => {
      signIn();
      mockApi({ [PAYMENT]: ok(buildPaymentView()) });
      renderPage(statusPath('success'));
      expect(
        await screen.findByRole('heading', { name: 'You are registered for Smart India Build' }),
      ).toBeInTheDocument();
      expect(document.title).toMatch(/^Payment successful/);
      expect(screen.getByText('₹1,499')).toBeInTheDocument();
      expect(screen.getByText('ELV/2026-27/000123')).toBeInTheDocument();
      expect(screen.getByText('A copy of the receipt is in your mail.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your hackathon dashboard' })).toHaveAttribute(
        'href',
        '/drills/participant-dashboard/12/70',
      );
      expect(screen.getByRole('button', { name: 'Download receipt' })).toBeEnabled();
    });

    it('failure: the reason, nothing charged, and Try again back to the hackathon with the dialog', async () => {
      signIn();
      mockApi({
        [PAYMENT]: ok(
          buildPaymentView({
            status: 'failed',
            failureReason: 'Your bank declined the payment.',
            receiptNumber: null,
            participantId: null,
            paidAt: null,
            canRetry: true,
          }),
        ),
      });
      renderPage(statusPath('failure'));
      expect(await screen.findByRole('heading', { name: 'The payment did not go through' })).toBeInTheDocument();
      expect(screen.getByText('Your bank declined the payment.')).toBeInTheDocument();
      expect(screen.getByText(/No money was taken/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
        'href',
        '/drills/smart-india-build?register=1',
      );
    });

    it('pending: waits, asks every 4 s, and moves to the success page once the payment is confirmed', async () => {
      signIn();
      let asked = 0;
      const api = mockApi({
        [PAYMENT]: () =>
          ok(
            ++asked < 2
              ? buildPaymentView({ status: 'attempted', paidAt: null, receiptNumber: null })
              : buildPaymentView(),
          ),
      });
      const { router } = renderPage(statusPath('pending'));
      expect(await screen.findByRole('heading', { name: 'Waiting for confirmation' })).toBeInTheDocument();
      expect(document.title).toMatch(/^Payment pending/);
      await waitFor(() => expect(router.state.location.pathname).toBe('/paymentstatus/success/drill/12'), {
        timeout: PENDING_POLL_MS + 3000,
      });
      expect(router.state.location.search).toBe(`?paymentId=${PAYMENT_ID}`);
      expect(
        await screen.findByRole('heading', { name: 'You are registered for Smart India Build' }),
      ).toBeInTheDocument();
      expect(api.callsTo(PAYMENT).length).toBeGreaterThanOrEqual(2);
    });

    it('the path is not trusted: a success address for a failed payment shows the failure page', async () => {
      signIn();
      mockApi({ [PAYMENT]: ok(buildPaymentView({ status: 'failed', canRetry: true })) });
      const { router } = renderPage(statusPath('success'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/paymentstatus/failure/drill/12'));
      expect(await screen.findByRole('heading', { name: 'The payment did not go through' })).toBeInTheDocument();
    });

    it('without a payment id, the hackathon’s latest payment is shown', async () => {
      signIn();
      const api = mockApi({ [LATEST]: ok(buildPaymentView()), [PAYMENT]: ok(buildPaymentView()) });
      renderPage('/paymentstatus/success/drill/12');
      expect(
        await screen.findByRole('heading', { name: 'You are registered for Smart India Build' }),
      ).toBeInTheDocument();
      expect(api.callsTo(LATEST)[0]!.query).toEqual({ entityType: 'drill' });
    });

    it('an unknown status or entity type is not a page; signed out, it asks to log in', async () => {
      mockApi({});
      const first = renderPage('/paymentstatus/done/drill/12');
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      first.unmount();
      const second = renderPage('/paymentstatus/success/job/12');
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      second.unmount();
      renderPage(statusPath('success'));
      expect(await screen.findByRole('heading', { name: 'Log in to continue' })).toBeInTheDocument();
    });
  });
});
